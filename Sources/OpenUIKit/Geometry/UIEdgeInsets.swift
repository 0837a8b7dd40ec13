import Foundation

/// Inset distances for the edges of a rectangle, as UIKit's: positive values shrink the
/// rectangle, negative values grow it (a larger touch area, for example).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets with all four distances 0.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Creates insets with the given distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets()

  /// The insets as UIKit prints them.
  public var description: String {
    "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
  }
}

extension CGRect {
  /// The rectangle moved in by `insets` on each edge (UIKit's `inset(by:)`); a rectangle
  /// inset past empty is `.null`, as Core Graphics returns.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    let r = standardized
    let width = r.width - insets.left - insets.right
    let height = r.height - insets.top - insets.bottom
    guard width >= 0, height >= 0 else { return .null }
    return CGRect(x: r.minX + insets.left, y: r.minY + insets.top, width: width, height: height)
  }
}
