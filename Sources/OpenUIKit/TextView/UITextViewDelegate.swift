import Foundation

/// Decisions a delegate makes about a text view, and what it is told. Every method has a
/// default; it is also the text view's ``UIScrollViewDelegate``.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin. Default true.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end. Default true.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` (UTF-16 offsets) may be replaced by `text` (Return asks with
  /// "\n"). Default true.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text (not told for changes app code makes).
  func textViewDidChange(_ textView: UITextView)
  /// The selection (or the caret) moved.
  func textViewDidChangeSelection(_ textView: UITextView)
  /// Whether a tapped link opens its URL. Default true.
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
}

extension UITextViewDelegate {
  /// Returns true.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Returns true.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Returns true.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  /// Returns true.
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
}

/// How the user reached a link in a text view.
public enum UITextItemInteraction: Int, Sendable {
  /// A tap: open it.
  case invokeDefaultAction = 0
  /// A long press: show what can be done with it.
  case presentActions = 1
  /// A preview.
  case preview = 2
}

/// The kinds of data a text view turns into links. Kept: OpenUIKit detects none, and links
/// given in attributed text (`.link`) are tappable whatever this says.
public struct UIDataDetectorTypes: OptionSet, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// Wraps a raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// URLs.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Addresses.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Calendar events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// None.
  public static let none = UIDataDetectorTypes([])
  /// Every kind.
  public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
