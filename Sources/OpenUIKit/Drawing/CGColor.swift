import Foundation

#if !canImport(CoreGraphics)
  /// A colour as Core Graphics passes it around; made from a `UIColor` with `cgColor`.
  public final class CGColor: Hashable, Sendable {
    /// The RGBA components, 0…1.
    public let components: [CGFloat]?

    init(_ color: UIColor) {
      components = [color.red, color.green, color.blue, color.alpha]
    }

    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  }
#endif

extension UIColor {
  /// The colour as a `CGColor`, for layer properties.
  public var cgColor: CGColor { CGColor(self) }

  /// Creates a colour from a `CGColor`.
  public init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    self.init(red: c[0], green: c[1], blue: c[2], alpha: c.count > 3 ? c[3] : 1)
  }
}
