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
    // Presented even when reading failed: the frame was drawn.
    defer { present() }
    return try surface.readBackBuffer()
  }
}
