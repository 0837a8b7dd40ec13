import Foundation

extension UIView {
  /// How content is laid out in the bounds when their sizes differ (raw values as UIKit's).
  public enum ContentMode: Int, Sendable {
    /// Stretch to fill.
    case scaleToFill = 0
    /// Scale to fit, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scale to fill, keeping the aspect ratio (may overflow the bounds).
    case scaleAspectFill = 2
    /// Redraw when the size changes.
    case redraw = 3
    /// Centre without scaling.
    case center = 4
    /// Top-left corner without scaling.
    case topLeft = 9
  }
}
