import Foundation

// The state machine of spec G1–G7 and G24–G25: which transitions are legal, who may veto leaving
// possible, which transitions send actions, and how a recognizer returns to possible.
extension UIGestureRecognizer {
  /// Whether `from → to` is in the transition table of spec G3 (Chameleon's table; began →
  /// failed is not allowed).
  public static func isLegalTransition(from: State, to: State) -> Bool {
    switch (from, to) {
    case (.possible, .began), (.possible, .ended), (.possible, .failed): true
    case (.began, .changed), (.began, .ended), (.began, .cancelled): true
    case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
    default: false
    }
  }

  /// The application whose dispatch this recognizer takes part in.
  var application: UIApplication? { UIApplication.owning(view) }

  func transition(to requested: State) {
    let old = stateStorage
    if pendingState != nil {
      // Waiting for other recognizers to fail: asking again keeps waiting; giving up fails.
      switch requested {
      case .began, .ended:
        pendingState = requested
        return
      case .failed, .cancelled:
        pendingState = nil
        waitingOn = []
        stateStorage = .failed
        application?.gestureCoordinator.recognizer(self, didTransitionFrom: old, to: .failed)
        return
      case .possible, .changed:
        return
      }
    }
    guard Self.isLegalTransition(from: old, to: requested) else {
      if wasInterrupted { return }
      application?.report(
        .illegalGestureStateTransition,
        "\(debugName): illegal state transition \(old) → \(requested) was ignored")
      return
    }
    let isRecognizing = old == .possible && (requested == .began || requested == .ended)
    guard let coordinator = application?.gestureCoordinator else {
      // Not in an application: no arbitration, actions run at once.
      stateStorage = isRecognizing && !shouldBegin() ? .failed : requested
      if isRecognizing && stateStorage != .failed { hasRecognized = true }
      if stateStorage.sendsAction { sendActions() }
      return
    }
    if isRecognizing {
      coordinator.attemptRecognition(self, as: requested)
    } else {
      stateStorage = requested
      coordinator.recognizer(self, didTransitionFrom: old, to: requested)
    }
  }

  /// Asks the delegate (G24) and every distinct hit view among the touches other than the
  /// recognizer's own view (decision G25) whether the recognizer may begin.
  func shouldBegin() -> Bool {
    if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
    var asked: [UIView] = []
    for touch in trackedTouches {
      guard let hitView = touch.view, hitView !== view, !asked.contains(where: { $0 === hitView })
      else { continue }
      asked.append(hitView)
      if !hitView.gestureRecognizerShouldBegin(self) { return false }
    }
    return true
  }

  /// Sends the action to every target (spec G4, F14), then runs the action closures.
  func sendActions() {
    for entry in targets {
      guard let target = entry.target else { continue }
      if let actionTarget = target as? any ActionTarget,
        let handler = actionTarget.action(for: entry.action)
      {
        handler(self, nil)
      } else {
        application?.report(
          .actionNotImplemented,
          "\(debugName): target \(type(of: target)) does not implement \(entry.action)")
      }
    }
    for handler in actionHandlers { handler(self) }
  }

  /// Runs `action` after `delay` seconds on the application's clock, unless the recognizer is
  /// reset first. For subclasses' time limits (long press, multi-tap windows).
  @discardableResult
  public func scheduleTimer(after delay: TimeInterval, _ action: @escaping () -> Void)
    -> TimerScheduler.Timer?
  {
    guard let application else { return nil }
    let timer = application.timers.schedule(at: application.clock.now + delay, action)
    timers.append(timer)
    return timer
  }

  /// Schedules `action` at an absolute time on the application's clock (a touch's timestamp
  /// plus a duration), unless the recognizer is reset first.
  @discardableResult
  public func scheduleTimer(at deadline: TimeInterval, _ action: @escaping () -> Void)
    -> TimerScheduler.Timer?
  {
    guard let application else { return nil }
    let timer = application.timers.schedule(at: deadline, action)
    timers.append(timer)
    return timer
  }

