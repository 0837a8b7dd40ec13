import Foundation

/// Recognizes one or more taps with one or more fingers (spec G29–G31): discrete, recognized at
/// the lift-off that completes the required taps.
///
/// Limits (decisions B10, G30): a finger fails the tap by moving more than
/// ``allowableMovement`` (10 pt) or staying down longer than ``maximumPressDuration`` (0.75 s);
/// the next tap must go down within the application's multiple-tap interval (0.5 s) and radius
/// (32 pt) of the previous one. Single versus double tap is settled with `require(toFail:)`
/// (G19), not by special cases; a tap recognizer never prevents one that needs more taps (G22).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed. 1 by default.
  open var numberOfTapsRequired = 1
  /// Fingers needed for each tap. 1 by default.
  open var numberOfTouchesRequired = 1
  /// How far a finger may move, in points, before the tap fails. 10 by default.
  public var allowableMovement: CGFloat = 10
  /// How long a finger may stay down before the tap fails. 0.75 s by default.
  public var maximumPressDuration: TimeInterval = 0.75
  /// The button the taps must be made with (iPadOS 13.4): `.primary` by default, which any
  /// finger or pen is; `.secondary` makes a right-click recognizer.
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary

  private var tapsCompleted = 0
  private var starts: [ObjectIdentifier: CGPoint] = [:]
  private var touchesThisTap = 0
  private var liveTouches = 0
  private var lastTapDown: (location: CGPoint, time: TimeInterval)?
  private var firstTapLocation: CGPoint?

  override func accepts(button: UIEvent.ButtonMask) -> Bool {
    buttonMaskRequired.contains(button)
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.serialNumber < $1.serialNumber }) {
      let location = touch.locationInWindow
      if liveTouches == 0 {
        guard beginTap(at: location, time: touch.timestamp) else { return fail() }
      }
      starts[ObjectIdentifier(touch)] = location
      liveTouches += 1
      touchesThisTap += 1
    }
    if touchesThisTap > numberOfTouchesRequired { return fail() }
    if firstTapLocation == nil || tapsCompleted == 0 {
      firstTapLocation = centroid(of: touches)
    }
  }

  /// Starts a tap: the next one must come soon enough and near enough (decision B10).
  private func beginTap(at location: CGPoint, time: TimeInterval) -> Bool {
    if tapsCompleted >= numberOfTapsRequired { return false }
    if tapsCompleted > 0, let previous = lastTapDown, let application {
      let distance = hypot(location.x - previous.location.x, location.y - previous.location.y)
      guard time - previous.time <= application.multipleTapInterval,
        distance <= application.multipleTapRadius
      else { return false }
    }
    for timer in timers { timer.cancel() }
    lastTapDown = (location, time)
    touchesThisTap = 0
    scheduleTimer(at: time + maximumPressDuration) { [anchor = referenceAnchor] in
      guard let self = anchor.object as? UITapGestureRecognizer, self.liveTouches > 0 else {
        return
      }
      self.fail()
    }
    return true
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      guard let start = starts[ObjectIdentifier(touch)] else { continue }
      let p = touch.locationInWindow
      if hypot(p.x - start.x, p.y - start.y) > allowableMovement { return fail() }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    liveTouches -= touches.count
    guard liveTouches <= 0 else { return }
    liveTouches = 0
    for timer in timers { timer.cancel() }
    guard touchesThisTap == numberOfTouchesRequired else { return fail() }
    tapsCompleted += 1
    if tapsCompleted == numberOfTapsRequired {
      state = .ended
    } else if let down = lastTapDown, let application {
      // Wait for the next tap; none in time fails the gesture.
      scheduleTimer(at: down.time + application.multipleTapInterval) {
        [anchor = referenceAnchor] in
        guard let self = anchor.object as? UITapGestureRecognizer, self.liveTouches == 0 else {
          return
        }
        self.fail()
      }
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    fail()
  }

  open override func reset() {
    tapsCompleted = 0
    starts.removeAll()
    touchesThisTap = 0
    liveTouches = 0
    lastTapDown = nil
    firstTapLocation = nil
  }

  /// Where the first tap was (spec G27), in `view`'s coordinates.
  open override func location(in view: UIView?) -> CGPoint {
    guard let firstTapLocation else { return super.location(in: view) }
    return Self.convertFromWindow(firstTapLocation, of: self.view?.window, to: view)
  }

  /// A tap never prevents a tap recognizer that needs more taps (spec G22).
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
      tap.numberOfTapsRequired > numberOfTapsRequired
    {
      return false
    }
    return super.canPrevent(preventedGestureRecognizer)
  }

  private func fail() {
    if state == .possible { state = .failed }
  }
}
