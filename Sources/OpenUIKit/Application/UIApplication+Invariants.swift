import Foundation

// The relations that must agree after every event, whatever the input and whatever app code
// did inside callbacks. Each has one owner that updates both sides (a recognizer starts and
// stops tracking a touch through `beginTracking` and `stopTracking`; a window adds a touch when
// its delivery starts and drops it when its view has heard the end); this checks them from
// outside, the way the tests and the fuzzer see the framework.
extension UIApplication {
  /// Checks the relations among the application's windows, views, touches and recognizers
  /// that must always agree, and returns the broken ones; empty when all hold:
  /// - a touch and its recognizers list each other (`touch.gestureRecognizers` and each
  ///   recognizer's tracked touches), and every recognizer tracking a touch is registered for
  ///   reset;
  /// - every live touch (its finger still down) is tracked by its window, and a window tracks
  ///   each of its touches once and no other window's;
  /// - the views of every window form a tree (``UIView/checkInvariants()``).
  ///
  /// Call it between events, as the test scenes (`TouchSequence`) and the fuzzer do after every
  /// step: inside a callback a touch-down may be half made.
  public func checkInvariants() -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    for window in windows { violations += window.checkInvariants() }
    violations += touchWindowViolations()
    violations += touchRecognizerViolations()
    return violations
  }

  private func touchWindowViolations() -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    for touch in pointerTable.orderedLiveTouches where !touch.isFinished {
      guard let window = touch.window else {
        violations.append(InvariantViolation(.liveTouchNotInWindow, "\(touch) has no window"))
        continue
      }
      if !window.touchesInDelivery.containsObject(touch) {
        violations.append(
          InvariantViolation(
            .liveTouchNotInWindow, "\(touch) is live but \(window) does not track it"))
      }
    }
    for window in windows {
      var seen: Set<ObjectIdentifier> = []
      for touch in window.touchesInDelivery {
        if touch.window !== window {
          violations.append(
            InvariantViolation(.windowTouchListWrong, "\(window) tracks \(touch) of another window")
          )
        }
        if !seen.insert(ObjectIdentifier(touch)).inserted {
          violations.append(
            InvariantViolation(.windowTouchListWrong, "\(window) tracks \(touch) twice"))
        }
      }
    }
    return violations
  }

  private func touchRecognizerViolations() -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    // Every recognizer that could track a touch: those of the touches, of the views in
    // windows, and those the coordinator knows.
    var recognizers: [UIGestureRecognizer] = []
    var known: Set<ObjectIdentifier> = []
    func note(_ recognizer: UIGestureRecognizer) {
      if known.insert(ObjectIdentifier(recognizer)).inserted { recognizers.append(recognizer) }
    }
    for recognizer in gestureCoordinator.engagedRecognizers { note(recognizer) }
    var touches: [UITouch] = pointerTable.orderedLiveTouches
    for window in windows {
      for touch in window.touchesInDelivery where !touches.containsObject(touch) {
        touches.append(touch)
      }
      var pending: [UIView] = [window]
      var seen: Set<ObjectIdentifier> = []
      while let view = pending.popLast() {
        guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
        for recognizer in view.gestureRecognizerStorage ?? [] { note(recognizer) }
        pending.append(contentsOf: view.subviews)
      }
    }
    for touch in touches {
      for recognizer in touch.recognizers {
        note(recognizer)
        if !recognizer.trackedTouches.containsObject(touch) {
          violations.append(
            InvariantViolation(
              .touchAndRecognizerDisagree,
              "\(touch) lists \(name(of: recognizer)), which does not track it"))
        }
      }
    }
    let engaged = gestureCoordinator.engagedRecognizers
    for recognizer in recognizers where !recognizer.trackedTouches.isEmpty {
      for touch in recognizer.trackedTouches where !touch.recognizers.containsObject(recognizer) {
        violations.append(
          InvariantViolation(
            .touchAndRecognizerDisagree,
            "\(name(of: recognizer)) tracks \(touch), which does not list it"))
      }
      if !engaged.containsObject(recognizer) {
        violations.append(
          InvariantViolation(
            .recognizerUnregistered,
            "\(name(of: recognizer)) tracks touches but would never be reset"))
      }
    }
    return violations
  }

  private func name(of recognizer: UIGestureRecognizer) -> String {
    "\(type(of: recognizer))\(recognizer.name.map { " \"\($0)\"" } ?? "")"
  }
}
