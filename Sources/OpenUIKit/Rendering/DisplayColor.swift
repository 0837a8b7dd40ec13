import Foundation

/// A colour as the display list carries it: four sRGB components in 0…1, stored inline.
///
/// ``UIColor`` is a class, as in UIKit, so app code can extend it with convenience
/// initialisers. Drawing must not allocate per frame, so the drawing path (the display list,
/// layer colours, animations in flight, the renderers) passes these values instead.
public struct DisplayColor: Hashable, Sendable {
  /// The red component, 0…1.
  public var red: CGFloat
  /// The green component, 0…1.
  public var green: CGFloat
  /// The blue component, 0…1.
  public var blue: CGFloat
  /// The alpha (opacity) component, 0…1.
  public var alpha: CGFloat

  /// Creates a colour; each component is clamped to 0…1 and NaN becomes 0.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = DisplayColor.clamp(red)
    self.green = DisplayColor.clamp(green)
    self.blue = DisplayColor.clamp(blue)
    self.alpha = DisplayColor.clamp(alpha)
  }

  /// Fully transparent black.
  public static let clear = DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = DisplayColor(red: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white.
  public static let white = DisplayColor(red: 1, green: 1, blue: 1, alpha: 1)

  /// The same colour with its alpha multiplied by `factor`.
  public func multiplyingAlpha(_ factor: CGFloat) -> DisplayColor {
    var copy = self
    copy.alpha = DisplayColor.clamp(alpha * factor)
    return copy
  }

  /// The same colour with another alpha.
  public func withAlpha(_ alpha: CGFloat) -> DisplayColor {
    var copy = self
    copy.alpha = DisplayColor.clamp(alpha)
    return copy
  }

  /// The colour `progress` of the way from `self` to `other`, component by component.
  public func mixed(with other: DisplayColor, _ progress: CGFloat) -> DisplayColor {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
    return DisplayColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      alpha: mix(alpha, other.alpha))
  }

  static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
  }
}
