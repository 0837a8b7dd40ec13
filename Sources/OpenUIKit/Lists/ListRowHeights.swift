import Foundation

/// The heights of a list's rows, flattened over its sections, most of them estimated: a row
/// is `estimate` high until it is measured. Offsets and the row at a point take O(log n) plus
/// a block's length, and memory grows with the rows measured, not the rows there are, so a
/// million-row table costs what its visible rows do.
struct ListRowHeights {
  private static let blockSize = 256
  private(set) var count = 0
  private(set) var estimate: CGFloat = 44
  /// Measured rows' differences from the estimate, by block of ``blockSize`` rows.
  private var deltas: [[Int: CGFloat]] = []
  /// A Fenwick tree of each block's sum of differences.
  private var tree: [CGFloat] = [0]

  /// Forgets every measurement: `count` rows, each `estimate` high.
  mutating func reset(count: Int, estimate: CGFloat) {
    self.count = max(0, count)
    self.estimate = estimate.isFinite ? max(0, estimate) : 44
    let blocks = (self.count + Self.blockSize - 1) / Self.blockSize
    deltas = Array(repeating: [:], count: blocks)
    tree = Array(repeating: 0, count: blocks + 1)
  }

  /// Whether the row has been measured.
  func isMeasured(_ row: Int) -> Bool {
    guard row >= 0, row < count else { return false }
    return deltas[row / Self.blockSize][row] != nil
  }

  func height(of row: Int) -> CGFloat {
    guard row >= 0, row < count else { return 0 }
    return estimate + (deltas[row / Self.blockSize][row] ?? 0)
  }

  /// Records the row's measured height.
  mutating func setHeight(_ height: CGFloat, of row: Int) {
    guard row >= 0, row < count else { return }
    let delta = (height.isFinite ? max(0, height) : estimate) - estimate
    let block = row / Self.blockSize
    let change = delta - (deltas[block][row] ?? 0)
    deltas[block][row] = delta
    var i = block + 1
    while i < tree.count {
      tree[i] += change
      i += i & -i
    }
  }

  /// The measured rows and their heights (in no order); costs the blocks and the rows
  /// measured, not the rows.
  func measuredRows() -> [(row: Int, height: CGFloat)] {
    var found: [(row: Int, height: CGFloat)] = []
    for block in deltas where !block.isEmpty {
      for (row, delta) in block { found.append((row, estimate + delta)) }
    }
    return found
  }

  /// The sum of the differences of the blocks before `block`.
  private func blockPrefix(_ block: Int) -> CGFloat {
    var sum: CGFloat = 0
    var i = block
    while i > 0 {
      sum += tree[i]
      i -= i & -i
    }
    return sum
  }

  /// The top of `row` (the total height for `row == count`).
  func offset(of row: Int) -> CGFloat {
    let row = min(max(row, 0), count)
    let block = row / Self.blockSize
    var offset = CGFloat(row) * estimate + blockPrefix(block)
    if block < deltas.count {
      for (measured, delta) in deltas[block] where measured < row { offset += delta }
    }
    return offset
  }

  /// The height of every row.
  var total: CGFloat { offset(of: count) }

  /// The row under `y` (the first row above 0, the last below the end); nil with no rows.
  func row(at y: CGFloat) -> Int? {
    guard count > 0 else { return nil }
    guard y.isFinite, y > 0 else { return 0 }
    // The last block that starts at or above y, then row by row inside it.
    var low = 0, high = deltas.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if offset(of: mid * Self.blockSize) <= y { low = mid } else { high = mid - 1 }
    }
    var row = low * Self.blockSize
    var top = offset(of: row)
    while row < count - 1, top + height(of: row) <= y {
      top += height(of: row)
      row += 1
    }
    return row
  }
}
