import Foundation

// Dragging: the scroll view's pan moves the content, rubber-banded past the edges, and the
// release hands over to deceleration, bouncing or paging (UIScrollView+Motion). Whether the pan
// may begin at all is the scroll view's own `gestureRecognizerShouldBegin(_:)`, as in UIKit,
// where the scroll view is its pan's delegate: subclasses override it the same way.
extension UIScrollView {
  /// Whether the scroll view's pan may begin. It does not when:
  /// - the drag moves mostly along an axis the content cannot scroll on (neither longer than
  ///   the view nor set to bounce): an outer scroll view takes it, so a horizontal carousel
  ///   inside a vertical list leaves vertical drags to the list;
  /// - with ``bounces`` off, the content is already at its edge in the drag's direction: the
  ///   drag is handed to an outer scroll view;
  /// - the content has already received one of the touches (it was held longer than the delay)
  ///   and ``canCancelContentTouches`` is false or ``touchesShouldCancel(in:)`` says no, as it
  ///   does for a ``UIControl`` (spec G44).
  func panMayBegin() -> Bool {
    guard isScrollEnabled else { return false }
    let axes = scrollableAxes
    let moved = panGestureRecognizer.translation(in: self)
    let horizontal = abs(moved.x) > abs(moved.y)
    if horizontal ? !axes.x : !axes.y { return false }
    if !bounces {
      // Dragging right moves the offset left: an edge blocks when the offset cannot follow.
      let limits = offsetLimits
      let along = horizontal ? -moved.x : -moved.y
      let offset = horizontal ? contentOffset.x : contentOffset.y
      let range = horizontal ? limits.x : limits.y
      if along > 0 ? offset >= range.upperBound : offset <= range.lowerBound { return false }
    }
    for touch in panGestureRecognizer.trackedTouches where touch.viewDelivery == .active {
      guard let view = touch.view, view !== self else { continue }
      if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
    }
    return true
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began: beginDrag(pan)
    case .changed: continueDrag(pan)
    case .ended: endDrag(velocity: scrollVelocity(of: pan))
    case .cancelled, .failed: if isDragging { endDrag(velocity: .zero) }
    default: break
    }
  }

  private func beginDrag(_ pan: UIPanGestureRecognizer) {
    stopMotion()
    let axes = scrollableAxes
    let moved = pan.translation(in: self)
    var locked = axes
    if isDirectionalLockEnabled && axes.x && axes.y {
      // A drag clearly along one axis (twice as far as along the other) stays on it.
      if abs(moved.x) > 2 * abs(moved.y) { locked.y = false }
      if abs(moved.y) > 2 * abs(moved.x) { locked.x = false }
    }
    lockedAxes = locked
    rebaseDrag()
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
  }

  /// Makes the drag go on from the current offset (after something else moved the content
  /// under the finger, such as a zoom settling). A drag that catches the content past an edge
  /// continues from where the finger would be.
  func rebaseDrag() {
    dragOrigin = (fingerOffset(for: contentOffset), panGestureRecognizer.translation(in: self))
  }

  private func continueDrag(_ pan: UIPanGestureRecognizer) {
    guard isDragging else { return }
    let moved = pan.translation(in: self)
    let axes = lockedAxes ?? scrollableAxes
    var offset = contentOffset
    let limits = offsetLimits
    // A finger so far away that its distance overflows (infinity minus infinity in a scaled
    // view) leaves that axis where it is (fuzzer finding 30: the offset became NaN).
    if axes.x {
      let raw = dragOrigin.offset.x - (moved.x - dragOrigin.translation.x)
      if !raw.isNaN { offset.x = banded(raw, within: limits.x, dimension: bounds.width) }
    }
    if axes.y {
      let raw = dragOrigin.offset.y - (moved.y - dragOrigin.translation.y)
      if !raw.isNaN { offset.y = banded(raw, within: limits.y, dimension: bounds.height) }
    }
    if offset != contentOffset { contentOffset = offset }
  }

  /// Ends the drag: the delegate may change where the content comes to rest, then the content
  /// decelerates, bounces back or settles on a page.
  func endDrag(velocity: CGPoint) {
    guard isDragging else { return }
    // Nothing else moves the content once the finger lifts (a zoom animation ends first).
    stopMotion()
    isDragging = false
    let axes = lockedAxes ?? scrollableAxes
    lockedAxes = nil
    let v = CGPoint(x: axes.x ? velocity.x : 0, y: axes.y ? velocity.y : 0)
    let now = window?.application?.clock.now ?? 0
    var x = releaseMotion(axis: \.x, velocity: v.x, at: now)
    var y = releaseMotion(axis: \.y, velocity: v.y, at: now)
    var target = CGPoint(x: x.target, y: y.target)
    let proposed = target
    // UIKit gives the delegate the velocity in points per millisecond.
    withUnsafeMutablePointer(to: &target) { pointer in
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: pointer)
    }
    if target.x != proposed.x {
      x = landing(on: target.x.finiteOrZero, from: contentOffset.x, velocity: v.x, at: now)
    }
    if target.y != proposed.y {
      y = landing(on: target.y.finiteOrZero, from: contentOffset.y, velocity: v.y, at: now)
    }
    let willDecelerate = x.moves(from: contentOffset.x) || y.moves(from: contentOffset.y)
    delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
    guard willDecelerate, !isDragging else {
      motion.noteScrolled()
      return
    }
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    // The delegate may have started a drag, an animated scroll or stopped everything.
    guard isDecelerating else { return }
    motion.decelerate(x: x, y: y)
  }

  /// How one axis moves after the release: settling on a page when paging, otherwise
  /// decelerating (back from past an edge when released there).
  private func releaseMotion(
    axis: KeyPath<CGPoint, CGFloat>, velocity: CGFloat, at now: TimeInterval
  ) -> ScrollAxisMotion {
    let limits = offsetLimits
    let range = axis == \CGPoint.x ? limits.x : limits.y
    let offset = contentOffset[keyPath: axis]
    let page = axis == \CGPoint.x ? bounds.width : bounds.height
    if isPagingEnabled && page > 0 {
      let start = (dragOrigin.offset[keyPath: axis] / page).rounded()
      var index = (offset / page).rounded()
      // A flick turns the page even when the finger moved less than half of it.
      if abs(velocity) > 300 {
        index = velocity > 0 ? (offset / page).rounded(.down) + 1 : (offset / page).rounded(.up) - 1
      }
      index = min(max(index, start - 1), start + 1)
      let target = min(max(index * page, range.lowerBound), range.upperBound)
      return .settling(
        start: Double(offset), velocity: Double(velocity), target: Double(target), began: now)
    }
    return .decelerating(
      start: Double(offset), velocity: Double(velocity), began: now,
      rate: Double(decelerationRate.rawValue),
      range: Double(range.lowerBound)...Double(range.upperBound), bounces: bounces)
  }

  /// A motion that lands exactly on `target`: UIKit's deceleration curve with the rate that
  /// rests there when the velocity points that way, otherwise a spring.
  private func landing(
    on target: CGFloat, from offset: CGFloat, velocity: CGFloat, at now: TimeInterval
  ) -> ScrollAxisMotion {
    let distance = Double(target - offset)
    let v = Double(velocity)
    if distance * v > 0 {
      let rate = exp(-v / (1000 * distance))
      if rate > 0.9, rate < 1 {
        let lo = min(Double(offset), Double(target)), hi = max(Double(offset), Double(target))
        return .decelerating(
          start: Double(offset), velocity: v, began: now, rate: rate, range: lo...hi,
          bounces: false)
      }
    }
    return .settling(start: Double(offset), velocity: v, target: Double(target), began: now)
  }

  /// The content's velocity (the opposite of the finger's), in points per second.
  private func scrollVelocity(of pan: UIPanGestureRecognizer) -> CGPoint {
    let v = pan.velocity(in: self)
    let limit = CGFloat(ScrollPhysics.maximumVelocity)
    func capped(_ value: CGFloat) -> CGFloat { min(max(-value.finiteOrZero, -limit), limit) }
    return CGPoint(x: capped(v.x), y: capped(v.y))
  }

  /// The offset with the rubber band applied past the edges (or clamped without bouncing).
  func banded(_ raw: CGFloat, within range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
    if raw < range.lowerBound {
      guard bounces else { return range.lowerBound }
      return range.lowerBound
        + ScrollPhysics.rubberBand(raw - range.lowerBound, dimension: dimension)
    }
    if raw > range.upperBound {
      guard bounces else { return range.upperBound }
      return range.upperBound
        + ScrollPhysics.rubberBand(raw - range.upperBound, dimension: dimension)
    }
    return raw
  }

  /// Where the finger would be for the content to show `offset`: the rubber band undone.
  private func fingerOffset(for offset: CGPoint) -> CGPoint {
    let limits = offsetLimits
    func unband(_ value: CGFloat, _ range: ClosedRange<CGFloat>, _ d: CGFloat) -> CGFloat {
      let edge = min(max(value, range.lowerBound), range.upperBound)
      let shown = abs(value - edge)
      guard shown > 0, d > 0, shown < d else { return value }
      let c = ScrollPhysics.rubberBandConstant
      let finger = (d / c) * (1 / (1 - shown / d) - 1)
      return edge + (value < edge ? -finger : finger)
    }
    return CGPoint(
      x: unband(offset.x, limits.x, bounds.width), y: unband(offset.y, limits.y, bounds.height))
  }
}

extension ScrollAxisMotion {
  /// Whether the motion goes anywhere from `offset`.
  func moves(from offset: CGFloat) -> Bool {
    switch self {
    case .decelerating(let start, let velocity, _, _, let range, _):
      return abs(velocity) > ScrollPhysics.restingSpeed || !range.contains(start)
    case .settling(let start, let velocity, let target, _):
      return abs(start - target) >= ScrollPhysics.springRestDistance
        || abs(velocity) >= ScrollPhysics.springRestSpeed
    case .tweening(let from, let to, _, _):
      return from != to || Double(offset) != to
    }
  }
}
