import Foundation

// Culling: where a view and its subtree can draw, so drawing can skip subviews of a clipping
// view (a scroll view's 10,000 rows) that lie outside what it shows. The extent is cached per
// view and cleared up the tree when a geometry, the subview list, clipping or a layer changes:
// a computed extent has computed its subviews' too, so clearing can stop at the first view
// whose extent is already unknown.
extension UIView {
  /// The area the view and its subtree may draw in, in its bounds coordinates: its bounds, with
  /// its subviews' extents unless it clips them. A layer with sublayers counts as unbounded.
  var subtreeExtent: CGRect {
    if let extentCache { return extentCache }
    var rect = bounds
    if layerStorage?.sublayers != nil {
      rect = .infinite
    } else if !clipsToBounds {
      for subview in subviews {
        let extent = subview.extentInSuperview
        rect = extent.isInfinite ? extent : rect.union(extent)
        if rect.isInfinite { break }
      }
    }
    extentCache = rect
    return rect
  }

  /// ``subtreeExtent`` in the superview's coordinates: the bounding box after the transform.
  var extentInSuperview: CGRect {
    let extent = subtreeExtent
    guard !extent.isInfinite else { return extent }
    return extent.applying(geometry.boundsToSuperview)
  }

  /// Whether drawing can skip this view inside a superview that shows only `visible` (its
  /// bounds coordinates): its extent lies outside, and no animation can carry it in.
  func isCulled(outside visible: CGRect) -> Bool {
    guard animationStorage == nil else { return false }
    let extent = extentInSuperview
    return !extent.isInfinite && !extent.intersects(visible)
  }

  /// Forgets this view's extent and its ancestors'.
  func invalidateExtent() {
    var current: UIView? = self
    while let view = current, view.extentCache != nil {
      view.extentCache = nil
      current = view.superview
    }
  }
}
