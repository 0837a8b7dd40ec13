import CSDL2
import CSDL2Image
import Foundation
import OpenUIKit

extension SDLHost {
  /// Draws the current state of the application and saves the window's pixels as a PNG file.
  /// - Throws: ``SDLHostError`` when the pixels cannot be read or the file written.
  public func saveScreenshot(to path: String) throws {
    let (width, height, pixels) = try readPixels()
    let written = pixels.withUnsafeBytes { bytes -> Int32 in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          UnsafeMutableRawPointer(mutating: bytes.baseAddress), width, height, 32, width * 4,
          SDL_PIXELFORMAT_ARGB8888.rawValue)
      else { return -1 }
      defer { SDL_FreeSurface(surface) }
      return IMG_SavePNG(surface, path)
    }
    guard written == 0 else {
      throw SDLHostError("cannot write \(path): \(String(cString: SDL_GetError()))")
    }
  }

  /// Draws the current state with the hit map over it (`OpenUIKitDebug.showsHitMap`) and
  /// saves it as a PNG file: where each view really receives touches, for a bug report or a CI
  /// artifact. The overlay is switched back off afterwards unless it was on.
  /// - Throws: ``SDLHostError`` when the pixels cannot be read or the file written.
  public func saveHitMap(to path: String) throws {
    let wasShowing = OpenUIKitDebug.showsHitMap
    OpenUIKitDebug.showsHitMap = true
    application.setNeedsRedraw()
    defer {
      OpenUIKitDebug.showsHitMap = wasShowing
      application.setNeedsRedraw()
    }
    try saveScreenshot(to: path)
  }

  /// Draws the current frame and returns its pixels, ARGB8888, row by row.
  package func readPixels() throws -> (width: Int32, height: Int32, pixels: [UInt32]) {
    drawFrame()
    var w: Int32 = 0, h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    var pixels = [UInt32](repeating: 0, count: Int(w * h))
    let status = pixels.withUnsafeMutableBytes { bytes in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, bytes.baseAddress, w * 4)
    }
    // Reading back before presenting: after a present the back buffer is undefined.
    present()
    guard status == 0 else {
      throw SDLHostError("cannot read the window's pixels: \(String(cString: SDL_GetError()))")
    }
    return (w, h, pixels)
  }
}
