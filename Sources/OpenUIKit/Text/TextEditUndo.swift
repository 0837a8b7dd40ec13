import Foundation

/// A text field's text and selection at one moment: what an undo or redo puts back.
struct TextFieldSnapshot {
  var characters: [Character]
  var isNil: Bool
  var selection: Range<Int>
  var anchor: Int
  /// The styled text, when the field had some.
  var styled: AttributedRuns?
}

/// A text editor whose edits can be undone: ``UITextField`` and ``UITextView``.
///
/// Each edit records the editor as it was before; undoing puts that back and records the
/// editor as it was, for redo. Typed characters merge into one step while the caret stays where
/// typing left it and nothing else was recorded meanwhile, so Ctrl+Z takes back a typed word,
/// not a letter. An input method's composition is one step, recorded when it is committed.
@MainActor
protocol TextEditUndo: UIResponder {
  associatedtype Snapshot
  /// The text and selection as they are now.
  var snapshot: Snapshot { get }
  /// Puts back text and selection (an undo or redo).
  func restore(_ snapshot: Snapshot)
  /// Whether the text differs from the snapshot's.
  func textDiffers(from snapshot: Snapshot) -> Bool
  /// The undo manager's change count just after the editor recorded a typing step, while that
  /// step is still the one typing merges into (nil once the caret moves).
  var typingStepMark: Int? { get set }
  /// The editor before an input method began composing, undone as one step.
  var compositionStart: Snapshot? { get set }
}

extension TextEditUndo {
  /// Whether an edit made now needs the editor as it was before: it records a step of its own
  /// (a typed key continuing a typing step merges into it), or ends a composition, which may.
  /// The snapshot copies the whole text: taken per key, it made typing into a long text linear
  /// in its length and, on Linux, leaked the copy's runs (Foundation's NSAttributedString).
  func needsSnapshot(typing: Bool, composing: Bool, endsComposition: Bool) -> Bool {
    guard !composing, let manager = undoManager, manager.isUndoRegistrationEnabled else {
      return false
    }
    if endsComposition { return true }
    if typing, let mark = typingStepMark, mark == manager.changeCount { return false }
    return true
  }

  /// Records `before` as the step that undoes the edit just made.
  func recordUndo(of before: Snapshot, typing: Bool) {
    guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
    if typing, let mark = typingStepMark, mark == manager.changeCount { return }
    manager.registerUndo(withTarget: self) { editor in editor.undoEdit(to: before) }
    manager.setActionName(typing ? "Typing" : "Change")
    typingStepMark = typing ? manager.changeCount : nil
  }

  private func undoEdit(to snapshot: Snapshot) {
    let current = self.snapshot
    undoManager?.registerUndo(withTarget: self) { editor in editor.undoEdit(to: current) }
    typingStepMark = nil
    restore(snapshot)
  }

  /// Drops the steps recorded for this editor (the app replaced its text, or editing ended).
  func forgetUndoSteps() {
    typingStepMark = nil
    compositionStart = nil
    undoManager?.removeAllActions(withTarget: self)
  }

  /// An input method begins composing: remember the editor as it was.
  func beginComposition() {
    compositionStart = snapshot
  }

  /// The composition ended (committed, or emptied): record it as one step if it changed the
  /// text.
  func endComposition() {
    guard let start = compositionStart else { return }
    compositionStart = nil
    if textDiffers(from: start) { recordUndo(of: start, typing: false) }
  }
}

extension UITextField: TextEditUndo {
  func textDiffers(from snapshot: TextFieldSnapshot) -> Bool {
    snapshot.characters != characterList
  }
}
