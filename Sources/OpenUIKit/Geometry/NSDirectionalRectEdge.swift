import Foundation

/// Edges of a rectangle named by reading direction: leading and trailing rather than left and
/// right (left-to-right here, as the rest of OpenUIKit's layout).
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt
  /// Creates a set of edges.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// No edge.
  public static let none: NSDirectionalRectEdge = []
  /// Every edge.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
