import Foundation

/// A button for a navigation bar (or a toolbar), as UIKit's: a title, an image, a system item
/// or a custom view; it runs its `primaryAction`, or sends `action` to `target` (along the
/// responder chain when the target is nil).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  /// How a bar button item's title is drawn.
  public enum Style: Int, Sendable {
    /// Regular weight.
    case plain
    /// Deprecated in UIKit; drawn as ``plain``.
    case bordered
    /// Bold: the item that finishes the screen's task.
    case done
  }

  /// The system items, drawn as UIKit draws them: a word or a symbol.
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
      organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
      fastForward, undo, redo, pageCurl, close
  }

  /// The item's style.
  open var style: Style = .plain { didSet { changed() } }
  /// The object the action goes to (nil: the responder chain, from the first responder).
  open weak var target: AnyObject?
  /// The action sent when the item is tapped (unless it has a primary action).
  open var action: Selector?
  /// The action run when the item is tapped; it replaces target and action.
  open var primaryAction: UIAction? { didSet { changed() } }
  /// A menu the item opens when tapped (when it has no primary action).
  open var menu: UIMenu? { didSet { changed() } }
  /// A view shown in place of the button.
  open var customView: UIView? { didSet { changed() } }
  /// The width of a fixed space, or of the item (0: its content's).
  open var width: CGFloat = 0 { didSet { changed() } }
  /// The item's colour; the bar's tint when nil.
  open var tintColor: UIColor? { didSet { changed() } }
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?

  /// An empty item.
  public override init() {
    super.init()
  }

  /// An item with a title.
  public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target
    self.action = action
  }

  /// An item with an image.
  public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target
    self.action = action
  }

  /// A system item.
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?
  ) {
    self.init()
    adopt(systemItem)
    self.target = target
    self.action = action
  }

  /// A system item with a primary action or a menu (iOS 14).
  public convenience init(
    systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    adopt(systemItem)
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item with a title or an image, a primary action or a menu (iOS 14).
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image ?? primaryAction?.image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// An item showing `customView`.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// A flexible space (iOS 14).
  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }

  /// A space `width` points wide (iOS 14).
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  private func adopt(_ item: SystemItem) {
    systemItem = item
    switch item {
    case .done: (title, style) = ("Done", .done)
    case .cancel: title = "Cancel"
    case .edit: title = "Edit"
    case .save: (title, style) = ("Save", .done)
    case .undo: title = "Undo"
    case .redo: title = "Redo"
    case .close: image = UIImage(systemName: "xmark")
    case .add: image = UIImage(systemName: "plus")
    case .trash: image = UIImage(systemName: "trash")
    case .search: image = UIImage(systemName: "magnifyingglass")
    case .compose: image = UIImage(systemName: "pencil")
    case .action: image = UIImage(systemName: "square.and.arrow.up")
    case .bookmarks: image = UIImage(systemName: "bookmark")
    case .play: image = UIImage(systemName: "play.fill")
    case .pause: image = UIImage(systemName: "pause.fill")
    case .refresh: image = UIImage(systemName: "arrow.down")
    case .stop: image = UIImage(systemName: "xmark")
    case .reply: image = UIImage(systemName: "arrow.left")
    case .rewind: image = UIImage(systemName: "arrow.left")
    case .fastForward: image = UIImage(systemName: "arrow.right")
    case .camera, .organize, .pageCurl: image = UIImage(systemName: "square")
    case .flexibleSpace, .fixedSpace: break
    }
  }

  /// Whether the item is a space, not a button.
  var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// Runs the item's action, as a tap on `button` (its view in a bar) does: the primary action,
  /// else the target's.
  func perform(from button: UIView) {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.sender = self
      primaryAction.handler(primaryAction)
      primaryAction.sender = nil
    } else if let action {
      UIApplication.owning(button)?.sendAction(action, to: target, from: self, for: nil)
    }
  }
}

/// What bar items share: a title, an image, whether they are enabled, a tag (UIKit's
/// `UIBarItem`).
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  /// The title.
  open var title: String? { didSet { changed() } }
  /// The image.
  open var image: UIImage? { didSet { changed() } }
  /// Whether the item can be tapped.
  open var isEnabled = true { didSet { changed() } }
  /// A number for the app's own use.
  open var tag = 0
  /// The accessibility label; the title when nil.
  open var accessibilityLabel: String?

  /// Bars showing the item, told when it changes.
  var observers: [() -> Void] = []

  /// The item changed: the bars showing it draw it again.
  func changed() { observers.forEach { $0() } }
}
