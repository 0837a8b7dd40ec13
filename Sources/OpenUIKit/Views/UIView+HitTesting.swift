import Foundation

// Hit testing, spec A1–A8. This runs on every touch-down over the whole tree, so it allocates
// nothing in the steady state, converts each point with the cached inverse transform, and makes
// no dynamic call where it cannot change the answer.
extension UIView {
  /// Below this many subviews the contiguous cache costs more than it saves.
  static let childHitCacheThreshold = 32

  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !flags.isLeavingWindow,
      self.point(inside: point, with: event)
    else { return nil }
    return hitTestSubviews(point, with: event) ?? self
  }

  /// Tries the subviews frontmost first (A5), each with the point in its own space (A6).
  func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let children = subviews
    if children.count >= UIView.childHitCacheThreshold {
      return hitTestSubviewsUsingCache(children, point, with: event)
    }
    // A plain index loop: a closure handed to the standard library would be checked for
    // main-actor isolation on every call, at every level of the tree.
    var index = children.count - 1
    while index >= 0 {
      if let hit = children[index].hitTestAsSubview(point, with: event) { return hit }
      index -= 1
    }
    return nil
  }

  /// This view's answer to its superview's hit test at `point` (in the superview's space).
  @inline(__always)
  func hitTestAsSubview(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // A view whose transform cannot be inverted has no local point for this one: skip it.
    guard let local = geometry.fromSuperview(point) else { return nil }
    if type(of: self) == UIView.self {
      // Exactly UIView: no subclass can have overridden hitTest, point(inside:with:) or the
      // flags, so reading storage gives UIKit's answer without the dynamic calls.
      guard flags.isHitTestable, geometry.bounds.containsHalfOpen(local) else { return nil }
      return hitTestSubviews(local, with: event) ?? self
    }
    return hitTest(local, with: event)
  }

  /// The same loop over the contiguous cache: a plain subview is rejected from the cache
  /// alone, with the same arithmetic as `ViewGeometry.fromSuperview`.
  private func hitTestSubviewsUsingCache(
    _ children: [UIView], _ point: CGPoint, with event: UIEvent?
  ) -> UIView? {
    if childHitCache == nil { childHitCache = makeChildHitCache(children) }
    guard let cache = childHitCache else { return nil }
    var index = children.count - 1
    while index >= 0 {
      let entry = cache[index]
      defer { index -= 1 }
      if entry.isSimple {
        guard entry.isHitTestable else { continue }
        let b = entry.bounds
        let local = CGPoint(
          x: b.midX + (point.x - entry.center.x), y: b.midY + (point.y - entry.center.y))
        guard b.containsHalfOpen(local) else { continue }
        let subview = children[index]
        return subview.hitTestSubviews(local, with: event) ?? subview
      }
      if let hit = children[index].hitTestAsSubview(point, with: event) { return hit }
    }
    return nil
  }

  private func makeChildHitCache(_ children: [UIView]) -> ContiguousArray<ChildHitEntry> {
    var cache = ContiguousArray<ChildHitEntry>()
    cache.reserveCapacity(children.count)
    for child in children {
      let g = child.geometry
      cache.append(
        ChildHitEntry(
          center: g.center, bounds: g.bounds,
          isSimple: type(of: child) == UIView.self && g.isIdentity,
          isHitTestable: child.flags.isHitTestable))
    }
    return cache
  }
}
