import Foundation

// What assistive technologies read and change in a text view: its characters, its selection,
// and edits made as typing is. Read-only text views are read, selected and copied.
extension UITextView: AccessibleTextEditing {
  /// Whether the text view takes edits: while it is editable.
  package var acceptsAccessibilityEdits: Bool { isEditable }
  /// Several lines.
  package var isMultilineText: Bool { true }

  /// The characters.
  package var accessibilityCharacters: [Character] { characterList }

  /// The selection in characters.
  package var accessibilitySelection: Range<Int> {
    characterIndex(of: selection.lowerBound)..<characterIndex(of: selection.upperBound)
  }

  /// Selects characters `range` (clamped).
  package func accessibilitySelect(_ range: Range<Int>) {
    select(utf16Offset(ofCharacter: range.lowerBound)..<utf16Offset(ofCharacter: range.upperBound))
  }

  /// Replaces characters `range` with `text` as typing does: the text view becomes the first
  /// responder if it can, the delegate may refuse, the change is undoable.
  package func accessibilityReplace(_ range: Range<Int>, with text: String) -> Bool {
    guard isEditable else { return false }
    if !isFirstResponder { _ = becomeFirstResponder() }
    let before = storage.string
    edit(
      utf16Offset(ofCharacter: range.lowerBound)..<utf16Offset(ofCharacter: range.upperBound),
      with: text, askingDelegate: true)
    return storage.string != before
  }
}
