import Foundation

/// The region a text view lays its text out in: the view's width less the
/// ``UITextView/textContainerInset``, less ``lineFragmentPadding`` on each side.
///
/// Ported code mostly touches `lineFragmentPadding` (set to 0 to line text up with labels),
/// `maximumNumberOfLines` and `lineBreakMode`; exclusion paths are kept and not honoured.
@preconcurrency @MainActor
open class NSTextContainer {
  /// The container's size; `widthTracksTextView` keeps the width the text view's.
  open var size: CGSize { didSet { changed() } }
  /// The space inside each line's ends, 5 points by default (UIKit's).
  open var lineFragmentPadding: CGFloat = 5 { didSet { changed() } }
  /// The most lines shown; 0 (the default) for any number.
  open var maximumNumberOfLines = 0 { didSet { changed() } }
  /// How the last line breaks when ``maximumNumberOfLines`` cuts the text.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { changed() } }
  /// Whether ``size``'s width follows the text view's. True in a text view.
  open var widthTracksTextView = true
  /// Whether ``size``'s height follows the text view's. False in a text view.
  open var heightTracksTextView = false
  /// Areas text should flow around. Kept; OpenUIKit lays text in full-width lines.
  open var exclusionPaths: [UIBezierPath] = []

  /// Told when a property changes, so the text view lays its text out again.
  weak var textView: UITextView?

  /// Creates a container of `size`.
  public init(size: CGSize) {
    self.size = size
  }

  /// Creates a container of unlimited size.
  public convenience init() {
    self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
  }

  private func changed() {
    textView?.textLayoutDidChange()
  }
}
