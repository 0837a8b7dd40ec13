import Foundation

// Key commands (spec E13) and text input. Before a key press is delivered, the standard edit
// shortcuts (Ctrl or Cmd with X, C, V, A) are tried as actions, then the responder chain from
// where the press would start (the first responder, or with none the key window's deepest
// presented or root view controller, E12) is searched for a matching UIKeyCommand, whose action
// is sent along that same chain: a UIKeyCommand is not a responder, so a search starting at
// the sender could never find anything. A key that triggers a command is not delivered.
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
    let start = window.pressResponder
    // The built-in editing commands come first, as in UIKit.
    let shortcuts: [String: Selector] = ["x": .cut, "c": .copy, "v": .paste, "a": .selectAll]
    let modifiers = key.modifierFlags.intersection([.control, .command, .alternate, .shift])
    if modifiers == .control || modifiers == .command,
      let action = shortcuts[key.charactersIgnoringModifiers.lowercased()],
      send(action, along: start, from: start)
    {
      return true
    }
    var responder: UIResponder? = start
    while let current = responder {
      for command in current.keyCommands ?? [] where command.matches(key) {
        if let action = command.action, send(action, along: start, from: command) { return true }
      }
      responder = current.next
    }
    return false
  }

  /// Sends `action` to the first responder from `start` up the chain that can perform it.
  private func send(_ action: Selector, along start: UIResponder, from sender: Any?) -> Bool {
    guard let found = start.target(forAction: action, withSender: sender),
      let handler = (found as AnyObject as? any ActionTarget)?.action(for: action)
    else { return false }
    handler(sender, nil)
    return true
  }
}
