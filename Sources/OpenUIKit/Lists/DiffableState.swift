import Foundation

/// What a diffable data source (table or collection) keeps: the snapshot shown, and how a new
/// snapshot turns into a batch of changes.
struct DiffableState<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  private(set) var current = Snapshot()

  /// Makes `snapshot` the one shown: returns the batch from the old one (nothing to diff when
  /// only marks changed) with its reloads, and the rows of the items to reconfigure in place.
  mutating func adopt(_ snapshot: Snapshot) -> (update: ListUpdate, reconfigure: [IndexPath]) {
    var snapshot = snapshot
    let old = current
    var update =
      old.arrangementToken === snapshot.arrangementToken
      ? ListUpdate() : ListDiff.update(from: old.arrangement, to: snapshot.arrangement)
    // Reloads name rows as they were.
    let moved = Set(update.movedRows.map(\.from))
    for item in snapshot.reloadedItemIdentifiers {
      if let row = old.indexPath(ofItem: item), !update.deletedRows.contains(row),
        !moved.contains(row)
      {
        update.reloadedRows.insert(row)
      }
    }
    let movedSections = Set(update.movedSections.map(\.from))
    for section in snapshot.reloadedSectionIdentifiers {
      if let index = old.indexOfSection(section), !update.deletedSections.contains(index),
        !movedSections.contains(index)
      {
        update.reloadedSections.insert(index)
      }
    }
    let reconfigured = snapshot.reconfiguredItemIdentifiers
    snapshot.clearMarks()
    current = snapshot
    return (update, reconfigured.compactMap { snapshot.indexPath(ofItem: $0) })
  }

  /// Makes `snapshot` the one shown, without a diff (the list reloads).
  mutating func replace(with snapshot: Snapshot) {
    var snapshot = snapshot
    snapshot.clearMarks()
    current = snapshot
  }

  /// The item at `indexPath`, or nil.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, indexPath.section >= 0,
      indexPath.section < current.numberOfSections
    else { return nil }
    let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
    let row = indexPath[1]
    return row >= 0 && row < items.count ? items[row] : nil
  }

  /// The section at `index`, or nil.
  func section(at index: Int) -> SectionIdentifierType? {
    index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
  }

  /// How many items the section at `index` has.
  func count(inSection index: Int) -> Int {
    section(at: index).map { current.numberOfItems(inSection: $0) } ?? 0
  }
}
