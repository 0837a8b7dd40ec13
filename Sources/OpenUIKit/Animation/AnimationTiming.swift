import Foundation

/// How an animation's progress follows time: UIKit's four Bézier curves, or a damped spring.
struct AnimationTiming {
  enum Curve {
    /// A cubic Bézier from (0, 0) to (1, 1) with these control points (Core Animation's).
    case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
    /// A spring with damping ratio ζ and initial velocity (in total distances per second).
    case spring(damping: CGFloat, velocity: CGFloat)
  }

  var curve: Curve
  var duration: TimeInterval

  static let easeInOut = Curve.bezier(0.42, 0, 0.58, 1)
  static let easeIn = Curve.bezier(0.42, 0, 1, 1)
  static let easeOut = Curve.bezier(0, 0, 0.58, 1)
  static let linear = Curve.bezier(0, 0, 1, 1)

  /// Progress (0 at the start, 1 at the end; a spring may overshoot) at `fraction` of the
  /// duration.
  func progress(at fraction: Double) -> CGFloat {
    let t = min(max(fraction, 0), 1)
    switch curve {
    case .bezier(let x1, let y1, let x2, let y2):
      return Self.bezier(t: CGFloat(t), x1: x1, y1: y1, x2: x2, y2: y2)
    case .spring(let damping, let velocity):
      guard t < 1 else { return 1 }
      return Self.spring(t * duration, duration: duration, damping: damping, velocity: velocity)
    }
  }

  /// y at the x = `t` of the curve: x(s) is solved for s by Newton's method, then bisection
  /// if that stalls (Core Animation's approach).
  static func bezier(t: CGFloat, x1: CGFloat, y1: CGFloat, x2: CGFloat, y2: CGFloat) -> CGFloat {
    func coordinate(_ s: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat {
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    func slope(_ s: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat {
      let u = 1 - s
      return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }
    var s = t
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - t
      if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
      let d = slope(s, x1, x2)
      guard abs(d) > 1e-6 else { break }
      s -= error / d
    }
    var low: CGFloat = 0, high: CGFloat = 1
    s = t
    for _ in 0..<40 {
      let x = coordinate(s, x1, x2)
      if abs(x - t) < 1e-7 { break }
      if x < t { low = s } else { high = s }
      s = (low + high) / 2
    }
    return coordinate(s, y1, y2)
  }

  /// A damped spring from 0 to 1 that settles within `duration`: the envelope e^(−ζωt) falls to
  /// 0.1% at the end (ω from that), which is how UIKit's duration-based springs behave.
  static func spring(
    _ time: TimeInterval, duration: TimeInterval, damping: CGFloat, velocity: CGFloat
  ) -> CGFloat {
    let zeta = Double(min(max(damping, 0.01), 1))
    let omega = log(1000) / (zeta * max(duration, 1e-6))
    let v0 = Double(velocity)
    let t = time
    if zeta >= 0.999 {
      // Critically damped: x(t) = 1 − e^(−ωt)(1 + (ω − v0) t).
      return CGFloat(1 - exp(-omega * t) * (1 + (omega - v0) * t))
    }
    let damped = omega * (1 - zeta * zeta).squareRoot()
    let envelope = exp(-zeta * omega * t)
    let value =
      1 - envelope * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
    return CGFloat(value)
  }
}
