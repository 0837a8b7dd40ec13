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
  private var textCache: [TextKey: CachedTexture] = [:]
  private var imageCache: [ObjectIdentifier: (image: UIImage, texture: OpaquePointer)] = [:]
  private var targets: [OpaquePointer] = []
  private var targetSize: (Int32, Int32) = (0, 0)
  private var frame = 0
  /// Texts kept in the cache at most; the least recently used go first.
  var textCacheLimit = 512

  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []
  private var batchTexture: OpaquePointer?

  private struct TextKey: Hashable {
    let text: String
    let fontName: String
    let pixelSize: CGFloat
  }

  private struct CachedTexture {
    let texture: OpaquePointer?
    var lastUsed: Int
  }

  init(renderer: OpaquePointer, text: SDLTextSystem) {
    self.renderer = renderer
    self.text = text
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// Frees every texture.
  func destroy() {
    for entry in textCache.values { if let t = entry.texture { SDL_DestroyTexture(t) } }
    for entry in imageCache.values { SDL_DestroyTexture(entry.texture) }
    for target in targets { SDL_DestroyTexture(target) }
    textCache.removeAll()
    imageCache.removeAll()
    targets.removeAll()
  }

  /// Clears to `background` and draws `list`. Does not present.
  func render(_ list: DisplayList, background: UIColor = .black) {
    frame += 1
    SDL_SetRenderTarget(renderer, nil)
    SDL_SetRenderDrawColor(
      renderer, byte(background.red), byte(background.green), byte(background.blue), 255)
    SDL_RenderClear(renderer)
    var groups: [(texture: OpaquePointer, alpha: CGFloat)] = []
    var free = targets
    for item in list.items {
      switch item {
      case .fill(let points, let color):
        add(points.map { DisplayVertex($0) }, color: color, texture: nil)
      case .texture(let polygon, let source, let alpha):
        guard let (texture, tint) = self.texture(for: source) else { continue }
        add(polygon, color: tint.withAlphaComponent(tint.alpha * alpha), texture: texture)
      case .beginGroup(let alpha):
        flush()
        guard let target = free.popLast() ?? makeTarget(list.pixelSize) else { continue }
        groups.append((target, alpha))
        SDL_SetRenderTarget(renderer, target)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
      case .endGroup:
        flush()
        guard let group = groups.popLast() else { continue }
        SDL_SetRenderTarget(renderer, groups.last?.texture)
        SDL_SetTextureAlphaMod(group.texture, byte(group.alpha))
        SDL_RenderCopy(renderer, group.texture, nil, nil)
        free.append(group.texture)
      }
    }
    flush()
    SDL_SetRenderTarget(renderer, nil)
    evictTexts()
  }

  // MARK: - Batching

  private func add(_ polygon: [DisplayVertex], color: UIColor, texture: OpaquePointer?) {
    guard polygon.count >= 3 else { return }
    if texture != batchTexture {
      flush()
      batchTexture = texture
    }
    let sdlColor = SDL_Color(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha))
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
  }

  private func flush() {
    guard !indices.isEmpty else { return }
    SDL_RenderGeometry(renderer, batchTexture, vertices, Int32(vertices.count), indices, Int32(indices.count))
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  // MARK: - Textures

  /// The texture for a source and the tint to draw it with.
  private func texture(for source: TextureSource) -> (OpaquePointer, UIColor)? {
    switch source {
    case .text(let run):
      let key = TextKey(text: run.text, fontName: run.fontName, pixelSize: run.pixelSize)
      if var cached = textCache[key] {
        cached.lastUsed = frame
        textCache[key] = cached
        return cached.texture.map { ($0, run.color) }
      }
      var texture: OpaquePointer?
      if let surface = text.renderWhite(run) {
        texture = SDL_CreateTextureFromSurface(renderer, surface)
        SDL_FreeSurface(surface)
        if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
      }
      textCache[key] = CachedTexture(texture: texture, lastUsed: frame)
      return texture.map { ($0, run.color) }
    case .image(let image):
      let id = ObjectIdentifier(image)
      if let cached = imageCache[id], cached.image === image { return (cached.texture, .white) }
      guard
        let texture = SDL_CreateTexture(
          renderer, SDL_PIXELFORMAT_ABGR8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
          Int32(image.pixelWidth), Int32(image.pixelHeight))
      else { return nil }
      image.rgba.withUnsafeBytes { bytes in
        _ = SDL_UpdateTexture(texture, nil, bytes.baseAddress, Int32(image.pixelWidth * 4))
      }
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
      imageCache[id] = (image, texture)
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

  private func evictTexts() {
    guard textCache.count > textCacheLimit else { return }
    let oldest = textCache.sorted { $0.value.lastUsed < $1.value.lastUsed }
    for (key, entry) in oldest.prefix(textCache.count - textCacheLimit / 2) {
      if let texture = entry.texture { SDL_DestroyTexture(texture) }
      textCache[key] = nil
    }
  }

  private func byte(_ component: CGFloat) -> UInt8 {
    UInt8(max(0, min(255, (component * 255).rounded())))
  }
}
