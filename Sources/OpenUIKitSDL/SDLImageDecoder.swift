import CSDL2
import CSDL2Image
import Foundation
import OpenUIKit

/// Decodes PNG and BMP files with SDL_image into RGBA pixels for `UIImage`.
enum SDLImageDecoder {
  static func decode(_ path: String) -> Result<UIImage.Decoded, UIImage.DecodingError> {
    guard FileManager.default.fileExists(atPath: path) else {
      return .failure(.init(reason: "no such file"))
    }
    // What would hang SDL_image or exhaust memory is refused before it reads the file.
    if let problem = ImageFileCheck.problem(withFileAt: path) {
      return .failure(.init(reason: problem))
    }
    guard let loaded = IMG_Load(path) else {
      return .failure(.init(reason: String(cString: SDL_GetError())))
    }
    defer { SDL_FreeSurface(loaded) }
    // ABGR8888 is R, G, B, A in memory order on little-endian machines.
    guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else {
      return .failure(.init(reason: String(cString: SDL_GetError())))
    }
    defer { SDL_FreeSurface(rgba) }
    let width = Int(rgba.pointee.w), height = Int(rgba.pointee.h), pitch = Int(rgba.pointee.pitch)
    guard width > 0, height > 0, let pixels = rgba.pointee.pixels else {
      return .failure(.init(reason: "the image is empty"))
    }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let source = pixels.assumingMemoryBound(to: UInt8.self)
    for row in 0..<height {
      for column in 0..<(width * 4) {
        bytes[row * width * 4 + column] = source[row * pitch + column]
      }
    }
    return .success(UIImage.Decoded(width: width, height: height, rgba: bytes))
  }
}
