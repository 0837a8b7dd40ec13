import Foundation

#if !canImport(CoreGraphics)
  /// A colour as Core Graphics passes it around; made from a `UIColor` with `cgColor`.
  public final class CGColor: Hashable, Sendable {
    /// The components, as the display list carries them.
    package let displayColor: DisplayColor

    init(_ color: DisplayColor) {
      displayColor = color
    }

    /// The RGBA components, 0…1.
    public var components: [CGFloat]? {
      [displayColor.red, displayColor.green, displayColor.blue, displayColor.alpha]
    }

    /// The number of components (4: red, green, blue, alpha).
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { displayColor.alpha }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
      lhs.displayColor == rhs.displayColor
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(displayColor) }
  }
#endif

extension DisplayColor {
  /// The components of a `CGColor` (grey colours have two: white and alpha).
  init(cgColor: CGColor) {
    #if canImport(CoreGraphics)
      let c = cgColor.components ?? [0, 0, 0, 1]
      self =
        c.count >= 3
        ? DisplayColor(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
        : DisplayColor(red: c[0], green: c[0], blue: c[0], alpha: c.count > 1 ? c[1] : 1)
    #else
      self = cgColor.displayColor
    #endif
  }
}

extension UIColor {
  /// The colour as a `CGColor`, for layer properties.
  public var cgColor: CGColor { CGColor(displayColor) }

  /// Creates a colour from a `CGColor`.
  public convenience init(cgColor: CGColor) {
    self.init(DisplayColor(cgColor: cgColor))
  }
}
