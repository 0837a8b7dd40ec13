import Foundation

/// Cuts polylines by length: a shape layer's `strokeStart`/`strokeEnd` and its dash pattern.
enum StrokeTrimming {
  /// A run of points to stroke, closed (back to its start) or not.
  struct Piece {
    var points: [CGPoint]
    var closed: Bool
  }

  /// The part of the subpaths between the fractions `start` and `end` of their total length
  /// (closed subpaths include their closing segment). The whole of a closed subpath stays
  /// closed, so its corner joins.
  static func trim(_ subpaths: [[CGPoint]], closed: [Bool], from start: CGFloat, to end: CGFloat)
    -> [Piece]
  {
    let runs = zip(subpaths, closed).map { points, isClosed in
      isClosed && points.count > 1 ? points + [points[0]] : points
    }
    let total = runs.reduce(0) { $0 + length(of: $1) }
    guard end > start, total > 0 else { return [] }
    if start <= 0 && end >= 1 {
      return zip(subpaths, closed).map { Piece(points: $0, closed: $1) }
    }
    return cut(runs, from: start * total, to: end * total)
  }

  /// Dashes: the painted intervals of `pattern` (on, off, on, …, repeating from `phase`) along
  /// each piece.
  static func dash(_ pieces: [Piece], pattern: [CGFloat], phase: CGFloat) -> [Piece] {
    let pattern = pattern.map { $0.isFinite ? max($0, 0) : 0 }
    let period = pattern.reduce(0, +)
    // Too fine a pattern would make millions of dashes: drawn solid instead.
    guard period > 0.01, pattern.count >= 2 || pattern.count == 1 else { return pieces }
    let full = pattern.count % 2 == 0 ? pattern : pattern + pattern
    var result: [Piece] = []
    for piece in pieces {
      let run =
        piece.closed && piece.points.count > 1 ? piece.points + [piece.points[0]] : piece.points
      let total = length(of: run)
      guard total / period < 100_000 else {
        result.append(piece)
        continue
      }
      var offset = -(phase.isFinite ? phase : 0).truncatingRemainder(dividingBy: period)
      if offset > 0 { offset -= period }
      var index = 0
      while offset < total {
        let on = full[index % full.count], off = full[(index + 1) % full.count]
        let a = max(offset, 0), b = min(offset + on, total)
        if b > a { result += cut([run], from: a, to: b) }
        offset += on + off
        index += 2
      }
    }
    return result
  }

  static func length(of points: [CGPoint]) -> CGFloat {
    guard points.count > 1 else { return 0 }
    var sum: CGFloat = 0
    for i in 1..<points.count {
      sum += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
    }
    return sum
  }

  /// The open pieces of `runs` (laid end to end) between the lengths `a` and `b`.
  private static func cut(_ runs: [[CGPoint]], from a: CGFloat, to b: CGFloat) -> [Piece] {
    var pieces: [Piece] = []
    var travelled: CGFloat = 0
    for run in runs where run.count > 1 {
      var current: [CGPoint] = []
      for i in 1..<run.count {
        let p = run[i - 1], q = run[i]
        let segment = hypot(q.x - p.x, q.y - p.y)
        let s0 = travelled, s1 = travelled + segment
        travelled = s1
        guard s1 > a, s0 < b, segment > 0 else { continue }
        func at(_ s: CGFloat) -> CGPoint {
          let f = (s - s0) / segment
          return CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
        }
        if current.isEmpty { current.append(s0 >= a ? p : at(a)) }
        current.append(s1 <= b ? q : at(b))
      }
      if current.count > 1 { pieces.append(Piece(points: current, closed: false)) }
    }
    return pieces
  }
}
