import CSDL2
import Foundation
import OpenUIKit

// Gathering polygons into `SDL_RenderGeometry` batches, and the fast path for upright
// rectangles.
extension SDLRenderer {
  /// A textured polygon.
  func add(_ polygon: [DisplayVertex], color: DisplayColor, texture: OpaquePointer) {
    guard polygon.count >= 3 else { return }
    startBatch(texture: texture, opaque: false)
    let sdlColor = self.sdlColor(color)
    let first = Int32(vertices.count)
    for vertex in polygon {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)),
          color: sdlColor, tex_coord: SDL_FPoint(x: Float(vertex.uv.x), y: Float(vertex.uv.y))))
    }
    appendFan(first: first, count: polygon.count)
    // SDL's software rasteriser is faster with one call per polygon than with one large batch
    // (measured: 1,000 quads in 3–4 ms against 7–9 ms).
    if isSoftware { flush() }
  }

  /// An untextured polygon.
  func add(_ polygon: [CGPoint], color: DisplayColor) {
    guard polygon.count >= 3 else { return }
    // SDL's software rasteriser blends each triangle through a temporary surface the size of
    // its bounding box (an allocation, a clear and a blit); an opaque fill needs none of that
    // and writes the same pixels.
    startBatch(texture: nil, opaque: color.alpha >= 1)
    let sdlColor = self.sdlColor(color)
    let first = Int32(vertices.count)
    for point in polygon {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(point.x), y: Float(point.y)), color: sdlColor,
          tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
    appendFan(first: first, count: polygon.count)
  }

  /// Flushes the batch unless it draws with the same texture and blending.
  func startBatch(texture: OpaquePointer?, opaque: Bool) {
    guard texture != batchTexture || opaque != batchIsOpaque else { return }
    flush()
    batchTexture = texture
    batchIsOpaque = opaque
  }

  func sdlColor(_ color: DisplayColor) -> SDL_Color {
    SDL_Color(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
  }

  /// The triangles of a convex polygon whose `count` vertices start at `first`.
  func appendFan(first: Int32, count: Int) {
    for i in 1..<(Int32(count) - 1) {
      indices.append(first)
      indices.append(first + i)
      indices.append(first + i + 1)
    }
  }

  func flush() {
    guard !indices.isEmpty else { return }
    if batchIsOpaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
    SDL_RenderGeometry(
      renderer, batchTexture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    if batchIsOpaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// The rectangle a 4-corner polygon is, when its edges are horizontal and vertical.
  func axisAlignedRect(_ p: [CGPoint]) -> CGRect? {
    guard p.count == 4 else { return nil }
    let horizontalFirst =
      p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
    let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
    guard horizontalFirst || verticalFirst else { return nil }
    let xs = (min(p[0].x, p[2].x), max(p[0].x, p[2].x)),
      ys = (min(p[0].y, p[2].y), max(p[0].y, p[2].y))
    return CGRect(x: xs.0, y: ys.0, width: xs.1 - xs.0, height: ys.1 - ys.0)
  }

  /// An axis-aligned rectangle: SDL fills opaque ones without blending, many times faster than
  /// rasterising two triangles in software.
  ///
  /// The rectangle covers the pixels whose centres it holds, as a triangle does: SDL would
  /// truncate its origin and size apart, leaving gaps between neighbours at fractional
  /// positions.
  func fillRect(_ rect: CGRect, _ color: DisplayColor) {
    // Far beyond any target, and inside Int32 (a huge or infinite rectangle must not trap).
    func edge(_ value: CGFloat) -> CGFloat { min(max((value - 0.5).rounded(.up), -1e8), 1e8) }
    let x0 = edge(rect.minX), x1 = edge(rect.maxX), y0 = edge(rect.minY), y1 = edge(rect.maxY)
    // SDL fills at least one pixel; a rectangle that holds no pixel centre covers none.
    guard x1 > x0, y1 > y0 else { return }
    flush()
    SDL_SetRenderDrawColor(
      renderer, byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha))
    SDL_SetRenderDrawBlendMode(
      renderer, color.alpha >= 1 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    var r = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    SDL_RenderFillRect(renderer, &r)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }
}
