import Foundation

// Touch delivery inside one window, in two stages per event (spec C4):
//   1. the gesture stage: every recognizer fixed on a changed touch gets that touch's phase,
//      deepest view first, attachment order within a view (decision G9);
//   2. the view stage (`reconcileTouchDelivery`): each touch's view gets what it is owed now,
//      given what the recognizers decided: cancelled when one recognized (G14), held back while
//      one delays began or ended (G16, G17), replayed when the hold is released.
// The view stage also runs after timers and after actions, because recognizers decide then too.
// Both run on every event: they use plain loops, because closures handed to the standard
// library (filter, contains(where:)) each pay a main-actor isolation check.
extension UIWindow {
  func deliverTouches(_ event: UIEvent) {
    touchesEventInDelivery = event
    defer {
      touchesEventInDelivery = nil
      singleTouchSet = nil
    }
    var changed: [UITouch] = []
    for touch in event.touchList where touch.window === self && touch.phase != .stationary {
      // One live touch, the usual case: share the event's list rather than build one.
      if event.touchList.count == 1 { changed = event.touchList } else { changed.append(touch) }
      if touch.phase == .began && !touchesInDelivery.containsObject(touch) {
        touchesInDelivery.append(touch)
      }
    }
    runGestureStage(changed, event: event)
    // Gesture actions run now, before the touches reach the views (decision G5).
    application?.gestureCoordinator.sendQueuedActions()
    reconcileTouchDelivery(event: event)
  }

  // MARK: - Gesture stage

  func runGestureStage(_ changed: [UITouch], event: UIEvent) {
    // One finger, the usual case: its recognizers are already a list without repeats.
    if changed.count == 1 {
      for recognizer in changed[0].recognizers { deliver(changed, to: recognizer, event: event) }
      return
    }
    var recognizers: [UIGestureRecognizer] = []
    for touch in changed {
      for recognizer in touch.recognizers where !recognizers.containsObject(recognizer) {
        recognizers.append(recognizer)
      }
    }
    for recognizer in recognizers {
      var mine: [UITouch] = []
      for touch in changed where touch.recognizers.containsObject(recognizer) { mine.append(touch) }
      deliver(mine, to: recognizer, event: event)
    }
  }

