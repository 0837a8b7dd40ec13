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
