import Foundation

extension UIImage {
  /// Draws the image stretched over `rect` in the current drawing context (inside
  /// ``UIView/draw(_:)`` or an image renderer); does nothing elsewhere.
  public func draw(in rect: CGRect) {
    ContentCanvas.current?.drawImage(self, in: rect)
  }

  /// Draws the image at its size with its top-left corner at `point`.
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }
}
