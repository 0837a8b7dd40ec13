import Foundation

extension UIView {
  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }
}
