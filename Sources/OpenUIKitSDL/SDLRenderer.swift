import CSDL2
import Foundation
import OpenUIKit

/// Executes a ``DisplayList`` on an SDL renderer: polygons as triangle fans through
/// `SDL_RenderGeometry`, batched while the texture stays the same; text and images as textured
/// polygons from caches; translucent groups through offscreen target textures.
@MainActor
final class SDLRenderer {
  let renderer: OpaquePointer
  let text: SDLTextSystem
  /// Rendered text runs: 32 MiB of textures at most, freed after 600 frames unused.
  let textCache = SDLTextureCache<TextKey>(byteBudget: 32 << 20)
  /// Decoded images, freed with their UIImage: 128 MiB at most.
  let imageCache = SDLTextureCache<ObjectIdentifier>(byteBudget: 128 << 20)
  private var targets: [OpaquePointer] = []
  private var targetSize: (Int32, Int32) = (0, 0)
  private var frame = 0

  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []
  private var batchTexture: OpaquePointer?

  struct TextKey: Hashable {
    let text: String
    let fontName: String
    let pixelSize: CGFloat
  }

  /// Whether SDL renders in software.
  let isSoftware: Bool

  init(renderer: OpaquePointer, text: SDLTextSystem) {
    self.renderer = renderer
    self.text = text
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// Frees every texture.
  func destroy() {
    textCache.removeAll()
    imageCache.removeAll()
    for target in targets { SDL_DestroyTexture(target) }
    targets.removeAll()
  }

  /// Clears to `background` and draws `list`. Does not present.
  func render(_ list: DisplayList, background: UIColor = .black) {
    frame += 1
    SDL_SetRenderTarget(renderer, nil)
    SDL_SetRenderDrawColor(
      renderer, byte(background.red), byte(background.green), byte(background.blue), 255)
    SDL_RenderClear(renderer)
    var groups: [(texture: OpaquePointer, alpha: CGFloat, area: SDL_Rect)] = []
    var free = targets
    for item in list.items {
      switch item {
      case .fill(let points, let color):
        if let rect = axisAlignedRect(points) {
          fillRect(rect, color)
        } else {
          add(points.map { DisplayVertex($0) }, color: color, texture: nil)
        }
      case .texture(let polygon, let source, let alpha):
        guard let (texture, tint) = self.texture(for: source) else { continue }
        add(polygon, color: tint.withAlphaComponent(tint.alpha * alpha), texture: texture)
      case .beginGroup(let alpha, let bounds):
        flush()
        guard let target = free.popLast() ?? makeTarget(list.pixelSize) else { continue }
        let area = SDL_Rect(
          x: Int32(bounds.minX), y: Int32(bounds.minY), w: Int32(bounds.width),
          h: Int32(bounds.height))
        groups.append((target, alpha, area))
        SDL_SetRenderTarget(renderer, target)
        // Only the group's area is cleared and composited: a full-window pass costs
        // milliseconds in software.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        var clear = area
        SDL_RenderFillRect(renderer, &clear)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
      case .endGroup:
        flush()
        guard let group = groups.popLast() else { continue }
        SDL_SetRenderTarget(renderer, groups.last?.texture)
        SDL_SetTextureAlphaMod(group.texture, byte(group.alpha))
        var source = group.area, destination = group.area
        SDL_RenderCopy(renderer, group.texture, &source, &destination)
        free.append(group.texture)
      }
    }
    flush()
    SDL_SetRenderTarget(renderer, nil)
    // A scan of every entry: often enough to free unused textures, rare enough to cost nothing.
    if frame % 32 == 0 {
      textCache.evict(frame: frame)
      imageCache.evict(frame: frame)
    }
  }

  // MARK: - Batching

  private func add(_ polygon: [DisplayVertex], color: UIColor, texture: OpaquePointer?) {
    guard polygon.count >= 3 else { return }
    if texture != batchTexture {
      flush()
      batchTexture = texture
    }
    let sdlColor = SDL_Color(
      r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
    let first = Int32(vertices.count)
    for vertex in polygon {
      vertices.append(
        SDL_Vertex(
          position: SDL_FPoint(x: Float(vertex.position.x), y: Float(vertex.position.y)),
          color: sdlColor, tex_coord: SDL_FPoint(x: Float(vertex.uv.x), y: Float(vertex.uv.y))))
    }
    for i in 1..<(Int32(polygon.count) - 1) {
      indices.append(contentsOf: [first, first + i, first + i + 1])
    }
    // SDL's software rasteriser is faster with one call per polygon than with one large batch
    // (measured: 1,000 quads in 3–4 ms against 7–9 ms).
    if isSoftware { flush() }
  }

  private func flush() {
    guard !indices.isEmpty else { return }
    SDL_RenderGeometry(
      renderer, batchTexture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// The rectangle a 4-corner polygon is, when its edges are horizontal and vertical.
  private func axisAlignedRect(_ p: [CGPoint]) -> CGRect? {
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
  private func fillRect(_ rect: CGRect, _ color: UIColor) {
    flush()
    SDL_SetRenderDrawColor(
      renderer, byte(color.red), byte(color.green), byte(color.blue), byte(color.alpha))
    SDL_SetRenderDrawBlendMode(
      renderer, color.alpha >= 1 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    var r = SDL_FRect(
      x: Float(rect.minX), y: Float(rect.minY), w: Float(rect.width), h: Float(rect.height))
    SDL_RenderFillRectF(renderer, &r)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  // MARK: - Textures

  /// The texture for a source and the tint to draw it with.
  private func texture(for source: TextureSource) -> (OpaquePointer, UIColor)? {
    switch source {
    case .text(let run):
      let key = TextKey(text: run.text, fontName: run.fontName, pixelSize: run.pixelSize)
      if let cached = textCache.lookup(key, frame: frame) {
        return cached.texture.map { ($0, run.color) }
      }
      var texture: OpaquePointer?
      if let surface = text.renderWhite(run) {
        texture = SDL_CreateTextureFromSurface(renderer, surface)
        SDL_FreeSurface(surface)
        if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
      }
      textCache.insert(key, texture: texture, frame: frame)
      return texture.map { ($0, run.color) }
    case .image(let image):
      let id = ObjectIdentifier(image)
      if let cached = imageCache.lookup(id, frame: frame, owner: image) {
        return cached.texture.map { ($0, .white) }
      }
      guard
        let texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
          Int32(image.pixelWidth), Int32(image.pixelHeight))
      else { return nil }
      image.rgba.withUnsafeBytes { bytes in
        _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.pixelWidth * 4))
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      imageCache.insert(id, texture: texture, frame: frame, owner: image)
      return (texture, .white)
    }
  }

  private func makeTarget(_ size: CGSize) -> OpaquePointer? {
    let w = Int32(size.width), h = Int32(size.height)
    if (w, h) != targetSize {
      for target in targets { SDL_DestroyTexture(target) }
      targets.removeAll()
      targetSize = (w, h)
    }
    guard
      let target = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
        max(1, w), max(1, h))
    else { return nil }
    SDL_SetTextureBlendMode(target, SDL_BLENDMODE_BLEND)
    targets.append(target)
    return target
  }

  private func byte(_ component: CGFloat) -> UInt8 {
    UInt8(max(0, min(255, (component * 255).rounded())))
  }
}
