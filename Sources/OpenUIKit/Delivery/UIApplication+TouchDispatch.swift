import Foundation

// Pointer records → UITouch objects → one touches event per batch (spec B1–B17, C10).
extension UIApplication {
  /// Applies a batch of pointer records that happened at the same time and dispatches them as
  /// one event, so fingers landing together arrive in one `touchesBegan` (decision C5).
  func dispatchPointerBatch(_ batch: [PointerInput], at time: TimeInterval) {
    var changed: [UITouch] = []
    for input in batch {
      if input.kind == .mouse { pointer.move(to: input.location) }
      // A touch (not a click) brings the on-screen keyboard to a field it focuses; a screen
      // reader's activation says nothing about the hardware.
      if input.phase == .down, input.id != Self.accessibilityPointer {
        onScreenKeyboard.lastPointerKind = input.kind
      }
      if let touch = apply(input, at: time) { changed.append(touch) }
    }
    guard !changed.isEmpty else { return }
    for touch in pointerTable.live.values where !changed.contains(touch) {
      // Unchanged touches are stationary, with no movement since the previous event (B3, B8).
      touch.phase = .stationary
      touch.previousLocationInWindow = touch.locationInWindow
    }
    dispatchTouches(at: time)
  }

  /// Sends the touches event with every live touch, then forgets touches that finished.
  func dispatchTouches(at time: TimeInterval) {
    touchesEvent.timestamp = time
    touchesEvent.modifierFlagsStorage = modifierFlags
    refreshTouchList()
    // Before delivery: a handler may take the touch's view away.
    noteTouchesSent(touchesEvent.touchList)
    sendEvent(touchesEvent)
    for (id, touch) in pointerTable.live where touch.isFinished {
      pointerTable.live[id] = nil
      if touch.phase == .cancelled { pointerTable.swallowed.insert(id) }
    }
    refreshTouchList()
  }

  /// Makes the touches event list the live touches, unless it already does: most events move
  /// a touch and neither begin nor end one.
  private func refreshTouchList() {
    guard touchListGeneration != pointerTable.generation else { return }
    touchesEvent.touchList = pointerTable.orderedLiveTouches
    touchListGeneration = pointerTable.generation
  }

  /// Updates the touch a pointer record drives; returns it when it changed.
  private func apply(_ input: PointerInput, at time: TimeInterval) -> UITouch? {
    // Every mouse button makes touches, as on iPadOS (decision B14): the mouse drives one touch
    // at a time, begun by the first button down and ended when that button lifts; buttons
    // pressed meanwhile join its mask. Fingers and pens have no buttons: whatever a record
    // says, their contact is the primary button.
    let button = input.kind == .mouse ? input.button.mask : .primary
    switch input.phase {
    case .hover:
      dispatchHover(input, at: time)
      return nil
    case .down:
      if input.kind == .mouse, let touch = pointerTable.live[input.id],
        touch.type == .indirectPointer, touch.buttons.isDisjoint(with: button)
      {
        touch.buttons.formUnion(button)
        return nil
      }
      return beginTouch(input, button: button, at: time)
    case .move, .up, .cancel:
      if input.phase == .up, input.kind == .mouse, let touch = pointerTable.live[input.id],
        touch.type == .indirectPointer, button != touch.startingButton
      {
        // Not the button that began the touch: only the mask changes.
        touch.buttons.subtract(button)
        touch.buttons.formUnion(touch.startingButton)
        return nil
      }
      guard let touch = pointerTable.live[input.id] else {
        if pointerTable.swallowed.contains(input.id) {
          // A pointer whose touch was cancelled or hit nothing: quiet until it lifts.
          if input.phase != .move { pointerTable.swallowed.remove(input.id) }
          return nil
        }
        report(.unknownPointer, "pointer \(input.id) has no live touch; \(input.phase) ignored")
        return nil
      }
      return update(touch, with: input, at: time)
    }
  }

  private func update(_ touch: UITouch, with input: PointerInput, at time: TimeInterval)
    -> UITouch?
  {
    var location = touch.locationInWindow
    if input.location.isFinite {
      location = touch.window?.convertFromScreen(input.location) ?? input.location
    } else {
      let outcome = input.phase == .move ? "move ignored" : "touch ends at its last location"
      report(.nonFiniteLocation, "pointer \(input.id) reported \(input.location); \(outcome)")
      if input.phase == .move { return nil }
    }
    if let force = validatedForce(input.force, pointer: input.id) { touch.force = force }
    switch input.phase {
    case .move:
      guard location != touch.locationInWindow else {
        touch.phase = .stationary
        touch.previousLocationInWindow = touch.locationInWindow
        return nil
      }
      touch.phase = .moved
      touch.hasUndeliveredMove = true
    case .up: touch.phase = .ended
    default: touch.phase = .cancelled
    }
    touch.previousLocationInWindow = touch.locationInWindow
    touch.locationInWindow = location
    touch.timestamp = time
    return touch
  }

