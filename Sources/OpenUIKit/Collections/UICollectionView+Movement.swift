import Foundation

// Interactive movement (what apps wire to a long press): the moving item's cell follows a
// point, the other items of its section make room where it would go, and the end moves the
// data. And item context menus, through a context-menu interaction on the collection view.
extension UICollectionView {
  /// An item being moved: where it came from, where it would go, its cell.
  struct Movement {
    let source: IndexPath
    var target: IndexPath
    let cell: UICollectionViewCell
  }

  /// Starts moving the item at `indexPath`; false when it cannot move (the data source does
  /// not move items, says no, or the item is not in view).
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    reloadIfNeeded()
    guard movement == nil, let dataSource, let cell = visibleItems[indexPath],
      dataSourceMovesItems, dataSource.collectionView(self, canMoveItemAt: indexPath)
    else { return false }
    movement = Movement(source: indexPath, target: indexPath, cell: cell)
    cell.superview?.bringSubviewToFront(cell)
    cell.layer.zPosition = 100
    return true
  }

  /// Moves the moving item's cell to `targetPosition` (in the content) and makes room for it
  /// at the item under that point (in its own section).
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var state = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
    // The cell's host may be a row that scrolls sideways.
    let host = state.cell.superview ?? self
    state.cell.center = hostFrame(CGRect(origin: targetPosition, size: .zero), in: host).origin
    if let under = indexPathForItem(at: targetPosition), under.section == state.source.section {
      let target =
        collectionDelegate?.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: state.source,
          atCurrentIndexPath: state.target, toProposedIndexPath: under) ?? under
      if target != state.target, isValidItem(target), target.section == state.source.section {
        state.target = target
        movement = state
        UIView.animate(withDuration: 0.2) { self.makeRoom(for: state) }
      }
    }
  }

  /// Ends the movement: the data source moves the item's data and the items settle.
  public func endInteractiveMovement() {
    guard let state = movement else { return }
    movement = nil
    state.cell.layer.zPosition = 0
    guard state.target != state.source else {
      UIView.animate(withDuration: 0.2) { self.placeItemsAgain() }
      return
    }
    dataSource?.collectionView(self, moveItemAt: state.source, to: state.target)
    var update = ListUpdate()
    update.movedRows = [(state.source, state.target)]
    apply(update, animated: true, completion: nil)
  }

  /// The movement stops where it is (a reload or an update is coming).
  func dropMovement() {
    guard let state = movement else { return }
    movement = nil
    state.cell.layer.zPosition = 0
  }

  /// Cancels the movement: every item goes back.
  public func cancelInteractiveMovement() {
    guard let state = movement else { return }
    movement = nil
    state.cell.layer.zPosition = 0
    UIView.animate(withDuration: 0.2) { self.placeItemsAgain() }
  }

  /// The other items of the section at the places they take with the moving item at its
  /// target.
  func makeRoom(for state: Movement) {
    let s = state.source.item, t = state.target.item
    for (indexPath, cell) in visibleItems where cell !== state.cell {
      guard indexPath.section == state.source.section else { continue }
      let i = indexPath.item
      let without = i - (i > s ? 1 : 0)
      let shown = without + (without >= t ? 1 : 0)
      if let frame = collectionViewLayout.layoutAttributesForItem(
        at: IndexPath(item: shown, section: indexPath.section))?.frame
      {
        cell.frame = hostFrame(frame, in: cell.superview ?? self)
      }
    }
  }

  /// Every visible item at its layout's place.
  private func placeItemsAgain() {
    for (indexPath, cell) in visibleItems {
      if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame {
        cell.frame = hostFrame(frame, in: cell.superview ?? self)
      }
    }
  }

  /// Whether the data source implements `collectionView(_:moveItemAt:to:)` (asked once per
  /// class by moving the item being moved onto itself, as tables ask: see the Lists article).
  private var dataSourceMovesItems: Bool {
    guard let dataSource, let first = visibleItems.keys.min() else { return false }
    let key = ObjectIdentifier(type(of: dataSource))
    if let known = Self.movingClasses[key] { return known }
    let implemented = OptionalRequirement.answer("collectionView(_:moveItemAt:to:)") {
      dataSource.collectionView(self, moveItemAt: first, to: first)
    }.implemented
    Self.movingClasses[key] = implemented
    return implemented
  }

  private static var movingClasses: [ObjectIdentifier: Bool] = [:]

  // MARK: - Context menus

  /// Gives the collection view's context-menu interaction the items' configuration.
  @MainActor
  final class ItemMenuSource: UIContextMenuInteractionDelegate {
    weak var collection: UICollectionView?
    init(collection: UICollectionView) { self.collection = collection }

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let collection, let item = collection.indexPathForItem(at: location) else { return nil }
      return collection.collectionDelegate?.collectionView(
        collection, contextMenuConfigurationForItemsAt: [item], point: location)
    }
  }

  /// Adds or removes the context-menu interaction as the delegate gives menus or not (asked
  /// once the items are read, with the first item).
  func updateItemMenus() {
    var gives = false
    if let delegate = collectionDelegate, let section = counts.firstIndex(where: { $0 > 0 }) {
      let first = IndexPath(item: 0, section: section)
      gives =
        OptionalRequirement.answer(
          "collectionView(_:contextMenuConfigurationForItemsAt:point:)"
        ) {
          delegate.collectionView(self, contextMenuConfigurationForItemsAt: [first], point: .zero)
        }.implemented
    }
    if gives, itemMenus == nil {
      let source = ItemMenuSource(collection: self)
      let interaction = UIContextMenuInteraction(delegate: source)
      itemMenus = (interaction, source)
      addInteraction(interaction)
    } else if !gives, let (interaction, _) = itemMenus {
      removeInteraction(interaction)
      itemMenus = nil
    }
  }
}
