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
  private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()

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
    state.current
  }

  /// Shows `snapshot`: the rows whose items left are deleted, new ones inserted, moved ones
  /// moved, and those marked reloaded or reconfigured updated; `completion` runs when the rows
  /// are in place.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let (update, reconfigure) = state.adopt(snapshot)
    guard let tableView else {
      completion?()
      return
    }
    tableView.applyUpdate(update, animatingDifferences ? defaultRowAnimation : .none) { _ in
      completion?()
    }
    if !reconfigure.isEmpty { tableView.reconfigureRows(at: reconfigure) }
  }

  /// Shows `snapshot` by reloading the table (no diff, no animation).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    state.replace(with: snapshot)
    tableView?.reloadData()
    completion?()
  }

  /// The item of the row at `indexPath`, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    state.item(at: indexPath)
  }

  /// The row of an item, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state.current.indexPath(ofItem: itemIdentifier)
  }

  /// The section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state.section(at: index)
  }

  /// The index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    state.current.indexOfSection(sectionIdentifier)
  }

  // MARK: - UITableViewDataSource

  /// The snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { state.current.numberOfSections }

  /// The section's items.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    state.count(inSection: section)
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
