import Foundation

/// Turns curves into points close enough to them that strokes and fills look smooth, and
/// answers point-in-path questions on the result.
enum PathFlattening {
  /// The largest distance between a curve and its segments, in points. 0.1 pt keeps the error
  /// under a quarter pixel at 2× (HiDPI).
  static let tolerance: CGFloat = 0.1

  /// The points after `p0` along a cubic Bézier curve, ending at `p3`.
  static func cubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    // The curve's second differences bound how far a chord strays from it.
    let dd = max(
      hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
      hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
    let n = segments(sqrt(3 * dd / (4 * tolerance)))
    return (1...n).map { i in
      let t = CGFloat(i) / CGFloat(n), u = 1 - t
      let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
      return CGPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
  }

  /// The points after `p0` along a quadratic Bézier curve, ending at `p2`.
  static func quadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGPoint] {
    let dd = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
    let n = segments(sqrt(dd / (4 * tolerance)))
    return (1...n).map { i in
      let t = CGFloat(i) / CGFloat(n), u = 1 - t
      return CGPoint(
        x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
        y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }
  }

  /// The points of an arc, its start included. `clockwise` as seen with y growing downward.
  static func arc(
    _ center: CGPoint, _ radius: CGFloat, _ start: CGFloat, _ end: CGFloat, clockwise: Bool
  ) -> [CGPoint] {
    guard radius.isFinite, start.isFinite, end.isFinite, center.x.isFinite, center.y.isFinite
    else { return [] }
    let r = abs(radius)
    var sweep = end - start
    // Core Graphics' rule: a sweep goes at most once around, in the asked direction.
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
      if sweep > 2 * .pi { sweep = 2 * .pi }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
      if sweep < -2 * .pi { sweep = -2 * .pi }
    }
    let n = arcSegments(radius: r, sweep: abs(sweep))
    return (0...n).map { i in
      let a = start + sweep * CGFloat(i) / CGFloat(n)
      return CGPoint(x: center.x + r * cos(a), y: center.y + r * sin(a))
    }
  }

  /// How many segments keep an arc of `radius` within the tolerance over `sweep` radians.
  static func arcSegments(radius: CGFloat, sweep: CGFloat) -> Int {
    guard radius > tolerance, sweep > 0 else { return 1 }
    let step = 2 * acos(1 - tolerance / radius)
    return segments(sweep / step, minimum: 4)
  }

  private static func segments(_ count: CGFloat, minimum: Int = 1) -> Int {
    guard count.isFinite else { return minimum }
    return min(1024, max(minimum, Int(count.rounded(.up))))
  }

  /// The winding number of `polygon` (closed implicitly) around `point`.
  static func winding(of point: CGPoint, in polygon: [CGPoint]) -> Int {
    var winding = 0
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
      if a.y <= point.y {
        if b.y > point.y && side > 0 { winding += 1 }
      } else if b.y <= point.y && side < 0 {
        winding -= 1
      }
    }
    return winding
  }
}
