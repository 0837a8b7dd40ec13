import Foundation

/// A button of an alert or an action sheet, as UIKit's: a title, a style, and the code run
/// after the alert is dismissed by it.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// How the action's button looks and where it goes.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default`
    /// The button that dismisses without doing anything; bold, last (at most one per alert).
    case cancel
    /// A red button for an action that destroys data.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// The button's style.
  public let style: Style
  /// Whether the button can be chosen.
  open var isEnabled = true { didSet { onChange?() } }
  let handler: ((UIAlertAction) -> Void)?
  /// The alert showing the action, told when it changes.
  var onChange: (() -> Void)?

  /// An action titled `title`, running `handler` when chosen.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }
}
