import Foundation

/// A range of characters in a document that adopts ``UITextInput``, from ``start`` to ``end``.
///
/// An abstract class, as in UIKit: the document makes ranges (``UITextInput/textRange(from:to:)``)
/// and subclasses say where they begin and end. The base class is an empty range at a position
/// of its own.
@preconcurrency @MainActor
open class UITextRange {
  private let placeholder = UITextPosition()

  /// Creates a range; subclasses say what it covers.
  public init() {}

  /// The start of the range.
  open var start: UITextPosition { placeholder }
  /// The end of the range.
  open var end: UITextPosition { placeholder }
  /// Whether the range holds no characters (a caret).
  open var isEmpty: Bool { true }
}

/// The ranges OpenUIKit's text fields hand out, in UTF-16 offsets (`lower <= upper`).
final class TextOffsetRange: UITextRange, CustomStringConvertible {
  let lower: Int
  let upper: Int

  init(_ lower: Int, _ upper: Int) {
    self.lower = min(lower, upper)
    self.upper = max(lower, upper)
  }

  override var start: UITextPosition { TextOffsetPosition(lower) }
  override var end: UITextPosition { TextOffsetPosition(upper) }
  override var isEmpty: Bool { lower == upper }
  var nsRange: NSRange { NSRange(location: lower, length: upper - lower) }
  nonisolated var description: String { "UITextRange(\(lower)..<\(upper))" }
}
