import Foundation

/// A text field's text and selection at one moment: what an undo or redo puts back.
struct TextFieldSnapshot {
  var characters: [Character]
  var isNil: Bool
  var selection: Range<Int>
  var anchor: Int
}

// Undo for UITextField. Each edit records the field as it was before; undoing puts that back
// and records the field as it was, for redo. Typed characters merge into one step while the
// caret stays where typing left it and nothing else was recorded meanwhile, so Ctrl+Z takes
// back a typed word, not a letter. An input method's composition is one step, recorded when
// it is committed.
extension UITextField {
  /// Records `before` as the step that undoes the edit just made.
  func recordUndo(of before: TextFieldSnapshot, typing: Bool) {
    guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
    if typing, let mark = typingStepMark, mark == manager.changeCount { return }
    manager.registerUndo(withTarget: self) { field in field.undoEdit(to: before) }
    manager.setActionName(typing ? "Typing" : "Change")
    typingStepMark = typing ? manager.changeCount : nil
  }

  private func undoEdit(to snapshot: TextFieldSnapshot) {
    let current = self.snapshot
    undoManager?.registerUndo(withTarget: self) { field in field.undoEdit(to: current) }
    typingStepMark = nil
    restore(snapshot)
  }

  /// Drops the steps recorded for this field (the app replaced its text, or editing ended).
  func forgetUndoSteps() {
    typingStepMark = nil
    compositionStart = nil
    undoManager?.removeAllActions(withTarget: self)
  }

  /// An input method begins composing: remember the field as it was.
  func beginComposition() {
    compositionStart = snapshot
  }

  /// The composition ended (committed, or emptied): record it as one step if it changed the
  /// text.
  func endComposition() {
    guard let start = compositionStart else { return }
    compositionStart = nil
    if start.characters != characterList { recordUndo(of: start, typing: false) }
  }
}
