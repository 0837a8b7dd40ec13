import Foundation

/// The curves a scroll view moves along, as closed forms of time so any frame time gives an
/// exact position (a manual clock, a dropped frame) and tests can compare with UIKit's values.
///
/// - Deceleration: UIKit multiplies the velocity by `rate` every millisecond, so
///   v(t) = v₀·rate^(1000·t) and x(t) = x₀ + v₀·(rate^(1000·t) − 1) / (1000·ln rate). The
///   distance to rest, −v₀ / (1000·ln rate), is within 0.1 % of the projection Apple gives in
///   "Designing Fluid Interfaces" (WWDC 2018), v₀/1000 · rate / (1 − rate).
/// - Rubber band: past an edge the content follows the finger with UIKit's resistance,
///   (1 − 1 / (x·0.55 / d + 1))·d for an overshoot x in a scroll view of length d.
/// - Settling (bounce back, paging, a target changed by the delegate): a critically damped
///   spring, which never oscillates, reaching its target from any position and velocity.
enum ScrollPhysics {
  /// UIKit's rubber-band constant.
  static let rubberBandConstant: CGFloat = 0.55
  /// The spring's angular frequency: 2π / 0.4 s, settling a 100-pt overshoot in about 0.5 s.
  static let springFrequency: Double = 2 * .pi / 0.4
  /// Below this speed (points per second) deceleration stops: less than half a point is left.
  static let restingSpeed: Double = 1
  /// The fastest release taken, in points per second: a pointer jumping across the screen in
  /// one event (or to 1e300) must not send the content off for minutes.
  static let maximumVelocity: Double = 20_000
  /// The fastest the content enters a bounce at an edge, so a hard fling into a short list
  /// overshoots by at most about 70 points (v / (ω·e)).
  static let maximumBounceVelocity: Double = 3_000
  /// A spring is at rest within this distance (points) and speed (points per second).
  static let springRestDistance: Double = 0.1
  static let springRestSpeed: Double = 2
  /// The longest a spring back runs: any distance a screen can show settles well within it
  /// (10¹² points would be within 0.02 of the edge), and content 10¹⁵⁰ points out (a zoom in a
  /// scroll view 10³⁰⁰ points wide, fuzz stream 12498890) lands at the edge then instead of
  /// springing for half a minute.
  static let longestSpring: TimeInterval = 2

  /// How far past the edge the content shows for a finger `overshoot` points past it.
  static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
    guard overshoot != 0, dimension > 0 else { return 0 }
    let x = abs(overshoot)
    let banded = (1 - 1 / (x * rubberBandConstant / dimension + 1)) * dimension
    return overshoot < 0 ? -banded : banded
  }

  /// The offset `elapsed` seconds into a deceleration from `start` at `velocity` points per
  /// second.
  static func decelerationOffset(
    from start: Double, velocity: Double, rate: Double, elapsed: Double
  ) -> Double {
    let k = 1000 * log(rate)
    return start + velocity * (pow(rate, 1000 * elapsed) - 1) / k
  }

  /// The velocity `elapsed` seconds into a deceleration.
  static func decelerationVelocity(velocity: Double, rate: Double, elapsed: Double) -> Double {
    velocity * pow(rate, 1000 * elapsed)
  }

  /// Where a deceleration comes to rest.
  static func restingOffset(from start: Double, velocity: Double, rate: Double) -> Double {
    start - velocity / (1000 * log(rate))
  }

  /// How long a deceleration runs until its speed falls below ``restingSpeed``.
  static func decelerationDuration(velocity: Double, rate: Double) -> Double {
    guard abs(velocity) > restingSpeed else { return 0 }
    return log(restingSpeed / abs(velocity)) / (1000 * log(rate))
  }

  /// When a deceleration reaches `edge`, or nil if it stops first.
  static func timeToReach(
    _ edge: Double, from start: Double, velocity: Double, rate: Double
  ) -> Double? {
    guard velocity != 0 else { return nil }
    let k = 1000 * log(rate)
    let remaining = 1 + (edge - start) * k / velocity
    guard remaining > 0, remaining <= 1 else { return nil }
    return log(remaining) / k
  }

  /// A critically damped spring's offset and velocity `elapsed` seconds after it started at
  /// `start` with `velocity`, pulled to `target`.
  static func spring(
    from start: Double, velocity: Double, to target: Double, elapsed t: Double,
    frequency w: Double = springFrequency
  ) -> (offset: Double, velocity: Double) {
    let d0 = start - target
    let decay = exp(-w * t)
    let offset = target + (d0 + (velocity + w * d0) * t) * decay
    let speed = (velocity - w * (velocity + w * d0) * t) * decay
    return (offset, speed)
  }
}