  private func beginTouch(
    _ input: PointerInput, button: UIEvent.ButtonMask, at time: TimeInterval
  ) -> UITouch? {
    if let stale = pointerTable.live[input.id] {
      report(
        .duplicatePointerDown,
        "pointer \(input.id) went down while its touch was live; the old touch was cancelled")
      cancelTouches([stale])
    }
    pointerTable.swallowed.remove(input.id)
    guard input.location.isFinite else {
      report(.nonFiniteLocation, "pointer \(input.id) went down at \(input.location); dropped")
      pointerTable.swallowed.insert(input.id)
      return nil
    }
    let tapCount = countTap(input, at: time)
    // Touching elsewhere does not end text editing, as in UIKit: apps call endEditing(_:).
    guard let answer = hitTestAnswer(atScreenPoint: input.location) else {
      // Outside every interactive window: no view and no recognizer sees it (C10).
      pointerTable.swallowed.insert(input.id)
      return nil
    }
    let touch = UITouch(
      pointerID: input.id, type: input.kind.touchType,
      locationInWindow: answer.locationInWindow, timestamp: time,
      tapCount: tapCount,
      force: validatedForce(input.force, pointer: input.id) ?? (input.kind == .touch ? 1 : 0),
      serialNumber: pointerTable.nextSerial)
    pointerTable.nextSerial += 1
    touch.startingButton = button
    touch.buttons = button
    let window = answer.window, hitView = answer.view
    // Pointing lets keyboard focus go (a text field keeps editing: its first responder stays).
    if let focused = window.focusedView, focused !== hitView {
      window.focusedView = nil
      damageTracker.invalidateAll()
      setNeedsRedraw()
    }
    touch.window = window
    touch.view = hitView
    latestHitAnchor = hitView.referenceAnchor
    noteHitTest(touch)
    // Fingers landing in the same batch see each other: those begun earlier in this batch are
    // live but not yet tracked by the window (C7, C9: the first in batch order wins).
    var landing: [UITouch] = []
    for other in pointerTable.live.values
    where other.window === window && other.phase == .began
      && !window.touchesInDelivery.containsObject(other)
    {
      landing.append(other)
    }
    touch.isWithheldFromView = window.withholdsNewTouch(on: hitView, alongside: landing)
    // The recognizers of the hit view and its ancestors, as the tree is now: a delegate asked
    // below may change it, and a recognizer whose view left the window takes nothing.
    for current in answer.path.reversed() {
      for recognizer in current.gestureRecognizerStorage ?? [] {
        _ = recognizer.beginTracking(touch)
      }
    }
    if hitView.window !== window || hitView.isLeavingWindow {
      // A delegate took the hit view out: the touch has nowhere to go. Nothing has heard it yet.
      for recognizer in touch.recognizers { recognizer.stopTracking(touch) }
      pointerTable.swallowed.insert(input.id)
      return nil
    }
    pointerTable.live[input.id] = touch
    return touch
  }

  /// The tap count of a new touch: the host's click count when it gives one, else counted from
  /// the previous touch-down's time and distance (decision B10).
  private func countTap(_ input: PointerInput, at time: TimeInterval) -> Int {
    var hostCount = input.clickCount
    if let clicks = hostCount, !UIApplication.validClickCounts.contains(clicks) {
      report(
        .invalidValue, "pointer \(input.id) reported click count \(clicks); counted taps instead")
      hostCount = nil
    }
    return pointerTable.countTap(
      of: input.id, at: input.location, time: time, interval: multipleTapInterval,
      radius: multipleTapRadius, hostCount: hostCount)
  }

  /// Click counts a host may report (SDL's is a byte); others are ignored with a diagnostic.
  static let validClickCounts = 1...255

  /// A usable force: within 0…1; NaN is dropped with a diagnostic (nil).
  func validatedForce(_ force: CGFloat?, pointer: PointerID) -> CGFloat? {
    guard let force else { return nil }
    guard !force.isNaN else {
      report(.invalidValue, "pointer \(pointer) reported force NaN; ignored")
      return nil
    }
    return Swift.min(Swift.max(force, 0), 1)
  }

  /// Cancels touches at once: recognizers and views get `touchesCancelled` (decisions C12,
  /// C13), and their pointers' remaining input is ignored.
  ///
  /// A touch that already ended but whose end its view has not heard yet (later in the same
  /// event, or held back by `delaysTouchesEnded`) is cancelled too, so its view hears exactly
  /// one end. Each recognizer hears only what it is owed: nothing for a touch whose began it
  /// never heard, nothing more after an end.
  public func cancelTouches(_ touches: [UITouch]) {
    cancelTouches(touches, viewsLeftWindow: false)
  }

  /// Cancels touches; `viewsLeftWindow` says their views are leaving their window (or it
  /// hides), which the touches then carry (``UITouch/wasCancelledByLeavingWindow``).
  func cancelTouches(_ touches: [UITouch], viewsLeftWindow: Bool) {
    var victims: [UITouch] = []
    for touch in touches where !touch.isDeliveryOver && !victims.containsObject(touch) {
      victims.append(touch)
    }
    guard !victims.isEmpty else { return }
    for touch in victims {
      touch.phase = .cancelled
      touch.wasCancelledByLeavingWindow = viewsLeftWindow
      touch.timestamp = max(touch.timestamp, lastTimestamp)
      // Only this touch's own entry: a newer touch of the same pointer stays live.
      if pointerTable.live[touch.pointerID] === touch {
        pointerTable.live[touch.pointerID] = nil
        pointerTable.swallowed.insert(touch.pointerID)
      }
    }
    noteTouchesSent(victims)
    gestureCoordinator.dispatch { touchDelivery.deliverCancellation(victims) }
  }

  /// Cancels every touch and every gesture in progress (window focus loss, hide; decision C13):
  /// live touches, ended touches whose views still wait for their end, and recognizers still
  /// waiting for more input (a double tap between its taps fails).
  public func cancelAllTouches() {
    var touches = pointerTable.orderedLiveTouches
    for window in windows {
      for touch in window.touchesInDelivery where !touches.containsObject(touch) {
        touches.append(touch)
      }
    }
    gestureCoordinator.dispatch {
      cancelTouches(touches)
      gestureCoordinator.interruptAll()
    }
    refreshTouchList()
  }
}

extension PointerInput.Kind {
  var touchType: UITouch.TouchType {
    switch self {
    case .mouse: .indirectPointer
    case .touch: .direct
    case .pen: .pencil
    }
  }
}
