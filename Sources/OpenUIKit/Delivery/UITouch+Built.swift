import Foundation

// Touches and events the app builds itself and hands to `UIWindow.sendEvent(_:)` (spec C2):
// synthetic input for tests, replays and remote control of a UI. UIKit keeps these initializers
// private (test tools reach them through private API); OpenUIKit makes them public so the same
// delivery path the hardware uses can be driven from code.
extension UITouch {
  /// Makes a touch that goes down at `location` (window coordinates) in `window`, hit-tested now
  /// as a real touch-down is (spec B4): `view` is the hit view, and the recognizers of that view
  /// and its ancestors are fixed on the touch. Deliver it with ``UIEvent/init(touches:timestamp:)``
  /// and ``UIWindow/sendEvent(_:)``, then move it on with ``setPhase(_:location:timestamp:)``.
  ///
  /// A touch that hits nothing has a nil `view`; sending it reaches no view and no recognizer.
  public convenience init(
    location: CGPoint, in window: UIWindow, timestamp: TimeInterval,
    type: TouchType = .direct, tapCount: Int = 1
  ) {
    let serial = UITouch.nextBuiltSerial
    UITouch.nextBuiltSerial += 1
    let isFinite = location.x.isFinite && location.y.isFinite
    self.init(
      pointerID: PointerID(device: -1, index: Int64(serial)), type: type,
      locationInWindow: isFinite ? location : .zero, timestamp: timestamp,
      tapCount: max(tapCount, 1), force: type == .direct ? 1 : 0, serialNumber: serial)
    isBuiltByApp = true
    self.window = window
    guard isFinite else {
      window.application?.report(
        .nonFiniteLocation, "a built touch was made at \(location); it hits nothing")
      return
    }
    guard let answer = window.hitTestAnswer(at: location) else { return }
    view = answer.view
    isWithheldFromView = window.withholdsNewTouch(on: answer.view)
    for each in answer.path.reversed() {
      for recognizer in each.gestureRecognizerStorage ?? [] { _ = recognizer.beginTracking(self) }
    }
  }

  /// Moves a touch made with ``init(location:in:timestamp:type:tapCount:)`` to its next phase:
  /// `.moved`, `.stationary`, `.ended` or `.cancelled`, at `location` in window coordinates.
  /// Send the event again afterwards. Touches made by the system, and phases that would go
  /// back (`.began`, or anything after an end), are refused with a diagnostic.
  public func setPhase(_ phase: Phase, location: CGPoint, timestamp: TimeInterval) {
    let application = window?.application
    guard isBuiltByApp else {
      application?.report(.invalidValue, "setPhase(_:) on a system touch; ignored")
      return
    }
    guard !isFinished, [.moved, .stationary, .ended, .cancelled].contains(phase) else {
      application?.report(.invalidValue, "a built touch cannot go from \(self.phase) to \(phase)")
      return
    }
    previousLocationInWindow = locationInWindow
    if location.x.isFinite && location.y.isFinite {
      locationInWindow = location
    } else {
      application?.report(.nonFiniteLocation, "a built touch moved to \(location); location kept")
    }
    if phase == .moved { hasUndeliveredMove = true }
    self.phase = phase
    self.timestamp = timestamp
  }

  /// Serial numbers of built touches: their own range, apart from the system's pointers.
  private static var nextBuiltSerial = 1 << 40
}

extension UIEvent {
  /// Makes a touches event carrying `touches`, for ``UIWindow/sendEvent(_:)`` (spec C2). Each
  /// window delivers the touches that began in it: to their recognizers, then to their views.
  public convenience init(touches: [UITouch], timestamp: TimeInterval) {
    self.init(type: .touches, timestamp: timestamp)
    touchList = touches
  }
}
