// swift-format-ignore-file
// Ported UIKit code: a view controller with keyboard shortcuts.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `#selector(newNote)` etc. → names
// declared in `action(for:)`; `@objc` removed.
import OpenUIKit

class NotesViewController: UIViewController {
  private(set) var notes: [String] = []

  override var canBecomeFirstResponder: Bool { true }

  override var keyCommands: [UIKeyCommand]? {
    return [
      UIKeyCommand(input: "n", modifierFlags: .command, action: "newNote"),
      UIKeyCommand(input: UIKeyCommand.inputDelete, modifierFlags: [], action: "deleteNote"),
      UIKeyCommand(title: "Find", action: "find:", input: "f", modifierFlags: [.command, .shift]),
    ]
  }

  override func action(for selector: Selector) -> ActionHandler? {
    switch selector {
    case "newNote": return { [unowned self] _, _ in self.newNote() }
    case "deleteNote": return { [unowned self] _, _ in self.deleteNote() }
    case "find:": return { [unowned self] sender, _ in self.find(sender) }
    default: return super.action(for: selector)
    }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }

  func newNote() {
    notes.append("Note \(notes.count + 1)")
  }

  func deleteNote() {
    if !notes.isEmpty { notes.removeLast() }
  }

  func find(_ sender: Any?) {
    title = "Find"
  }
}
