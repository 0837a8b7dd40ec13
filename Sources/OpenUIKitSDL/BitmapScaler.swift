import CSDL2
import Foundation

/// Shrinks a surface smoothly: by halves (each pixel the mean of four) while it is more than
/// twice the size wanted, then bilinearly to the size. A colour emoji's 136-pixel bitmap drawn
/// 20 pixels tall keeps its shapes instead of the speckles one bilinear step would leave.
enum BitmapScaler {
  /// A new ARGB8888 surface of `width` × `height` holding `surface` scaled, or nil.
  static func scale(_ surface: UnsafeMutablePointer<SDL_Surface>, to width: Int32, _ height: Int32)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    guard width > 0, height > 0,
      var current = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)
    else { return nil }
    while current.pointee.w >= width * 2 && current.pointee.h >= height * 2 {
      guard let half = halve(current) else { break }
      SDL_FreeSurface(current)
      current = half
    }
    defer { SDL_FreeSurface(current) }
    guard
      let result = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    if SDL_SoftStretchLinear(current, nil, result, nil) != 0 {
      SDL_FreeSurface(result)
      return nil
    }
    return result
  }

  /// The surface at half its size, each pixel the mean of four (premultiplied by alpha, so
  /// transparent edges do not darken).
  private static func halve(_ surface: UnsafeMutablePointer<SDL_Surface>)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    let w = surface.pointee.w / 2, h = surface.pointee.h / 2
    guard w > 0, h > 0,
      let half = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let source = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let target = half.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let sourcePitch = Int(surface.pointee.pitch) / 4, targetPitch = Int(half.pointee.pitch) / 4
    for y in 0..<Int(h) {
      for x in 0..<Int(w) {
        var a = 0, r = 0, g = 0, b = 0
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
          let p = source[(2 * y + dy) * sourcePitch + 2 * x + dx]
          let alpha = Int(p >> 24)
          a += alpha
          r += Int((p >> 16) & 0xFF) * alpha
          g += Int((p >> 8) & 0xFF) * alpha
          b += Int(p & 0xFF) * alpha
        }
        let pixel: UInt32
        if a == 0 {
          pixel = 0
        } else {
          pixel =
            UInt32(a / 4) << 24 | UInt32(r / a) << 16 | UInt32(g / a) << 8 | UInt32(b / a)
        }
        target[y * targetPitch + x] = pixel
      }
    }
    return half
  }
}
