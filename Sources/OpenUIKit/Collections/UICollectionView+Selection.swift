import Foundation

// Selection: from code (no delegate calls, as in UIKit) and from touches on cells (the delegate
// asked and told).
extension UICollectionView {
  /// The selected items in order, or nil when none is.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.isEmpty ? nil : selectedItems.sorted()
  }

  /// Selects the item (deselecting the others unless ``allowsMultipleSelection``) and scrolls
  /// it to `scrollPosition`; nil deselects every item. The delegate is not told.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    reloadIfNeeded()
    guard let indexPath else {
      for item in selectedItems { deselectItem(at: item, animated: animated) }
      return
    }
    guard isValidItem(indexPath) else {
      reportData("selectItem(at: \(indexPath)): no such item; nothing selected")
      return
    }
    if !allowsMultipleSelection {
      for item in selectedItems where item != indexPath {
        deselectItem(at: item, animated: animated)
      }
    }
    selectedItems.insert(indexPath)
    visibleItems[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the item. The delegate is not told.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard selectedItems.remove(indexPath) != nil else { return }
    visibleItems[indexPath]?.isSelected = false
  }

  func cellTouchBegan(_ cell: UICollectionViewCell) -> Bool {
    guard allowsSelection, let item = indexPath(for: cell) else { return false }
    if collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true {
      highlightedItem = item
      cell.isHighlighted = true
    }
    return true
  }

  func cellTouchEnded(_ cell: UICollectionViewCell, inside: Bool) -> Bool {
    guard allowsSelection, let item = indexPath(for: cell) else { return false }
    if highlightedItem == item {
      highlightedItem = nil
      cell.isHighlighted = false
    }
    if inside { userTapped(item) }
    return true
  }

  func cellTouchCancelled(_ cell: UICollectionViewCell) -> Bool {
    guard let item = indexPath(for: cell) else { return false }
    if highlightedItem == item {
      highlightedItem = nil
      cell.isHighlighted = false
    }
    return true
  }

  /// A tap: a selected item under multiple selection is deselected (if the delegate lets it);
  /// otherwise the item is selected (if the delegate lets it), the others deselected first.
  func userTapped(_ item: IndexPath) {
    let delegate = collectionDelegate
    if allowsMultipleSelection, selectedItems.contains(item) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { return }
      deselectItem(at: item, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: item)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
    if !allowsMultipleSelection {
      for other in selectedItems.sorted() where other != item {
        deselectItem(at: other, animated: true)
        delegate?.collectionView(self, didDeselectItemAt: other)
      }
    }
    guard selectedItems.insert(item).inserted else { return }
    visibleItems[item]?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: item)
  }
}
