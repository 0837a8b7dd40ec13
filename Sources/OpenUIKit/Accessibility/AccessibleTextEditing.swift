import Foundation

/// A view whose text assistive technologies read, select and edit (the AT-SPI bridge's Text and
/// EditableText): ``UITextField`` and ``UITextView``. Offsets count characters (grapheme
/// clusters); the bridge turns them into AT-SPI's scalars.
@MainActor
package protocol AccessibleTextEditing: UIView, UITextInput {
  /// The characters as shown to a screen reader (bullets for a secure field).
  var accessibilityCharacters: [Character] { get }
  /// The selection in characters (a caret when empty).
  var accessibilitySelection: Range<Int> { get }
  /// Selects `range` (clamped to the text).
  func accessibilitySelect(_ range: Range<Int>)
  /// Replaces `range` with `text` as typing does (the delegate asked, undoable); whether the
  /// text changed.
  func accessibilityReplace(_ range: Range<Int>, with text: String) -> Bool
  /// Whether the text can be changed now.
  var acceptsAccessibilityEdits: Bool { get }
  /// Whether the text has several lines (a text view).
  var isMultilineText: Bool { get }
}
