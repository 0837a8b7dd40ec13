import Foundation

// Arbitration: which recognizer may recognize, in one place (spec G18–G25). When a recognizer
// asks to leave possible (for began or recognized):
//   1. it waits while a recognizer it must wait for (require(toFail:), the subclass hooks, the
//      delegates) has not failed, and fails if that one recognizes (G18–G20);
//   2. the delegate and the touched views may veto it (G24, G25);
//   3. an active recognizer that can prevent it, and is not allowed to run alongside, makes it
//      fail (G21, G22);
//   4. otherwise it recognizes, and forces out every related recognizer still possible that it
//      can prevent and that may not run alongside it.
// Every decision can be logged: set `OpenUIKitDebug.logsGestureArbitration`.
extension GestureCoordinator {
  func attemptRecognition(
    _ recognizer: UIGestureRecognizer, as requested: UIGestureRecognizer.State
  ) {
    let requirements = failureRequirements(of: recognizer)
    if let winner = requirements.first(where: { $0.hasRecognized }) {
      log(
        "\(recognizer.debugName) failed: \(winner.debugName), which it waits for, recognized",
        about: recognizer)
      fail(recognizer)
      return
    }
    let unresolved = requirements.filter { $0.stateStorage != .failed && $0.isParticipating }
    if let other = unresolved.first(where: { waitsTransitively($0, for: recognizer) }) {
      // Contradictory requirements (explicit, delegates or subclass hooks): waiting would
      // deadlock and hold the touches forever. The earlier waiter keeps its claim.
      application.report(
        .gestureRequirementCycle,
        "\(recognizer.debugName) and \(other.debugName) each wait for the other to fail; \(recognizer.debugName) failed"
      )
      fail(recognizer)
      return
    }
    if !unresolved.isEmpty {
      recognizer.pendingState = requested
      recognizer.waitingOn = unresolved.map { .init(recognizer: $0) }
      log(
        "\(recognizer.debugName) waiting for \(unresolved.map(\.debugName).joined(separator: ", ")) to fail",
        about: recognizer)
      return
    }
    recognizer.pendingState = nil
    recognizer.waitingOn = []
    guard recognizer.shouldBegin() else {
      log(
        "\(recognizer.debugName) failed: its delegate or a touched view refused to begin",
        about: recognizer)
      fail(recognizer)
      return
    }
    if let blocker = related(to: recognizer).first(where: { other in
      other.isActive && prevents(other, recognizer)
    }) {
      log("\(recognizer.debugName) prevented by \(blocker.debugName)", about: recognizer)
      fail(recognizer)
      return
    }
    recognizer.stateStorage = requested
    recognizer.hasRecognized = true
    log(
      "\(recognizer.debugName) \(requested == .ended ? "recognized" : "began")", about: recognizer)
    self.recognizer(recognizer, didTransitionFrom: .possible, to: requested)
    for other in related(to: recognizer)
    where other.stateStorage == .possible && prevents(recognizer, other) {
      log("\(other.debugName) prevented by \(recognizer.debugName)", about: other)
      fail(other)
    }
    // Those waiting for this one to fail will not get their chance.
    for waiting in engagedRecognizers
    where waiting.waitingOn.contains(where: { $0.recognizer === recognizer }) {
      log(
        "\(waiting.debugName) failed: \(recognizer.debugName), which it waits for, recognized",
        about: waiting)
      fail(waiting)
    }
  }

  /// Whether `start` is waiting, directly or through other waiting recognizers, for `target`.
  private func waitsTransitively(_ start: UIGestureRecognizer, for target: UIGestureRecognizer)
    -> Bool
  {
    var stack = [start]
    var seen: [UIGestureRecognizer] = []
    while let current = stack.popLast() {
      guard current.pendingState != nil, !seen.containsObject(current) else { continue }
      seen.append(current)
      for entry in current.waitingOn {
        guard let next = entry.recognizer else { continue }
        if next === target { return true }
        stack.append(next)
      }
    }
    return false
  }

  /// Moves a possible (or waiting) recognizer to failed, then lets those waiting on it go on.
  func fail(_ recognizer: UIGestureRecognizer) {
    guard recognizer.stateStorage == .possible else { return }
    recognizer.pendingState = nil
    recognizer.waitingOn = []
    recognizer.stateStorage = .failed
    self.recognizer(recognizer, didTransitionFrom: .possible, to: .failed)
  }

  /// Called when `failed` reached failed: recognizers waiting for it may now recognize.
  func resolveDependents(of failed: UIGestureRecognizer) {
    for waiting in engagedRecognizers {
      guard let requested = waiting.pendingState,
        waiting.waitingOn.contains(where: { $0.recognizer === failed })
      else { continue }
      let stillWaiting = waiting.waitingOn.compactMap(\.recognizer).filter {
        $0.stateStorage != .failed && $0.isParticipating
      }
      if stillWaiting.isEmpty {
        log("\(waiting.debugName) goes ahead: \(failed.debugName) failed", about: waiting)
        waiting.pendingState = nil
        waiting.waitingOn = []
        attemptRecognition(waiting, as: requested)
      }
    }
  }

  /// Whether `a` recognizing prevents `b` (spec G22): both agree, and neither delegate allows
  /// them together.
  func prevents(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    guard a.canPrevent(b), b.canBePrevented(by: a) else { return false }
    return !allowsSimultaneous(a, b)
  }

  func allowsSimultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// The recognizers `recognizer` must wait for: required explicitly, by either subclass, or by
  /// either delegate; asked once per attempt (spec G20). Every engaged recognizer is asked,
  /// not only related ones: a requirement may link recognizers in different view hierarchies.
  func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var result = recognizer.explicitRequirements.compactMap(\.recognizer)
    for other in engagedRecognizers
    where other !== recognizer && other.isEnabled && !result.contains(where: { $0 === other }) {
      if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
        || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
      {
        result.append(other)
      }
    }
    return result
  }

  /// Recognizers that compete with `recognizer`: engaged ones that share a touch with it, or
  /// whose views lie on the same line of ancestors.
  func related(to recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    for other in engagedRecognizers where other !== recognizer && other.isEnabled {
      if other.sharesTouch(with: recognizer) {
        result.append(other)
      } else if let a = recognizer.view, let b = other.view,
        a.isDescendant(of: b) || b.isDescendant(of: a)
      {
        result.append(other)
      }
    }
    return result
  }

  /// Tells the pipeline's observers of a decision about `recognizer` (the arbitration log, the
  /// inspector). The message is built only when one wants it: recognition runs on every
  /// gesture, and usually nothing watches.
  func log(_ message: @autoclosure () -> String, about recognizer: UIGestureRecognizer) {
    application.noteArbitration(message(), about: recognizer)
  }
}