  /// Sends `touches` to `recognizer` grouped by phase, stopping once it reaches a final state or
  /// is disabled (spec G7, G12).
  ///
  /// Only what is owed is sent (``UIGestureRecognizer/isOwed(_:for:)``): an earlier callback may
  /// have cancelled a touch before this recognizer heard it begin, and app code may re-send an
  /// event. A touch that ended before the recognizer heard it begin is let go of silently.
  func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
    for phase in UITouch.Phase.deliveryOrder {
      guard recognizer.isEnabled, !recognizer.stateStorage.isFinal else { return }
      var owed: [UITouch] = []
      for touch in touches where touch.phase == phase {
        if recognizer.isOwed(phase, for: touch) {
          // One touch owed: share the caller's array rather than build a new one.
          if touches.count == 1 { owed = touches } else { owed.append(touch) }
        } else if touch.isFinished && !recognizer.heardBegan.containsObject(touch) {
          recognizer.stopTracking(touch)
        }
      }
      guard !owed.isEmpty else { continue }
      for touch in owed {
        if phase == .began { recognizer.heardBegan.append(touch) }
        if phase == .ended || phase == .cancelled { recognizer.heardEnd.append(touch) }
      }
      let set = touchSet(owed)
      switch phase {
      case .began: recognizer.touchesBegan(set, with: event)
      case .moved: recognizer.touchesMoved(set, with: event)
      case .ended: recognizer.touchesEnded(set, with: event)
      default: recognizer.touchesCancelled(set, with: event)
      }
    }
  }

  /// `touches` as the set a `touches*` call takes. During a dispatch, a set of one touch is
  /// made once and shared by every recognizer and view that hears that touch (sets are values:
  /// one that keeps or changes its copy gets its own storage).
  func touchSet(_ touches: [UITouch]) -> Set<UITouch> {
    touches.count == 1 ? touchSet(of: touches[0]) : Set(touches)
  }

  /// The set of `touch` alone, shared during a dispatch (``touchSet(_:)``).
  func touchSet(of touch: UITouch) -> Set<UITouch> {
    guard touchesEventInDelivery != nil else { return [touch] }
    if let cached = singleTouchSet, cached.first === touch { return cached }
    let made: Set<UITouch> = [touch]
    singleTouchSet = made
    return made
  }

  // MARK: - View stage

  /// Delivers to views whatever they are owed now, for every tracked touch of this window.
  func reconcileTouchDelivery(event: UIEvent) {
    reconcile(touchesInDelivery, event: event)
    var done = 0
    for touch in touchesInDelivery where touch.isDeliveryOver { done += 1 }
    guard done > 0 else { return }
    var kept: [UITouch] = []
    for touch in touchesInDelivery where !touch.isDeliveryOver { kept.append(touch) }
    touchesInDelivery = kept
  }

  private struct Emission {
    let touch: UITouch
    let phase: UITouch.Phase
    let isReplay: Bool
  }

  func reconcile(_ touches: [UITouch], event: UIEvent) {
    var emissions: [Emission] = []
    for touch in touches { plan(touch, into: &emissions) }
    guard !emissions.isEmpty else { return }
    // One touch, the usual case: its emissions are already in phase order, for one view.
    if touches.count == 1 {
      for emission in emissions {
        guard let view = emission.touch.view else { continue }
        sendOne(emission, phase: emission.phase, to: view, event: event)
      }
      return
    }
    for phase in UITouch.Phase.deliveryOrder {
      var inPhase: [Emission] = []
      for emission in emissions where emission.phase == phase { inPhase.append(emission) }
      guard !inPhase.isEmpty else { continue }
      // One call per (view, phase), views in the order their first touch appears (decision C5).
      var views: [UIView] = []
      for emission in inPhase {
        guard let view = emission.touch.view, !views.containsObject(view) else { continue }
        views.append(view)
      }
      for view in views {
        var group: [Emission] = []
        for emission in inPhase where emission.touch.view === view { group.append(emission) }
        send(group, phase: phase, to: view, event: event)
      }
    }
  }

  /// Decides what `touch`'s view is owed now; the state changes when the call is made.
  private func plan(_ touch: UITouch, into emissions: inout [Emission]) {
    guard !touch.isWithheldFromView, touch.viewDelivery != .finished else { return }
    guard touch.view != nil else {
      touch.viewDelivery = .finished
      return
    }
    var cancelledByGesture = false, holdsBegan = false, holdsEnded = false
    for recognizer in touch.recognizers {
      if recognizer.hasRecognized && recognizer.cancelsTouchesInView { cancelledByGesture = true }
      guard recognizer.isEnabled, recognizer.stateStorage == .possible else { continue }
      if recognizer.delaysTouchesBegan { holdsBegan = true }
      if recognizer.delaysTouchesEnded { holdsEnded = true }
    }
    // Earlier steps of a gesture still possible (a double tap's first tap) hold their ends too.
    for recognizer in touch.holdingRecognizers {
      if recognizer.hasRecognized && recognizer.cancelsTouchesInView { cancelledByGesture = true }
      if recognizer.isEnabled && recognizer.stateStorage == .possible { holdsEnded = true }
    }
    if cancelledByGesture || touch.phase == .cancelled {
      if touch.viewDelivery == .active {
        emissions.append(Emission(touch: touch, phase: .cancelled, isReplay: false))
      } else {
        touch.viewDelivery = .finished
      }
      return
    }
    if touch.viewDelivery == .pending {
      if holdsBegan { return }
      let isReplay = touch.phase != .began
      emissions.append(Emission(touch: touch, phase: .began, isReplay: isReplay))
      if isReplay && touch.phase != .ended
        && touch.locationInWindow != touch.initialLocationInWindow
      {
        emissions.append(Emission(touch: touch, phase: .moved, isReplay: false))
      }
    } else if touch.hasUndeliveredMove && touch.phase == .moved {
      emissions.append(Emission(touch: touch, phase: .moved, isReplay: false))
    }
    touch.hasUndeliveredMove = false
    if touch.phase == .ended {
      if holdsEnded { return }
      emissions.append(Emission(touch: touch, phase: .ended, isReplay: false))
    }
  }

  /// Makes one `touches*` call, skipping touches whose state moved on meanwhile (a handler
  /// removed a view or cancelled the touch) and views that have left this window.
  private func send(_ group: [Emission], phase: UITouch.Phase, to view: UIView, event: UIEvent) {
    var touches: [UITouch] = []
    var replays: [UITouch] = []
    for emission in group {
      let touch = emission.touch
      guard touch.admitDelivery(of: phase) else { continue }
      touches.append(touch)
      if emission.isReplay { replays.append(touch) }
    }
    guard !touches.isEmpty else { return }
    guard view.window === self else {
      for touch in touches { touch.viewDelivery = .finished }
      return
    }
    let set = touchSet(touches)
    guard !replays.isEmpty else { return view.receive(set, phase: phase, with: event) }
    UITouch.withTouchDownState(of: replays) { view.receive(set, phase: phase, with: event) }
  }

  /// ``send(_:phase:to:event:)`` for one touch, without building lists: the usual case.
  private func sendOne(_ emission: Emission, phase: UITouch.Phase, to view: UIView, event: UIEvent)
  {
    let touch = emission.touch
    guard touch.admitDelivery(of: phase) else { return }
    guard view.window === self else {
      touch.viewDelivery = .finished
      return
    }
    let set = touchSet(of: touch)
    guard emission.isReplay else { return view.receive(set, phase: phase, with: event) }
    touch.withTouchDownState { view.receive(set, phase: phase, with: event) }
  }
}

extension UIResponder {
  /// The `touches*` call for `phase`.
  fileprivate func receive(_ touches: Set<UITouch>, phase: UITouch.Phase, with event: UIEvent) {
    switch phase {
    case .began: touchesBegan(touches, with: event)
    case .moved: touchesMoved(touches, with: event)
    case .ended: touchesEnded(touches, with: event)
    default: touchesCancelled(touches, with: event)
    }
  }
}

extension UITouch {
  /// Runs `body` with every touch of `touches` showing its touch-down state (G16 replays).
  static func withTouchDownState(of touches: [UITouch], _ body: () -> Void) {
    guard let first = touches.first else { return body() }
    first.withTouchDownState { withTouchDownState(of: Array(touches.dropFirst()), body) }
  }
}

extension UITouch.Phase {
  /// The phases a dispatch delivers, in the order it delivers them.
  static let deliveryOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
}

extension UITouch {
  /// Whether the view may hear `phase` now, given what it heard so far; moves the delivery
  /// state on when it may (a view hears began once, then moves, then one end).
  func admitDelivery(of phase: UITouch.Phase) -> Bool {
    switch phase {
    case .began:
      guard viewDelivery == .pending else { return false }
      viewDelivery = .active
    case .moved:
      guard viewDelivery == .active else { return false }
    default:
      guard viewDelivery == .active else { return false }
      viewDelivery = .finished
    }
    return true
  }

  /// Ended or cancelled, and its view has heard all it will.
  var isDeliveryOver: Bool { isFinished && (viewDelivery == .finished || isWithheldFromView) }
}
