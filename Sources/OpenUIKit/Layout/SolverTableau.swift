import Foundation

/// The simplex tableau's rows by basic symbol, with a column index: for each symbol, the basic
/// symbols of the rows it appears in. Substituting a symbol then touches only the rows that hold
/// it, where Kiwi walks every row; a chain of 10,000 constraints is added in linear time
/// instead of quadratic.
struct SolverTableau {
  private(set) var rows: [SolverSymbol: SolverRow] = [:]
  private var columns: [SolverSymbol: Set<SolverSymbol>] = [:]

  subscript(basic: SolverSymbol) -> SolverRow? { rows[basic] }

  var count: Int { rows.count }

  /// Makes `row` the row of `basic`.
  mutating func insert(_ row: SolverRow, for basic: SolverSymbol) {
    rows[basic] = row
    for cell in row.cells { columns[cell.symbol, default: []].insert(basic) }
  }

  /// Takes the row of `basic` out.
  @discardableResult
  mutating func remove(_ basic: SolverSymbol) -> SolverRow? {
    guard let row = rows.removeValue(forKey: basic) else { return nil }
    for cell in row.cells { unindex(cell.symbol, basic) }
    return row
  }

  private mutating func unindex(_ symbol: SolverSymbol, _ basic: SolverSymbol) {
    // In place: a copy taken out of the dictionary would copy the set on every write.
    guard columns[symbol]?.remove(basic) != nil else { return }
    if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
  }

  /// The basic symbols of the rows `symbol` appears in, in id order (Kiwi's walking order).
  func basics(containing symbol: SolverSymbol) -> [SolverSymbol] {
    guard let set = columns[symbol] else { return [] }
    return set.sorted()
  }

  /// Replaces `symbol` by `row`'s expression in every row holding it; returns those rows'
  /// basic symbols in id order.
  mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) -> [SolverSymbol] {
    let affected = basics(containing: symbol)
    guard !affected.isEmpty else { return [] }
    columns[symbol] = nil
    for basic in affected {
      guard let target = rows[basic] else { continue }
      target.substitute(symbol, row)
      for cell in row.cells {
        if target.coefficient(for: cell.symbol) != 0 {
          columns[cell.symbol, default: []].insert(basic)
        } else {
          unindex(cell.symbol, basic)
        }
      }
    }
    return affected
  }

  /// Removes `symbol` from every row.
  mutating func erase(_ symbol: SolverSymbol) {
    for basic in basics(containing: symbol) { rows[basic]?.remove(symbol) }
    columns[symbol] = nil
  }
}
