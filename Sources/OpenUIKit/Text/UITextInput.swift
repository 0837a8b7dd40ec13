import Foundation

/// A document whose text, selection and marked (composing) text the text system can read and
/// change, and whose layout it can ask about: UIKit's text-input protocol.
///
/// ``UITextField`` adopts it. Positions and ranges are the document's own objects
/// (``UITextPosition``, ``UITextRange``); offsets between them count UTF-16 code units, as in
/// UIKit, so they agree with `NSRange`.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
  // MARK: Text and selection

  /// The text in `range`, or nil when the range is not this document's.
  func text(in range: UITextRange) -> String?
  /// Replaces the text in `range` with `text`.
  func replace(_ range: UITextRange, withText text: String)
  /// The selection; an empty range is the caret. Nil when there is none.
  var selectedTextRange: UITextRange? { get set }

  // MARK: Marked text

  /// The text being composed by an input method, shown marked; nil when there is none.
  var markedTextRange: UITextRange? { get }
  /// How marked text is drawn.
  var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
  /// Replaces the marked text (or, with none, the selection) with `markedText`, marked, and
  /// selects `selectedRange` inside it.
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// Commits the marked text: it stays, no longer marked.
  func unmarkText()

  // MARK: Positions and ranges

  /// The position before the first character.
  var beginningOfDocument: UITextPosition { get }
  /// The position after the last character.
  var endOfDocument: UITextPosition { get }
  /// The range between two positions, or nil when either is not this document's.
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// The position `offset` code units from `position`, or nil when that is outside the text.
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// The position `offset` characters from `position` in a direction of the layout.
  func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition?
  /// How two positions are ordered in the text.
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  /// The number of code units from one position to another (negative when it is before).
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

  // MARK: The text system

  /// The text system's delegate, told about changes it did not make.
  var inputDelegate: (any UITextInputDelegate)? { get set }
  /// Finds word, sentence, line and paragraph boundaries in the text.
  var tokenizer: any UITextInputTokenizer { get }

  // MARK: Layout

  /// The position in `range` farthest in `direction`.
  func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection)
    -> UITextPosition?
  /// The range from `position` to the farthest extent of the layout in `direction`.
  func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection)
    -> UITextRange?
  /// The writing direction at `position`.
  func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
    -> NSWritingDirection
  /// Sets the writing direction of `range`.
  func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
  /// The first rectangle that encloses `range`, in the document view's coordinates.
  func firstRect(for range: UITextRange) -> CGRect
  /// The rectangle of the caret at `position`.
  func caretRect(for position: UITextPosition) -> CGRect
  /// The rectangles that draw `range` selected.
  func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
  /// The position nearest to `point`.
  func closestPosition(to point: CGPoint) -> UITextPosition?
  /// The position in `range` nearest to `point`.
  func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
  /// The character at `point`, as a range.
  func characterRange(at point: CGPoint) -> UITextRange?
}

/// Told by a ``UITextInput`` document when its text or selection changes other than through
/// the text system.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
  /// The selection is about to change.
  func selectionWillChange(_ textInput: (any UITextInput)?)
  /// The selection changed.
  func selectionDidChange(_ textInput: (any UITextInput)?)
  /// The text is about to change.
  func textWillChange(_ textInput: (any UITextInput)?)
  /// The text changed.
  func textDidChange(_ textInput: (any UITextInput)?)
}

/// A direction on screen.
public enum UITextLayoutDirection: Int, Sendable {
  /// Rightwards.
  case right = 2
  /// Leftwards.
  case left = 3
  /// Upwards.
  case up = 4
  /// Downwards.
  case down = 5
}

/// A direction through the stored text.
public enum UITextStorageDirection: Int, Sendable {
  /// Towards the end.
  case forward = 0
  /// Towards the start.
  case backward = 1
}

/// A direction for a tokenizer: through the storage or across the layout.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
  /// The storage or layout direction's raw value.
  public var rawValue: Int
  /// Wraps a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A direction through the stored text.
  public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }
  /// A direction across the layout.
  public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
    UITextDirection(rawValue: direction.rawValue)
  }
  /// Whether it points towards the end of the text (forward, right or down).
  var isForward: Bool {
    rawValue == UITextStorageDirection.forward.rawValue
      || rawValue == UITextLayoutDirection.right.rawValue
      || rawValue == UITextLayoutDirection.down.rawValue
  }
}

/// The units a tokenizer finds.
public enum UITextGranularity: Int, Sendable {
  /// One character (a grapheme cluster).
  case character = 0
  /// A word.
  case word = 1
  /// A sentence.
  case sentence = 2
  /// A paragraph.
  case paragraph = 3
  /// A line.
  case line = 4
  /// The whole document.
  case document = 5
}
