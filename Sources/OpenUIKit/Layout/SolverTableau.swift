import Foundation

/// The simplex tableau's rows, kept in arrays indexed by symbol id (ids are dense: the solver
/// counts them out), with a column index: for each symbol, the ids of the rows it was put in.
///
/// Substituting a symbol then touches only the rows that hold it, where Kiwi walks every row;
/// and no symbol is ever hashed (hashing dominated the solver's time when rows and columns were
/// dictionaries and sets). A column may list a row that no longer holds the symbol, or a row
/// twice; such entries are dropped when the column is read.
///
/// A symbol that comes to be in a large share of the rows is not indexed at all (its column is
/// "dense" and read by scanning the rows): a long stack's chain of edges writes each row's top
/// in the symbols of every row above it, millions of cells at 900 rows, and their columns were
/// never read (no pivot involves them) while filling them was a third of the solver's time.
struct SolverTableau {
  private var rowsByID: [SolverRow?] = []
  private var basicByID: [SolverSymbol?] = []
  private var columns: [[Int32]] = []
  private var dense: [Bool] = []
  private(set) var count = 0
  /// Cells of the rows substitutions rewrote so far: the solver's work, free of machine noise.
  private(set) var rewrittenCells = 0
  /// The buffer a substitution merges into; it swaps with the row's cells, so merging
  /// allocates only when a row outgrows every buffer so far.
  private var scratch: SolverRow.Cells = []

  private mutating func reserve(_ id: Int) {
    guard id >= rowsByID.count else { return }
    let size = Swift.max(id + 1, rowsByID.count * 2)
    rowsByID += Array(repeating: nil, count: size - rowsByID.count)
    basicByID += Array(repeating: nil, count: size - basicByID.count)
    columns += Array(repeating: [], count: size - columns.count)
    dense += Array(repeating: false, count: size - dense.count)
  }

  /// A column longer than this is dropped for a scan of the rows, which then costs at most 16
  /// times what reading the column would.
  private var denseLength: Int { Swift.max(64, count / 16) }

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
    guard !dense[symbol.id] else { return }
    columns[symbol.id].append(Int32(basic))
    if columns[symbol.id].count > denseLength {
      columns[symbol.id] = []
      dense[symbol.id] = true
    }
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

  /// The row whose basic symbol has id `id`.
  subscript(id id: Int32) -> SolverRow? { rowsByID[Int(id)] }

  /// The basic symbol of the row at `id` (one of the ids ``basics(containing:)`` returned).
  func basic(_ id: Int32) -> SolverSymbol {
    basicByID[Int(id)] ?? SolverSymbol(id: Int(id), kind: .external)
  }

  /// The ids of the basic symbols of the rows `symbol` appears in, in id order (Kiwi's
  /// walking order). The column is compacted in place and returned as it is stored, so reading
  /// it allocates nothing (this runs for every pivot and substitution).
  mutating func basics(containing symbol: SolverSymbol) -> [Int32] {
    guard symbol.id < columns.count else { return [] }
    if dense[symbol.id] { return scan(for: symbol) }
    guard !columns[symbol.id].isEmpty else { return [] }
    // Taken out so that the array is uniquely referenced while it is sorted and compacted.
    var ids = columns[symbol.id]
    columns[symbol.id] = []
    if !ids.isSorted() { ids.sort() }
    var live = 0
    var previous: Int32 = -1
    for i in ids.indices {
      let id = ids[i]
      guard id != previous else { continue }
      previous = id
      if let row = rowsByID[Int(id)], row.coefficient(for: symbol) != 0 {
        ids[live] = id
        live += 1
      }
    }
    ids.removeLast(ids.count - live)
    columns[symbol.id] = ids
    return ids
  }

  /// The rows holding a dense column's symbol, found by reading every row; a column that has
  /// become short again is kept as a list from then on.
  private mutating func scan(for symbol: SolverSymbol) -> [Int32] {
    var ids: [Int32] = []
    for (id, row) in rowsByID.enumerated() where row?.coefficient(for: symbol) ?? 0 != 0 {
      ids.append(Int32(id))
    }
    if ids.count <= denseLength / 2 {
      dense[symbol.id] = false
      columns[symbol.id] = ids
    }
    return ids
  }

  /// Replaces `symbol` by `row`'s expression in every row holding it; returns those rows' ids
  /// in id order.
  mutating func substitute(_ symbol: SolverSymbol, _ row: SolverRow) -> [Int32] {
    let affected = basics(containing: symbol)
    guard !affected.isEmpty else { return [] }
    columns[symbol.id] = []
    dense[symbol.id] = false
    var buffer = scratch
    scratch = []
    for id in affected {
      guard let target = rowsByID[Int(id)] else { continue }
      rewrittenCells += target.cells.count
      // The merge names the symbols new to the target: only those join its columns.
      target.substitute(symbol, row, scratch: &buffer) { index($0, in: Int(id)) }
    }
    scratch = buffer
    return affected
  }

  /// Removes `symbol` from every row.
  mutating func erase(_ symbol: SolverSymbol) {
    for id in basics(containing: symbol) { rowsByID[Int(id)]?.remove(symbol) }
    if symbol.id < columns.count {
      columns[symbol.id] = []
      dense[symbol.id] = false
    }
  }
}

extension Array where Element == Int32 {
  fileprivate func isSorted() -> Bool {
    var previous = Int32.min
    for value in self {
      if value < previous { return false }
      previous = value
    }
    return true
  }
}
