import Foundation

/// What a view's `point(inside:with:)` really covers, found by asking it along the lines
/// through the middle of its bounds: the enlarged or shrunk touch areas apps give buttons.
@MainActor
enum TouchAreaProbe {
  /// How far beyond (and inside) the bounds the probe looks, in points.
  static let reach: CGFloat = 44
  /// The largest bounds, and the farthest bounds origin, the probe steps through (points).
  static let maximumSpan: CGFloat = 100_000

  /// What the view's `point(inside:with:)` covers: the rectangle it spans along the lines
  /// through the middle of its bounds (the bounds when it agrees with them), and whether it is
  /// not that rectangle (a disc, rounded corners, a hole: asked just inside and outside each
  /// corner and at the centre). Nil when it says no everywhere.
  static func area(of view: UIView) -> (rect: CGRect, irregular: Bool)? {
    let b = view.bounds
    guard b.width > 0, b.height > 0 else { return nil }
    // The probe steps a point at a time: a view too large or too far out for that (a 1e300
    // frame from app code, where adding a point changes nothing) is taken at its bounds.
    guard max(b.width, b.height) < maximumSpan, max(abs(b.minX), abs(b.minY)) < maximumSpan
    else { return (b, false) }
    let inside = { (p: CGPoint) in view.point(inside: p, with: nil) }
    // The common case first: the default area, true just inside each edge, false just outside.
    let probes: [(CGPoint, Bool)] = [
      (CGPoint(x: b.minX + 0.5, y: b.midY), true), (CGPoint(x: b.minX - 0.5, y: b.midY), false),
      (CGPoint(x: b.maxX - 0.5, y: b.midY), true), (CGPoint(x: b.maxX + 0.5, y: b.midY), false),
      (CGPoint(x: b.midX, y: b.minY + 0.5), true), (CGPoint(x: b.midX, y: b.minY - 0.5), false),
      (CGPoint(x: b.midX, y: b.maxY - 0.5), true), (CGPoint(x: b.midX, y: b.maxY + 0.5), false),
    ]
    if probes.allSatisfy({ inside($0.0) == $0.1 }) {
      return (b, !isRectangle(b, inside))
    }
    let left = scan(from: b.minX - reach, to: b.midX) { inside(CGPoint(x: $0, y: b.midY)) }
    let right = scan(from: b.maxX + reach, to: b.midX) { inside(CGPoint(x: $0, y: b.midY)) }
    let top = scan(from: b.minY - reach, to: b.midY) { inside(CGPoint(x: b.midX, y: $0)) }
    let bottom = scan(from: b.maxY + reach, to: b.midY) { inside(CGPoint(x: b.midX, y: $0)) }
    guard let left, let right, let top, let bottom, right > left, bottom > top else {
      return nil
    }
    let rect = CGRect(x: left, y: top, width: right - left, height: bottom - top)
    return (rect, !isRectangle(rect, inside))
  }

  /// Whether `inside` holds just inside each corner of `r` and at its centre, and not just
  /// outside each corner: the area is (most likely) the rectangle.
  private static func isRectangle(_ r: CGRect, _ inside: (CGPoint) -> Bool) -> Bool {
    let d: CGFloat = 0.5
    for (x, y, sx, sy) in [
      (r.minX, r.minY, d, d), (r.maxX, r.minY, -d, d), (r.minX, r.maxY, d, -d),
      (r.maxX, r.maxY, -d, -d),
    ] {
      if !inside(CGPoint(x: x + sx, y: y + sy)) || inside(CGPoint(x: x - sx, y: y - sy)) {
        return false
      }
    }
    return inside(CGPoint(x: r.midX, y: r.midY))
  }

  /// Steps a point at a time from `start` toward `end` and returns the edge where `test`
  /// first holds (the near side of that point's cell), or nil if it never does.
  private static func scan(from start: CGFloat, to end: CGFloat, _ test: (CGFloat) -> Bool)
    -> CGFloat?
  {
    let step: CGFloat = end > start ? 1 : -1
    var edge = start
    while (end - edge) * step > 0 {
      if test(edge + step / 2) { return edge }
      edge += step
    }
    return nil
  }
}

/// What a person sees at a point: the views as drawn, flattened in drawing order with the box
/// around each subtree, so that "what is drawn frontmost here?" skips whole subtrees with a
/// comparison and never hashes.
@MainActor
struct DrawnTree {
  struct Node {
    let view: UIView
    /// The index after this node's subtree.
    var subtreeEnd: Int
    /// The box around the node and everything inside it, in window coordinates.
    var box: CGRect
    /// The node's bounds in window coordinates: the rectangle when upright, else the corners.
    let rect: CGRect
    let corners: Corners?
    /// The rounded corners' radius in window points (upright nodes only), which a person sees
    /// as outside the view.
    let radius: CGFloat
    let clips: Bool
    /// Whether the node paints something a person sees.
    let draws: Bool

