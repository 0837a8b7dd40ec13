import Foundation

/// An animation of one layer property, named by a key path (`"position"`, `"opacity"`,
/// `"transform.rotation.z"`, `"bounds.size.width"`, a shape layer's `"strokeEnd"`).
///
/// A key path the layer cannot animate is reported once and changes nothing; the animation
/// still runs its time and tells its delegate.
open class CAPropertyAnimation: CAAnimation {
  /// The property animated.
  open var keyPath: String?
  /// Whether the animation's values are added to the layer's own (a shake written as offsets).
  open var isAdditive = false
  /// Whether each repeat continues from where the last one ended, instead of starting over.
  open var isCumulative = false

  /// An animation of `path`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

  @MainActor override func apply(
    to state: inout LayerState, parentTime: CFTimeInterval, layer: CALayer
  ) {
    guard let keyPath, let path = layer.animationKeyPath(keyPath) else { return }
    let point = timing(at: parentTime)
    guard point.applies else { return }
    let underlying = path.value(in: state)
    let progress = timingFunction?.progress(point.fraction) ?? CGFloat(point.fraction)
    guard var value = value(at: point, progress: progress, underlying: underlying, kind: path.kind)
    else { return }
    if isCumulative && point.cycle > 0,
      let step = cycleStep(underlying: underlying, kind: path.kind)
    {
      for _ in 0..<min(point.cycle, 10_000) { value = value.adding(step) }
    }
    path.set(isAdditive ? underlying.adding(value) : value, in: &state)
  }

  /// The value at `point` (`progress` is the fraction through the timing curve); nil: none.
  func value(
    at point: MediaTimingPoint, progress: CGFloat, underlying: LayerValue, kind: LayerValue.Kind
  ) -> LayerValue? { nil }

  /// How far one cycle moves the value, for cumulative repeats.
  func cycleStep(underlying: LayerValue, kind: LayerValue.Kind) -> LayerValue? { nil }
}

/// An animation of one property from one value to another: `fromValue`, `toValue` and
/// `byValue`, any two of them or one (the others come from the layer's value), as Core
/// Animation combines them.
///
/// Values are what the property holds: a number for `opacity`, `CGPoint` for `position`,
/// `CGRect` for `bounds`, `CATransform3D` (or `CGAffineTransform`) for `transform`, a `CGColor`
/// (or `UIColor`) for colours; `NSValue(cgPoint:)` and friends work too.
open class CABasicAnimation: CAPropertyAnimation {
  /// Where it starts.
  open var fromValue: Any?
  /// Where it ends.
  open var toValue: Any?
  /// How far it goes.
  open var byValue: Any?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }

  /// The start and end values, by Core Animation's table: from–to, from–by, by–to, from alone
  /// (to the layer's value), to alone (from the layer's value), by alone (from the layer's
  /// value, by that much). Additive animations read missing values as zero.
  func endpoints(underlying: LayerValue, kind: LayerValue.Kind) -> (LayerValue, LayerValue)? {
    let from = LayerValue(fromValue, as: kind).flatMap { fromValue == nil ? nil : $0 }
    let to = LayerValue(toValue, as: kind).flatMap { toValue == nil ? nil : $0 }
    let by = LayerValue(byValue, as: kind).flatMap { byValue == nil ? nil : $0 }
    let base = isAdditive ? underlying.subtracting(underlying) : underlying
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, f.adding(b))
    case (nil, let t?, let b?): return (t.subtracting(b), t)
    case (let f?, nil, nil): return (f, base)
    case (nil, let t?, nil): return (base, t)
    case (nil, nil, let b?): return (base, base.adding(b))
    default: return nil
    }
  }

  override func value(
    at point: MediaTimingPoint, progress: CGFloat, underlying: LayerValue, kind: LayerValue.Kind
  ) -> LayerValue? {
    guard let (from, to) = endpoints(underlying: underlying, kind: kind) else { return nil }
    return from.interpolated(to: to, progress)
  }

  override func cycleStep(underlying: LayerValue, kind: LayerValue.Kind) -> LayerValue? {
    guard let (from, to) = endpoints(underlying: underlying, kind: kind) else { return nil }
    return to.subtracting(from)
  }
}

