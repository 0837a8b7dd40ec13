import Foundation

extension UIView {
  /// Marks the view as needing layout; ``layoutIfNeeded()`` or the next frame lays it out.
  public func setNeedsLayout() {
    needsLayoutFlag = true
    markSubtreeNeedsLayout()
    // A frame, not a full one: what layout moves damages its own areas.
    window?.application?.needsRedraw = true
  }

  /// Marks this view and its ancestors as holding a view that needs layout. A marked view's
  /// ancestors are marked too, so the walk stops at the first one already marked.
  func markSubtreeNeedsLayout() {
    var current: UIView? = self
    while let view = current, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      current = view.superview
    }
  }

  /// Lays out this view and its subtree now where they need it: each view's
  /// ``layoutSubviews()`` runs before its subviews are visited. Subtrees where nothing needs
  /// layout are skipped.
  public func layoutIfNeeded() {
    guard subtreeNeedsLayout || needsLayoutFlag else { return }
    subtreeNeedsLayout = false
    if needsLayoutFlag {
      needsLayoutFlag = false
      let controller = owningViewController
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for subview in subviews where subview.subtreeNeedsLayout || subview.needsLayoutFlag {
      subview.layoutIfNeeded()
    }
  }

  /// Marks the view's content as needing to be drawn again: ``draw(_:)`` runs before the next
  /// frame.
  public func setNeedsDisplay() {
    needsDisplay = true
    invalidate(.content)
  }

  /// Whether the view has a pending layout request.
  public var needsLayout: Bool { needsLayoutFlag }
}
