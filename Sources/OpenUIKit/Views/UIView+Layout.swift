import Foundation

extension UIView {
  /// Marks the view as needing layout; ``layoutIfNeeded()`` or the next frame lays it out.
  public func setNeedsLayout() {
    needsLayoutFlag = true
    window?.application?.setNeedsRedraw()
  }

  /// Lays out this view and its subtree now where they need it: each view's
  /// ``layoutSubviews()`` runs before its subviews are visited.
  public func layoutIfNeeded() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Marks the view's content as needing to be drawn again.
  public func setNeedsDisplay() {
    needsDisplay = true
    window?.application?.setNeedsRedraw()
  }

  /// Whether the view has a pending layout request.
  public var needsLayout: Bool { needsLayoutFlag }
}
