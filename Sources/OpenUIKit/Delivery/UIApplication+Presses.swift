import Foundation

// Keys, text, shake motion and remote-control commands (spec E9–E16). Each goes to the key
// window, which hands it to its first responder (decisions E12, E15).
extension UIApplication {
  func dispatchKey(_ input: KeyInput, at time: TimeInterval) {
    // The host reports the modifiers held as of this key (a modifier key's own press
    // included): pointer events read them from here (UIEvent.modifierFlags).
    modifierFlags = input.key.modifierFlags
    let code = input.key.keyCode
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
      if handleInspectorKey(input.key) {
        // The chord is the inspector's: the app never hears the key, nor its release.
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

  /// Ctrl+Shift+I opens or closes the inspector; Escape stops its picking.
  private func handleInspectorKey(_ key: UIKey) -> Bool {
    if HitAreaInspector.isToggleChord(key) {
      hitAreaInspector.toggle()
      return true
    }
    if key.keyCode == .keyboardEscape, let inspector = openInspector, inspector.isPicking {
      inspector.isPicking = false
      return true
    }
    return false
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

  func dispatchText(_ text: String) {
    guard let input = keyWindow?.firstResponderStorage as? any UIKeyInput else { return }
    input.insertText(text)
  }

  /// Composed text goes to a first responder that adopts ``UITextInput``, with the input
  /// method's selection turned from Unicode scalars into UTF-16 offsets. An empty record with
  /// nothing marked (the input method's "composition over" after a commit) changes nothing.
  func dispatchMarkedText(_ input: MarkedTextInput) {
    guard let field = keyWindow?.firstResponderStorage as? any UITextInput else { return }
    if input.text.isEmpty && field.markedTextRange == nil { return }
    let scalars = Array(input.text.unicodeScalars)
    func utf16(_ count: Int) -> Int {
      scalars.prefix(max(0, min(count, scalars.count))).reduce(0) { $0 + $1.utf16.count }
    }
    let lower = utf16(input.selection.lowerBound)
    let upper = max(lower, utf16(input.selection.upperBound))
    if input.text.isEmpty {
      field.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
      field.unmarkText()
    } else {
      field.setMarkedText(
        input.text, selectedRange: NSRange(location: lower, length: upper - lower))
    }
  }

  func dispatchMotion(_ phase: MotionPhase, at time: TimeInterval) {
    switch phase {
    case .began: isShaking = true
    case .ended, .cancelled:
      guard isShaking else { return }
      isShaking = false
    }
    motionPhase = phase
    sendEvent(motionEvent(at: time))
  }

  func dispatchRemoteControl(_ subtype: UIEvent.EventSubtype, at time: TimeInterval) {
    guard isReceivingRemoteControlEvents, subtype.rawValue >= 100 else { return }
    sendEvent(UIEvent(type: .remoteControl, subtype: subtype, timestamp: time))
  }

  func motionEvent(at time: TimeInterval) -> UIEvent {
    UIEvent(type: .motion, subtype: .motionShake, timestamp: time)
  }
}

extension UIResponder {
  /// Whether this responder is `window`, a view in it, or a view controller whose view is in
  /// it; other responders (the application, its delegate) count as in every window.
  func isInWindow(_ window: UIWindow) -> Bool {
    if let view = self as? UIView { return view.window === window }
    if let controller = self as? UIViewController {
      return controller.viewIfLoaded?.window === window
    }
    return true
  }
}

extension UIWindow {
  /// Where a press starts: the first responder, else the deepest presented view controller of
  /// the root view controller, else the window (decision E12).
  var pressResponder: UIResponder {
    if let responder = firstResponderStorage { return responder }
    // The root view controller only while its view is in this window (app code may have
    // moved it out): a responder outside the window would never hear the press.
    if var controller = rootViewController, controller.viewIfLoaded?.window === self {
      while let presented = controller.presentedViewController { controller = presented }
      return controller
    }
    return self
  }

  func deliverPresses(_ event: UIEvent) {
    guard let event = event as? UIPressesEvent else { return }
    for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
      let group = event.changedPresses.filter { $0.phase == phase && $0.window === self }
      var responders: [UIResponder] = []
      for press in group {
        guard let responder = press.responder, !responders.contains(where: { $0 === responder })
        else { continue }
        responders.append(responder)
      }
      for responder in responders {
        // Checked at each delivery: app code in an earlier responder's callback may have taken
        // this one out of the window (its presses were then cancelled there and then).
        guard responder.isInWindow(self) else { continue }
        let presses = group.filter {
          $0.responder === responder && $0.isDeliveryPending && $0.phase == phase
            && (phase == .began || $0.responderHeardBegan)
        }
        guard !presses.isEmpty else { continue }
        for press in presses {
          press.isDeliveryPending = false
          if phase == .began { press.responderHeardBegan = true }
        }
        let set = Set(presses)
        switch phase {
        case .began: responder.pressesBegan(set, with: event)
        case .changed: responder.pressesChanged(set, with: event)
        case .ended: responder.pressesEnded(set, with: event)
        default: responder.pressesCancelled(set, with: event)
        }
      }
    }
  }

  /// Motion goes to the first responder only; without one it is dropped (decision E15).
  func deliverMotion(_ event: UIEvent) {
    guard let responder = firstResponderStorage, let application else { return }
    switch application.motionPhase {
    case .began: responder.motionBegan(.motionShake, with: event)
    case .ended: responder.motionEnded(.motionShake, with: event)
    case .cancelled: responder.motionCancelled(.motionShake, with: event)
    }
  }
}
