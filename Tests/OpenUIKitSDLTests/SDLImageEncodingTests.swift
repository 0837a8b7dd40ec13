import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import Testing

/// `UIImage.pngData()` is written in Swift: SDL_image, an independent decoder, must read back
/// every pixel exactly.
@Suite("PNG encoding read back by SDL_image")
@MainActor
struct SDLImageEncodingTests {
  private func roundTrip(width: Int, height: Int) throws -> (UIImage, UIImage.Decoded) {
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        bytes += [UInt8(x & 0xFF), UInt8(y & 0xFF), UInt8((x * y) & 0xFF), UInt8(255 - (x & 0x7F))]
      }
    }
    let image = try #require(UIImage(pixelWidth: width, pixelHeight: height, rgba: bytes))
    let data = try #require(image.pngData())
    let path = NSTemporaryDirectory() + "openuikit-png-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try data.write(to: URL(fileURLWithPath: path))
    return (image, try SDLImageDecoder.decode(path).get())
  }

  @Test("a small image survives the round trip pixel for pixel")
  func small() throws {
    let (image, decoded) = try roundTrip(width: 3, height: 2)
    #expect(decoded.width == 3 && decoded.height == 2)
    #expect(decoded.rgba == image.rgba)
  }

  @Test("an image larger than one stored block (65,535 bytes) survives too")
  func severalBlocks() throws {
    let (image, decoded) = try roundTrip(width: 300, height: 170)
    #expect(decoded.width == 300 && decoded.height == 170)
    #expect(decoded.rgba == image.rgba)
  }
}
