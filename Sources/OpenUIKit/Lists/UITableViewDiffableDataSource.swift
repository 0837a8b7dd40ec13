import Foundation

/// A table's data source that answers from a snapshot: apply a new
/// ``NSDiffableDataSourceSnapshot`` and the table inserts, deletes, moves and reloads exactly
/// the rows that changed (animated), as UIKit's.
///
/// The cell provider makes each row's cell from its item identifier. Keep the data source (the
/// table holds it weakly, as in UIKit). Override the title methods for section titles.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>:
  NSObject, UITableViewDataSource
{
  /// Makes the cell of a row from its item identifier.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Each item's row, made when first asked after a change (a large snapshot applied often
  /// need not pay for it).
  private var locationCache: [ItemIdentifierType: IndexPath]?
  private var locations: [ItemIdentifierType: IndexPath] {
    if let locationCache { return locationCache }
    let made = Self.locations(of: current)
    locationCache = made
    return made
  }

  /// How changed rows animate when a snapshot is applied with animation.
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView` (it becomes the table's data source).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the snapshot the table shows.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }

  /// Shows `snapshot`: the rows whose items left are deleted, new ones inserted, moved ones
  /// moved, and those marked reloaded or reconfigured updated; `completion` runs when the rows
  /// are in place.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    var snapshot = snapshot
    let old = current
    // The same arrangement (a copy of the current snapshot with only reloads or reconfigures
    // marked): nothing to diff.
    var update =
      old.arrangementToken === snapshot.arrangementToken
      ? ListUpdate() : ListDiff.update(from: old.arrangement, to: snapshot.arrangement)
    // Reloads name rows as they were; reconfigured rows keep their cells.
    for item in snapshot.reloadedItemIdentifiers {
      if let row = old.indexPath(ofItem: item), !update.deletedRows.contains(row),
        !update.movedRows.contains(where: { $0.from == row })
      {
        update.reloadedRows.insert(row)
      }
    }
    for section in snapshot.reloadedSectionIdentifiers {
      if let index = old.indexOfSection(section), !update.deletedSections.contains(index),
        !update.movedSections.contains(where: { $0.from == index })
      {
        update.reloadedSections.insert(index)
      }
    }
    let reconfigured = snapshot.reconfiguredItemIdentifiers
    snapshot.clearMarks()
    current = snapshot
    locationCache = nil
    guard let tableView else {
      completion?()
      return
    }
    tableView.applyUpdate(
      update, animatingDifferences ? defaultRowAnimation : .none
    ) { _ in completion?() }
    let rows = reconfigured.compactMap { current.indexPath(ofItem: $0) }
    if !rows.isEmpty { tableView.reconfigureRows(at: rows) }
  }

  /// Shows `snapshot` by reloading the table (no diff, no animation).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    var snapshot = snapshot
    snapshot.clearMarks()
    current = snapshot
    locationCache = nil
    tableView?.reloadData()
    completion?()
  }

  /// The item of the row at `indexPath`, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, indexPath.section >= 0,
      indexPath.section < current.numberOfSections
    else { return nil }
    let items = current.itemIdentifiers(inSection: current.sectionIdentifiers[indexPath.section])
    return indexPath.row >= 0 && indexPath.row < items.count ? items[indexPath.row] : nil
  }

  /// The row of an item, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    locations[itemIdentifier]
  }

  /// The section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    index >= 0 && index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
  }

  /// The index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  private static func locations(
    of snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) -> [ItemIdentifierType: IndexPath] {
    var found: [ItemIdentifierType: IndexPath] = [:]
    for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
      for (row, item) in snapshot.itemIdentifiers(inSection: identifier).enumerated() {
        found[item] = IndexPath(row: row, section: section)
      }
    }
    return found
  }

  // MARK: - UITableViewDataSource

  /// The snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The section's items.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
  }

  /// The cell provider's cell for the row's item.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      HostServices.report(
        .invalidListData,
        "UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return cell
  }

  /// No header title; override to give one.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// No footer title; override to give one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
}
