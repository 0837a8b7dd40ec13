import Foundation

/// Edge insets written with leading and trailing instead of left and right, so that they follow
/// the layout direction (in a left-to-right layout, leading is left).
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets with all four distances 0.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Creates insets with the given distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets()

  /// The insets as UIKit prints them.
  public var description: String {
    "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), "
      + "trailing: \(trailing))"
  }

  /// The same insets with left and right (OpenUIKit lays out left to right).
  var edgeInsets: UIEdgeInsets {
    UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}

extension UIEdgeInsets {
  /// The same insets with leading and trailing (left to right).
  var directional: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}
