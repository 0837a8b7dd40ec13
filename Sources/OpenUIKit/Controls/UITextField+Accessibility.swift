import Foundation

// What assistive technologies read and change in a field (the AT-SPI bridge's Text and
// EditableText): its characters, its selection, and edits made as typing is, the delegate asked.
extension UITextField: AccessibleTextEditing {
  /// Whether the field takes edits: while it is enabled.
  package var acceptsAccessibilityEdits: Bool { isEnabled }
  /// One line.
  package var isMultilineText: Bool { false }

  /// The characters as shown to a screen reader: bullets when the text is secure.
  package var accessibilityCharacters: [Character] {
    isSecureTextEntry ? Array(repeating: "•", count: characterList.count) : characterList
  }

  /// The selection in characters (a caret when empty), kept while the field is not edited.
  package var accessibilitySelection: Range<Int> { selection }

  /// Selects `range` (clamped to the text).
  package func accessibilitySelect(_ range: Range<Int>) { select(range) }

  /// Replaces `range` with `text` as typing does: the field becomes the first responder if it
  /// can, the delegate may refuse, the change is undoable and `.editingChanged` is sent.
  /// Returns whether the text changed.
  package func accessibilityReplace(_ range: Range<Int>, with text: String) -> Bool {
    guard isEnabled else { return false }
    if !isFirstResponder { _ = becomeFirstResponder() }
    let before = characterList
    edit(range, with: Self.singleLine(text), askingDelegate: true)
    return characterList != before
  }
}
