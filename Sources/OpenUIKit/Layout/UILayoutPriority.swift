import Foundation

/// How important a layout constraint is: 1 to 1000, where 1000 (``required``) must hold and
/// lower priorities give way to higher ones when not all constraints can hold.
///
/// The engine holds a priority `p` below 1000 with the weight `10^(8·(p − 1)/999)` (1 at
/// priority 1, 10⁸ just below required), so a constraint outweighs any plausible amount of
/// violation of a lower one: two priorities a point apart differ by 1.9 %, 250 and 750 by a
/// factor of 10,000. UIKit does not document its weights; this keeps UIKit's documented
/// order (hugging at 250 gives way before compression resistance at 750, 251 before 250).
///
/// As in UIKit, there are no `+` and `-` operators with numbers: write
/// `UILayoutPriority(UILayoutPriority.defaultHigh.rawValue + 1)` (or keep the extension an app
/// already has for them; more overloads of `+` would also slow the compiler on every
/// arithmetic expression).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority, 1…1000.
  public var rawValue: Float

  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A constraint that must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// The priority with which a button resists compressing its content (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority with which a button hugs its content (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority at which a view wants to be the size ``UIView/systemLayoutSizeFitting(_:)``
  /// asks for (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// A drag that may resize the window's scene (510).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The window's scene prefers to stay the same size (500).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// A drag that cannot resize the window's scene (490).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Whether the priority is required (1000 or more).
  var isRequired: Bool { rawValue >= 1000 }

  /// The solver's strength for this priority (see the type's documentation).
  var strength: Double {
    guard rawValue.isFinite else { return 1 }
    if isRequired { return LayoutStrength.required }
    let p = Double(Swift.max(rawValue, 0))
    if p < 1 { return Swift.max(p, 1e-3) }
    return pow(10, 8 * (p - 1) / 999)
  }
}
