import Foundation

/// What kind of element an accessibility element is and what state it is in, as UIKit's:
/// combined as a set (a selected button is `[.button, .selected]`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt64
  /// Creates a set of traits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// A button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// A link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// An image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Selected (a chosen segment or tab).
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays its own sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// A key of a keyboard.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// A summary of the screen, read when it appears.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Not enabled: it does not respond.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Its label or value changes often (a progress view, a clock).
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// A search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable: increment and decrement change its value (a slider, a stepper).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly (a drawing canvas).
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// A heading.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  /// A tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
  /// A toggle (a switch) (iOS 17).
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
  /// Zooms (a map).
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 29)
}
