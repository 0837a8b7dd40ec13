import Foundation

/// What an animation tells its delegate. Both methods have empty default implementations.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began (its first frame on screen).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: `flag` is true when it ran to its end, false when it was removed
  /// first (`removeAnimation(forKey:)`, replaced under the same key, or its layer freed).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of a layer, Core Animation's abstract base: timing (``CAMediaTiming``), a
/// timing curve, a delegate, and whether it leaves the layer when it ends.
///
/// Add one with `layer.add(_:forKey:)`: the layer runs a *copy*, on the application's frame
/// clock (the clock of `UIView.animate` and `CADisplayLink`), and draws the animated values
/// while the layer's own properties (the model) keep theirs. As in Core Animation, an animation
/// does not change the model: when it is removed the layer shows its model values again, so
/// set the final value on the layer too, or keep the animation with `fillMode = .forwards` and
/// `isRemovedOnCompletion = false`.
///
/// The delegate is held strongly, as Core Animation holds it, until the animation is removed.
/// Arbitrary values can be attached with ``setValue(_:forKey:)`` to tell animations apart in
/// the delegate (the copy carries them).
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
  /// When it starts, in its layer's time; 0 (the default) means when it is added.
  open var beginTime: CFTimeInterval = 0
  /// The length of one cycle; 0 (the default) means the transaction's duration, 0.25 s.
  open var duration: CFTimeInterval = 0
  /// How fast it runs. 1 by default.
  open var speed: Float = 1
  /// Added to its time.
  open var timeOffset: CFTimeInterval = 0
  /// How many cycles (0 means one; `.infinity` for ever).
  open var repeatCount: Float = 0
  /// How long to repeat, instead of a count.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each cycle runs back after running forwards.
  open var autoreverses = false
  /// What shows before it begins and after it ends. `.removed` by default.
  open var fillMode: CAMediaTimingFillMode = .removed
  /// The curve progress follows within a cycle; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when it starts and stops. Held strongly.
  open var delegate: (any CAAnimationDelegate)?
  /// Whether the layer drops the animation when it ends. True by default.
  open var isRemovedOnCompletion = true
  private var values: [String: Any] = [:]

  /// Creates an animation with the defaults.
  public required override init() { super.init() }

  /// A new animation; the Objective-C factory Swift code still calls.
  open class func animation() -> Self { Self() }

  /// Core Animation's default for the property `key` (nil: none).
  open class func defaultValue(forKey key: String) -> Any? {
    switch key {
    case "speed": Float(1)
    case "isRemovedOnCompletion", "removedOnCompletion": true
    default: nil
    }
  }

  /// Attaches `value` under `key` (`anim.setValue("fade", forKey: "name")`).
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

  /// The value attached under `key`.
  open func value(forKey key: String) -> Any? { values[key] }

  /// Whether the animation wants the property `key` archived (always true here).
  open func shouldArchiveValue(forKey key: String) -> Bool { true }

  // MARK: - Copying

  /// A copy with the same settings and attached values; the delegate is shared.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = Self()
    copy.copyProperties(from: self)
    return copy
  }

  /// Copies everything a subclass declares; overrides call super.
  func copyProperties(from other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    delegate = other.delegate
    isRemovedOnCompletion = other.isRemovedOnCompletion
    values = other.values
  }

  // MARK: - Evaluation

  /// Applies the animation's values at `parentTime` (its layer's or group's time) to `state`.
  /// The base animation changes nothing.
  @MainActor func apply(to state: inout LayerState, parentTime: CFTimeInterval, layer: CALayer) {}

  /// Where the animation is at `parentTime`.
  func timing(at parentTime: CFTimeInterval) -> MediaTimingPoint {
    MediaTimingPoint(self, parentTime: parentTime)
  }

  /// The key paths this animation changes (for the layer's culling and hit-area tools).
  var animatedKeyPaths: [String] { [] }
}
