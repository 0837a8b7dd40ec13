import Foundation

/// The simplex tableau's rows, kept in arrays indexed by symbol id (ids are dense: the solver
/// counts them out), with a column index: for each symbol, the ids of the rows it was put in.
///
/// Substituting a symbol then touches only the rows that hold it, where Kiwi walks every row;
/// and no symbol is ever hashed (hashing dominated the solver's time when rows and columns were
/// dictionaries and sets). A column may list a row that no longer holds the symbol, or a row
/// twice; such entries are dropped when the column is read.
struct SolverTableau {
  private var rowsByID: [SolverRow?] = []
  private var basicByID: [SolverSymbol?] = []
  private var columns: [[Int32]] = []
  private(set) var count = 0
  /// Cells of the rows substitutions rewrote so far: the solver's work, free of machine noise.
  private(set) var rewrittenCells = 0

  private mutating func reserve(_ id: Int) {
    guard id >= rowsByID.count else { return }
    let size = Swift.max(id + 1, rowsByID.count * 2)
    rowsByID += Array(repeating: nil, count: size - rowsByID.count)
    basicByID += Array(repeating: nil, count: size - basicByID.count)
    columns += Array(repeating: [], count: size - columns.count)
  }

  subscript(basic: SolverSymbol) -> SolverRow? {
    basic.id < rowsByID.count ? rowsByID[basic.id] : nil
  }

  /// Every row with its basic symbol (for queries; not on any solving path).
  var rows: [SolverSymbol: SolverRow] {
    var all: [SolverSymbol: SolverRow] = [:]
    for (id, row) in rowsByID.enumerated() {
      if let row, let basic = basicByID[id] { all[basic] = row }
    }
    return all
  }

  /// Makes `row` the row of `basic`.
  mutating func insert(_ row: SolverRow, for basic: SolverSymbol) {
    reserve(basic.id)
    if rowsByID[basic.id] == nil { count += 1 }
    rowsByID[basic.id] = row
    basicByID[basic.id] = basic
    for cell in row.cells { index(cell.symbol, in: basic.id) }
  }

  private mutating func index(_ symbol: SolverSymbol, in basic: Int) {
    reserve(symbol.id)
    columns[symbol.id].append(Int32(basic))
  }

  /// Takes the row of `basic` out (its column entries go stale).
  @discardableResult
  mutating func remove(_ basic: SolverSymbol) -> SolverRow? {
    guard let row = self[basic] else { return nil }
    rowsByID[basic.id] = nil
    basicByID[basic.id] = nil
    count -= 1
    return row
  }

  /// The basic symbols of the rows `symbol` appears in, in id order (Kiwi's walking order);
  /// the column is compacted on the way.
  mutating func basics(containing symbol: SolverSymbol) -> [SolverSymbol] {
    guard symbol.id < columns.count, !columns[symbol.id].isEmpty else { return [] }
    var ids = columns[symbol.id]
    ids.sort()
    var live: [Int32] = []
    var basics: [SolverSymbol] = []
    live.reserveCapacity(ids.count)
    basics.reserveCapacity(ids.count)
    var previous: Int32 = -1
    for id in ids where id != previous {
      previous = id
      if let row = rowsByID[Int(id)], row.coefficient(for: symbol) != 0,
        let basic = basicByID[Int(id)]
      {
        live.append(id)
        basics.append(basic)
      }
    }
    columns[symbol.id] = live
    return basics
  }

  /// Replaces `symbol` by `row`'s expression in every row holding it; returns those rows'
  /// basic symbols in id order.
  mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) -> [SolverSymbol] {
    let affected = basics(containing: symbol)
    guard !affected.isEmpty else { return [] }
    columns[symbol.id] = []
    for basic in affected {
      guard let target = self[basic] else { continue }
      // Index only the symbols the target did not hold already.
      for cell in row.cells where target.coefficient(for: cell.symbol) == 0 {
        index(cell.symbol, in: basic.id)
      }
      rewrittenCells += target.cells.count
      target.substitute(symbol, row)
    }
    return affected
  }

  /// Removes `symbol` from every row.
  mutating func erase(_ symbol: SolverSymbol) {
    for basic in basics(containing: symbol) { self[basic]?.remove(symbol) }
    if symbol.id < columns.count { columns[symbol.id] = [] }
  }
}
