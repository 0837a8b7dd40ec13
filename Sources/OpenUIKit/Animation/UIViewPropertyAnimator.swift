import Foundation

/// An interactive animation, as UIKit's: the animation blocks' changes can be started, paused,
/// scrubbed through ``fractionComplete``, reversed and continued, which makes "drag a sheet,
/// release, it springs home" a few lines. Views animated by it take touches by default
/// (``isUserInteractionEnabled``), and their model values are the targets, as with
/// `UIView.animate`.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
  /// The time the animation takes from start to end.
  public let duration: TimeInterval
  /// The delay before it starts, from `runningPropertyAnimator` or `startAnimation(afterDelay:)`.
  public private(set) var delay: TimeInterval = 0
  private let curve: AnimationTiming.Curve
  private var blocks: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var group: ViewAnimationGroup?
  private var application: UIApplication? {
    get { applicationAnchor?.object }
    set { applicationAnchor = newValue?.referenceAnchor }
  }
  private var applicationAnchor: Anchor<UIApplication>?

  /// Not started, active (running or paused) or stopped.
  public private(set) var state: UIViewAnimatingState = .inactive
  /// Whether it is moving on its own (not paused).
  public private(set) var isRunning = false
  /// Whether its views take touches while it runs. True by default, unlike `UIView.animate`.
  open var isUserInteractionEnabled = true
  /// Whether it can be paused and reversed. True; kept for ports.
  open var isInterruptible = true
  /// Whether scrubbing maps ``fractionComplete`` linearly (true by default).
  open var scrubsLinearly = true
  /// Whether it pauses at the end instead of finishing.
  open var pausesOnCompletion = false

  // The progress runs from `from` to `to` (0…1 along the changes) over `runDuration` from
  // `runStart`; paused, it stays at `paused`.
  private var from: CGFloat = 0
  private var to: CGFloat = 1
  private var runStart: TimeInterval = 0
  private var runDuration: TimeInterval = 0
  private var paused: CGFloat = 0

  /// An animator along one of UIKit's curves.
  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil)
  {
    self.duration = duration.isFinite ? max(0, duration) : 0
    switch curve {
    case .easeIn: self.curve = AnimationTiming.easeIn
    case .easeOut: self.curve = AnimationTiming.easeOut
    case .linear: self.curve = AnimationTiming.linear
    case .easeInOut: self.curve = AnimationTiming.easeInOut
    }
    if let animations { blocks.append(animations) }
  }

  /// An animator along a cubic Bézier through two control points.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration.isFinite ? max(0, duration) : 0
    curve = .bezier(point1.x, point1.y, point2.x, point2.y)
    if let animations { blocks.append(animations) }
  }

  /// An animator along a damped spring settling within `duration`.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration.isFinite ? max(0, duration) : 0
    curve = .spring(damping: ratio.isFinite ? ratio : 1, velocity: 0)
    if let animations { blocks.append(animations) }
  }

  /// An animator along the curve `parameters` describe (a ``UISpringTimingParameters`` with
  /// the release velocity, for "drag, release, it springs home").
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration.isFinite ? max(0, duration) : 0
    curve = AnimationTiming.Curve(parameters)
  }

  /// Creates and starts an animator, like `UIView.animate` but returning it.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: .easeInOut, animations: animations)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds changes to animate. Added while active, they run over the time left.
  open func addAnimations(_ animation: @escaping () -> Void) {
    guard state == .active else { return blocks.append(animation) }
    let left = duration * Double(abs(to - fraction(at: now)))
    UIView.animate(withDuration: left, animations: animation)
  }

  /// Adds a block run when the animator finishes, with the position it finished at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: - Driving

  /// How far the animation has got, 0…1. Setting it pauses the animator there (starting it
  /// paused if it was inactive): the views show that point of the changes.
  open var fractionComplete: CGFloat {
    get { state == .inactive ? 0 : fraction(at: now) }
    set {
      guard state != .stopped, newValue.isFinite else { return }
      pauseAnimation()
      paused = min(max(newValue, 0), 1)
      application?.setNeedsRedraw()
    }
  }

  /// Whether it runs back towards the start. Changing it while running turns it around where it
  /// is.
  open var isReversed = false {
    didSet {
      guard isReversed != oldValue, state == .active else { return }
      if isRunning { run(from: fraction(at: now), durationFactor: 1) }
    }
  }

  /// Starts (or resumes) the animation now.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts (or resumes) the animation after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    if state == .inactive {
      guard activate() else { return }
      self.delay = delay.isFinite ? max(0, delay) : 0
    }
    run(from: state == .active ? paused : 0, durationFactor: 1, delay: self.delay)
    self.delay = 0
  }

  /// Pauses where it is (activating it at the start if it was inactive).
  open func pauseAnimation() {
    guard state != .stopped else { return }
    if state == .inactive {
      guard activate() else { return }
      paused = 0
      return
    }
    guard isRunning else { return }
    paused = fraction(at: now)
    isRunning = false
    if let application { application.frameClock.remove(self) }
  }

  /// Resumes a paused animator towards its end (or start, reversed); `durationFactor` scales
  /// the time left (0 keeps it). Timing parameters are accepted for ports; the curve stays.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active, !isRunning else { return }
    let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
    run(from: paused, durationFactor: factor)
  }

  /// Stops: without finishing, the views keep what they show now as their model values and no
  /// completion runs; otherwise it waits in ``UIViewAnimatingState/stopped`` for
  /// ``finishAnimation(at:)``.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let shown = fraction(at: now)
    paused = shown
    isRunning = false
    application?.frameClock.remove(self)
    state = .stopped
    if withoutFinishing { close(at: .current, notify: false) }
  }

  /// Finishes a stopped animator at `position` and runs the completions.
  open func finishAnimation(at position: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    close(at: position, notify: true)
  }

  // MARK: - Internals

  private var now: TimeInterval { application?.clock.now ?? 0 }

  /// Records the blocks' changes into a group this animator drives.
  private func activate() -> Bool {
    let options: UIView.AnimationOptions = isUserInteractionEnabled ? [.allowUserInteraction] : []
    let group = ViewAnimationGroup(
      delay: 0, timing: AnimationTiming(curve: curve, duration: max(duration, 1e-9)),
      options: options, completion: { [weak self] finished in self?.groupEnded(finished) })
    group.driver = { [weak self] time in self?.progress(at: time) ?? 1 }
    self.group = group
    let outer = ViewAnimationGroup.recording
    ViewAnimationGroup.recording = group
    for block in blocks { block() }
    ViewAnimationGroup.recording = outer
    blocks.removeAll()
    // The clock is the animated views' application's.
    let app = group.application ?? UIApplication.serving(nil)
    application = app
    state = .active
    group.begin(in: app)
    if group.isOver {
      // The blocks changed nothing: done at once.
      self.group = nil
      close(at: .end, notify: true)
      return false
    }
    return true
  }

  /// Runs from fraction `start` towards the end (or the start when reversed).
  private func run(from start: CGFloat, durationFactor: Double, delay: TimeInterval = 0) {
    from = start
    to = isReversed ? 0 : 1
    runStart = now + delay
    runDuration = duration * Double(abs(to - from)) * durationFactor
    isRunning = true
    application?.frameClock.add(self)
  }

  /// The fraction of the changes at `time`.
  private func fraction(at time: TimeInterval) -> CGFloat {
    guard isRunning else { return paused }
    guard runDuration > 0 else { return to }
    let t = min(max((time - runStart) / runDuration, 0), 1)
    return from + (to - from) * CGFloat(t)
  }

  /// What the views show at `time`: the fraction through the curve while running, linear while
  /// scrubbed.
  private func progress(at time: TimeInterval) -> CGFloat {
    let f = fraction(at: time)
    if !isRunning && scrubsLinearly { return f }
    return AnimationTiming(curve: curve, duration: max(duration, 1e-9)).progress(at: Double(f))
  }

  /// Ends the animation with the views at `position`, and runs the completions if asked.
  private func close(at position: UIViewAnimatingPosition, notify: Bool) {
    let time = now
    let shown = group?.animations.map { ($0.view, $0.property, $0.from, $0.value(at: time)) } ?? []
    let ending = group
    group = nil
    ending?.end(finished: position == .end)
    // The model goes where the position says: the end values are the model already.
    UIView.performWithoutAnimation {
      for (view, property, start, current) in shown {
        switch position {
        case .end: break
        case .start: view?.setModelValue(start, for: property)
        case .current: view?.setModelValue(current, for: property)
        }
      }
    }
    state = .inactive
    isRunning = false
    paused = 0
    application?.frameClock.remove(self)
    guard notify else { return }
    let done = completions
    completions.removeAll()
    for completion in done { completion(position) }
  }

  /// The group ended on its own (replaced, or its views left the window).
  private func groupEnded(_ finished: Bool) {
    guard group != nil else { return }
    group = nil
    close(at: .current, notify: true)
  }
}

extension UIViewPropertyAnimator: FrameClient {
  func step(frameTime time: TimeInterval, interval: TimeInterval) -> Bool {
    guard isRunning, state == .active else { return false }
    application?.setNeedsRedraw()
    guard time >= runStart + runDuration - 1e-9 else { return true }
    if pausesOnCompletion {
      paused = to
      isRunning = false
      return false
    }
    close(at: to >= 1 ? .end : .start, notify: true)
    return false
  }
}