    func contains(_ p: CGPoint) -> Bool {
      guard let corners else {
        guard rect.containsHalfOpen(p) else { return false }
        return radius <= 0 || Self.insideRounded(rect, radius, p)
      }
      return corners.contains(p)
    }

    /// Whether `p`, inside `r`, is inside its corners rounded by `radius`.
    static func insideRounded(_ r: CGRect, _ radius: CGFloat, _ p: CGPoint) -> Bool {
      let radius = min(radius, r.width / 2, r.height / 2)
      let cx = min(max(p.x, r.minX + radius), r.maxX - radius)
      let cy = min(max(p.y, r.minY + radius), r.maxY - radius)
      let dx = p.x - cx, dy = p.y - cy
      return dx * dx + dy * dy <= radius * radius
    }
  }

  /// A rotated view's corners, stored inline (no array to retain per test).
  struct Corners {
    let a: CGPoint, b: CGPoint, c: CGPoint, d: CGPoint

    /// Convex: the point is on the same side of every edge.
    func contains(_ p: CGPoint) -> Bool {
      var sign: CGFloat = 0
      for (from, to) in [(a, b), (b, c), (c, d), (d, a)] {
        let cross = (to.x - from.x) * (p.y - from.y) - (to.y - from.y) * (p.x - from.x)
        if cross == 0 { continue }
        if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
      }
      return true
    }
  }

  private(set) var nodes: [Node] = []

  /// Adds `view` before its subviews; returns its index for ``close(_:box:)``.
  mutating func open(
    _ view: UIView, quad: [CGPoint], isUpright: Bool, visible: Bool, scale: CGFloat = 1
  ) -> Int {
    let xs = quad.map(\.x), ys = quad.map(\.y)
    let rect = CGRect(
      x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
      height: (ys.max() ?? 0) - (ys.min() ?? 0))
    nodes.append(
      Node(
        view: view, subtreeEnd: nodes.count + 1, box: .null, rect: rect,
        corners: isUpright ? nil : Corners(a: quad[0], b: quad[1], c: quad[2], d: quad[3]),
        radius: (view.layerStorage?.cornerRadius ?? 0) * scale,
        clips: view.clipsToBounds, draws: visible && Self.draws(view)))
    return nodes.count - 1
  }

  /// Ends the subtree opened at `index`, whose box is `box`.
  mutating func close(_ index: Int, box: CGRect) {
    nodes[index].subtreeEnd = nodes.count
    // Half-open containment: widen by a hair so that points on the far edges still enter.
    nodes[index].box = box.insetBy(dx: -0.5, dy: -0.5)
  }

  /// The frontmost view that draws something at `p` (window coordinates): the last in drawing
  /// order whose bounds hold the point, inside every clipping ancestor.
  func frontmostDrawn(at p: CGPoint) -> UIView? {
    var found = -1
    var index = 0
    // Fields read one by one: copying a node would retain its view on every step.
    while index < nodes.count {
      guard nodes[index].box.containsHalfOpen(p) else {
        index = nodes[index].subtreeEnd
        continue
      }
      let inside = nodes[index].contains(p)
      if nodes[index].clips && !inside {
        index = nodes[index].subtreeEnd
        continue
      }
      if inside && nodes[index].draws { found = index }
      index += 1
    }
    return found >= 0 ? nodes[found].view : nil
  }

  /// The view a person would expect a touch at `p` (window coordinates) to reach, when the
  /// touch does not reach it: the nearest view, from the frontmost one drawn there outward,
  /// that is a `UIControl` or has an enabled recognizer that takes touches; failing that, the
  /// frontmost drawn view itself when the touch falls through it to a view behind (interaction
  /// off, outside its parent). Labels and image views, which UIKit leaves non-interactive on
  /// purpose, are never suspects of their own. Never the window.
  func unreachedView(at p: CGPoint, in window: UIWindow, hit: UIView?) -> UIView? {
    guard let drawn = frontmostDrawn(at: p), drawn !== window, hit?.isDescendant(of: drawn) != true
    else {
      return nil
    }
    var current: UIView? = drawn
    while let view = current, view !== window {
      if Self.looksTappable(view) { return hit?.isDescendant(of: view) == true ? nil : view }
      current = view.superview
    }
    if drawn is UILabel || drawn is UIImageView { return nil }
    // Only a touch that falls through to a view behind: one in front answering is coverage
    // the eye already sees.
    return hit.map { drawn.isDescendant(of: $0) } == true ? drawn : nil
  }

  static func looksTappable(_ view: UIView) -> Bool {
    if view is UIControl { return true }
    for recognizer in view.gestureRecognizers ?? []
    where recognizer.isEnabled && recognizer.acceptsTouches {
      return true
    }
    return false
  }

  private static func draws(_ view: UIView) -> Bool {
    if (view.backgroundColor?.displayColor.alpha ?? 0) >= 0.05 { return true }
    if view is UIControl || view is UILabel || view is UIImageView { return true }
    if (view.layerStorage?.borderWidth ?? 0) > 0 { return true }
    return !view.contentCommands().isEmpty
  }
}
