import Foundation

// Key commands (spec E13) and text input. Before a key press is delivered, the responder chain
// from where the press would start is searched for a matching UIKeyCommand; then the standard
// edit shortcuts (Ctrl or Cmd with X, C, V, A) are tried as nil-target actions. A key that
// triggers a command is not delivered as a press.
extension UIApplication {
  /// Whether the first responder of the key window accepts text, so the host should turn its
  /// text input (and on-screen keyboard) on (decision E7).
  public var wantsTextInput: Bool { keyWindow?.firstResponderStorage is any UIKeyInput }

  func updateTextInput() {
    let wanted = wantsTextInput
    guard wanted != textInputActive else { return }
    textInputActive = wanted
    textInputHandler?(wanted)
  }

  /// Runs the first key command that matches `key`; returns whether one ran.
  func performKeyCommand(for key: UIKey, in window: UIWindow) -> Bool {
    var responder: UIResponder? = window.pressResponder
    while let current = responder {
      for command in current.keyCommands ?? [] where command.matches(key) {
        if let action = command.action, sendAction(action, to: nil, from: command, for: nil) {
          return true
        }
      }
      responder = current.next
    }
    let shortcuts: [String: Selector] = ["x": .cut, "c": .copy, "v": .paste, "a": .selectAll]
    let modifiers = key.modifierFlags.intersection([.control, .command, .alternate, .shift])
    if modifiers == .control || modifiers == .command,
      let action = shortcuts[key.charactersIgnoringModifiers.lowercased()], window.firstResponderStorage != nil
    {
      return sendAction(action, to: nil, from: window.firstResponderStorage, for: nil)
    }
    return false
  }
}
