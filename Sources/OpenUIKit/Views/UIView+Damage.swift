import Foundation

// Damage tracking (issue 12): every change that alters what a view draws reports the area it
// covered before and the area it covers after, so the next frame redraws only those. The areas
// are the views' extents (UIView+Extent) taken up the tree to the screen, cut by clipping
// ancestors. A view in flight under an animation draws at its presentation values, which these
// model areas do not follow: while any view animation exists the application damages whole
// frames instead (UIApplication.takeDamage).
extension UIView {
  /// The screen area (points) that the view and its subtree cover, with the view's own
  /// geometry `geometry` and extent `extent` (in its bounds coordinates), and the damage
  /// tracker of its application. The area is null when the view is in no window or lies wholly
  /// outside a clipping ancestor, and infinite when it cannot be bounded.
  private func screenArea(extent: CGRect, geometry: ViewGeometry) -> (CGRect, DamageTracker?) {
    var rect = extent.isInfinite ? extent : extent.applying(geometry.boundsToSuperview)
    var view = self
    while let parent = view.superview {
      if parent.clipsToBounds && !rect.isInfinite {
        rect = rect.intersection(parent.bounds)
        if rect.isNull { return (.null, nil) }
      }
      if !rect.isInfinite { rect = rect.applying(parent.geometry.boundsToSuperview) }
      view = parent
    }
    guard let window = view as? UIWindow, let application = window.application else {
      return (.null, nil)
    }
    application.needsRedraw = true
    return (rect, application.damageTracker)
  }

  /// The screen area (points) the view and its subtree cover now; null when it shows nowhere.
  var areaOnScreen: CGRect { screenArea(extent: subtreeExtent, geometry: geometry).0 }

  /// Damages the area the view and its subtree cover now, and asks for a frame.
  func noteDamage() {
    noteDamage(extent: subtreeExtent, geometry: geometry)
  }

  /// Damages the area the view would cover with `extent` and `geometry`.
  func noteDamage(extent: CGRect, geometry: ViewGeometry) {
    let (area, tracker) = screenArea(extent: extent, geometry: geometry)
    guard let tracker, !tracker.isFull else { return }
    if area.isInfinite { return tracker.invalidateAll() }
    tracker.add(area)
  }

  /// The geometry changed from `old`: the old and the new areas are damaged. Called before the
  /// extent cache is cleared, so a cached extent is still the old one.
  func noteGeometryDamage(from old: ViewGeometry) {
    guard superview != nil || self is UIWindow else { return }
    guard
      old.bounds != geometry.bounds || old.center != geometry.center
        || old.transform != geometry.transform
    else { return }
    if old.bounds == geometry.bounds {
      // The extent, in the view's own bounds coordinates, does not depend on where the view is.
      let extent = subtreeExtent
      noteDamage(extent: extent, geometry: old)
      noteDamage(extent: extent, geometry: geometry)
    } else {
      let before = (extentCache ?? subtreeExtent).union(drawnContentExtent(in: old.bounds))
      noteDamage(extent: before, geometry: old)
      // The subviews did not move in the bounds space: only the bounds, and the content
      // fitted to them, changed.
      let content = contentExtent
      noteDamage(extent: clipsToBounds ? content : before.union(content), geometry: geometry)
    }
  }

  /// A translucent view with subviews fades as one offscreen group; without, its alpha is folded
  /// into its colours. The two differ by a rounding step, so gaining a first subview or losing
  /// the last one changes the view's own pixels.
  func noteGroupChange() {
    if alphaValue < 1 { noteDamage() }
  }

  /// The area with subviews unclipped: what the view may have covered before `clipsToBounds`
  /// changed, either way.
  var unclippedExtent: CGRect {
    var rect = contentExtent
    for subview in subviews {
      let extent = subview.extentInSuperview
      if extent.isInfinite { return extent }
      rect = rect.union(extent)
    }
    return rect
  }
}
