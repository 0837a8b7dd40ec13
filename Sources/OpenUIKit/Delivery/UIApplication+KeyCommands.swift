import Foundation

// Key commands (spec E13). Before a key press is delivered, the standard edit
// shortcuts (Ctrl or Cmd with X, C, V, A) are tried as actions, then the responder chain from
// where the press would start (the first responder, or with none the key window's deepest
// presented or root view controller, E12) is searched for a matching UIKeyCommand, whose action
// is sent along that same chain: a UIKeyCommand is not a responder, so a search starting at
// the sender could never find anything. A key that triggers a command is not delivered.
extension UIApplication {
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
    if performUndoShortcut(for: key, modifiers: modifiers, from: start) { return true }
    var responder: UIResponder? = start
    while let current = responder {
      for command in current.keyCommands ?? [] where command.matches(key) {
        if let action = command.action, send(action, along: start, from: command) { return true }
      }
      responder = current.next
    }
    return false
  }

  /// Ctrl+Z (Cmd+Z) undoes, Ctrl+Shift+Z or Ctrl+Y redoes: as `undo:` / `redo:` actions when
  /// a responder up the chain implements them, otherwise through the chain's
  /// ``UIResponder/undoManager`` when it has a step to take.
  private func performUndoShortcut(
    for key: UIKey, modifiers: UIKeyModifierFlags, from start: UIResponder
  ) -> Bool {
    let letter = key.charactersIgnoringModifiers.lowercased()
    let command = modifiers.subtracting(.shift)
    guard command == .control || command == .command else { return false }
    let redo =
      (letter == "z" && modifiers.contains(.shift)) || (letter == "y" && modifiers == command)
    guard redo || (letter == "z" && modifiers == command) else { return false }
    if send(redo ? .redo : .undo, along: start, from: start) { return true }
    guard let manager = start.undoManager, redo ? manager.canRedo : manager.canUndo else {
      return false
    }
    if redo { manager.redo() } else { manager.undo() }
    return true
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
