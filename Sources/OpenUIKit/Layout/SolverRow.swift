import Foundation

/// A symbol of the simplex tableau: an external variable, a slack of an inequality, an error
/// of a non-required constraint, or a dummy marking a required equality. Ids grow in the order
/// symbols are made; the tableau is walked in that order, so a layout is the same every run.
struct SolverSymbol: Hashable, Comparable {
  enum Kind: UInt8 {
    case external, slack, error, dummy
  }

  let id: Int
  let kind: Kind

  static func < (a: SolverSymbol, b: SolverSymbol) -> Bool { a.id < b.id }

  /// Whether the simplex may pivot on it (slacks and errors).
  var isPivotable: Bool { kind == .slack || kind == .error }
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol`. A class: rows move
/// between the tableau, the objective and the artificial objective while being edited.
final class SolverRow {
  typealias Cells = [(symbol: SolverSymbol, coefficient: Double)]

  // Solving reads and writes these millions of times, on one thread: the dynamic exclusivity
  // check was a tenth of the solver's time and guards nothing here.
  @exclusivity(unchecked) private(set) var constant: Double
  /// The cells, sorted by symbol id (few per row; walked in order for determinism).
  @exclusivity(unchecked) private(set) var cells: Cells = []

  init(constant: Double = 0) { self.constant = constant }

  init(copying other: SolverRow) {
    constant = other.constant
    cells = other.cells
  }

  static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

  /// Adds `value` to the constant and returns the new constant.
  @discardableResult
  func add(_ value: Double) -> Double {
    constant += value
    return constant
  }

  private func index(of symbol: SolverSymbol) -> (isIn: Bool, at: Int) {
    var low = 0, high = cells.count
    while low < high {
      let mid = (low + high) / 2
      if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
    }
    return (low < cells.count && cells[low].symbol.id == symbol.id, low)
  }

  func coefficient(for symbol: SolverSymbol) -> Double {
    let (isIn, at) = index(of: symbol)
    return isIn ? cells[at].coefficient : 0
  }

  /// Adds `coefficient · symbol`; a cell that comes to zero is dropped.
  func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
    let (isIn, at) = index(of: symbol)
    if isIn {
      let sum = cells[at].coefficient + coefficient
      if Self.nearZero(sum) { cells.remove(at: at) } else { cells[at].coefficient = sum }
    } else if !Self.nearZero(coefficient) {
      cells.insert((symbol, coefficient), at: at)
    }
  }

  /// Adds `coefficient · row`: one merge of the two sorted cell lists (inserting the cells one
  /// by one would move the tail of a long row for each).
  func insert(_ row: SolverRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    let other = row.cells
    // A few cells into a long row (the objective): binary search and a short move each.
    if other.count <= 2 || other.count * 16 < cells.count {
      for term in other { insert(term.symbol, term.coefficient * coefficient) }
      return
    }
    var merged: Cells = []
    merge(other, coefficient, skipping: -1, into: &merged) { _ in }
    cells = merged
  }

  func remove(_ symbol: SolverSymbol) {
    let (isIn, at) = index(of: symbol)
    if isIn { cells.remove(at: at) }
  }

  func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Solves the row for `symbol` (which must be in it): `symbol = …`, the symbol leaves the
  /// cells.
  func solve(for symbol: SolverSymbol) {
    let (isIn, at) = index(of: symbol)
    guard isIn else { return }
    let factor = -1 / cells[at].coefficient
    cells.remove(at: at)
    constant *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// The row `lhs = …` becomes `rhs = …` (a pivot): lhs enters the cells, rhs leaves.
  func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by `row`'s expression for it.
  func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
    let (isIn, at) = index(of: symbol)
    guard isIn else { return }
    let coefficient = cells[at].coefficient
    cells.remove(at: at)
    insert(row, coefficient)
  }

  /// Replaces `symbol` by `row`'s expression for it in one merge into `scratch`, which then
  /// swaps with the cells (so the tableau reuses two buffers instead of allocating a row per
  /// substitution); `added` is told each symbol new to this row.
  func substitute(
    _ symbol: SolverSymbol, _ row: SolverRow, scratch: inout Cells,
    added: (SolverSymbol) -> Void
  ) {
    let (isIn, at) = index(of: symbol)
    guard isIn else { return }
    let coefficient = cells[at].coefficient
    constant += row.constant * coefficient
    merge(row.cells, coefficient, skipping: at, into: &scratch, added: added)
    swap(&cells, &scratch)
  }

  /// Writes the cells (but the one at `skipped`) plus `coefficient · other` into `merged`, in
  /// one pass over the two sorted lists; `added` is told each symbol new to this row.
  private func merge(
    _ other: Cells, _ coefficient: Double, skipping skipped: Int, into merged: inout Cells,
    added: (SolverSymbol) -> Void
  ) {
    let n = cells.count, m = other.count
    merged.removeAll(keepingCapacity: true)
    merged.reserveCapacity(n + m)
    var i = 0, j = 0
    while true {
      if i == skipped { i += 1 }
      let hasCell = i < n, hasOther = j < m
      if !hasCell && !hasOther { break }
      if !hasOther || (hasCell && cells[i].symbol.id < other[j].symbol.id) {
        merged.append(cells[i])
        i += 1
      } else if !hasCell || other[j].symbol.id < cells[i].symbol.id {
        let value = other[j].coefficient * coefficient
        if !Self.nearZero(value) {
          merged.append((other[j].symbol, value))
          added(other[j].symbol)
        }
        j += 1
      } else {
        let sum = cells[i].coefficient + other[j].coefficient * coefficient
        if !Self.nearZero(sum) { merged.append((cells[i].symbol, sum)) }
        i += 1
        j += 1
      }
    }
  }
}
