import Foundation

/// A menu: a titled list of actions and submenus (iOS 13).
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
  /// Identifies a menu.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's text.
    public let rawValue: String
    /// Creates an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Its children are shown in the parent, between separators, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// Its children are destructive.
    public static let destructive = Options(rawValue: 1 << 1)
  }

  /// The identifier; a unique one by default.
  public let identifier: Identifier
  /// How the children are shown.
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [UIMenuElement]

  /// Creates a menu.
  public init(
    title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
  }
}
