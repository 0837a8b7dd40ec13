import Foundation

/// How one axis of a scroll view moves on its own after the finger lifts, as a function of
/// time (see ``ScrollPhysics``). The axes move independently: one may bounce while the other
/// still decelerates.
enum ScrollAxisMotion {
  /// Slowing down from `velocity` (points per second) at `start`; past `range` it bounces back
  /// (or stops at the edge when `bounces` is false).
  case decelerating(
    start: Double, velocity: Double, began: TimeInterval, rate: Double,
    range: ClosedRange<Double>, bounces: Bool)
  /// A critically damped spring to `target`.
  case settling(start: Double, velocity: Double, target: Double, began: TimeInterval)
  /// An animated scroll (`setContentOffset(_:animated:)`), eased in and out.
  case tweening(from: Double, to: Double, began: TimeInterval, duration: TimeInterval)

  /// The offset at `time` and whether the motion is over then (the offset is then exact: the
  /// resting point, the edge or the target). A deceleration that crosses an edge turns into a
  /// spring at the moment it crosses.
  func sample(at time: TimeInterval) -> (offset: Double, isDone: Bool) {
    switch self {
    case .decelerating(let start, let velocity, let began, let rate, let range, let bounces):
      if !range.contains(start) {
        // Released past an edge: straight back, with the finger's velocity.
        let edge = min(max(start, range.lowerBound), range.upperBound)
        let spring = ScrollAxisMotion.settling(
          start: start, velocity: velocity, target: edge, began: began)
        return spring.sample(at: time)
      }
      let elapsed = max(0, time - began)
      let edge = velocity > 0 ? range.upperBound : range.lowerBound
      if let hit = ScrollPhysics.timeToReach(edge, from: start, velocity: velocity, rate: rate),
        hit <= elapsed
      {
        guard bounces else { return (edge, true) }
        let limit = ScrollPhysics.maximumBounceVelocity
        let speed = min(
          max(
            ScrollPhysics.decelerationVelocity(velocity: velocity, rate: rate, elapsed: hit), -limit
          ),
          limit)
        let spring = ScrollAxisMotion.settling(
          start: edge, velocity: speed, target: edge, began: began + hit)
        return spring.sample(at: time)
      }
      let duration = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
      if elapsed >= duration {
        let rest = ScrollPhysics.restingOffset(from: start, velocity: velocity, rate: rate)
        return (min(max(rest, range.lowerBound), range.upperBound), true)
      }
      let offset = ScrollPhysics.decelerationOffset(
        from: start, velocity: velocity, rate: rate, elapsed: elapsed)
      return (offset, false)
    case .settling(let start, let velocity, let target, let began):
      let elapsed = max(0, time - began)
      let s = ScrollPhysics.spring(from: start, velocity: velocity, to: target, elapsed: elapsed)
      let isDone =
        elapsed >= ScrollPhysics.longestSpring
        || (abs(s.offset - target) < ScrollPhysics.springRestDistance
          && abs(s.velocity) < ScrollPhysics.springRestSpeed)
      return (isDone ? target : s.offset, isDone)
    case .tweening(let from, let to, let began, let duration):
      let progress = duration > 0 ? (time - began) / duration : 1
      guard progress < 1 else { return (to, true) }
      let eased = AnimationTiming(curve: AnimationTiming.easeInOut, duration: duration)
        .progress(at: max(0, progress))
      return (from + (to - from) * Double(eased), false)
    }
  }

  /// Where the motion comes to rest.
  var target: Double {
    switch self {
    case .decelerating(let start, let velocity, _, let rate, let range, _):
      guard range.contains(start) else {
        return min(max(start, range.lowerBound), range.upperBound)
      }
      let rest = ScrollPhysics.restingOffset(from: start, velocity: velocity, rate: rate)
      return min(max(rest, range.lowerBound), range.upperBound)
    case .settling(_, _, let target, _): return target
    case .tweening(_, let to, _, _): return to
    }
  }
}
