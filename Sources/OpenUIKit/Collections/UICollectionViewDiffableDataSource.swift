import Foundation

/// A collection view's data source that answers from a snapshot: apply a new
/// ``NSDiffableDataSourceSnapshot`` and the collection view inserts, deletes, moves and reloads
/// exactly the items that changed, as UIKit's.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: NSObject, UICollectionViewDataSource {
  /// Makes the cell of an item.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  /// Makes a supplementary view (a header or footer).
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()
  /// Makes headers and footers; nil shows none.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// A data source for `collectionView` (it becomes its data source).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    state.current
  }

  /// Shows `snapshot`, changing only the items that changed; `completion` runs when they are in
  /// place.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let (update, reconfigure) = state.adopt(snapshot)
    guard let collectionView else {
      completion?()
      return
    }
    collectionView.apply(update, animated: animatingDifferences) { _ in completion?() }
    if !reconfigure.isEmpty { collectionView.reconfigureItems(at: reconfigure) }
  }

  /// Shows `snapshot` by reloading (no diff, no animation).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    state.replace(with: snapshot)
    collectionView?.reloadData()
    completion?()
  }

  /// The item at `indexPath`, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    state.item(at: indexPath)
  }

  /// The index path of an item, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    state.current.indexPath(ofItem: itemIdentifier).map { IndexPath(item: $0[1], section: $0[0]) }
  }

  /// The section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    state.section(at: index)
  }

  /// The index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    state.current.indexOfSection(sectionIdentifier)
  }

  // MARK: - UICollectionViewDataSource

  /// The snapshot's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    state.current.numberOfSections
  }

  /// The section's items.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    state.count(inSection: section)
  }

  /// The cell provider's cell for the item.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = state.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    else {
      HostServices.report(
        .invalidListData,
        "UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
      return UICollectionViewCell(frame: .zero)
    }
    return cell
  }

  /// The supplementary view provider's view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }
}
