// libFuzzer target: image bytes as an app receives them (`UIImage(data:)`: downloads, pasted and
// dropped files), decoded through the SDL host's decoder (SDL_image), then written back as PNG
// (`pngData()`, OpenUIKit's own PNG writer) and read again. Truncated, huge or malformed
// images must give nil or an image: never a crash, a hang or unbounded memory.
import CoreFoundation
import Foundation
import FuzzDriver
import OpenUIKit
import OpenUIKitSDL

/// The headless host that gives the application its image decoder, made once.
@MainActor
enum Harness {
  static let host = makeHeadlessHost(size: CGSize(width: 64, height: 64))
}

/// One input.
func fuzzImageDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let bytes = Data(bytes: data, count: size)
  MainActor.assumeIsolated {
    _ = Harness.host
    guard let image = UIImage(data: bytes) else { return }
    let pixels = image.size.width * image.size.height * image.scale * image.scale
    precondition(image.size.width >= 0 && image.size.height >= 0 && pixels.isFinite)
    // The PNG round trip for small images only: writing a 10,000-pixel-square JPEG's pixels is
    // slow, not wrong (the decoder's size limit is checked apart).
    guard pixels <= 512 * 512, let png = image.pngData() else { return }
    guard let again = UIImage(data: png) else {
      fatalError("OpenUIKit's PNG of a decoded \(image.size) image did not decode")
    }
    precondition(again.size == image.size, "\(again.size) after a PNG round trip of \(image.size)")
  }
  return 0
}
