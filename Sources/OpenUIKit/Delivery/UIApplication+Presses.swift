import Foundation

// Keys (spec E9–E13): each press goes to the key window, which hands it to its first
// responder (decision E12). Text is in +Text, motion and remote control in +Motion.
extension UIApplication {
  func dispatchKey(_ input: KeyInput, at time: TimeInterval) {
    // The host reports the modifiers held as of this key (a modifier key's own press
    // included): pointer events read them from here (UIEvent.modifierFlags).
    modifierFlags = input.key.modifierFlags
    let code = input.key.keyCode
    // Typing on a keyboard: the on-screen one is not needed (modifiers alone say nothing).
    if input.phase == .down, !input.key.characters.isEmpty { onScreenKeyboard.hardwareKeyTyped() }
    if input.isRepeat {
      // A held key repeating: the same press changes, so editors can repeat arrows and
      // Backspace. UIKit differences: UIKit sends no press event for repeats.
      guard let press = livePresses[code] else { return }
      if let window = keyWindow, performKeyCommand(for: input.key, in: window) { return }
      press.phase = .changed
      press.timestamp = time
      sendPresses([press], at: time)
      press.phase = .stationary
      return
    }
    switch input.phase {
    case .down:
      quietReleases.remove(code)
      if offerKeyToTools(input.key) {
        // The key is a tool's: the app never hears it, nor its release.
        quietReleases.insert(code)
        return
      }
      if let stale = livePresses[code] { finishPresses([stale], phase: .cancelled, at: time) }
      guard let window = keyWindow else {
        report(.undeliverable, "key \(code.rawValue) went down with no key window; dropped")
        return
      }
      if performKeyCommand(for: input.key, in: window) {
        quietReleases.insert(code)
        return
      }
      // Tab, and Space, Return or the arrows on a focused control, are the focus system's.
      if handleFocusKey(input.key, in: window) {
        quietReleases.insert(code)
        return
      }
      let press = UIPress(key: input.key, timestamp: time)
      press.window = window
      press.responder = scrollResponder(for: input.key, in: window) ?? window.pressResponder
      livePresses[code] = press
      sendPresses([press], at: time)
    case .up:
      guard let press = livePresses[code] else {
        if quietReleases.remove(code) != nil { return }
        report(.unknownKeyRelease, "key \(code.rawValue) went up but was not down; ignored")
        return
      }
      finishPresses([press], phase: .ended, at: time)
    }
  }

  func finishPresses(_ presses: [UIPress], phase: UIPress.Phase, at time: TimeInterval) {
    guard !presses.isEmpty else { return }
    for press in presses {
      press.phase = phase
      press.timestamp = time
    }
    sendPresses(presses, at: time)
    for press in presses {
      if let code = press.key?.keyCode, livePresses[code] === press { livePresses[code] = nil }
    }
  }

  func cancelAllPresses(at time: TimeInterval) {
    finishPresses(Array(livePresses.values), phase: .cancelled, at: time)
  }

  /// Cancels the presses whose responder is in `subtree`, which is about to leave its window:
  /// the responder hears `pressesCancelled` while still in the window, and the key's release
  /// is then ignored quietly.
  func cancelPresses(in subtree: UIView) {
    cancelPresses(ofResponders: { $0.isContained(in: subtree) })
  }

  /// Cancels the presses whose responder matches (see ``cancelPresses(in:)``).
  func cancelPresses(ofResponders matches: (UIResponder) -> Bool) {
    var leaving: [UIPress] = []
    for press in livePresses.values {
      // A press whose end its responder has heard (it leaves from `pressesEnded`) is done; one
      // whose end is still on its way in this dispatch becomes a cancel, heard now.
      let isOver = (press.phase == .ended || press.phase == .cancelled) && !press.isDeliveryPending
      guard !isOver, let responder = press.responder, matches(responder) else { continue }
      leaving.append(press)
      if let code = press.key?.keyCode { quietReleases.insert(code) }
    }
    finishPresses(leaving, phase: .cancelled, at: lastTimestamp)
  }

  private func sendPresses(_ changed: [UIPress], at time: TimeInterval) {
    pressesEvent.timestamp = time
    pressesEvent.modifierFlagsStorage = modifierFlags
    var all = Array(livePresses.values)
    for press in changed where !all.contains(press) { all.append(press) }
    pressesEvent.pressList = all
    pressesEvent.changedPresses = changed
    for press in changed { press.isDeliveryPending = true }
    defer { for press in changed { press.isDeliveryPending = false } }
    if isSendingEvent || gestureCoordinator.isBusy {
      // A cancellation made inside a dispatch (a responder leaving its window): delivered
      // directly, as `sendEvent` refuses nested events.
      var windows: [UIWindow] = []
      for press in changed {
        if let window = press.window, !windows.containsObject(window) { windows.append(window) }
      }
      for window in windows { window.deliverPresses(pressesEvent) }
    } else {
      sendEvent(pressesEvent)
    }
    // The event outlives the dispatch: it must not keep finished presses (and so their
    // responders' trees) alive until the next key.
    pressesEvent.changedPresses = []
    pressesEvent.pressList = Array(livePresses.values)
  }
}
