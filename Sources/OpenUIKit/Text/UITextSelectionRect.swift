import Foundation

/// The writing direction of a paragraph, as UIKit's text system names it.
public enum NSWritingDirection: Int, Sendable {
  /// The direction the language of the text implies.
  case natural = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// One rectangle of a selection drawn on screen, from
/// ``UITextInput/selectionRects(for:)``.
@preconcurrency @MainActor
open class UITextSelectionRect {
  private let storedRect: CGRect
  private let storedStart: Bool
  private let storedEnd: Bool

  /// Creates an empty rectangle; subclasses say what it covers.
  public convenience init() {
    self.init(rect: .zero, containsStart: false, containsEnd: false)
  }

  init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
    storedRect = rect
    storedStart = containsStart
    storedEnd = containsEnd
  }

  /// The rectangle, in the text input's coordinates.
  open var rect: CGRect { storedRect }
  /// The direction of the text in it. OpenUIKit's fields are left to right.
  open var writingDirection: NSWritingDirection { .leftToRight }
  /// Whether it holds the start of the selection.
  open var containsStart: Bool { storedStart }
  /// Whether it holds the end of the selection.
  open var containsEnd: Bool { storedEnd }
  /// Whether the text in it runs vertically. Never in OpenUIKit.
  open var isVertical: Bool { false }
}
