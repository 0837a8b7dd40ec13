import CSDL2
import Foundation
import OpenUIKit

/// Executes a ``DisplayList`` on an SDL renderer: polygons as triangle fans through
/// `SDL_RenderGeometry`, batched while the texture stays the same; text and images as textured
/// polygons from caches; translucent groups through offscreen target textures.
///
/// Only the list's damaged areas are redrawn, each cleared and drawn under a clip rectangle
/// with the items that reach it; the rest keeps the previous frame's pixels. The software
/// renderer draws into the window's surface, which SDL keeps between presents; an accelerated
/// renderer's back buffer is undefined after a present, so it draws into a persistent canvas
/// texture that is copied to the back buffer each frame.
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
  private(set) var frame = 0
  /// Whether frames are drawn into ``canvas`` rather than straight into the back buffer.
  let usesCanvas: Bool
  /// What the frames are drawn into when ``usesCanvas``: it keeps the last frame's pixels.
  private var canvas: OpaquePointer?
  /// The size of the last frame drawn; a different size is drawn whole.
  private var drawnSize: (Int32, Int32)?
  /// The areas the last frame redrew, in pixels (the whole target when it was drawn whole).
  private(set) var redrawnAreas: [SDL_Rect] = []
  /// Whether the last frame was drawn whole.
  private(set) var redrewWholeFrame = true

  // The batch being gathered. The renderer is main-actor bound, so the dynamic exclusivity
  // checks on these (several per polygon) guard nothing.
  @exclusivity(unchecked) private var vertices: [SDL_Vertex] = []
  @exclusivity(unchecked) private var indices: [Int32] = []
  @exclusivity(unchecked) private var batchTexture: OpaquePointer?
  /// Whether the batch is untextured and opaque, drawn without blending.
  @exclusivity(unchecked) private var batchIsOpaque = false

  struct TextKey: Hashable {
    let text: String
    let fontName: String
    let pixelSize: CGFloat
  }

  /// Whether SDL renders in software.
  let isSoftware: Bool

  /// - Parameter usesCanvas: Whether to draw into a persistent canvas texture; nil chooses:
  ///   only for accelerated renderers.
  init(renderer: OpaquePointer, text: SDLTextSystem, usesCanvas: Bool? = nil) {
    self.renderer = renderer
    self.text = text
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    self.usesCanvas = usesCanvas ?? !isSoftware
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// Frees every texture.
  func destroy() {
    textCache.removeAll()
    imageCache.removeAll()
    for target in targets { SDL_DestroyTexture(target) }
    targets.removeAll()
    if let canvas { SDL_DestroyTexture(canvas) }
    canvas = nil
  }

  /// The next frame is drawn whole: the window's pixels were lost (a resize, an expose).
  func forgetDrawnPixels() { drawnSize = nil }

  /// Draws `list` over the previous frame: its damaged areas (all of it when it has none, or
  /// when the size changed) are cleared to `background` and drawn. Does not present.
  func render(_ list: DisplayList, background: DisplayColor = .black) {
    frame += 1
    let size = (Int32(list.pixelSize.width), Int32(list.pixelSize.height))
    var damage = list.damage
    if drawnSize.map({ $0 != size }) ?? true { damage = nil }
    if usesCanvas, !prepareCanvas(size) { damage = nil }
    drawnSize = size
    let whole = SDL_Rect(x: 0, y: 0, w: size.0, h: size.1)
    redrewWholeFrame = damage == nil
    redrawnAreas = damage.map { $0.map(sdlRect) } ?? [whole]
    let base = usesCanvas ? canvas : nil
    for area in redrawnAreas {
      draw(list, into: base, area: area, isWhole: redrewWholeFrame, background: background)
    }
    SDL_SetRenderTarget(renderer, nil)
    SDL_RenderSetClipRect(renderer, nil)
    if usesCanvas, let canvas {
      SDL_SetTextureBlendMode(canvas, SDL_BLENDMODE_NONE)
      SDL_RenderCopy(renderer, canvas, nil, nil)
    }
    // A scan of every entry: often enough to free unused textures, rare enough to cost nothing.
    if frame % 32 == 0 {
      textCache.evict(frame: frame)
      imageCache.evict(frame: frame)
    }
  }

  // MARK: - Areas

  /// Clears `area` of `base` (nil: the back buffer) and draws the items that reach it, clipped
  /// to it.
  private func draw(
    _ list: DisplayList, into base: OpaquePointer?, area: SDL_Rect, isWhole: Bool,
    background: DisplayColor
  ) {
    setTarget(base, clip: area)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(
      renderer, byte(background.red), byte(background.green), byte(background.blue), 255)
    var clear = area
    SDL_RenderFillRect(renderer, &clear)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    let bounds = CGRect(
      x: CGFloat(area.x), y: CGFloat(area.y), width: CGFloat(area.w), height: CGFloat(area.h))
    var groups: [(texture: OpaquePointer, alpha: CGFloat, area: SDL_Rect)] = []
    var free = targets
    // Inside a group that misses the area: how many groups deep, to skip to its end.
    var skipping = 0
    for item in list.items {
      if skipping > 0 {
        if case .beginGroup = item { skipping += 1 }
        if case .endGroup = item { skipping -= 1 }
        continue
      }
      switch item {
      case .fill(let points, let color):
        if !isWhole && !reaches(points, bounds) { continue }
        if let rect = axisAlignedRect(points) {
          fillRect(rect, color)
        } else {
          add(points, color: color)
        }
      case .texture(let polygon, let source, let alpha):
        if !isWhole && !reaches(polygon, bounds) { continue }
        guard let (texture, tint) = self.texture(for: source) else { continue }
        add(
          isSoftware ? unscaledOrFan(polygon, texture) : polygon,
          color: tint.multiplyingAlpha(alpha), texture: texture)
      case .beginGroup(let alpha, let groupBounds):
        let groupArea = groupBounds.intersection(bounds)
        guard !groupArea.isNull, !groupArea.isEmpty else {
          skipping = 1
          continue
        }
        flush()
        guard let target = free.popLast() ?? makeTarget(list.pixelSize) else {
          skipping = 1
          continue
        }
        let rect = sdlRect(groupArea)
        groups.append((target, alpha, rect))
        setTarget(target, clip: rect)
        // Only the group's area is cleared and composited: a full-window pass costs
        // milliseconds in software.
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        var clear = rect
        SDL_RenderFillRect(renderer, &clear)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
      case .endGroup:
        flush()
        guard let group = groups.popLast() else { continue }
        setTarget(groups.last?.texture ?? base, clip: groups.last?.area ?? area)
        SDL_SetTextureAlphaMod(group.texture, byte(group.alpha))
        var source = group.area, destination = group.area
        SDL_RenderCopy(renderer, group.texture, &source, &destination)
        free.append(group.texture)
      }
    }
    flush()
  }

  /// Switches the target and clips it: SDL drops the clip rectangle on every switch.
  private func setTarget(_ target: OpaquePointer?, clip: SDL_Rect) {
    SDL_SetRenderTarget(renderer, target)
    var rect = clip
    SDL_RenderSetClipRect(renderer, &rect)
  }

  /// Whether a polygon's bounding box meets `area`.
  private func reaches(_ points: [CGPoint], _ area: CGRect) -> Bool {
    reaches(CGRect.boundingBox(of: points), area)
  }

  private func reaches(_ vertices: [DisplayVertex], _ area: CGRect) -> Bool {
    guard let first = vertices.first?.position else { return false }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for vertex in vertices {
      minX = min(minX, vertex.position.x)
      maxX = max(maxX, vertex.position.x)
      minY = min(minY, vertex.position.y)
      maxY = max(maxY, vertex.position.y)
    }
    return reaches(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), area)
  }

  private func reaches(_ box: CGRect, _ area: CGRect) -> Bool {
    // Edges count: an item touching the area's edge is drawn, as the clip decides.
    box.maxX >= area.minX && box.minX <= area.maxX && box.maxY >= area.minY
      && box.minY <= area.maxY
  }

  private func sdlRect(_ rect: CGRect) -> SDL_Rect {
    let r = rect.integral
    return SDL_Rect(x: Int32(r.minX), y: Int32(r.minY), w: Int32(r.width), h: Int32(r.height))
  }

  /// Makes the canvas the size of the target; false when it had to be made afresh (its pixels
  /// are then unknown).
  private func prepareCanvas(_ size: (Int32, Int32)) -> Bool {
    if canvas != nil, drawnSize.map({ $0 == size }) ?? false { return true }
    if let canvas { SDL_DestroyTexture(canvas) }
    canvas = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
      max(1, size.0), max(1, size.1))
    return false
  }

  // MARK: - Batching

  /// A textured polygon.
  private func add(_ polygon: [DisplayVertex], color: DisplayColor, texture: OpaquePointer) {
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
  private func add(_ polygon: [CGPoint], color: DisplayColor) {
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
  private func startBatch(texture: OpaquePointer?, opaque: Bool) {
    guard texture != batchTexture || opaque != batchIsOpaque else { return }
    flush()
    batchTexture = texture
    batchIsOpaque = opaque
  }

  private func sdlColor(_ color: DisplayColor) -> SDL_Color {
    SDL_Color(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
  }

  /// The triangles of a convex polygon whose `count` vertices start at `first`.
  private func appendFan(first: Int32, count: Int) {
    for i in 1..<(Int32(count) - 1) {
      indices.append(first)
      indices.append(first + i)
      indices.append(first + i + 1)
    }
  }

  private func flush() {
    guard !indices.isEmpty else { return }
    if batchIsOpaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE) }
    SDL_RenderGeometry(
      renderer, batchTexture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    if batchIsOpaque { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
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
  ///
  /// The rectangle covers the pixels whose centres it holds, as a triangle does: SDL would
  /// truncate its origin and size apart, leaving gaps between neighbours at fractional
  /// positions.
  private func fillRect(_ rect: CGRect, _ color: DisplayColor) {
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

  func byte(_ component: CGFloat) -> UInt8 {
    UInt8(max(0, min(255, (component * 255).rounded())))
  }
}
