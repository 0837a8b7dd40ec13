import Foundation

/// One tab of a tab bar (UIKit's `UITabBarItem`): a title, an image (another when selected) and
/// a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem, ControllerTitleFollowing {
  /// The system tabs, drawn with a title and a symbol.
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search,
      downloads, mostRecent, mostViewed
  }

  /// The image shown while the tab is selected; the image when nil.
  open var selectedImage: UIImage? { didSet { changed() } }
  /// The text in the red badge at the image's corner; no badge when nil.
  open var badgeValue: String? { didSet { changed() } }
  /// The badge's colour; red when nil.
  open var badgeColor: UIColor? { didSet { changed() } }
  /// Whether the title was set on the item itself (else it follows its controller's title).
  private var titleIsOwn = false

  /// An empty item.
  public override init() {
    super.init()
  }

  /// An item with a title, an image and a tag.
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
    titleIsOwn = title != nil
  }

  /// An item with a title and images for both states.
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    titleIsOwn = title != nil
  }

  /// A system item.
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    let (title, symbol): (String, String) =
      switch systemItem {
      case .more: ("More", "ellipsis")
      case .favorites: ("Favorites", "star.fill")
      case .featured: ("Featured", "star")
      case .topRated: ("Top Rated", "star")
      case .recents, .mostRecent: ("Recents", "circle")
      case .contacts: ("Contacts", "person.fill")
      case .history: ("History", "circle")
      case .bookmarks: ("Bookmarks", "bookmark")
      case .search: ("Search", "magnifyingglass")
      case .downloads: ("Downloads", "arrow.down")
      case .mostViewed: ("Most Viewed", "heart")
      }
    self.title = title
    self.image = UIImage(systemName: symbol)
    self.tag = tag
    titleIsOwn = true
  }

  func controllerTitleDidChange(_ title: String?) {
    if !titleIsOwn { self.title = title }
  }
}
