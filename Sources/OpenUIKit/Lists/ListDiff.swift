import Foundation

/// The batch of changes that turns one arrangement of identified sections and items into
/// another, as a diffable data source applies it: what is gone is deleted, what is new is
/// inserted, and of what stays, the longest run already in order stays put while the rest
/// moves. O(n log n) in the items, whatever changed (a general edit-script diff is quadratic
/// when everything moves).
enum ListDiff {
  /// The batch turning `old` into `new` (sections with their items, identifiers unique).
  ///
  /// The identifiers are numbered first (one hash each), and the diff runs on the numbers:
  /// called from a generic data source in another module the generic code is not specialised,
  /// and every set and dictionary operation on `Item` would cost a metadata lookup.
  static func update<Section: Hashable, Item: Hashable>(
    from old: [(Section, [Item])], to new: [(Section, [Item])]
  ) -> ListUpdate {
    var sectionNumbers: [Section: Int] = [:], itemNumbers: [Item: Int] = [:]
    func number<Key: Hashable>(_ key: Key, in table: inout [Key: Int]) -> Int {
      if let known = table[key] { return known }
      let next = table.count
      table[key] = next
      return next
    }
    let oldNumbers = old.map { section, items in
      (number(section, in: &sectionNumbers), items.map { number($0, in: &itemNumbers) })
    }
    let newNumbers = new.map { section, items in
      (number(section, in: &sectionNumbers), items.map { number($0, in: &itemNumbers) })
    }
    return numbered(from: oldNumbers, to: newNumbers)
  }

  /// ``update(from:to:)`` on numbered identifiers.
  static func numbered(from old: [(Int, [Int])], to new: [(Int, [Int])]) -> ListUpdate {
    var update = ListUpdate()
    let oldSections = Dictionary(
      old.enumerated().map { ($0.element.0, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let newSections = Dictionary(
      new.enumerated().map { ($0.element.0, $0.offset) }, uniquingKeysWith: { first, _ in first })
    for (index, (section, _)) in old.enumerated() where newSections[section] == nil {
      update.deletedSections.insert(index)
    }
    // Sections in both, in their new order; those outside the longest run in order move.
    var commonSections: [(old: Int, new: Int)] = []
    for (index, (section, _)) in new.enumerated() {
      if let from = oldSections[section] {
        commonSections.append((from, index))
      } else {
        update.insertedSections.insert(index)
      }
    }
    let staying = Set(longestIncreasingRun(commonSections.map(\.old)))
    var sectionMap: [Int: Int] = [:], oldOfNew: [Int: Int] = [:]
    for (from, to) in commonSections {
      sectionMap[from] = to
      oldOfNew[to] = from
      if !staying.contains(from) { update.movedSections.append((from, to)) }
    }

    var oldItems: [Int: IndexPath] = [:]
    for (section, (_, items)) in old.enumerated() {
      for (row, item) in items.enumerated() where oldItems[item] == nil {
        oldItems[item] = IndexPath(row: row, section: section)
      }
    }
    var kept = Set<Int>()
    for (section, (_, items)) in new.enumerated() {
      let inserted = update.insertedSections.contains(section)
      // Items that were in the section that became this one: the longest run in order stays.
      var sameSection: [(old: Int, new: Int)] = []
      for (row, item) in items.enumerated() {
        let to = IndexPath(row: row, section: section)
        guard !inserted, let from = oldItems[item], sectionMap[from.section] != nil,
          !kept.contains(item)
        else {
          if !inserted { update.insertedRows.insert(to) }
          continue
        }
        kept.insert(item)
        if sectionMap[from.section] == section {
          sameSection.append((from.row, row))
        } else {
          update.movedRows.append((from, to))
        }
      }
      let oldSection = oldOfNew[section]
      let inOrder = Set(longestIncreasingRun(sameSection.map(\.old)))
      for (from, to) in sameSection where !inOrder.contains(from) {
        if let oldSection {
          update.movedRows.append(
            (IndexPath(row: from, section: oldSection), IndexPath(row: to, section: section)))
        }
      }
    }
    for (item, from) in oldItems where !kept.contains(item) {
      if !update.deletedSections.contains(from.section) { update.deletedRows.insert(from) }
    }
    return update
  }

  /// The values of the longest strictly increasing subsequence of `values` (patience sorting).
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    var tails: [Int] = []  // index into values of the smallest tail of each length
    var previous = Array(repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      var low = 0, high = tails.count
      while low < high {
        let mid = (low + high) / 2
        if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run: [Int] = []
    var index = tails.last ?? -1
    while index >= 0 {
      run.append(values[index])
      index = previous[index]
    }
    return run.reversed()
  }
}
