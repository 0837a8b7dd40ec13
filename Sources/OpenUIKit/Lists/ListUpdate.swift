import Foundation

/// One batch of changes to a list, as UIKit reads it: deletions, reloads and the sources of
/// moves name sections and rows as they were before the batch; insertions and the
/// destinations of moves name them as they are after it. ``resolve(oldCounts:newCounts:)``
/// checks the batch against the data source's counts (UIKit's "invalid update" cases) and then
/// says where every old row went and which new rows need new cells, in time proportional to
/// the changes, not the rows.
struct ListUpdate {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedRows: Set<IndexPath> = []
  var insertedRows: Set<IndexPath> = []
  var reloadedRows: Set<IndexPath> = []
  var movedRows: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && reloadedRows.isEmpty && movedRows.isEmpty
  }

  // MARK: - Resolved

  /// Each old section's new index; nil for a deleted one.
  private(set) var sectionMap: [Int?] = []
  /// By old section: its rows deleted or moved away, sorted.
  private var removedRows: [Int: [Int]] = [:]
  /// By new section: its rows inserted or moved in, sorted.
  private var placedRows: [Int: [Int]] = [:]
  private var rowMoves: [IndexPath: IndexPath] = [:]
  /// New sections whose rows all need new cells (inserted or reloaded).
  private(set) var freshSections: Set<Int> = []
  /// New rows that need new cells (inserted, reloaded, or in a fresh section).
  private(set) var freshRows: Set<IndexPath> = []

  /// Checks the batch against the section and row counts before (`oldCounts`) and after
  /// (`newCounts`) it and works out where everything went; returns what is wrong, in UIKit's
  /// words, or nil.
  mutating func resolve(oldCounts: [Int], newCounts: [Int]) -> String? {
    let old = oldCounts.count, new = newCounts.count
    if let bad = (deletedSections.union(reloadedSections)).first(where: { $0 < 0 || $0 >= old }) {
      return "attempt to delete or reload section \(bad), but there are only \(old) sections"
        + " before the update"
    }
    if let bad = insertedSections.first(where: { $0 < 0 || $0 >= new }) {
      return "attempt to insert section \(bad), but there are only \(new) sections after the"
        + " update"
    }
    for move in movedSections
    where move.from < 0 || move.from >= old || move.to < 0 || move.to >= new {
      return "attempt to move section \(move.from) to \(move.to), which is out of bounds"
    }
    // Old sections that stay in place, in order, fill the new places nothing was put in.
    let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
    if !movedFrom.isDisjoint(with: deletedSections) {
      return "attempt to move a section that is deleted"
    }
    if movedFrom.count != movedSections.count || movedTo.count != movedSections.count
      || !movedTo.isDisjoint(with: insertedSections)
    {
      return "attempt to move several sections from, or to, one place"
    }
    let staying = (0..<old).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
    let open = (0..<new).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
    guard staying.count == open.count else {
      return "invalid number of sections. The number of sections contained in the table view"
        + " after the update (\(new)) must be equal to the number of sections contained in the"
        + " table view before the update (\(old)), plus or minus the number of sections"
        + " inserted or deleted (\(insertedSections.count) inserted,"
        + " \(deletedSections.count) deleted) and plus or minus the number of sections moved"
        + " in or out (\(movedSections.count) moved)"
    }
    sectionMap = Array(repeating: nil, count: old)
    for (from, to) in zip(staying, open) { sectionMap[from] = to }
    for move in movedSections { sectionMap[move.from] = move.to }
    freshSections = Set(insertedSections)
    for section in reloadedSections { if let to = sectionMap[section] { freshSections.insert(to) } }
    return resolveRows(oldCounts: oldCounts, newCounts: newCounts)
  }

  private mutating func resolveRows(oldCounts: [Int], newCounts: [Int]) -> String? {
    var removed: [Int: Set<Int>] = [:], placed: [Int: Set<Int>] = [:]
    for row in deletedRows.union(reloadedRows) where !deletedSections.contains(row.section) {
      guard row.count == 2, row.section >= 0, row.section < oldCounts.count, row.row >= 0,
        row.row < oldCounts[row.section]
      else {
        return "attempt to delete or reload row \(row.row) from section \(row.section), which"
          + " has only \(oldCounts[safe: row.section] ?? 0) rows before the update"
      }
      if deletedRows.contains(row) { removed[row.section, default: []].insert(row.row) }
    }
    if !deletedRows.isDisjoint(with: reloadedRows) {
      return "attempt to delete and reload the same index path"
    }
    for row in insertedRows where !insertedSections.contains(row.section) {
      guard row.count == 2, row.section >= 0, row.section < newCounts.count, row.row >= 0,
        row.row < newCounts[row.section]
      else {
        return "attempt to insert row \(row.row) into section \(row.section), but there are"
          + " only \(newCounts[safe: row.section] ?? 0) rows in section \(row.section) after the"
          + " update"
      }
      placed[row.section, default: []].insert(row.row)
    }
    for move in movedRows {
      let (from, to) = move
      guard from.count == 2, to.count == 2, from.section >= 0, from.section < oldCounts.count,
        from.row >= 0, from.row < oldCounts[from.section], to.section >= 0,
        to.section < newCounts.count, to.row >= 0, to.row < newCounts[to.section]
      else { return "attempt to move row \(from) to \(to), which is out of bounds" }
      guard sectionMap[from.section] != nil, !freshSections.contains(to.section) else {
        return "attempt to move row \(from) out of a deleted section or into an inserted one"
      }
      guard !deletedRows.contains(from), !reloadedRows.contains(from),
        removed[from.section, default: []].insert(from.row).inserted,
        placed[to.section, default: []].insert(to.row).inserted
      else { return "attempt to move row \(from) to \(to), which is deleted or already moved" }
      rowMoves[from] = to
    }
    removedRows = removed.mapValues { $0.sorted() }
    placedRows = placed.mapValues { $0.sorted() }
    // Every kept section's count must add up.
    var out: [Int: Int] = [:], into: [Int: Int] = [:]
    for move in movedRows where sectionMap[move.from.section] != move.to.section {
      out[move.from.section, default: 0] += 1
      into[move.to.section, default: 0] += 1
    }
    for (from, to) in sectionMap.enumerated() {
      guard let to, !freshSections.contains(to) else { continue }
      let gone = removedRows[from]?.count ?? 0, came = placedRows[to]?.count ?? 0
      let movedOut = out[from] ?? 0, movedIn = into[to] ?? 0
      let inserted = came - movedIn, deleted = gone - movedOut
      if oldCounts[from] - gone + came != newCounts[to] {
        return "invalid number of rows in section \(to). The number of rows contained in an"
          + " existing section after the update (\(newCounts[to])) must be equal to the number"
          + " of rows contained in that section before the update (\(oldCounts[from])), plus"
          + " or minus the number of rows inserted or deleted from that section (\(inserted)"
          + " inserted, \(deleted) deleted) and plus or minus the number of rows moved into or"
          + " out of that section (\(movedIn) moved in, \(movedOut) moved out)"
      }
    }
    freshRows = insertedRows.filter { !freshSections.contains($0.section) }
    for row in reloadedRows { if let to = newIndexPath(ofOld: row) { freshRows.insert(to) } }
    return nil
  }

  /// Where the old row `indexPath` is after the batch; nil when it was deleted (or its
  /// section was).
  func newIndexPath(ofOld indexPath: IndexPath) -> IndexPath? {
    if let moved = rowMoves[indexPath] { return moved }
    guard indexPath.section < sectionMap.count, let section = sectionMap[indexPath.section]
    else { return nil }
    // The row's rank among the old rows that stay, then the rank-th new place not taken.
    let removed = removedRows[indexPath.section] ?? []
    if removed.binarySearchContains(indexPath.row) { return nil }
    var row = indexPath.row - removed.countBelow(indexPath.row)
    for placed in placedRows[section] ?? [] {
      if placed <= row { row += 1 } else { break }
    }
    return IndexPath(row: row, section: section)
  }

  /// Whether the new row needs a new cell.
  func isFresh(_ indexPath: IndexPath) -> Bool {
    freshSections.contains(indexPath.section) || freshRows.contains(indexPath)
  }
}

extension Array where Element == Int {
  /// How many (sorted) elements are below `value`.
  fileprivate func countBelow(_ value: Int) -> Int {
    var low = 0, high = count
    while low < high {
      let mid = (low + high) / 2
      if self[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }

  fileprivate func binarySearchContains(_ value: Int) -> Bool {
    let index = countBelow(value)
    return index < count && self[index] == value
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    index >= 0 && index < count ? self[index] : nil
  }
}
