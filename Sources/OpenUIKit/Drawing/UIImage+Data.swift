import Foundation

extension UIImage {
  /// Decodes image data (PNG, JPEG, GIF, BMP, WebP: what the installed decoder reads), as
  /// UIKit's `init(data:)`; nil (with a diagnostic) when the data is no image. Callable from any
  /// thread.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Decodes image data as an image of `scale` pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    // The host's decoder reads files (SDL_image detects the format from the bytes), so the
    // data goes through a private temporary file, removed at once.
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "openuikit-image-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      UIImage.report("cannot decode image data: the temporary folder is not writable")
      return nil
    }
    defer { try? FileManager.default.removeItem(atPath: path) }
    self.init(contentsOfFile: path, scale: scale.isFinite && scale > 0 ? scale : 1)
  }
}
