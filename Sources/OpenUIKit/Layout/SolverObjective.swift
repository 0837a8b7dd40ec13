import Foundation

/// The simplex objective: a coefficient for every symbol, held densely by symbol id, and the
/// symbols whose coefficient may have gone negative in a min-heap by id.
///
/// The objective holds the error of every non-required constraint, thousands of cells on a
/// real screen. As a sorted row it cost a search and a move of its tail for each cell a pivot
/// brought in, and the optimiser scanned it from the start after every added constraint for the
/// first negative coefficient: both grew with the screen, so adding n constraints took n²
/// steps. Here a cell is an array slot, and the first negative coefficient (by id, Kiwi's
/// order, which keeps Bland's rule) is the heap's top once the entries that went positive again
/// are dropped.
struct SolverObjective {
  private var coefficients: [Double] = []
  private var negative = SymbolHeap()
  private(set) var constant: Double = 0

  func coefficient(for symbol: SolverSymbol) -> Double {
    symbol.id < coefficients.count ? coefficients[symbol.id] : 0
  }

  /// Adds `coefficient · symbol`; a coefficient that comes to nearly zero becomes zero.
  mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double) {
    if symbol.id >= coefficients.count {
      let size = Swift.max(symbol.id + 1, coefficients.count * 2)
      coefficients += Array(repeating: 0, count: size - coefficients.count)
    }
    let sum = coefficients[symbol.id] + coefficient
    coefficients[symbol.id] = SolverRow.nearZero(sum) ? 0 : sum
    if sum < 0, !SolverRow.nearZero(sum) { negative.push(symbol) }
  }

  /// Adds `coefficient · row`.
  mutating func insert(_ row: SolverRow, _ coefficient: Double) {
    constant += row.constant * coefficient
    for cell in row.cells { insert(cell.symbol, cell.coefficient * coefficient) }
  }

  /// Replaces `symbol` by `row`'s expression for it.
  mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
    let coefficient = self.coefficient(for: symbol)
    guard coefficient != 0 else { return }
    coefficients[symbol.id] = 0
    insert(row, coefficient)
  }

  mutating func remove(_ symbol: SolverSymbol) {
    if symbol.id < coefficients.count { coefficients[symbol.id] = 0 }
  }

  /// The symbol with a negative coefficient that has the lowest id, dummies aside.
  mutating func firstNegative() -> SolverSymbol? {
    while let top = negative.top {
      if top.kind != .dummy, coefficients[top.id] < 0 { return top }
      negative.pop()
    }
    return nil
  }
}

/// A binary min-heap of symbols by id (a symbol may be in it more than once).
private struct SymbolHeap {
  private var items: [SolverSymbol] = []

  var top: SolverSymbol? { items.first }

  mutating func push(_ symbol: SolverSymbol) {
    items.append(symbol)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[child].id < items[parent].id else { break }
      items.swapAt(child, parent)
      child = parent
    }
  }

  mutating func pop() {
    guard !items.isEmpty else { return }
    items.swapAt(0, items.count - 1)
    items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1, right = left + 1
      var smallest = parent
      if left < items.count, items[left].id < items[smallest].id { smallest = left }
      if right < items.count, items[right].id < items[smallest].id { smallest = right }
      guard smallest != parent else { return }
      items.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
