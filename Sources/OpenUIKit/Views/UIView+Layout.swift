import Foundation

extension UIView {
  /// Marks the view as needing layout; ``layoutIfNeeded()`` or the next frame lays it out.
  public func setNeedsLayout() {
    MainThreadChecker.enforce("UIView.setNeedsLayout()")
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
  ///
  /// When the tree uses Auto Layout, UIKit's order holds: first the constraint pass
  /// (``updateConstraints()`` where asked) and the engine's solve; then, as `CALayer`'s
  /// `layoutIfNeeded` does, layout starts from the highest ancestor that needs it, so the
  /// frames constraints changed around this view are set too (`UIView.animate { layoutIfNeeded() }`
  /// animates them). A layout that changes constraints again (a label that wraps to its new
  /// width) is solved again, up to 8 passes.
  public func layoutIfNeeded() {
    MainThreadChecker.enforce("UIView.layoutIfNeeded()")
    guard let engine = layoutEngine else { return layoutSubtreeIfNeeded() }
    var passes = 0
    repeat {
      passes += 1
      engine.prepareLayout()
      var top = self
      while let parent = top.superview, parent.needsLayoutFlag { top = parent }
      top.layoutSubtreeIfNeeded()
    } while engine.hasWork && passes < 8
    if engine.hasWork {
      LayoutEngine.report(
        "layout did not settle after 8 passes: constraints or intrinsic sizes changed during "
          + "each layoutSubviews(); the rest waits for the next frame", near: self)
    }
  }

  /// The layout walk: this view's ``layoutSubviews()`` if it needs it, then the subviews that
  /// need layout.
  func layoutSubtreeIfNeeded() {
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
      subview.layoutSubtreeIfNeeded()
    }
  }

  /// Marks the view's content as needing to be drawn again: ``draw(_:)`` runs before the next
  /// frame.
  public func setNeedsDisplay() {
    MainThreadChecker.enforce("UIView.setNeedsDisplay()")
    needsDisplay = true
    invalidate(.content)
  }

  /// Whether the view has a pending layout request.
  public var needsLayout: Bool { needsLayoutFlag }
}
