import Foundation

/// Files or text dropped onto the host window from another application (SDL's drop events),
/// delivered to the view under `location` through ``UIDropInteraction``.
public struct DropInput: Hashable, Sendable {
  /// One dropped thing.
  public enum Item: Hashable, Sendable {
    /// A file, by its path.
    case file(String)
    /// Text.
    case text(String)
  }

  /// What was dropped, in order.
  public var items: [Item]
  /// Where, in screen points.
  public var location: CGPoint

  /// Creates a drop of `items` at `location`.
  public init(items: [Item], location: CGPoint) {
    self.items = items
    self.location = location
  }
}
