import Foundation

// Damage tracking (issue 12): every change that alters what a view draws reports the area it
// covered before and the area it covers after, so the next frame redraws only those. The areas
// are the views' extents (UIView+Extent) taken up the tree to the screen, cut by clipping
// ancestors. A view in flight under an animation draws at its presentation values, which these
// model areas do not follow: while any view animation exists the application damages whole
// frames instead (UIApplication.takeDamage).
extension UIView {
  /// Tells the application of the window this view is in (found by walking to the root) that
  /// something it draws changed: it needs a frame, and its hit maps are stale. Returns its
  /// damage tracker, for the caller to note an area, unless the next frame is drawn whole
  /// anyway; nil when the view is in no window.
  private func noteTreeChange() -> DamageTracker? {
    guard let application = windowApplication else { return nil }
    application.hitMapGeneration &+= 1
    application.needsRedraw = true
    return application.damageTracker.isFull ? nil : application.damageTracker
  }

  /// The application of the window this view is in, by a walk to the root.
  var windowApplication: UIApplication? {
    var root = self
    while let parent = root.superview { root = parent }
    return (root as? UIWindow)?.application
  }

  /// Something that can move a touch area but draws nothing new changed (the subviews, the
  /// flags hit testing reads, the recognizers): the application's hit maps are stale.
  func invalidateHitMaps() {
    windowApplication?.hitMapGeneration &+= 1
  }

  /// The screen area (points) that the view and its subtree cover with the view's own
  /// geometry `geometry` and extent `extent` (in its bounds coordinates): null when it lies
  /// wholly outside a clipping ancestor, infinite when it cannot be bounded.
  private func screenArea(extent: CGRect, geometry: ViewGeometry) -> CGRect {
    var rect =
      extent.isInfinite ? extent : geometry.box(of: extent).boundedOrInfinite
    var view = self
    while let parent = view.superview, !rect.isInfinite {
      if parent.clipsToBounds {
        rect = rect.intersection(parent.bounds.boundedOrInfinite)
        if rect.isNull { return rect }
      }
      rect = parent.geometry.box(of: rect).boundedOrInfinite
      view = parent
    }
    return rect
  }

  /// Damages the area the view and its subtree cover now, and asks for a frame.
  func noteDamage() {
    guard let tracker = noteTreeChange() else { return }
    note(screenArea(extent: subtreeExtent, geometry: geometry), in: tracker)
  }

  /// Damages the area the view would cover with `extent` and its geometry.
  func noteDamage(extent: CGRect) {
    guard let tracker = noteTreeChange() else { return }
    note(screenArea(extent: extent, geometry: geometry), in: tracker)
  }

  private func note(_ area: CGRect, in tracker: DamageTracker) {
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
    guard let tracker = noteTreeChange() else { return }
    if old.bounds == geometry.bounds {
      // The extent, in the view's own bounds coordinates, does not depend on where the view is.
      let extent = subtreeExtent
      note(screenArea(extent: extent, geometry: old), in: tracker)
      note(screenArea(extent: extent, geometry: geometry), in: tracker)
    } else {
      let before = (extentCache ?? subtreeExtent).union(drawnContentExtent(in: old.bounds))
      note(screenArea(extent: before, geometry: old), in: tracker)
      // The subviews did not move in the bounds space: only the bounds, and the content
      // fitted to them, changed.
      let content = contentExtent
      let after = clipsToBounds ? content : before.union(content)
      note(screenArea(extent: after, geometry: geometry), in: tracker)
    }
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
