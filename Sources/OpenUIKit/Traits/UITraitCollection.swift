import Foundation

/// The kind of device an interface runs on.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not specified.
  case unspecified = -1
  /// A phone.
  case phone = 0
  /// A tablet: what OpenUIKit reports, since its desktop behaviour (pointer, menus, keyboard
  /// focus) is iPadOS's.
  case pad = 1
  /// A television.
  case tv = 2
  /// A car's screen.
  case carPlay = 3
  /// A Mac (Catalyst's Mac idiom).
  case mac = 5
}

/// How much room an interface has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Little room.
  case compact = 1
  /// Room to spare.
  case regular = 2
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not specified.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

/// The traits of the environment an interface runs in: the display's scale, the idiom, the
/// size classes and the appearance.
///
/// OpenUIKit's environment is an iPad-like desktop window: idiom `.pad`, regular size classes,
/// the light style, and the scale of the display the window is on (2 on HiDPI; read from SDL's
/// drawable size). Views, view controllers and windows hear
/// ``UIView/traitCollectionDidChange(_:)`` when the window moves to a display of another scale.
public final class UITraitCollection: Equatable, Sendable {
  /// Pixels per point; 0 when not specified.
  public let displayScale: CGFloat
  /// The idiom.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// A collection with nothing specified.
  public convenience init() {
    self.init(
      displayScale: 0, idiom: .unspecified, horizontal: .unspecified, vertical: .unspecified,
      style: .unspecified)
  }

  /// The environment dynamic colours are drawn for: the light style on an iPad-like desktop.
  static let light = UITraitCollection(
    displayScale: 0, idiom: .pad, horizontal: .regular, vertical: .regular, style: .light)

  /// A collection that specifies only the display scale.
  public convenience init(displayScale: CGFloat) {
    self.init(
      displayScale: displayScale, idiom: .unspecified, horizontal: .unspecified,
      vertical: .unspecified, style: .unspecified)
  }

  /// A collection that specifies only the idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(
      displayScale: 0, idiom: userInterfaceIdiom, horizontal: .unspecified, vertical: .unspecified,
      style: .unspecified)
  }

  /// A collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      displayScale: 0, idiom: .unspecified, horizontal: horizontalSizeClass,
      vertical: .unspecified, style: .unspecified)
  }

  /// A collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(
      displayScale: 0, idiom: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass,
      style: .unspecified)
  }

  /// A collection that specifies only the style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(
      displayScale: 0, idiom: .unspecified, horizontal: .unspecified, vertical: .unspecified,
      style: userInterfaceStyle)
  }

  /// The traits of `traitCollections` combined; a later specified value wins.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
      traitCollections.reversed().map(value).first { $0 != unspecified } ?? unspecified
    }
    self.init(
      displayScale: last(\.displayScale, unspecified: 0),
      idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
      horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
      vertical: last(\.verticalSizeClass, unspecified: .unspecified),
      style: last(\.userInterfaceStyle, unspecified: .unspecified))
  }

  init(
    displayScale: CGFloat, idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass,
    vertical: UIUserInterfaceSizeClass, style: UIUserInterfaceStyle
  ) {
    self.displayScale = displayScale
    self.userInterfaceIdiom = idiom
    self.horizontalSizeClass = horizontal
    self.verticalSizeClass = vertical
    self.userInterfaceStyle = style
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.userInterfaceIdiom == .unspecified
        || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.horizontalSizeClass == .unspecified
        || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceStyle == .unspecified
        || trait.userInterfaceStyle == userInterfaceStyle)
  }

  /// Whether colours that depend on traits could look different under `trait`.
  public func hasDifferentColorAppearance(comparedTo trait: UITraitCollection?) -> Bool {
    trait?.userInterfaceStyle != userInterfaceStyle
  }

  /// The traits of OpenUIKit's environment now: the main screen's scale, `.pad`, regular size
  /// classes, light.
  @MainActor public static var current: UITraitCollection { screen(scale: UIScreen.main.scale) }

  static func screen(scale: CGFloat) -> UITraitCollection {
    UITraitCollection(
      displayScale: scale, idiom: .pad, horizontal: .regular, vertical: .regular, style: .light)
  }

  /// Collections are equal when every trait is.
  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
    a.displayScale == b.displayScale && a.userInterfaceIdiom == b.userInterfaceIdiom
      && a.horizontalSizeClass == b.horizontalSizeClass
      && a.verticalSizeClass == b.verticalSizeClass && a.userInterfaceStyle == b.userInterfaceStyle
  }
}

/// Something whose traits come from its environment: views, view controllers, windows and the
/// screen.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits now.
  var traitCollection: UITraitCollection { get }
  /// The traits changed; `previousTraitCollection` is what they were.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
