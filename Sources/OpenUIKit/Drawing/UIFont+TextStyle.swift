import Foundation

extension UIFont {
  /// A font weight, from -1 (lightest) to 1 (heaviest), with UIKit's values.
  public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
    /// The weight's value.
    public var rawValue: CGFloat
    /// Creates a weight from its value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a weight from its value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    /// Orders weights from light to heavy.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// -0.8.
    public static let ultraLight = Weight(-0.8)
    /// -0.6.
    public static let thin = Weight(-0.6)
    /// -0.4.
    public static let light = Weight(-0.4)
    /// 0.
    public static let regular = Weight(0)
    /// 0.23.
    public static let medium = Weight(0.23)
    /// 0.3.
    public static let semibold = Weight(0.3)
    /// 0.4.
    public static let bold = Weight(0.4)
    /// 0.56.
    public static let heavy = Weight(0.56)
    /// 0.62.
    public static let black = Weight(0.62)
  }

  /// A Dynamic Type text style.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name, as UIKit spells it.
    public var rawValue: String
    /// Creates a style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// 34 pt.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// 28 pt.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// 22 pt.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// 20 pt.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// 17 pt semibold.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// 15 pt.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// 17 pt.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// 16 pt.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// 13 pt.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// 12 pt.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// 11 pt.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The size and weight at UIKit's default content size (Large).
    var defaultMetrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// The font for `style` at the default content size (OpenUIKit has one: Large), as Dynamic
  /// Type gives it.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let metrics = style.defaultMetrics
    return systemFont(ofSize: metrics.size, weight: metrics.weight)
  }
}

/// Scales fonts and values for Dynamic Type. OpenUIKit has one content size (Large, UIKit's
/// default), where every style's scale is 1, so fonts and values come back as they are.
public final class UIFontMetrics: NSObject, Sendable {
  /// The style whose scale applies.
  public let textStyle: UIFont.TextStyle

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The metrics of `textStyle`.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// `font` scaled for the current content size.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// `font` scaled for the current content size, no larger than `maximumPointSize`.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
  }

  /// `value` scaled for the current content size.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
