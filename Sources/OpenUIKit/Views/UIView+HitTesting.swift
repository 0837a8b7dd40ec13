import Foundation

// Hit testing, spec A1–A8. This runs on every touch-down over the whole tree, so it allocates
// nothing and converts each point with the cached inverse transform.
extension UIView {
  /// Whether hit testing may enter this view: visible, interactive and `alpha >= 0.01` (A2).
  @inline(__always)
  var isHitTestable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= 0.01
  }

  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isHitTestable, self.point(inside: point, with: event) else { return nil }
    var index = subviews.count - 1
    while index >= 0 {
      let subview = subviews[index]
      index -= 1
      // A view whose transform cannot be inverted has no local point for this one: skip it.
      guard let local = subview.convertFromSuperview(point) else { continue }
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