/// A basic animation whose progress follows a damped spring: `mass`, `stiffness`, `damping`
/// and `initialVelocity` (in distances per second, as a fraction of the whole move), from rest
/// at `fromValue` to rest at `toValue`. Its `duration` cuts the motion (set it to
/// ``settlingDuration`` to see it settle); the timing function is not used.
open class CASpringAnimation: CABasicAnimation {
  /// The mass on the spring. 1 by default.
  open var mass: CGFloat = 1
  /// The spring's stiffness. 100 by default.
  open var stiffness: CGFloat = 100
  /// The friction. 10 by default.
  open var damping: CGFloat = 10
  /// The speed at the start. 0 by default.
  open var initialVelocity: CGFloat = 0
  /// Whether a perceptual (duration and bounce) spring; stored only.
  open var allowsOverdamping = false

  /// A spring that settles in about `perceptualDuration` seconds with `bounce` (0: none,
  /// up to 1), as the iOS 17 initializer describes it.
  public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
    self.init()
    let period = max(perceptualDuration, 0.01)
    stiffness = pow(2 * .pi / period, 2)
    let b = min(max(bounce, -1), 1)
    damping = (b >= 0 ? 1 - b : 1 / (1 + b)) * 4 * .pi / period
    duration = settlingDuration
  }

  /// How long the spring takes to come within 0.1 % of its end and stay there.
  open var settlingDuration: CFTimeInterval {
    let (omega, zeta) = parameters
    // The envelope e^(−ζω₀t) (or the slower root when overdamped) falls to 1/1000.
    let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    guard decay > 0, decay.isFinite else { return 0 }
    return CFTimeInterval(log(1000) / decay)
  }

  /// Natural frequency ω₀ and damping ratio ζ.
  private var parameters: (omega: CGFloat, zeta: CGFloat) {
    let m = mass > 0 && mass.isFinite ? mass : 1
    let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    let c = damping >= 0 && damping.isFinite ? damping : 10
    let omega = (k / m).squareRoot()
    return (omega, c / (2 * (k * m).squareRoot()))
  }

  /// The spring's position (0 at rest at the start, 1 at rest at the end) `t` seconds in.
  func position(at t: CGFloat) -> CGFloat {
    let (omega, zeta) = parameters
    let v0 = initialVelocity.isFinite ? initialVelocity : 0
    if zeta < 1 {
      let wd = omega * (1 - zeta * zeta).squareRoot()
      let envelope = exp(-zeta * omega * t)
      return 1 - envelope * (cos(wd * t) + (zeta * omega - v0) / wd * sin(wd * t))
    } else if zeta == 1 {
      return 1 - exp(-omega * t) * (1 + (omega - v0) * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
    // x(t) = 1 + A e^(r1 t) + B e^(r2 t) with x(0) = 0, x'(0) = v0.
    let b = (v0 + r1) / (r2 - r1)
    let a = -1 - b
    return 1 + a * exp(r1 * t) + b * exp(r2 * t)
  }

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CASpringAnimation else { return }
    mass = other.mass
    stiffness = other.stiffness
    damping = other.damping
    initialVelocity = other.initialVelocity
    allowsOverdamping = other.allowsOverdamping
  }

  override func value(
    at point: MediaTimingPoint, progress: CGFloat, underlying: LayerValue, kind: LayerValue.Kind
  ) -> LayerValue? {
    guard let (from, to) = endpoints(underlying: underlying, kind: kind) else { return nil }
    return from.interpolated(to: to, position(at: CGFloat(point.fraction * point.duration)))
  }
}
