import Foundation

// Culling: where a view and its subtree can draw, so drawing can skip subviews of a clipping
// view (a scroll view's 10,000 rows) that lie outside what it shows. The extent is cached per
// view and cleared up the tree when a geometry, the subview list, clipping or a layer changes:
// a computed extent has computed its subviews' too, so clearing can stop at the first view
// whose extent is already unknown.
extension UIView {
  /// The area the view and its subtree may draw in, in its bounds coordinates: its bounds and
  /// recorded content, with its subviews' extents unless it clips them. A layer with sublayers
  /// counts as unbounded.
  var subtreeExtent: CGRect {
    if let extentCache { return extentCache }
    var rect = contentExtent
    if !rect.isInfinite && !clipsToBounds {
      for subview in subviews {
        let extent = subview.extentInSuperview
        rect = extent.isInfinite ? extent : rect.union(extent)
        if rect.isInfinite { break }
      }
    }
    extentCache = rect
    return rect
  }

  /// Where the view itself draws, in its bounds coordinates: what
  /// ``drawnContentExtent(in:)`` allows. A layer with sublayers counts as unbounded.
  var contentExtent: CGRect {
    guard let layer = layerStorage else { return drawnContentExtent(in: bounds) }
    if layer.sublayers != nil { return .infinite }
    let drawn = drawnContentExtent(in: bounds)
    return layer.shadowReach.map { drawn.union($0) } ?? drawn
  }

  /// ``subtreeExtent`` in the superview's coordinates: the bounding box after the transform.
  var extentInSuperview: CGRect {
    let extent = subtreeExtent
    guard !extent.isInfinite else { return extent }
    return geometry.box(of: extent).boundedOrInfinite
  }

  /// Whether drawing can skip this view inside a superview that shows only `visible` (its
  /// bounds coordinates): its extent lies outside, and no animation can carry it in.
  func isCulled(outside visible: CGRect) -> Bool {
    guard animationStorage == nil, layerStorage?.hasAnimations != true else { return false }
    let extent = extentInSuperview
    return !extent.isInfinite && !extent.intersects(visible)
  }

  /// A subview moved to `rect` (this view's bounds coordinates): the cached extents grow to
  /// hold it, up the tree, instead of being forgotten. Recomputing a window's extent means a
  /// union over every subview, which moving one of 10,000 siblings would otherwise pay each
  /// frame. The extents only ever cover more than needed, which culling and damage allow.
  func extentDidGrow(toInclude rect: CGRect) {
    var view = self
    var rect = rect
    while let cached = view.extentCache, !view.clipsToBounds, !cached.isInfinite {
      if cached.contains(rect) { return }
      let isFinite =
        rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite
      guard isFinite, !rect.isNull else { return view.invalidateExtent() }
      let grown = cached.union(rect)
      view.extentCache = grown
      guard let parent = view.superview else { return }
      rect = view.geometry.box(of: grown)
      view = parent
    }
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
