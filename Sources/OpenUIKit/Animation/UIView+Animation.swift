import Foundation

extension UIView {
  /// Options for ``animate(withDuration:delay:options:animations:completion:)`` (UIKit's raw
  /// values).
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates options from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as part of the animation (accepted; layout runs at once).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// The animated views take touches while animating (without it they do not, spec A9).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from what is on screen when an animation of the property is in flight.
    /// OpenUIKit always does (UIKit's additive animations look the same).
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats for ever (until replaced, or the view leaves its window).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs forward, then backward.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ease in and out (the default curve).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in: slow start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out: slow end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    var curve: AnimationTiming.Curve {
      switch (rawValue >> 16) & 0xF {
      case 1: AnimationTiming.easeIn
      case 2: AnimationTiming.easeOut
      case 3: AnimationTiming.linear
      default: AnimationTiming.easeInOut
      }
    }
  }

  /// Animates the changes `animations` makes to views' frame, bounds, center, transform,
  /// alpha and backgroundColor.
  ///
  /// The properties take their new (model) values at once, and hit testing uses them; the
  /// screen shows values moving along the curve on the application's clock. A view animating
  /// without `.allowUserInteraction` takes no touches, nor do its subviews (spec A9).
  /// `completion` gets true when the animation ran to its end, false when it was replaced by
  /// another animation of the same property or its view left the window.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      AnimationTiming(curve: options.curve, duration: duration), delay: delay, options: options,
      animations: animations, completion: completion)
  }

  /// Animates with the default curve and no delay.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates along a damped spring that settles within `duration`: `dampingRatio` 1 does not
  /// overshoot, smaller values oscillate; `velocity` is the initial speed in total distances per
  /// second (1 covers the whole change in a second).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let damping = dampingRatio.isFinite ? dampingRatio : 1
    let speed = velocity.isFinite ? velocity : 0
    run(
      AnimationTiming(curve: .spring(damping: damping, velocity: speed), duration: duration),
      delay: delay, options: options, animations: animations, completion: completion)
  }

  /// Whether animation blocks animate. True by default; ``setAnimationsEnabled(_:)`` turns them
  /// off (for tests and screenshots).
  public static var areAnimationsEnabled: Bool { animationsEnabled }
  private static var animationsEnabled = true

  /// Turns animations on or off: with them off, animation blocks change their views at once
  /// and their completions run with true (on a later turn, as after a zero-length one).
  public static func setAnimationsEnabled(_ enabled: Bool) {
    animationsEnabled = enabled
  }

  /// Runs `actionsWithoutAnimation` with animations off, even inside an animation block.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let recording = ViewAnimationGroup.recording
    ViewAnimationGroup.recording = nil
    defer { ViewAnimationGroup.recording = recording }
    actionsWithoutAnimation()
  }

  private static func run(
    _ timing: AnimationTiming, delay: TimeInterval, options: AnimationOptions,
    animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    var timing = timing
    var delay = delay
    if !timing.duration.isFinite || timing.duration < 0 { timing.duration = 0 }
    // Animations off: as a zero-length animation (the views change at once, the completion
    // runs on a later turn with true).
    if !animationsEnabled { (timing.duration, delay) = (0, 0) }
    let group = ViewAnimationGroup(
      delay: delay, timing: timing, options: options, completion: completion)
    let outer = ViewAnimationGroup.recording
    ViewAnimationGroup.recording = group
    animations()
    ViewAnimationGroup.recording = outer
    group.begin(in: UIApplication.shared)
  }
}
