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
      let controller = owningViewController
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Marks the view's content as needing to be drawn again: ``draw(_:)`` runs before the next
  /// frame.
  public func setNeedsDisplay() {
    needsDisplay = true
    contentCache = nil
    invalidateRendering()
  }

  /// Asks for a new frame without redrawing this view's content (it moved, or its colour or
  /// visibility changed).
  func invalidateRendering() {
    HitMapCache.generation &+= 1
    window?.application?.setNeedsRedraw()
  }

  /// Whether the view has a pending layout request.
  public var needsLayout: Bool { needsLayoutFlag }
}