  /// Starts tracking `touch` at touch-down if the recognizer accepts it (spec G7, G8), on both
  /// sides of the relation, as ``stopTracking(_:)`` ends it.
  func beginTracking(_ touch: UITouch) -> Bool {
    guard acceptsTouches, isEnabled, !stateStorage.isFinal, accepts(button: touch.startingButton)
    else { return false }
    if let delegate, !delegate.gestureRecognizer(self, shouldReceive: touch) { return false }
    // The delegate is app code: this recognizer may have been detached or moved out meanwhile.
    guard let view, view.window === touch.window, !view.isLeavingWindow else { return false }
    if !trackedTouches.isEmpty && trackedTouches.allSatisfy({ heardEnd.containsObject($0) }) {
      // The next step of a gesture still possible (a second tap): stop tracking the old
      // touches, not before it has heard their ends (a finger lifting in the same event as
      // this one lands still owes it that end). Their views' ends stay held while it is
      // possible (G17: a double tap's view hears two begins, then two cancels).
      let previous = trackedTouches
      releaseTouches(keepingHeld: true)
      for old in previous
      where old.phase == .ended && old.viewDelivery != .finished && delaysTouchesEnded {
        heldTouches.append(old)
        old.holdingRecognizers.append(self)
      }
    }
    trackedTouches.append(touch)
    touch.recognizers.append(self)
    application?.gestureCoordinator.register(self)
    return true
  }

  /// Returns to possible after the sequence ended (spec G6) and calls ``reset()``.
  func resetToPossible() {
    releaseTouches()
    stateStorage = .possible
    hasRecognized = false
    wasInterrupted = false
    pendingState = nil
    waitingOn = []
    for timer in timers { timer.cancel() }
    timers.removeAll()
    reset()
  }

  func releaseTouches(keepingHeld: Bool = false) {
    for touch in trackedTouches { touch.recognizers.removeObject(self) }
    trackedTouches.removeAll()
    heardBegan.removeAll()
    heardEnd.removeAll()
    guard !keepingHeld else { return }
    for touch in heldTouches { touch.holdingRecognizers.removeObject(self) }
    heldTouches.removeAll()
  }

  /// Whether the two track a touch in common.
  func sharesTouch(with other: UIGestureRecognizer) -> Bool {
    for touch in trackedTouches where other.trackedTouches.containsObject(touch) { return true }
    return false
  }

  /// Stops tracking one touch, on both sides of the relation.
  func stopTracking(_ touch: UITouch) {
    trackedTouches.removeObject(touch)
    heardBegan.removeObject(touch)
    heardEnd.removeObject(touch)
    heldTouches.removeObject(touch)
    touch.recognizers.removeObject(self)
    touch.holdingRecognizers.removeObject(self)
  }

  /// Whether `touch`'s current `phase` is still owed to this recognizer: began once, moves
  /// between began and the end, one end after began.
  func isOwed(_ phase: UITouch.Phase, for touch: UITouch) -> Bool {
    guard trackedTouches.containsObject(touch) else { return false }
    switch phase {
    case .began: return !heardBegan.containsObject(touch)
    case .moved, .ended, .cancelled:
      return heardBegan.containsObject(touch) && !heardEnd.containsObject(touch)
    default: return false
    }
  }

  /// Ends the recognizer's part in the current sequence because its view is leaving the window
  /// or input was interrupted: a recognized gesture is cancelled, a possible one that tracks
  /// touches or waits fails (spec G12's rule for disabling).
  func interrupt() {
    switch stateStorage {
    case .began, .changed:
      wasInterrupted = true
      state = .cancelled
    case .possible where isParticipating:
      wasInterrupted = true
      state = .failed
    default: break
    }
  }

  /// Whether the multi-touch sequence is over for this recognizer, so a final state may reset
  /// (decision G6): its own touches have ended, and no live touch is down on its view's subtree
  /// (a failed recognizer refuses new touches, but they still belong to its sequence).
  var isSequenceOver: Bool {
    guard acceptsTouches else { return true }
    for touch in trackedTouches where !touch.isFinished { return false }
    guard let view, let application = view.window?.application else { return true }
    return !application.gestureCoordinator.touchDelivery.hasLiveTouch(inside: view)
  }

  /// A name for diagnostics and logs: the `name`, else the class name, with a serial number.
  var debugName: String { "\(name ?? String(describing: type(of: self)))#\(serialNumber)" }

  /// Whether the recognizer takes part in the current sequence: it tracks touches or waits.
  var isParticipating: Bool { !trackedTouches.isEmpty || pendingState != nil }

  /// Whether it has recognized and not yet reset (began, changed, or ended after recognizing).
  var isActive: Bool { stateStorage == .began || stateStorage == .changed }

  /// Whether it is in the middle of a gesture: recognized and going on, or tracking touches.
  var isMidGesture: Bool { isActive || !trackedTouches.isEmpty }
}

extension UIGestureRecognizer.State {
  /// Whether entering this state sends the recognizer's actions (spec G4).
  var sendsAction: Bool {
    self == .began || self == .changed || self == .ended || self == .cancelled
  }
}
