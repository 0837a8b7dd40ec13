import Foundation

/// A place in a document that adopts ``UITextInput``, between two characters.
///
/// As in UIKit it is opaque: ask the document what it means (``UITextInput/offset(from:to:)``,
/// ``UITextInput/compare(_:to:)``). Positions handed out by one document mean nothing to
/// another.
@preconcurrency @MainActor
open class UITextPosition {
  /// Creates a position; subclasses say where it is.
  public init() {}
}

/// The positions OpenUIKit's text fields hand out: a UTF-16 offset from the start of the text,
/// as UIKit's are, so offsets agree with `NSRange`s and with ported code that mixes the two.
final class TextOffsetPosition: UITextPosition, CustomStringConvertible {
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
  }

  nonisolated var description: String { "UITextPosition(\(offset))" }
}
