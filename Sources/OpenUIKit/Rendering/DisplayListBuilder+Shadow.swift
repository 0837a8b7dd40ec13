import Foundation

extension DisplayListBuilder {
  /// A layer's shadow: its outline (bounds coordinates) moved by the offset and blurred by the
  /// radius, drawn as a few stacked outlines from `radius` outside to `radius` inside, each
  /// adding its share of the opacity, so the edge fades linearly over twice the radius as a blur does.
  /// A concave outline is drawn sharp (its pieces cannot grow without overlapping).
  mutating func drawShadow(
    _ outlines: [[CGPoint]]?, _ state: LayerState, _ m: CGAffineTransform, alpha: CGFloat,
    clip: [CGPoint]?
  ) {
    guard state.shadowOpacity > 0, let outlines, let color = state.shadowColor, color.alpha > 0
    else { return }
    let opacity = min(state.shadowOpacity, 1) * alpha * color.alpha
    let dx = state.shadowOffset.width.isFinite ? state.shadowOffset.width : 0
    let dy = state.shadowOffset.height.isFinite ? state.shadowOffset.height : 0
    let radius = state.shadowRadius.isFinite ? min(max(state.shadowRadius, 0), 200) : 0
    for outline in outlines where outline.count >= 3 {
      let moved = outline.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
      guard radius >= 0.5, Polygons.isConvex(moved) else {
        let solid = color.withAlpha(opacity)
        let pieces = Polygons.isConvex(moved) ? [moved] : Polygons.triangulate(moved)
        for piece in pieces { fill(piece.applying(m), solid, clip: clip) }
        continue
      }
      let steps = max(3, min(8, Int(radius.rounded(.up))))
      let n = CGFloat(steps)
      for i in 0..<steps {
        // After k outlines the coverage is k/n of the opacity: the k-th adds what is missing.
        let k = CGFloat(i + 1)
        let share = 1 - (1 - k * opacity / n) / (1 - (k - 1) * opacity / n)
        let distance = radius * (1 - (2 * k - 1) / n)
        guard let grown = Polygons.outset(moved, by: distance) else { continue }
        fill(grown.applying(m), color.withAlpha(share), clip: clip)
      }
    }
  }
}

extension Polygons {
  /// A convex polygon grown outward by `distance` (shrunk when negative), each vertex moved
  /// along the bisector of its edges' normals; nil when shrinking turned it inside out.
  static func outset(_ polygon: [CGPoint], by distance: CGFloat) -> [CGPoint]? {
    let n = polygon.count
    let area = signedArea2(polygon)
    guard n >= 3, abs(area) > 1e-12 else { return nil }
    guard distance != 0 else { return polygon }
    let orientation: CGFloat = area > 0 ? 1 : -1
    func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint? {
      let dx = b.x - a.x, dy = b.y - a.y
      let length = hypot(dx, dy)
      guard length > 1e-12 else { return nil }
      return CGPoint(x: orientation * dy / length, y: -orientation * dx / length)
    }
    var result: [CGPoint] = []
    result.reserveCapacity(n)
    for i in 0..<n {
      let previous = polygon[(i + n - 1) % n], current = polygon[i], next = polygon[(i + 1) % n]
      guard let n1 = normal(previous, current) ?? normal(current, next),
        let n2 = normal(current, next) ?? normal(previous, current)
      else { continue }
      let dot = n1.x * n2.x + n1.y * n2.y
      let scale = distance / max(1 + dot, 0.125)
      result.append(
        CGPoint(x: current.x + (n1.x + n2.x) * scale, y: current.y + (n1.y + n2.y) * scale))
    }
    let grownArea = signedArea2(result)
    guard result.count >= 3, grownArea * area > 0 else { return nil }
    return result
  }
}
