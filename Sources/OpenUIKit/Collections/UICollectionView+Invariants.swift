import Foundation

extension UICollectionView {
  /// What is wrong with the cells of the items in view, once laid out (nothing while a reload
  /// or a layout is pending): an item in view without its cell, a cell not in the collection
  /// view or showing two items, more cells alive than the items in view and the spares.
  func collectionViolations() -> [InvariantViolation] {
    guard !needsReload, !needsLayoutFlag, !subtreeNeedsLayout, window != nil,
      !collectionViewLayout.needsPrepare
    else { return [] }
    var found: [InvariantViolation] = []
    func report(_ detail: String) { found.append(InvariantViolation(.listCellsWrong, detail)) }
    var cells = Set<ObjectIdentifier>()
    for (indexPath, cell) in visibleItems {
      if !cells.insert(ObjectIdentifier(cell)).inserted { report("\(cell) shows two items") }
      if cell.superview !== host(forSection: indexPath.section) {
        report("the cell of \(indexPath) is not in \(self)")
      }
    }
    let inView = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
      .filter { $0.representedElementCategory == .cell && !$0.isHidden }
      .prefix(Self.mostElementsInView)
    for element in inView where isValidItem(element.indexPath) {
      if visibleItems[element.indexPath] == nil { report("item \(element.indexPath) has no cell") }
    }
    let hosts: [UIView] = [self] + rowScrollers.values.map { $0 }
    // The collection view's own cells (app code may put a cell that left back in).
    let alive = hosts.reduce(0) {
      $0 + $1.subviews.filter { ($0 as? UICollectionViewCell)?.collection === self }.count
    }
    let spares = reusable.values.reduce(0) { $0 + $1.filter { $0 is UICollectionViewCell }.count }
    if alive > visibleItems.count + spares + leavingCells.count
      || reusable.values.contains(where: { $0.count > 4 })
    {
      report("\(alive) cells alive for \(visibleItems.count) items in view and \(spares) spares")
    }
    return found
  }
}
