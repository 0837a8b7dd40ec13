import Foundation

/// What a navigation bar shows for one screen (UIKit's `UINavigationItem`): a title or a title
/// view, bar button items on either side, and how the back button to the screen before looks.
@preconcurrency @MainActor
open class UINavigationItem: NSObject, ControllerTitleFollowing {
  /// How a large title shows (accepted; titles are drawn at the bar's size).
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic, always, never
  }

  /// The title in the middle of the bar.
  open var title: String? { didSet { changed() } }
  /// A view in place of the title.
  open var titleView: UIView? { didSet { changed() } }
  /// A line above the title (accepted; not drawn).
  open var prompt: String?
  /// The items at the leading side.
  open var leftBarButtonItems: [UIBarButtonItem]? { didSet { observe(leftBarButtonItems) } }
  /// The items at the trailing side, from the edge inwards.
  open var rightBarButtonItems: [UIBarButtonItem]? { didSet { observe(rightBarButtonItems) } }
  /// The item the next screen's back button uses (its title), when set.
  open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
  /// The title the next screen's back button shows (iOS 11), when set.
  open var backButtonTitle: String? { didSet { changed() } }
  /// Whether this screen's back button is hidden.
  open var hidesBackButton = false { didSet { changed() } }
  /// Whether the left items sit beside the back button rather than replacing it.
  open var leftItemsSupplementBackButton = false { didSet { changed() } }
  /// The large-title mode (accepted).
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

  /// The first of ``leftBarButtonItems``.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  /// The first of ``rightBarButtonItems``.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// An item with a title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// An item with no title.
  public override init() {
    super.init()
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Sets the left items (`animated` is accepted).
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  /// Sets the right items (`animated` is accepted).
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  /// Sets the left item (`animated` is accepted).
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  /// Sets the right item (`animated` is accepted).
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
  /// Hides or shows the back button (`animated` is accepted).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// The bar showing this item, told when it changes.
  weak var bar: UINavigationBar?

  /// The title a back button to this item's screen shows.
  var backTitle: String {
    backButtonTitle ?? backBarButtonItem?.title ?? title ?? "Back"
  }

  func controllerTitleDidChange(_ title: String?) { self.title = title }

  private func observe(_ items: [UIBarButtonItem]?) {
    for item in items ?? [] {
      item.observers = [{ [weak self] in self?.changed() }]
    }
    changed()
  }

  private func changed() { bar?.itemDidChange(self) }
}
