import Foundation

// Hit testing, spec A1–A8. This runs on every touch-down over the whole tree, so it allocates
// nothing in the steady state, converts each point with the cached inverse transform, and makes
// no dynamic call where it cannot change the answer.
//
// A hit-test report observes this code rather than restating it. The loops are generic over a
// `HitTestObserver`: the compiler makes one copy for `NoHitTestObserver`, whose hooks are empty
// and inline away, so the hit test an app runs is the code as it was without reporting, and one
// for `HitTestTrace`, which records each decision. The choice is made once per dynamic
// `hitTest` call, by `defaultHitTest`.
extension UIView {
  /// Below this many subviews the contiguous cache costs more than it saves.
  static let childHitCacheThreshold = 32

  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let trace = HitTestTrace.current { return defaultHitTest(point, with: event, trace) }
    return defaultHitTest(point, with: event, NoHitTestObserver())
  }

  private func defaultHitTest<Observer: HitTestObserver>(
    _ point: CGPoint, with event: UIEvent?, _ observer: Observer
  ) -> UIView? {
    let opened = observer.defaultHitTestBegan(self, at: point)
    if let skip = skipReason(at: point, with: event) {
      observer.defaultHitTestEnded(self, opened: opened, answer: nil, skip: skip)
      return nil
    }
    let answer = hitTestSubviews(point, with: event, observer) ?? self
    observer.defaultHitTestEnded(self, opened: opened, answer: answer, skip: nil)
    return answer
  }

  /// Why `defaultHitTest` skips this view at `point`, checked in UIKit's order through the
  /// overridable properties (A2, A4); nil when the point may land in it.
  private func skipReason(at point: CGPoint, with event: UIEvent?) -> HitTestSkip? {
    if let skip = HitTestRules.skipReason(of: self) { return skip }
    if !self.point(inside: point, with: event) { return .outside }
    return nil
  }

  /// Tries the subviews frontmost first (A5), each with the point in its own space (A6).
  func hitTestSubviews<Observer: HitTestObserver>(
    _ point: CGPoint, with event: UIEvent?, _ observer: Observer
  ) -> UIView? {
    let children = subviews
    // The index answers as the scan does, but records no decisions: a hit-test report scans.
    if Observer.self == NoHitTestObserver.self, children.count >= SubviewIndex.threshold {
      return indexedHitTest(children, point, with: event)
    }
    if children.count >= UIView.childHitCacheThreshold {
      return hitTestSubviewsUsingCache(children, point, with: event, observer)
    }
    // A plain index loop: a closure handed to the standard library would be checked for
    // main-actor isolation on every call, at every level of the tree.
    var index = children.count - 1
    while index >= 0 {
      if let hit = children[index].hitTestAsSubview(point, with: event, observer) { return hit }
      index -= 1
    }
    return nil
  }

  /// The subviews' answer through the index, built or rebuilt first when needed. `children`
  /// (the caller's copy of `subviews`) keeps every indexed view alive while app code in an
  /// overridden `hitTest` runs.
  private func indexedHitTest(
    _ children: [UIView], _ point: CGPoint, with event: UIEvent?
  ) -> UIView? {
    if let index = subviewIndex, index.count == children.count, !index.needsRebuild {
      return index.hitTest(point, with: event)
    }
    let index = SubviewIndex(children)
    subviewIndex = index
    return index.hitTest(point, with: event)
  }

  /// This view's answer to its superview's hit test at `point` (in the superview's space).
  @inline(__always)
  func hitTestAsSubview<Observer: HitTestObserver>(
    _ point: CGPoint, with event: UIEvent?, _ observer: Observer
  ) -> UIView? {
    // A view whose transform cannot be inverted has no local point for this one: skip it.
    guard let local = geometry.fromSuperview(point) else {
      observer.skipped(self, at: nil, .nonInvertibleTransform)
      return nil
    }
    if type(of: self) == UIView.self {
      // Exactly UIView: no subclass can have overridden hitTest, point(inside:with:) or the
      // flags, so reading storage gives UIKit's answer without the dynamic calls.
      guard flags.isHitTestable, geometry.bounds.containsHalfOpen(local) else {
        observer.skipped(self, at: local, HitTestRules.skipReason(flags) ?? .outside)
        return nil
      }
      return observer.visitPlain(self, at: local, with: event)
    }
    return observer.visit(self, at: local, with: event)
  }

  /// The same loop over the contiguous cache: a plain subview is rejected from the cache
  /// alone, with the same arithmetic as `ViewGeometry.fromSuperview`.
  private func hitTestSubviewsUsingCache<Observer: HitTestObserver>(
    _ children: [UIView], _ point: CGPoint, with event: UIEvent?, _ observer: Observer
  ) -> UIView? {
    if childHitCache == nil { childHitCache = makeChildHitCache(children) }
    guard let cache = childHitCache else { return nil }
    var index = children.count - 1
    while index >= 0 {
      let entry = cache[index]
      defer { index -= 1 }
      if entry.isSimple {
        guard entry.isHitTestable else {
          // The array and index, not the element: a subscript's bounds check would stay in
          // the unobserved copy even though its hook does nothing.
          observer.skipped(children, index, inSuperviewAt: point)
          continue
        }
        let b = entry.bounds
        let local = CGPoint(
          x: b.midX + (point.x - entry.center.x), y: b.midY + (point.y - entry.center.y))
        guard b.containsHalfOpen(local) else {
          observer.skipped(children, index, at: local)
          continue
        }
        return observer.visitPlain(children[index], at: local, with: event)
      }
      if let hit = children[index].hitTestAsSubview(point, with: event, observer) { return hit }
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
