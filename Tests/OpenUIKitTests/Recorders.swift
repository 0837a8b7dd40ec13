import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A recognizer whose decisions are scripted per touch phase, logging every callback.
@MainActor
final class ScriptedRecognizer: UIGestureRecognizer {
  let log: EventLog
  /// The state to enter when touches of a phase arrive.
  var onPhase: [UITouch.Phase: UIGestureRecognizer.State] = [:]
  /// App code run when touches begin (after logging).
  var onBegan: (() -> Void)?

  init(_ name: String, _ log: EventLog) {
    self.log = log
    super.init(target: nil, action: nil)
    self.name = name
  }

  private func handle(_ phase: UITouch.Phase, _ touches: Set<UITouch>) {
    log.record("\(name!).\(phase)(\(touches.count))")
    if phase == .began { onBegan?() }
    if let next = onPhase[phase] { state = next }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    handle(.began, touches)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    handle(.moved, touches)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    handle(.ended, touches)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    handle(.cancelled, touches)
  }
  override func reset() { log.record("\(name!).reset") }
}

/// An action target that logs `"name.action(state)"` for recognizers and `"name.action"` else.
@MainActor
final class ActionRecorder: ActionTarget {
  let name: String
  let log: EventLog
  init(_ name: String, _ log: EventLog) {
    self.name = name
    self.log = log
  }
  func action(for selector: Selector) -> ActionHandler? {
    guard selector == "handle:" else { return nil }
    return { [name, log] sender, _ in
      if let recognizer = sender as? UIGestureRecognizer {
        log.record("\(name).action(\(recognizer.state))")
      } else {
        log.record("\(name).action")
      }
    }
  }
}

/// A responder that logs presses, motion, remote control and named actions.
@MainActor
final class LoggingResponderView: UIView {
  let name: String
  let log: EventLog
  var acceptsFirstResponder = false
  var refusesResign = false
  var actions: Set<Selector> = []
  var callsSuper = true

  init(_ name: String, _ log: EventLog, frame: CGRect = CGRect(0, 0, 100, 100)) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
  override func resignFirstResponder() -> Bool {
    if refusesResign { return false }
    return super.resignFirstResponder()
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("\(name).pressesBegan(\(presses.first?.key?.characters ?? ""))")
    if callsSuper { super.pressesBegan(presses, with: event) }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("\(name).pressesEnded(\(presses.first?.key?.characters ?? ""))")
    if callsSuper { super.pressesEnded(presses, with: event) }
  }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("\(name).pressesCancelled")
    if callsSuper { super.pressesCancelled(presses, with: event) }
  }
  override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log.record("\(name).motionBegan")
    if callsSuper { super.motionBegan(motion, with: event) }
  }
  override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log.record("\(name).motionEnded")
    if callsSuper { super.motionEnded(motion, with: event) }
  }
  override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    log.record("\(name).motionCancelled")
    if callsSuper { super.motionCancelled(motion, with: event) }
  }
  override func remoteControlReceived(with event: UIEvent?) {
    log.record("\(name).remote(\(event?.subtype.rawValue ?? 0))")
    if callsSuper { super.remoteControlReceived(with: event) }
  }
  override func action(for selector: Selector) -> ActionHandler? {
    guard actions.contains(selector) else { return super.action(for: selector) }
    return { [name, log] _, _ in log.record("\(name).\(selector)") }
  }
}

extension InputRecord {
  /// A key record for a letter.
  static func key(
    _ phase: KeyInput.Phase, _ character: String, code: Int = 4,
    modifiers: UIKeyModifierFlags = []
  ) -> InputRecord {
    InputRecord(
      .key(
        KeyInput(
          phase: phase,
          key: UIKey(
            characters: character, charactersIgnoringModifiers: character,
            modifierFlags: modifiers, keyCode: UIKeyboardHIDUsage(rawValue: code)))))
  }
}
