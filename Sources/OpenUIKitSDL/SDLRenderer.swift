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
  /// Offscreens of pictures in perspective (and groups drawn within them), by size.
  let offscreens = SDLOffscreenPool()
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
  @exclusivity(unchecked) var vertices: [SDL_Vertex] = []
  @exclusivity(unchecked) var indices: [Int32] = []
  @exclusivity(unchecked) var batchTexture: OpaquePointer?
  /// Whether the batch is untextured and opaque, drawn without blending.
  @exclusivity(unchecked) var batchIsOpaque = false

  struct TextKey: Hashable {
    let text: String
    let fontName: String
    let pixelSize: CGFloat
    /// The colour drawn in, for text with colour glyphs (drawn untinted); nil for the rest.
    var color: DisplayColor? = nil
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
    offscreens.removeAll()
    if let canvas { SDL_DestroyTexture(canvas) }
    canvas = nil
  }

  /// The next frame is drawn whole: the window's pixels were lost (a resize, an expose).
  func forgetDrawnPixels() {
    drawnSize = nil
    offscreens.forgetKeptPixels()
  }

  /// Draws `list` over the previous frame: its damaged areas (all of it when it has none, or
  /// when the size changed) are cleared to `background` and drawn. Does not present.
  func render(_ list: DisplayList, background: DisplayColor = .black) {
    frame += 1
    offscreens.startFrame(frame)
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
    let areaBounds = CGRect(
      x: CGFloat(area.x), y: CGFloat(area.y), width: CGFloat(area.w), height: CGFloat(area.h))
    // The targets drawn into now, innermost last: groups and offscreens.
    var stack: [OpenTarget] = []
    var free = targets
    // Inside a group that misses the area, or an offscreen already drawn this frame: how many
    // levels deep, to skip to its end.
    var skipping = 0
    // What items are culled against: the area, or nothing inside an offscreen (whose pixels
    // are its own).
    var bounds: CGRect? = isWhole ? nil : areaBounds
    for (index, item) in list.items.enumerated() {
      if skipping > 0 {
        switch item {
        case .beginGroup, .beginOffscreen: skipping += 1
        case .endGroup, .endOffscreen: skipping -= 1
        default: break
        }
        continue
      }
      switch item {
      case .fill(let points, let color):
        if let bounds, !reaches(points, bounds) { continue }
        if let rect = axisAlignedRect(points) {
          fillRect(rect, color)
        } else {
          add(points, color: color)
        }
      case .texture(let polygon, let source, let alpha):
        if let bounds, !reaches(polygon, bounds) { continue }
        guard let (texture, tint) = self.texture(for: source) else { continue }
        add(
          isSoftware ? unscaledOrFan(polygon, texture, source: source) : polygon,
          color: tint.multiplyingAlpha(alpha), texture: texture)
      case .beginGroup(let alpha, let groupBounds):
        let groupArea = bounds.map { groupBounds.intersection($0) } ?? groupBounds
        guard !groupArea.isNull, !groupArea.isEmpty else {
          skipping = 1
          continue
        }
        flush()
        // Within an offscreen the group is the offscreen's size; on screen, the screen's.
        let offscreenSize = stack.last(where: { $0.offscreenID != nil })?.size
        let target =
          offscreenSize.map { offscreens.acquire(renderer, $0, frame: frame) }
          ?? (free.popLast() ?? makeTarget(list.pixelSize))
        guard let target else {
          skipping = 1
          continue
        }
        let rect = sdlRect(groupArea)
        stack.append(
          OpenTarget(
            texture: target, clip: rect, size: offscreenSize ?? list.pixelSize, alpha: alpha,
            offscreenID: nil, isPooled: offscreenSize != nil, contentKey: 0))
        setTarget(target, clip: rect)
        // Only the group's area is cleared and composited: a full-window pass costs
        // milliseconds in software.
        clearTransparent(rect)
      case .endGroup:
        flush()
        guard let group = stack.popLast() else { continue }
        setTarget(stack.last?.texture ?? base, clip: stack.last?.clip ?? area)
        SDL_SetTextureAlphaMod(group.texture, byte(group.alpha))
        var source = group.clip, destination = group.clip
        SDL_RenderCopy(renderer, group.texture, &source, &destination)
        if group.isPooled {
          offscreens.release(group.texture)
        } else {
          free.append(group.texture)
        }
      case .beginOffscreen(let id, let size):
        // Drawn already this frame, or last frame with the same content (a card turning: only
        // its projection changes): its pixels are kept.
        let key = SDLOffscreenPool.contentKey(of: list.items, offscreenAt: index)
        if offscreens.drawn[id] == nil, let kept = offscreens.kept(key, frame: frame) {
          offscreens.drawn[id] = kept
        }
        guard offscreens.drawn[id] == nil,
          let target = offscreens.acquire(renderer, size, frame: frame)
        else {
          skipping = 1
          continue
        }
        flush()
        offscreens.drawn[id] = target
        let whole = SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height))
        stack.append(
          OpenTarget(
            texture: target, clip: whole, size: size, alpha: 1, offscreenID: id, isPooled: true,
            contentKey: key))
        setTarget(target, clip: whole)
        clearTransparent(whole)
        bounds = nil
      case .endOffscreen:
        flush()
        guard let drawn = stack.popLast() else { continue }
        offscreens.keep(drawn.texture, as: drawn.contentKey, frame: frame)
        setTarget(stack.last?.texture ?? base, clip: stack.last?.clip ?? area)
        let insideOffscreen = stack.contains { $0.offscreenID != nil }
        bounds = isWhole || insideOffscreen ? nil : areaBounds
      }
    }
    flush()
  }

  /// A target being drawn into: a group's (composited at `alpha` over `clip` when it ends) or
  /// an offscreen's (kept for the frame's texture items).
  private struct OpenTarget {
    let texture: OpaquePointer
    let clip: SDL_Rect
    let size: CGSize
    let alpha: CGFloat
    let offscreenID: Int?
    /// Whether it came from ``offscreens`` (else from the group targets).
    let isPooled: Bool
    /// An offscreen's content (``SDLOffscreenPool/contentKey(of:offscreenAt:)``).
    let contentKey: Int
  }

  /// Clears `rect` of the current target to transparent.
  private func clearTransparent(_ rect: SDL_Rect) {
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
    var r = rect
    SDL_RenderFillRect(renderer, &r)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
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
