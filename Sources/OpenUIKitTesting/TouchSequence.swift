import Foundation
import OpenUIKit

/// Builds multi-finger input for an application, one step at a time, on a manual clock.
///
/// Each step enqueues `InputRecord`s stamped with the clock's time and dispatches them at once,
/// so a test reads like what a person does:
///
/// ```swift
/// let fingers = TouchSequence(application: app, clock: clock)
/// fingers.press(0, at: CGPoint(x: 10, y: 10)).move(0, to: CGPoint(x: 30, y: 10)).release(0)
/// fingers.together { $0.press(0, at: a).press(1, at: b) }   // one touchesBegan with 2 touches
/// ```
@MainActor
public final class TouchSequence {
  /// The application receiving the input.
  public let application: UIApplication
  /// The clock that stamps the records; ``wait(_:)`` advances it.
  public let clock: ManualClock
  /// The kind of pointer the fingers are.
  public var kind: PointerInput.Kind
  /// How much the clock advances before each step, in seconds. 1/60 s by default.
  public var stepInterval: TimeInterval
  /// Called after each step with the relations `UIApplication.checkInvariants()` found
  /// broken, if any; nil (no check) by default. A test records them as a failure:
  ///
  /// ```swift
  /// fingers.onBrokenInvariants = { Issue.record("\($0)") }
  /// ```
  public var onBrokenInvariants: (([InvariantViolation]) -> Void)?
  private var locations: [Int: CGPoint] = [:]
  private var batching = false
  private var pending: [InputRecord] = []

  /// Creates a builder.
  /// - Parameters:
  ///   - application: The application receiving the input.
  ///   - clock: The application's manual clock.
  ///   - kind: Fingers (`.touch`, the default), the mouse or a pen.
  ///   - stepInterval: Time between steps.
  public init(
    application: UIApplication, clock: ManualClock, kind: PointerInput.Kind = .touch,
    stepInterval: TimeInterval = 1.0 / 60.0
  ) {
    self.application = application
    self.clock = clock
    self.kind = kind
    self.stepInterval = stepInterval
  }

  /// Puts finger `finger` down at `point` (screen points); for a mouse, with `button`.
  @discardableResult
  public func press(
    _ finger: Int = 0, at point: CGPoint, clickCount: Int? = nil,
    button: PointerInput.Button = .primary
  ) -> Self {
    locations[finger] = point
    return send(.down, finger, point, clickCount: clickCount, button: button)
  }

  /// Moves finger `finger` to `point`.
  @discardableResult
  public func move(_ finger: Int = 0, to point: CGPoint) -> Self {
    locations[finger] = point
    return send(.move, finger, point)
  }

  /// Moves finger `finger` to `point` in `steps` equal moves.
  @discardableResult
  public func drag(_ finger: Int = 0, to point: CGPoint, steps: Int) -> Self {
    let start = locations[finger] ?? point
    let count = max(1, steps)
    for step in 1...count {
      let t = CGFloat(step) / CGFloat(count)
      move(
        finger,
        to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
    }
    return self
  }

  /// Reports finger `finger` as down and unmoved: a move to where it already is.
  @discardableResult
  public func stationary(_ finger: Int = 0) -> Self {
    send(.move, finger, locations[finger] ?? .zero)
  }

  /// Lifts finger `finger`, where it is or at `point`; for a mouse, releases `button`.
  @discardableResult
  public func release(
    _ finger: Int = 0, at point: CGPoint? = nil, button: PointerInput.Button = .primary
  ) -> Self {
    let location = point ?? locations[finger] ?? .zero
    locations[finger] = nil
    return send(.up, finger, location, button: button)
  }

  /// Reports finger `finger` as cancelled by the system.
  @discardableResult
  public func cancel(_ finger: Int = 0) -> Self {
    let location = locations[finger] ?? .zero
    locations[finger] = nil
    return send(.cancel, finger, location)
  }

  /// A press followed by a release at the same place; for a mouse, a click of `button`.
  @discardableResult
  public func tap(_ finger: Int = 0, at point: CGPoint, button: PointerInput.Button = .primary)
    -> Self
  {
    press(finger, at: point, button: button).release(finger, button: button)
  }

  /// Runs `steps` so that all their records share one timestamp and arrive as one event.
  @discardableResult
  public func together(_ steps: (TouchSequence) -> Void) -> Self {
    advanceStep()
    batching = true
    steps(self)
    batching = false
    application.layoutIfNeeded()
    application.enqueue(contentsOf: pending)
    pending.removeAll()
    application.processQueuedInput()
    checkInvariants()
    return self
  }

  /// Lets `seconds` pass as a host would: the clock moves to each timer due meanwhile in turn
  /// (every animation frame, a long press, a scroll view's deceleration), the windows are laid
  /// out and the timer fires, so `wait(8)` runs eight seconds of frames. Anything left queued
  /// is dispatched first.
  @discardableResult
  public func wait(_ seconds: TimeInterval) -> Self {
    run(until: clock.now + (seconds.isFinite ? max(0, seconds) : 0))
    checkInvariants()
    return self
  }

  /// At most this many timers fire in one wait or step: a display link left running would
  /// otherwise make a wait of hours take as long to compute. The clock still reaches the end.
  public static let maximumTimersPerWait = 100_000

  /// Moves the clock to `target` through every timer due before it, laying the windows out
  /// before each, as a host's loop does.
  private func run(until target: TimeInterval) {
    var fired = 0
    while fired < Self.maximumTimersPerWait, let next = application.nextTimerDeadline,
      next <= target
    {
      if next > clock.now { clock.advance(to: next) }
      application.layoutIfNeeded()
      application.processQueuedInput()
      fired += 1
    }
    if target > clock.now { clock.advance(to: target) }
    application.layoutIfNeeded()
    application.processQueuedInput()
  }

  private func send(
    _ phase: PointerInput.Phase, _ finger: Int, _ point: CGPoint, clickCount: Int? = nil,
    button: PointerInput.Button = .primary
  ) -> Self {
    if !batching { advanceStep() }
    let record = InputRecord.pointer(
      phase, id: PointerID(device: 1, index: Int64(finger)), kind: kind, at: point,
      timestamp: clock.now, button: button, clickCount: clickCount)
    if batching {
      pending.append(record)
    } else {
      application.enqueue(record)
      application.processQueuedInput()
      checkInvariants()
    }
    return self
  }

  /// Runs the invariant check when someone listens (``onBrokenInvariants``).
  public func checkInvariants() {
    guard let onBrokenInvariants else { return }
    let broken = application.checkInvariants()
    if !broken.isEmpty { onBrokenInvariants(broken) }
  }

  private func advanceStep() {
    run(until: clock.now + stepInterval)
  }
}
