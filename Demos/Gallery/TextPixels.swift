import Foundation

/// The ink of a rectangle of a drawn frame (how dark each pixel is against the light
/// background), for the Text scene's checks of what its labels drew.
struct TextPixels {
  /// Darkness, 0 (background) to 255, row by row.
  let rows: [[UInt8]]

  init(rows: [[UInt8]]) { self.rows = rows }

  /// Cuts `rect` (points) out of a frame of ARGB8888 pixels drawn at `scale` pixels per point.
  init(frame: (width: Int32, height: Int32, pixels: [UInt32]), rect: CGRect, scale: CGFloat) {
    let width = Int(frame.width)
    let x0 = max(0, Int((rect.minX * scale).rounded())),
      x1 = min(width, Int((rect.maxX * scale).rounded()))
    let y0 = max(0, Int((rect.minY * scale).rounded()))
    let y1 = min(Int(frame.height), Int((rect.maxY * scale).rounded()))
    guard x0 < x1, y0 < y1 else {
      self.rows = []
      return
    }
    rows = (y0..<y1).map { y in
      (x0..<x1).map { x in
        let p = frame.pixels[y * width + x]
        let luminance = (Int((p >> 16) & 0xFF) * 3 + Int((p >> 8) & 0xFF) * 6 + Int(p & 0xFF)) / 10
        return UInt8(255 - max(0, min(255, luminance)))
      }
    }
  }

  /// The number of inked pixels (darker than a quarter).
  var ink: Int { rows.reduce(0) { $0 + $1.filter { $0 > 64 }.count } }

  /// The columns holding ink, or nil when there is none.
  var inkedColumns: ClosedRange<Int>? {
    var low = Int.max, high = Int.min
    for row in rows {
      for (x, value) in row.enumerated() where value > 128 {
        low = min(low, x)
        high = max(high, x)
      }
    }
    return low <= high ? low...high : nil
  }

  /// Whether two drawings differ in more than a fifth of their ink (text drawn with real
  /// glyphs against the same count of missing-glyph boxes).
  static func differ(_ a: TextPixels, _ b: TextPixels) -> Bool {
    guard a.ink > 20 else { return false }
    var different = 0
    for (rowA, rowB) in zip(a.rows, b.rows) {
      for (p, q) in zip(rowA, rowB) where abs(Int(p) - Int(q)) > 64 { different += 1 }
    }
    return Double(different) > 0.2 * Double(max(a.ink, b.ink))
  }

  /// The share of `part`'s strong ink that `whole` also has when `part` is moved `dx` right.
  static func overlap(_ whole: TextPixels, _ part: TextPixels, dx: Int) -> Double {
    var inked = 0, matched = 0
    for (y, row) in part.rows.enumerated() where y < whole.rows.count {
      for (x, value) in row.enumerated() where value > 128 {
        inked += 1
        let wx = x + dx
        if wx >= 0, wx < whole.rows[y].count, whole.rows[y][wx] > 128 { matched += 1 }
      }
    }
    return inked == 0 ? 0 : Double(matched) / Double(inked)
  }

  /// Whether `pair` (two letters drawn apart, left-aligned) has `first` at its right end and
  /// `second` at its left: the letters in right-to-left order.
  static func isRightToLeft(pair: TextPixels, first: TextPixels, second: TextPixels) -> Bool {
    guard let whole = pair.inkedColumns, let a = first.inkedColumns, let b = second.inkedColumns
    else { return false }
    let firstRight = overlap(pair, first, dx: whole.upperBound - a.upperBound)
    let secondLeft = overlap(pair, second, dx: whole.lowerBound - b.lowerBound)
    let firstLeft = overlap(pair, first, dx: whole.lowerBound - a.lowerBound)
    return firstRight > 0.9 && secondLeft > 0.9 && firstLeft < 0.7
  }
}
