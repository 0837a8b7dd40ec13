import Foundation

/// A text field's text and selection at one moment: what an undo or redo puts back. The
/// characters may be only a span: what goes between the first `prefix` and the last `suffix`
/// characters of the text it is put back into (both 0: the whole text).
struct TextFieldSnapshot {
  var characters: [Character]
  var prefix = 0
  var suffix = 0
  var isNil: Bool
  var selection: Range<Int>
  var anchor: Int
  /// The styled text, when the field had some.
  var styled: AttributedRuns?
}

/// A text editor whose edits can be undone: ``UITextField`` and ``UITextView``.
///
/// Each edit records the editor as it was before; undoing puts that back and records the
/// editor as it was, for redo. A step keeps only the part of the text its edit changed (an
/// editor trims its snapshots to it), as UIKit's text undo keeps the replaced range. Typed
/// characters merge into one step while the caret stays where typing left it and nothing else
/// was recorded meanwhile, so Ctrl+Z takes back a typed word, not a letter. An input method's composition is one step, recorded when it is committed.
@MainActor
protocol TextEditUndo: UIResponder {
  associatedtype Snapshot
  /// The text and selection as they are now.
  var snapshot: Snapshot { get }
  /// Puts back text and selection (an undo or redo).
  func restore(_ snapshot: Snapshot)
  /// Whether the text differs from the snapshot's.
  func textDiffers(from snapshot: Snapshot) -> Bool
  /// `snapshot`, taken before the edits just made, with what it shares with the text now left
  /// out: an undo step's size is its edits', not the text's. `changed` is the part of the text
  /// now they replaced, when the caller knows it.
  func trimmed(_ snapshot: Snapshot, changed: Range<Int>?) -> Snapshot
  /// The editor now, as far as putting `snapshot` back changes it: the step that redoes it.
  func snapshot(beforeRestoring snapshot: Snapshot) -> Snapshot
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

  /// Records `before` as the step that undoes the edit just made, which replaced `changed` of
  /// the text now (when known).
  func recordUndo(of before: Snapshot, typing: Bool, changed: Range<Int>? = nil) {
    guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
    if typing, let mark = typingStepMark, mark == manager.changeCount { return }
    let before = trimmed(before, changed: changed)
    manager.registerUndo(withTarget: self) { editor in editor.undoEdit(to: before) }
    manager.setActionName(typing ? "Typing" : "Change")
    typingStepMark = typing ? manager.changeCount : nil
  }

  private func undoEdit(to snapshot: Snapshot) {
    let current = self.snapshot(beforeRestoring: snapshot)
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
  /// text. `changed` is the committed text's range, when known.
  func endComposition(changed: Range<Int>? = nil) {
    guard let start = compositionStart else { return }
    compositionStart = nil
    if textDiffers(from: start) { recordUndo(of: start, typing: false, changed: changed) }
  }
}

extension UITextField: TextEditUndo {
  func textDiffers(from snapshot: TextFieldSnapshot) -> Bool {
    snapshot.characters != Array(characterList[span(of: snapshot)])
  }

  func trimmed(_ snapshot: TextFieldSnapshot, changed: Range<Int>?) -> TextFieldSnapshot {
    // The shared ends of two arrays of characters are exact (no attributes to differ in), so
    // the field finds them itself. Styled text is kept whole (its runs are the rarer case).
    guard snapshot.prefix == 0, snapshot.suffix == 0, snapshot.styled == nil else {
      return snapshot
    }
    let ends = SharedEnds(snapshot.characters, characterList) { _ in 1 }
    var trimmed = snapshot
    trimmed.prefix = ends.prefix
    trimmed.suffix = ends.suffix
    trimmed.characters = Array(
      snapshot.characters[ends.prefix..<(snapshot.characters.count - ends.suffix)])
    return trimmed
  }

  func snapshot(beforeRestoring snapshot: TextFieldSnapshot) -> TextFieldSnapshot {
    var now = self.snapshot
    guard snapshot.styled == nil, now.styled == nil else { return now }
    let span = span(of: snapshot)
    now.prefix = span.lowerBound
    now.suffix = characterList.count - span.upperBound
    now.characters = Array(characterList[span])
    return now
  }

  /// The characters a snapshot's span stands for in the text now.
  func span(of snapshot: TextFieldSnapshot) -> Range<Int> {
    AttributedRuns.span(
      length: characterList.count, keepingFirst: snapshot.prefix, last: snapshot.suffix)
  }
}
