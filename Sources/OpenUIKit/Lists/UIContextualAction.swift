import Foundation

/// A button shown when the user swipes a row (or in an editing row's delete confirmation):
/// its title or image on a coloured background, and a handler that runs when it is tapped.
///
/// The handler gets a completion to call when the action is done: true if it did what it
/// says (the row closes, or goes if the data source deleted it), false if not.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// How an action looks and behaves.
  public enum Style: Int, Sendable {
    /// A grey button.
    case normal
    /// A red button for an action that removes the row.
    case destructive
  }

  /// What runs when the action is tapped (or fully swiped): call the completion when done.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The button's title.
  open var title: String?
  /// The button's image (shown above the title).
  open var image: UIImage?
  /// The button's background: red for destructive actions, grey for normal ones, until set.
  open var backgroundColor: UIColor!
  /// The handler.
  public let handler: Handler

  /// An action of `style` titled `title`.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
    super.init()
  }
}

/// The actions a swipe on a row reveals, nearest the swiped edge first.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, the first nearest the edge the row was swiped from.
  public let actions: [UIContextualAction]
  /// Whether swiping all the way across runs the first action. True by default.
  open var performsFirstActionWithFullSwipe = true

  /// A configuration of `actions`.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
