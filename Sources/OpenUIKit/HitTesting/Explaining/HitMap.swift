import Foundation

/// Where each view of a window really receives touches, and where a view looks tappable but is
/// not: the true hit map, computed by asking the window's real `hitTest(_:with:)`.
///
/// The window is cut into bands at every view's top and bottom edge (every point row across a
/// rotated view), and each band into spans at the edges of the views that cross it, including
/// the touch area a subclass's `point(inside:with:)` gives (probed up to 44 pt beyond and inside
/// its bounds). The hit test is asked once per span, in its middle, so overrides, pass-through
/// views and clipping come out as they are; edges are exact for upright views and within half a
/// point for rotated ones.
///
/// Where a touch area is not a rectangle (a round button's disc, rounded corners) or the hit
/// test answered a view outside everything drawn for it (a `hitTest` override that enlarges
/// its view or answers a hidden child: hidden children of subclasses are outlined too), that
/// area is asked point row by point row, every 4 points along a row, with each change found to
/// half a point: the map agrees with `hitTest` to within a point of every edge. A feature
/// narrower than 4 points inside such an area can be missed.
///
/// A span is a dead zone when a view looks tappable there and the touch goes elsewhere: the
/// view drawn frontmost, or its nearest ancestor, is a `UIControl` or has an enabled gesture
/// recognizer, or the touch falls through the view drawn frontmost to a view behind it. Covered
/// by a clear sibling, outside its parent, interaction off, and so on: the reason comes from
/// ``HitTestReport/whyNot(_:)``. Labels and image views, non-interactive in UIKit by design,
/// are not suspects on their own.
@preconcurrency @MainActor
public struct HitMap {
  /// The area where touches reach one view.
  public struct Region {
    /// The view hit testing answers with there.
    public let view: UIView
    /// The area, as disjoint rectangles in window coordinates.
    public let rects: [CGRect]
  }

  /// An area where a view looks tappable but touches do not reach it.
  public struct DeadZone {
    /// The view that looks tappable there and is not reached.
    public let view: UIView
    /// Why a touch there does not reach it, in one sentence.
    public let reason: String
    /// The area, as disjoint rectangles in window coordinates.
    public let rects: [CGRect]

    /// The reason, short enough for a label on the zone: the sentence names the view first
    /// and the label is on the view, so it starts after that; "X covers (x, y), but it is
    /// outside its ancestor A's bounds, so …" becomes "outside A's bounds".
    @MainActor public var shortReason: String {
      let name = view.inspectorName + " "
      var cause = reason.hasPrefix(name) ? String(reason.dropFirst(name.count)) : reason
      if cause.hasPrefix("covers "), let but = cause.range(of: ", but it is ") {
        cause = String(cause[but.upperBound...])
        if let so = cause.range(of: ", so ") { cause = String(cause[..<so.lowerBound]) }
        cause = cause.replacingOccurrences(of: "outside its ancestor ", with: "outside ")
      }
      return cause
    }
  }

  /// The window mapped.
  public let window: UIWindow
  /// One region per view that receives touches somewhere, largest first.
  public let regions: [Region]
  /// The dead zones, one per view and reason.
  public let deadZones: [DeadZone]
  /// How many times the hit test was asked.
  public let sampleCount: Int

  /// Maps `window` now.
  public init(window: UIWindow) {
    var builder = HitMapBuilder(window: window)
    builder.run()
    self.window = window
    regions = builder.regions()
    deadZones = builder.deadZones()
    sampleCount = builder.sampleCount
  }

  /// The view the map says a touch at `point` (window coordinates) reaches; nil for none.
  public func view(at point: CGPoint) -> UIView? {
    for region in regions where region.rects.contains(where: { $0.containsHalfOpen(point) }) {
      return region.view
    }
    return nil
  }

  /// The dead zone at `point`, if any.
  public func deadZone(at point: CGPoint) -> DeadZone? {
    for zone in deadZones where zone.rects.contains(where: { $0.containsHalfOpen(point) }) {
      return zone
    }
    return nil
  }
}

extension HitMap.Region {
  /// The region's area in square points.
  public var area: CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }
}
