import Foundation

#if !canImport(CoreGraphics)
  /// How the ends of a stroked open subpath are drawn (Core Graphics' `CGLineCap`).
  public enum CGLineCap: Int32, Sendable {
    /// The stroke stops at the end point.
    case butt = 0
    /// A half disc around the end point.
    case round = 1
    /// The stroke goes on half the line width past the end point.
    case square = 2
  }

  /// How two stroked segments meet (Core Graphics' `CGLineJoin`).
  public enum CGLineJoin: Int32, Sendable {
    /// The outer edges meet in a point, up to the miter limit; beyond it, a bevel.
    case miter = 0
    /// A disc around the corner.
    case round = 1
    /// The outer corners are joined by a straight edge.
    case bevel = 2
  }

  /// What `drawPath(using:)` does with the current path (Core Graphics' `CGPathDrawingMode`).
  public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, non-zero winding rule.
    case fill = 0
    /// Fill, even-odd rule.
    case eoFill = 1
    /// Stroke.
    case stroke = 2
    /// Fill, then stroke.
    case fillStroke = 3
    /// Fill with the even-odd rule, then stroke.
    case eoFillStroke = 4
  }
#endif

/// A two-dimensional vector, as Core Graphics defines it (missing from Foundation on Linux).
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Creates a vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// The vector whose components are both 0.
  public static let zero = CGVector(dx: 0, dy: 0)
}
