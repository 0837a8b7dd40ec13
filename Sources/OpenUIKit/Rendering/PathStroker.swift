import Foundation

/// How a path is stroked.
struct StrokeStyle {
  var width: CGFloat
  var cap: CGLineCap
  var join: CGLineJoin
  var miterLimit: CGFloat
}

/// Outlines a stroke as convex polygons: one quad per segment, a join piece at each corner and a
/// cap at each open end, so a renderer that only fills convex polygons draws it.
enum PathStroker {
  static func stroke(_ input: [CGPoint], closed: Bool, style: StrokeStyle) -> [[CGPoint]] {
    guard style.width > 0, style.width.isFinite else { return [] }
    var points: [CGPoint] = []
    for point in input where point.x.isFinite && point.y.isFinite && point != points.last {
      points.append(point)
    }
    if closed, points.count > 2, points.first == points.last { points.removeLast() }
    let h = style.width / 2
    guard points.count >= 2 else {
      guard let dot = points.first else { return [] }
      switch style.cap {
      case .butt: return []
      case .square: return [CGRect(x: dot.x - h, y: dot.y - h, width: 2 * h, height: 2 * h).corners]
      case .round: return [fan(dot, h, from: 0, sweep: 2 * .pi)]
      }
    }
    let isClosed = closed && points.count > 2
    let path = isClosed ? points + [points[0]] : points
    var polygons: [[CGPoint]] = []
    var directions: [CGPoint] = []
    for i in 0..<(path.count - 1) {
      let a = path[i], b = path[i + 1]
      let length = hypot(b.x - a.x, b.y - a.y)
      let d = CGPoint(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
      directions.append(d)
      let n = CGPoint(x: -d.y * h, y: d.x * h)
      polygons.append([
        CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
      ])
    }
    for i in 1..<directions.count {
      polygons += join(at: path[i], directions[i - 1], directions[i], h, style)
    }
    if isClosed {
      polygons += join(at: path[0], directions[directions.count - 1], directions[0], h, style)
    } else {
      polygons += cap(
        at: path[0], direction: CGPoint(x: -directions[0].x, y: -directions[0].y), h, style.cap)
      polygons += cap(
        at: path[path.count - 1], direction: directions[directions.count - 1], h, style.cap)
    }
    return polygons
  }

  /// The piece that fills the gap on the outside of a corner.
  private static func join(
    at v: CGPoint, _ d0: CGPoint, _ d1: CGPoint, _ h: CGFloat, _ style: StrokeStyle
  ) -> [[CGPoint]] {
    let cross = d0.x * d1.y - d0.y * d1.x
    let dot = d0.x * d1.x + d0.y * d1.y
    guard abs(cross) > 1e-9 || dot < 0 else { return [] }
    // The outer side is away from the turn.
    let s: CGFloat = cross > 0 ? -1 : 1
    let n0 = CGPoint(x: -d0.y * h * s, y: d0.x * h * s)
    let n1 = CGPoint(x: -d1.y * h * s, y: d1.x * h * s)
    let p0 = CGPoint(x: v.x + n0.x, y: v.y + n0.y), p1 = CGPoint(x: v.x + n1.x, y: v.y + n1.y)
    switch style.join {
    case .bevel:
      return [[v, p0, p1]]
    case .round:
      let start = atan2(n0.y, n0.x)
      var sweep = atan2(n1.y, n1.x) - start
      if sweep > .pi { sweep -= 2 * .pi }
      if sweep < -.pi { sweep += 2 * .pi }
      return [[v] + fan(v, h, from: start, sweep: sweep)]
    case .miter:
      // The miter's length over the line width is 1/sin(φ/2), φ the angle between segments.
      let cosHalfTurn = sqrt(max(0, (1 + dot) / 2))
      guard cosHalfTurn > 1e-6, 1 / cosHalfTurn <= style.miterLimit else { return [[v, p0, p1]] }
      let mid = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
      let length = hypot(mid.x, mid.y)
      guard length > 0 else { return [[v, p0, p1]] }
      let reach = h / cosHalfTurn
      let tip = CGPoint(x: v.x + mid.x / length * reach, y: v.y + mid.y / length * reach)
      return [[v, p0, tip, p1]]
    }
  }

  /// The cap at an open end; `direction` points out of the path.
  private static func cap(at p: CGPoint, direction d: CGPoint, _ h: CGFloat, _ cap: CGLineCap)
    -> [[CGPoint]]
  {
    let n = CGPoint(x: -d.y * h, y: d.x * h)
    switch cap {
    case .butt: return []
    case .square:
      let e = CGPoint(x: d.x * h, y: d.y * h)
      return [
        [
          CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: p.x + n.x + e.x, y: p.y + n.y + e.y),
          CGPoint(x: p.x - n.x + e.x, y: p.y - n.y + e.y), CGPoint(x: p.x - n.x, y: p.y - n.y),
        ]
      ]
    case .round:
      // Half a disc from one side of the line, around the end, to the other side.
      return [fan(p, h, from: atan2(n.y, n.x), sweep: -.pi)]
    }
  }

  /// Points on a circle of radius `r` around `c`, from angle `from` over `sweep`.
  static func fan(_ c: CGPoint, _ r: CGFloat, from: CGFloat, sweep: CGFloat) -> [CGPoint] {
    // Finer than fills need: caps and joins of thick strokes are large and round.
    let count = max(2, PathFlattening.arcSegments(radius: r, sweep: abs(sweep)))
    return (0...count).map { i in
      let a = from + sweep * CGFloat(i) / CGFloat(count)
      return CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
    }
  }
}
