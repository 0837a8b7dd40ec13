import Foundation

extension NSLayoutConstraint {
  /// The part of an item's alignment rectangle a constraint relates (UIKit's raw values).
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: the left one in a left-to-right layout.
    case leading = 5
    /// The trailing edge: the right one in a left-to-right layout.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge of a view without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom edge of a view without text).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The centre between the left and right margins.
    case centerXWithinMargins = 19
    /// The centre between the top and bottom margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint with no second item.
    case notAnAttribute = 0

    /// The last baseline (UIKit's older name).
    public static let baseline = Attribute.lastBaseline

    /// Which axis the attribute lies on.
    var axis: Axis {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .notAnAttribute:
        return .horizontal
      default: return .vertical
      }
    }

    /// Whether it is measured from the layout margins (`leftMargin` … `centerYWithinMargins`).
    var isMargin: Bool {
      (Self.leftMargin.rawValue...Self.centerYWithinMargins.rawValue).contains(rawValue)
    }

    /// Whether it is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether it is written in the leading/trailing direction (which cannot be mixed with
    /// left/right).
    var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Whether it is written left/right.
    var isAbsoluteHorizontal: Bool {
      [.left, .right, .leftMargin, .rightMargin].contains(self)
    }

    /// The name UIKit prints (`leading`, `centerXWithinMargins`).
    var name: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }
  }

  /// How the two sides of a constraint relate.
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1

    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// The two axes of a layout: hugging, compression resistance and stack views are per axis.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
