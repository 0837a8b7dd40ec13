import CSDL2
import Foundation
import OpenUIKit

extension SDLRenderer {
  /// The texture for a source and the tint to draw it with.
  func texture(for source: TextureSource) -> (OpaquePointer, DisplayColor)? {
    switch source {
    case .text(let run):
      // Text is drawn white and tinted, unless it has colour glyphs (emoji): tinting would
      // darken them, so such a run is drawn in its colour and kept per colour.
      let colored = text.hasColorGlyphs(run)
      let key = TextKey(
        text: run.text, fontName: run.fontName, pixelSize: run.pixelSize,
        color: colored ? run.color : nil)
      let tint =
        colored
        ? DisplayColor(red: 1, green: 1, blue: 1, alpha: run.color.alpha) : run.color
      if let cached = textCache.lookup(key, frame: frame) {
        return cached.texture.map { ($0, tint) }
      }
      var texture: OpaquePointer?
      let surface =
        colored ? text.render(run, color: Self.opaque(run.color)) : text.renderWhite(run)
      if let surface {
        texture = SDL_CreateTextureFromSurface(renderer, surface)
        SDL_FreeSurface(surface)
        if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
      }
      textCache.insert(key, texture: texture, frame: frame)
      return texture.map { ($0, tint) }
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
    case .offscreen(let id):
      return offscreens.drawn[id].map { ($0, .white) }
    }
  }

  /// SDL's software renderer turns a textured rectangle into a stretched blit, which picks
  /// different source pixels when a clip rectangle cuts it: a damaged frame would not match a
  /// whole one. A stretched rectangle is sent as a fan round its centre instead, which the
  /// triangle rasteriser draws the same under any clip; one drawn at its own size stays a
  /// (faster, exact) blit.
  ///
  /// A piece of a picture in perspective is a fan only when it is such a rectangle: SDL maps
  /// a triangle's texture in fixed point, and the four triangles round a centre would each
  /// round differently, shifting a straight edge of the picture by a pixel between them.
  func unscaledOrFan(_ polygon: [DisplayVertex], _ texture: OpaquePointer, source: TextureSource)
    -> [DisplayVertex]
  {
    guard polygon.count == 4 else { return polygon }
    if case .offscreen = source, !Self.isAxisAligned(polygon) { return polygon }
    var w: Int32 = 0, h: Int32 = 0
    SDL_QueryTexture(texture, nil, nil, &w, &h)
    let box = CGRect.boundingBox(of: polygon.map(\.position))
    if abs(box.width - CGFloat(w)) < 0.001 && abs(box.height - CGFloat(h)) < 0.001 {
      return polygon
    }
    var centre = DisplayVertex(.zero, uv: .zero)
    for vertex in polygon {
      centre.position.x += vertex.position.x / 4
      centre.position.y += vertex.position.y / 4
      centre.uv.x += vertex.uv.x / 4
      centre.uv.y += vertex.uv.y / 4
    }
    return [centre] + polygon + [polygon[0]]
  }

  /// A colour's red, green and blue as an opaque SDL colour (its alpha is the tint's).
  static func opaque(_ color: DisplayColor) -> SDL_Color {
    func byte(_ value: CGFloat) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
    return SDL_Color(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: 255)
  }

  private static func isAxisAligned(_ p: [DisplayVertex]) -> Bool {
    let q = p.map(\.position)
    return (q[0].y == q[1].y && q[1].x == q[2].x && q[2].y == q[3].y && q[3].x == q[0].x)
      || (q[0].x == q[1].x && q[1].y == q[2].y && q[2].x == q[3].x && q[3].y == q[0].y)
  }
}
