import Foundation

/// A polygon corner with a texture coordinate (ignored for plain fills).
public struct DisplayVertex: Hashable, Sendable {
  /// Position in window pixels.
  public var position: CGPoint
  /// Texture coordinate, 0…1 across the texture.
  public var uv: CGPoint

  /// Creates a vertex.
  public init(_ position: CGPoint, uv: CGPoint = .zero) {
    self.position = position
    self.uv = uv
  }
}

/// Polygon geometry for drawing: rounded rectangles, convex clipping (so rotated clips are
/// exact), triangulation and stroking. Pure math, no drawing.
enum Polygons {
  /// The outline of `rect` with corners rounded by `radius` (clamped to half the shorter side),
  /// clockwise in a y-down space; a plain rectangle has 4 corners.
  static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask = .all)
    -> [CGPoint]
  {
    let r = clampedRadius(radius, rect)
    guard r > 0.01, !corners.isEmpty else { return rect.corners }
    return roundedRect(rect, radius: r, segments: segmentCount(for: r), corners: corners)
  }

  /// The radius actually drawn: at most half the shorter side, never negative.
  static func clampedRadius(_ radius: CGFloat, _ rect: CGRect) -> CGFloat {
    max(0, min(radius, min(rect.width, rect.height) / 2))
  }

  /// Enough segments per corner that the chord error stays under a quarter point.
  static func segmentCount(for radius: CGFloat) -> Int {
    let wanted = (radius * 0.5).squareRoot() * 3
    // Clamped before converting: a huge radius (a corner of a 1e300-point view) would overflow
    // Int, and NaN cannot be converted at all.
    guard !wanted.isNaN else { return 2 }
    return max(2, Int(min(16, wanted)))
  }

  /// A rounded rectangle with exactly `segments + 1` points per corner (a zero radius repeats
  /// the corner), so two outlines can be joined point by point into a ring.
  static func roundedRect(
    _ rect: CGRect, radius: CGFloat, segments: Int, corners: CACornerMask = .all
  ) -> [CGPoint] {
    let r = clampedRadius(radius, rect)
    if corners != .all { return someCornersRounded(rect, r, segments, corners) }
    let arc = segments <= maxSegments ? quarterArcs[segments] : quarterArc(segments)
    var points: [CGPoint] = []
    points.reserveCapacity(4 * arc.count)
    // Corners clockwise from the top right, each swept from its start angle (−90°, 0°, 90°,
    // 180°): the quarter arc's (cos, sin) rotated by the start, which only swaps and negates.
    let (left, right) = (rect.minX + r, rect.maxX - r)
    let (top, bottom) = (rect.minY + r, rect.maxY - r)
    for (cos, sin) in arc { points.append(CGPoint(x: right + r * sin, y: top - r * cos)) }
    for (cos, sin) in arc { points.append(CGPoint(x: right + r * cos, y: bottom + r * sin)) }
    for (cos, sin) in arc { points.append(CGPoint(x: left - r * sin, y: bottom + r * cos)) }
    for (cos, sin) in arc { points.append(CGPoint(x: left - r * cos, y: top - r * sin)) }
    return points
  }

  /// A rounded rectangle whose corners outside `corners` are square (repeated points, so the
  /// outline still has `segments + 1` points per corner).
  private static func someCornersRounded(
    _ rect: CGRect, _ r: CGFloat, _ segments: Int, _ corners: CACornerMask
  ) -> [CGPoint] {
    let arc = segments <= maxSegments ? quarterArcs[segments] : quarterArc(segments)
    var points: [CGPoint] = []
    points.reserveCapacity(4 * arc.count)
    // Clockwise from the top right, as above; a square corner is its point repeated.
    let order: [(CACornerMask, CGPoint, CGFloat, CGFloat)] = [
      (.layerMaxXMinYCorner, CGPoint(x: rect.maxX, y: rect.minY), -1, 1),
      (.layerMaxXMaxYCorner, CGPoint(x: rect.maxX, y: rect.maxY), -1, -1),
      (.layerMinXMaxYCorner, CGPoint(x: rect.minX, y: rect.maxY), 1, -1),
      (.layerMinXMinYCorner, CGPoint(x: rect.minX, y: rect.minY), 1, 1),
    ]
    for (index, (corner, point, dx, dy)) in order.enumerated() {
      guard corners.contains(corner) else {
        points.append(contentsOf: repeatElement(point, count: arc.count))
        continue
      }
      let centre = CGPoint(x: point.x + dx * r, y: point.y + dy * r)
      for (cos, sin) in arc {
        // The same sweep as the all-rounded outline's corner `index`.
        let (x, y): (CGFloat, CGFloat) =
          switch index {
          case 0: (sin, -cos)
          case 1: (cos, sin)
          case 2: (-sin, cos)
          default: (-cos, -sin)
          }
        points.append(CGPoint(x: centre.x + r * x, y: centre.y + r * y))
      }
    }
    return points
  }

  /// The most segments ``segmentCount(for:)`` gives.
  private static let maxSegments = 16

  /// (cos, sin) at `segments + 1` even steps over a quarter turn, for each segment count up to
  /// ``maxSegments``: rounded corners are drawn every frame, their angles are always these.
  private static let quarterArcs: [[(CGFloat, CGFloat)]] = (0...maxSegments).map(quarterArc)

  private static func quarterArc(_ segments: Int) -> [(CGFloat, CGFloat)] {
    guard segments > 0 else { return [(1, 0)] }
    return (0...segments).map { step in
      let angle = CGFloat(step) / CGFloat(segments) * (.pi / 2)
      return (cos(angle), sin(angle))
    }
  }

  /// Twice the signed area: positive for clockwise outlines in a y-down space.
  static func signedArea2(_ points: [CGPoint]) -> CGFloat {
    var sum: CGFloat = 0
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum
  }

  /// Clips `subject` to the convex polygon `clip` (Sutherland–Hodgman), interpolating texture
  /// coordinates. Either orientation of `clip` works. A clip with no area (a view squeezed to
  /// a line by its clipping ancestors) lets nothing through: its orientation would be rounding
  /// noise, and the subject would come out unclipped.
  static func clip(_ subject: [DisplayVertex], to clip: [CGPoint]) -> [DisplayVertex] {
    guard clip.count >= 3 else { return [] }
    let area2 = signedArea2(clip)
    guard abs(area2) > 1e-9 else { return [] }
    let orientation: CGFloat = area2 >= 0 ? 1 : -1
    var output = subject
    for i in clip.indices {
      guard !output.isEmpty else { return [] }
      let a = clip[i], b = clip[(i + 1) % clip.count]
      let input = output
      output.removeAll(keepingCapacity: true)
      func side(_ p: CGPoint) -> CGFloat {
        orientation * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
      }
      for j in input.indices {
        let current = input[j], previous = input[(j + input.count - 1) % input.count]
        let sc = side(current.position), sp = side(previous.position)
        if sc >= 0 {
          if sp < 0 { output.append(intersection(previous, current, sp, sc)) }
          output.append(current)
        } else if sp >= 0 {
          output.append(intersection(previous, current, sp, sc))
        }
      }
    }
    return output.count >= 3 ? output : []
  }

  private static func intersection(
    _ p: DisplayVertex, _ q: DisplayVertex, _ sp: CGFloat, _ sq: CGFloat
  ) -> DisplayVertex {
    let t = sp / (sp - sq)
    return DisplayVertex(
      CGPoint(
        x: p.position.x + (q.position.x - p.position.x) * t,
        y: p.position.y + (q.position.y - p.position.y) * t),
      uv: CGPoint(x: p.uv.x + (q.uv.x - p.uv.x) * t, y: p.uv.y + (q.uv.y - p.uv.y) * t))
  }

  /// Intersects two convex polygons.
  static func intersect(_ a: [CGPoint], _ b: [CGPoint]) -> [CGPoint] {
    clip(a.map { DisplayVertex($0) }, to: b).map(\.position)
  }

  /// Splits a simple polygon (convex or not) into triangles by ear clipping.
  static func triangulate(_ polygon: [CGPoint]) -> [[CGPoint]] {
    var points = polygon
    if signedArea2(points) < 0 { points.reverse() }
    var triangles: [[CGPoint]] = []
    var guardCount = 0
    while points.count > 3 && guardCount < 10_000 {
      guardCount += 1
      var clipped = false
      for i in points.indices {
        let a = points[(i + points.count - 1) % points.count], b = points[i]
        let c = points[(i + 1) % points.count]
        let cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        guard cross > 0 else { continue }
        let triangle = [a, b, c]
        let containsOther = points.contains { p in
          p != a && p != b && p != c && contains(triangle, p)
        }
        if containsOther { continue }
        triangles.append(triangle)
        points.remove(at: i)
        clipped = true
        break
      }
      // A degenerate outline (collinear points) has no ear: fan what is left.
      if !clipped { break }
    }
    if points.count >= 3 {
      for i in 1..<(points.count - 1) { triangles.append([points[0], points[i], points[i + 1]]) }
    }
    return triangles
  }

  private static func contains(_ triangle: [CGPoint], _ p: CGPoint) -> Bool {
    func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
      (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }
    return cross(triangle[0], triangle[1]) >= 0 && cross(triangle[1], triangle[2]) >= 0
      && cross(triangle[2], triangle[0]) >= 0
  }

  /// Quads covering a polyline `width` wide, one per segment, each extended by half the width
  /// at both ends so that joints have no gaps.
  static func strokeQuads(_ points: [CGPoint], width: CGFloat) -> [[CGPoint]] {
    guard points.count >= 2, width > 0 else { return [] }
    var quads: [[CGPoint]] = []
    let half = width / 2
    for i in 0..<(points.count - 1) {
      let a = points[i], b = points[i + 1]
      let length = hypot(b.x - a.x, b.y - a.y)
      guard length > 0 else { continue }
      let dx = (b.x - a.x) / length * half, dy = (b.y - a.y) / length * half
      let a2 = CGPoint(x: a.x - dx, y: a.y - dy), b2 = CGPoint(x: b.x + dx, y: b.y + dy)
      quads.append([
        CGPoint(x: a2.x + dy, y: a2.y - dx), CGPoint(x: b2.x + dy, y: b2.y - dx),
        CGPoint(x: b2.x - dy, y: b2.y + dx), CGPoint(x: a2.x - dy, y: a2.y + dx),
      ])
    }
    return quads
  }
}

extension Polygons {
  /// Whether `polygon` is convex (either winding; collinear points allowed).
  static func isConvex(_ polygon: [CGPoint]) -> Bool {
    guard polygon.count > 3 else { return polygon.count == 3 }
    var sign: CGFloat = 0
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      let c = polygon[(i + 2) % polygon.count]
      let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
      guard cross != 0 else { continue }
      if sign == 0 {
        sign = cross
      } else if (cross > 0) != (sign > 0) {
        return false
      }
    }
    return true
  }
}
