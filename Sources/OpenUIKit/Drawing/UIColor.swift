import Foundation

/// A colour in the sRGB space with an alpha component, each in 0…1.
///
/// UIKit differences: only the RGBA model is stored; `init(white:alpha:)` converts to grey RGB.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0…1.
  public var red: CGFloat
  /// The green component, 0…1.
  public var green: CGFloat
  /// The blue component, 0…1.
  public var blue: CGFloat
  /// The alpha (opacity) component, 0…1.
  public var alpha: CGFloat

  /// Creates a colour from RGBA components; values are clamped to 0…1 (NaN becomes 0).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = UIColor.clamp(red)
    self.green = UIColor.clamp(green)
    self.blue = UIColor.clamp(blue)
    self.alpha = UIColor.clamp(alpha)
  }

  /// Creates a grey colour.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness (HSB), each 0…1, as UIKit does.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6, s = UIColor.clamp(saturation)
    let v = UIColor.clamp(brightness)
    let sector = Int(h) % 6, f = h - CGFloat(Int(h))
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Returns the same colour with a different alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Mid grey (0.5).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey (2/3).
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// Dark grey (1/3).
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)

  /// The components as text.
  public var description: String { "UIColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

  private static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
  }
}
