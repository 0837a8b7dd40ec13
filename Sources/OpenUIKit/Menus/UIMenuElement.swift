import Foundation

/// An item of a menu: an action or a submenu (iOS 13).
@preconcurrency @MainActor
open class UIMenuElement {
  /// The title shown.
  public var title: String
  /// An image shown beside the title.
  public var image: UIImage?
  /// A second line under the title.
  public var subtitle: String?

  init(title: String, image: UIImage?) {
    self.title = title
    self.image = image
  }

  /// How an action behaves in a menu.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown, but cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn in red: it destroys something.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// A check mark's state.
  public enum State: Int, Sendable {
    /// No mark.
    case off = 0
    /// A check mark.
    case on = 1
    /// A dash: some of several things.
    case mixed = 2
  }
}
