import Foundation

extension UIImage {
  /// How heavy a symbol's strokes are.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The stroke width as a fraction of the point size.
    var strokeFraction: CGFloat {
      switch self {
      case .ultraLight: 0.04
      case .thin: 0.055
      case .light: 0.07
      case .unspecified, .regular: 0.085
      case .medium: 0.1
      case .semibold: 0.11
      case .bold: 0.125
      case .heavy: 0.145
      case .black: 0.165
      }
    }
  }

  /// A symbol's size relative to its point size.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

    var factor: CGFloat { self == .small ? 0.8 : self == .large ? 1.3 : 1 }
  }

  /// The size and weight of a symbol image.
  public final class SymbolConfiguration: @unchecked Sendable {
    let pointSize: CGFloat
    let weight: SymbolWeight
    let scale: SymbolScale

    private init(size: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = size.isFinite && size > 0 ? min(size, 512) : 17
      self.weight = weight
      self.scale = scale
    }

    /// A configuration of `pointSize` points.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .regular, scale: .default)
    }
    /// A configuration of `pointSize` points and `weight`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .default)
    }
    /// A configuration of `pointSize` points, `weight` and `scale`.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(size: pointSize, weight: weight, scale: scale)
    }
    /// The body size (17 points) with `weight`.
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: 17, weight: weight, scale: .default)
    }
    /// The body size with `scale`.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 17, weight: .regular, scale: scale)
    }
    /// The size of a text style's font.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(
        pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .regular,
        scale: .default)
    }
    /// The size of `font`.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: .regular, scale: .default)
    }
  }

  /// One of a small set of system symbols (SF Symbols' names: `chevron.right`, `xmark`,
  /// `plus`, `checkmark`, `star.fill`, `heart`, `magnifyingglass`, `gearshape`, `trash`,
  /// `person.fill`, `house`, `bell`, `ellipsis`, `info.circle`, `play.fill`, …; see
  /// ``SystemSymbols/names``), drawn at 17 points as a template image: a view shows it in its
  /// tint colour. Nil for a name not in the set, as UIKit answers for an unknown one.
  public convenience init?(systemName name: String) {
    self.init(systemName: name, withConfiguration: nil)
  }

  /// A system symbol drawn with `configuration` (point size, weight, scale).
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    let configuration = configuration ?? SymbolConfiguration(pointSize: 17)
    guard let drawn = SystemSymbols.image(name, configuration) else { return nil }
    self.init(drawn, renderingMode: .automatic, isSymbol: true)
    accessibilityIdentifier = name
  }

  /// A system symbol for a trait collection (traits do not change symbols here).
  public convenience init?(
    systemName name: String, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(systemName: name, withConfiguration: nil)
  }
}
