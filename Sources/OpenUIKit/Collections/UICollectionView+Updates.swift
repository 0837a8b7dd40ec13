import Foundation

// Inserting, deleting, reloading and moving items and sections, alone or in batches: checked
// against the data source's counts as UIKit does (ListUpdate), with the cells of items that
// stay moving to their new places.
extension UICollectionView {
  /// Inserts items (index paths after the change).
  public func insertItems(at indexPaths: [IndexPath]) {
    update { $0.insertedRows.formUnion(indexPaths) }
  }
  /// Deletes items (index paths before the change).
  public func deleteItems(at indexPaths: [IndexPath]) {
    update { $0.deletedRows.formUnion(indexPaths) }
  }
  /// Asks the data source for new cells for these items.
  public func reloadItems(at indexPaths: [IndexPath]) {
    update { $0.reloadedRows.formUnion(indexPaths) }
  }
  /// Moves an item; the data source must already have moved it.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update { $0.movedRows.append((indexPath, newIndexPath)) }
  }
  /// Inserts sections.
  public func insertSections(_ sections: IndexSet) {
    update { $0.insertedSections.formUnion(sections) }
  }
  /// Deletes sections.
  public func deleteSections(_ sections: IndexSet) {
    update { $0.deletedSections.formUnion(sections) }
  }
  /// Asks for the sections' items and cells again.
  public func reloadSections(_ sections: IndexSet) {
    update { $0.reloadedSections.formUnion(sections) }
  }
  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    update { $0.movedSections.append((section, newSection)) }
  }

  /// Applies the changes `updates` makes as one animated change; `completion` runs when the
  /// items are in place.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updateDepth += 1
    updates?()
    updateDepth -= 1
    if let completion { pendingCompletions.append(completion) }
    guard updateDepth == 0 else { return }
    let update = pendingUpdate
    pendingUpdate = ListUpdate()
    let completions = pendingCompletions
    pendingCompletions.removeAll()
    apply(update, animated: true) { finished in completions.forEach { $0(finished) } }
  }

  /// Updates the cells of these items in place: cellForItemAt runs for each item in view and
  /// gets the item's own cell back from ``dequeueReusableCell(withReuseIdentifier:for:)``.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    reloadIfNeeded()
    guard !isPlacingItems, let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = visibleItems[indexPath] else { continue }
      reconfiguring = (indexPath, cell)
      let given = dataSource.collectionView(self, cellForItemAt: indexPath)
      reconfiguring = nil
      // New content may want another size.
      collectionViewLayout.itemNeedsMeasuring(at: indexPath)
      guard given !== cell else { continue }
      forgetCell(at: indexPath)
      enqueue(cell, leaving: indexPath)
      let host = host(forSection: indexPath.section)
      if given.superview !== host { host.insertSubview(given, at: 0) }
      given.isHidden = false
      given.collection = self
      show(given, at: indexPath)
    }
    setNeedsLayout()
  }

  private func update(_ change: (inout ListUpdate) -> Void) {
    change(&pendingUpdate)
    guard updateDepth == 0 else { return }
    let update = pendingUpdate
    pendingUpdate = ListUpdate()
    apply(update, animated: true, completion: nil)
  }

  /// Checks the change against the new counts, carries the cells and selection to their new
  /// places, lays the items out again and animates them there. An update the counts do not
  /// add up to is reported in UIKit's words and the collection view reloads instead.
  func apply(_ update: ListUpdate, animated: Bool, completion: ((Bool) -> Void)?) {
    guard !needsReload, !isPlacingItems, !update.isEmpty else {
      if isPlacingItems { setNeedsReload() } else if !update.isEmpty { reloadIfNeeded() }
      completion?(true)
      return
    }
    finishLeavingCells()
    dropMovement()
    let newCounts = readCounts()
    var update = update
    if let problem = update.resolve(oldCounts: counts, newCounts: newCounts) {
      reportData("invalid update: \(problem); the collection view reloads its data instead")
      reloadData()
      completion?(true)
      return
    }
    counts = newCounts
    let old = visibleItems
    for indexPath in old.keys { forgetCell(at: indexPath) }
    var kept: [(UICollectionViewCell, CGRect)] = []
    var hosts: [ObjectIdentifier: UIView] = [:]
    var leaving: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
    for (indexPath, cell) in old {
      if let new = update.newIndexPath(ofOld: indexPath), !update.isFresh(new) {
        show(cell, at: new)
        kept.append((cell, cell.frame))
        hosts[ObjectIdentifier(cell)] = cell.superview
      } else {
        leaving.append((cell, indexPath))
      }
    }
    selectedItems = Set(
      selectedItems.compactMap { update.newIndexPath(ofOld: $0) }.filter { !update.isFresh($0) })
    highlightedItem = nil
    for (key, view) in visibleSupplementaries { enqueueSupplementary(view, key) }
    visibleSupplementaries.removeAll()
    collectionViewLayout.dataDidChange()
    collectionViewLayout.invalidateLayout()
    UIView.performWithoutAnimation { placeItems() }
    placeAgainNextFrame()
    // A cell that changed hosts (into or out of a row that scrolls sideways) starts in place.
    kept = kept.map { cell, from in
      (cell, hosts[ObjectIdentifier(cell)] === cell.superview ? from : cell.frame)
    }
    guard animated, window != nil else {
      for (cell, indexPath) in leaving { enqueue(cell, leaving: indexPath) }
      trimSparesAfterPlacing()
      completion?(true)
      return
    }
    leavingCells.append(contentsOf: leaving)
    let keptCells = Set(kept.map { ObjectIdentifier($0.0) })
    let coming = visibleItems.filter { update.isFresh($0.key) }.map(\.value)
      .filter { !keptCells.contains(ObjectIdentifier($0)) }
    ListMotion.run(
      kept: kept, coming: coming, leaving: leaving.map(\.cell), shift: 0, duration: 0.3
    ) { [weak self] finished in
      guard let self else { return }
      for (cell, indexPath) in leaving where self.leavingCells.contains(where: { $0.cell === cell })
      {
        self.leavingCells.removeAll { $0.cell === cell }
        cell.alpha = 1
        self.enqueue(cell, leaving: indexPath)
      }
      self.trimSparesAfterPlacing()
      completion?(finished)
    }
  }

  /// Cells still fading out are taken back now.
  func finishLeavingCells() {
    let leaving = leavingCells
    leavingCells.removeAll()
    for (cell, indexPath) in leaving {
      cell.alpha = 1
      enqueue(cell, leaving: indexPath)
    }
  }
}
