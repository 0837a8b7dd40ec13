import Foundation

/// What changed about a view, told to ``UIView/invalidate(_:)``. Each case is a kind of change
/// a setter makes; which caches it makes stale is written once, in `invalidate(_:)`.
enum ViewChange {
  /// Bounds, center or transform changed from the value given.
  case geometry(from: ViewGeometry)
  /// The subviews were added, removed or reordered.
  case subviews
  /// A flag that hit testing reads (hidden, interaction, alpha) changed.
  case hitTestFlags
  /// A recognizer was added or removed: the view may have become, or stopped being, a target.
  case recognizers
  /// The view's last animation ended: the last frame showed presentation values, somewhere
  /// the model's area may not reach.
  case animationEnded
  /// `clipsToBounds` changed.
  case clipping
  /// What the view shows changed, but not the area it covers (a colour, its alpha or
  /// visibility, a scroll view's content), or the view appears or disappears there (added to a
  /// superview, about to be removed, reordered).
  case appearance
  /// What ``UIView/draw(_:)`` draws changed (``UIView/setNeedsDisplay()``): the recorded
  /// content is dropped and the area damaged.
  case content
  /// The view gained its first subview or lost its last: a translucent view with subviews fades
  /// as one offscreen group, without them its alpha is folded into its colours, and the two
  /// differ by a rounding step.
  case grouping
  /// What the view draws is about to reach a new area (an image or its content mode): the area
  /// it covers now is damaged, and the new one is read when next needed.
  case drawnAreaWillChange
  /// What the view draws reached a new area (a layer of it changed): the extent is read
  /// again, and the area it covers now is damaged.
  case drawnAreaDidChange
}

extension UIView {
  /// The one fan-out from a change of this view to everything that caches what it was: the
  /// superview's child cache and subview index (hit testing), the extents up the tree
  /// (culling), the damage of the next frame, the application's hit-map generation, and the
  /// layout marks. Setters say what changed; they never clear a cache themselves.
  ///
  /// Damage (``noteDamage()``) also asks the application for a frame and moves its hit-map
  /// generation on, in the one walk that finds its window.
  func invalidate(_ change: ViewChange) {
    switch change {
    case .geometry(let old):
      if let superview {
        superview.childHitCache = nil
        superview.subviewIndex?.geometryChanged(self)
      }
      // Before the extent cache is cleared: a cached extent is still the old one.
      noteGeometryDamage(from: old)
      if old.bounds != geometry.bounds {
        if extentCache != nil { invalidateExtent() }
        // Content is recorded fitted to the bounds' size (the old area was damaged above; the
        // new content's is seen when it is drawn).
        if old.bounds.size != geometry.bounds.size { contentCache = nil }
      } else if let superview, superview.extentCache != nil {
        // The view's own extent is in its bounds space: only the ancestors' change, and they
        // grow to hold the new place (a larger extent is still right, only less tight).
        superview.extentDidGrow(toInclude: extentInSuperview)
      }
    case .subviews:
      childHitCache = nil
      invalidateHitMaps()
      if extentCache != nil { invalidateExtent() }
      // A new subview may need layout (every new view does): the next pass must reach it.
      markSubtreeNeedsLayout()
    case .hitTestFlags:
      superview?.childHitCache = nil
      invalidateHitMaps()
    case .recognizers:
      invalidateHitMaps()
    case .animationEnded:
      guard let application = windowApplication else { return }
      application.hitMapGeneration &+= 1
      application.setNeedsRedraw()
    case .clipping:
      invalidateExtent()
      // Whichever way it changed, the unclipped subtree covers both looks.
      noteDamage(extent: unclippedExtent)
    case .appearance:
      noteDamage()
    case .content:
      // The old content's area now; the new content's is seen when it is drawn.
      noteDamage()
      contentCache = nil
    case .grouping:
      if alphaValue < 1 { noteDamage() }
    case .drawnAreaWillChange:
      noteDamage()
      invalidateExtent()
    case .drawnAreaDidChange:
      invalidateExtent()
      noteDamage()
    }
  }
}
