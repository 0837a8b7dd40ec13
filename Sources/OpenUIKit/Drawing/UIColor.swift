import Foundation

/// A colour in the sRGB space with an alpha component.
///
/// A class, as in UIKit (an `NSObject` subclass), so app code can extend it with convenience
/// initialisers (`UIColor(hex:)`) and put it in attribute dictionaries. Instances are immutable
/// and safe to share between threads. Components are clamped to 0…1 (NaN becomes 0).
///
/// UIKit differences: only the RGBA model is stored; `init(white:alpha:)` converts to grey RGB
/// and `init(displayP3Red:…)` treats its components as sRGB.
open class UIColor: NSObject, @unchecked Sendable {
  /// The components, as the display list carries them.
  public let displayColor: DisplayColor
  /// The colour for each environment, for a dynamic colour; nil for a fixed one.
  private let provider: ((UITraitCollection) -> UIColor)?

  /// Creates a colour from RGBA components in the sRGB space.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    displayColor = DisplayColor(red: red, green: green, blue: blue, alpha: alpha)
    provider = nil
    super.init()
  }

  /// Creates a colour from the display list's components.
  public init(_ displayColor: DisplayColor) {
    self.displayColor = displayColor
    provider = nil
    super.init()
  }

  /// A colour that depends on the environment (light or dark, the idiom…): `provider` is asked
  /// for the colour of a trait collection. OpenUIKit's windows are light, so the colour draws
  /// as the provider's answer for the light style; ``resolvedColor(with:)`` answers any.
  public init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
    self.provider = provider
    displayColor = provider(UITraitCollection.light).displayColor
    super.init()
  }

  /// The colour for `traitCollection`: a dynamic colour's provider's answer; the colour itself
  /// for a fixed one.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider?(traitCollection) ?? self
  }

  /// Creates a grey colour.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from Display P3 components; OpenUIKit draws in sRGB and takes them as
  /// sRGB components.
  public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a colour from hue, saturation and brightness (HSB), each 0…1, as UIKit does.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let hue = hue.isFinite ? hue : 0
    let h = (hue - hue.rounded(.down)) * 6
    let s = DisplayColor.clamp(saturation), v = DisplayColor.clamp(brightness)
    let sector = Int(h) % 6, f = h - CGFloat(Int(h))
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (CGFloat, CGFloat, CGFloat) =
      [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][sector]
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// Returns the same colour with a different alpha.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(displayColor.withAlpha(alpha))
  }

  /// Reads the RGBA components into the given places; true, as every colour is RGB.
  @discardableResult
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = displayColor.red
    green?.pointee = displayColor.green
    blue?.pointee = displayColor.blue
    alpha?.pointee = displayColor.alpha
    return true
  }

  /// Reads the grey level (the mean of the components) and alpha; true only for a grey
  /// colour, as UIKit answers false for colours outside the grey space.
  @discardableResult
  open func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = displayColor
    white?.pointee = (c.red + c.green + c.blue) / 3
    alpha?.pointee = c.alpha
    return c.red == c.green && c.green == c.blue
  }

  /// Reads hue, saturation, brightness (each 0…1) and alpha; true, as every colour is RGB.
  @discardableResult
  open func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let c = displayColor
    let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue)
    let range = maximum - minimum
    var h: CGFloat = 0
    if range > 0 {
      if maximum == c.red {
        h = (c.green - c.blue) / range
      } else if maximum == c.green {
        h = 2 + (c.blue - c.red) / range
      } else {
        h = 4 + (c.red - c.green) / range
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maximum > 0 ? range / maximum : 0
    brightness?.pointee = maximum
    alpha?.pointee = c.alpha
    return true
  }

  /// Colours are equal when their components are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return displayColor == other.displayColor
  }

  /// A hash of the components.
  open override var hash: Int { displayColor.hashValue }

  /// The components as text.
  open override var description: String {
    let c = displayColor
    return "UIColor(r: \(c.red), g: \(c.green), b: \(c.blue), a: \(c.alpha))"
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
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
}
