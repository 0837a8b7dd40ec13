import Foundation

// Inserting, deleting, reloading and moving rows and sections, alone or in batches, with the
// rows animating to their new places.
extension UITableView {
  /// How changed rows come and go.
  public enum RowAnimation: Int, Sendable {
    /// Fade in or out.
    case fade
    /// Slide in from, or out to, the right.
    case right
    /// Slide in from, or out to, the left.
    case left
    /// Slide from or to the top (drawn as a fade).
    case top
    /// Slide from or to the bottom (drawn as a fade).
    case bottom
    /// No animation: the rows are in their new places at once.
    case none
    /// Shrink or grow from the middle (drawn as a fade).
    case middle
    /// The table's choice (a fade).
    case automatic = 100
  }

  /// How long rows take to move, as UIKit's.
  static let updateDuration: TimeInterval = 0.3

  /// Inserts rows (index paths after the change); the data source must already have them.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(animation) { $0.insertedRows.formUnion(indexPaths) }
  }

  /// Deletes rows (index paths before the change); the data source must no longer have them.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(animation) { $0.deletedRows.formUnion(indexPaths) }
  }

  /// Asks the data source for new cells for these rows.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    update(animation) { $0.reloadedRows.formUnion(indexPaths) }
  }

  /// Moves a row; the data source must already have moved it.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    update(.automatic) { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections (indexes after the change).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(animation) { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (indexes before the change).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(animation) { $0.deletedSections.formUnion(sections) }
  }

  /// Asks the data source for the sections' rows and cells again.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    update(animation) { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section; the data source must already have moved it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    update(.automatic) { $0.movedSections.append((section, newSection)) }
  }

  /// Applies the changes `updates` makes (inserts, deletes, reloads and moves, named as UIKit
  /// names them: deletions by the old index paths, insertions by the new) as one animated
  /// change; `completion` runs when the rows are in place (true) or the change was replaced.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    endUpdates(completion: completion)
  }

  /// Starts collecting changes into one (calls nest).
  public func beginUpdates() {
    updateDepth += 1
  }

  /// Applies the changes collected since ``beginUpdates()``.
  public func endUpdates() {
    endUpdates(completion: nil)
  }

  private func endUpdates(completion: ((Bool) -> Void)?) {
    guard updateDepth > 0 else {
      reportData("endUpdates() without beginUpdates(); ignored")
      completion?(false)
      return
    }
    updateDepth -= 1
    guard updateDepth == 0 else {
      // The outer batch applies it; its completion runs this one's.
      if let completion { pendingCompletions.append(completion) }
      return
    }
    let update = pendingUpdate, animation = pendingAnimation
    pendingUpdate = ListUpdate()
    pendingAnimation = .automatic
    var completions = pendingCompletions
    pendingCompletions.removeAll()
    if let completion { completions.append(completion) }
    apply(update, animation) { finished in completions.forEach { $0(finished) } }
  }

  /// One change: collected when inside a batch, applied at once otherwise.
  private func update(_ animation: RowAnimation, _ change: (inout ListUpdate) -> Void) {
    change(&pendingUpdate)
    if animation != .automatic { pendingAnimation = animation }
    if updateDepth == 0 {
      let update = pendingUpdate, animation = pendingAnimation
      pendingUpdate = ListUpdate()
      pendingAnimation = .automatic
      apply(update, animation, completion: nil)
    }
  }

  /// Applies a batch worked out elsewhere (a diffable data source's), inside a batch if one is
  /// open.
  func applyUpdate(
    _ update: ListUpdate, _ animation: RowAnimation, completion: ((Bool) -> Void)?
  ) {
    guard updateDepth == 0 else {
      reportData("a snapshot was applied inside performBatchUpdates; the table reloads")
      setNeedsReload()
      completion?(true)
      return
    }
    apply(update, animation, completion: completion)
  }

  /// Updates the cells of these rows in place: the data source's cellForRowAt runs for each
  /// row in view and gets the row's own cell back from
  /// ``dequeueReusableCell(withIdentifier:for:)``, so nothing is remade or animated.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    reloadIfNeeded()
    guard !isPlacingRows, let dataSource else { return }
    for indexPath in indexPaths {
      guard let cell = visibleCells_[indexPath] else { continue }
      reconfiguring = (indexPath, cell)
      let given = dataSource.tableView(self, cellForRowAt: indexPath)
      reconfiguring = nil
      guard given !== cell else { continue }
      // Another cell came back: it replaces the row's cell, as a reload would.
      forgetCell(at: indexPath)
      enqueue(cell, leaving: indexPath)
      if given.superview !== self { insertSubview(given, at: 0) }
      given.isHidden = false
      given.table = self
      show(given, at: indexPath)
    }
    setNeedsLayout()
  }

  /// Checks the change against the data source's new counts, carries the rows' heights, cells
  /// and selection to their new places, and animates the rows there. A change the counts do
  /// not add up to (UIKit stops the app) is reported and the table reloads instead.
  private func apply(
    _ update: ListUpdate, _ animation: RowAnimation, completion: ((Bool) -> Void)?
  ) {
    // Nothing shown yet, or asked from inside cellForRowAt: the next layout reads everything.
    guard !needsReload, !isPlacingRows, !update.isEmpty else {
      if isPlacingRows { setNeedsReload() } else if !update.isEmpty { reloadIfNeeded() }
      completion?(true)
      return
    }
    finishLeavingCells()
    dropSwipe()
    let oldStarts = listGeometry.sectionStarts
    let newStarts = readSectionStarts()
    var update = update
    if let problem = update.resolve(
      oldCounts: Self.counts(oldStarts), newCounts: Self.counts(newStarts))
    {
      reportData("invalid update: \(problem); the table reloads its data instead")
      reloadData()
      completion?(true)
      return
    }
    carryHeights(update, from: oldStarts, to: newStarts)
    let (kept, leaving) = carryCells(update)
    selectedRows = Set(
      selectedRows.compactMap { update.newIndexPath(ofOld: $0) }.filter { !update.isFresh($0) })
    for section in Array(visibleHeaders.keys) { hideSupplementary(of: section, footer: false) }
    for section in Array(visibleFooters.keys) { hideSupplementary(of: section, footer: true) }
    readSectionHeights()
    UIView.performWithoutAnimation { placeRows() }
    placeAgainNextFrame()
    animate(kept: kept, leaving: leaving, animation, update, completion: completion)
  }

  private static func counts(_ starts: [Int]) -> [Int] {
    zip(starts.dropFirst(), starts).map { $0 - $1 }
  }

  /// The measured rows keep their heights in their new places; new rows are estimated (or
  /// asked, when the table has no estimates).
  private func carryHeights(_ update: ListUpdate, from oldStarts: [Int], to newStarts: [Int]) {
    var carried: [(row: Int, height: CGFloat)] = []
    for (row, height) in listGeometry.rows.measuredRows() {
      let section = listGeometry.section(ofRow: row)
      let old = IndexPath(row: row - oldStarts[section], section: section)
      if let new = update.newIndexPath(ofOld: old), !update.isFresh(new) {
        carried.append((newStarts[new.section] + new.row, height))
      }
    }
    listGeometry.sectionStarts = newStarts
    let count = newStarts[newStarts.count - 1]
    listGeometry.rows.reset(count: count, estimate: listGeometry.rows.estimate)
    for (row, height) in carried { listGeometry.rows.setHeight(height, of: row) }
    if delegateHeights, estimatedRowHeight == 0 {
      for row in 0..<count where !listGeometry.rows.isMeasured(row) {
        listGeometry.rows.setHeight(declaredHeight(flat: row), of: row)
      }
    }
  }

  /// The visible cells of rows that stay follow them (with the frames they had, to animate
  /// from); the others leave.
  private func carryCells(_ update: ListUpdate) -> (
    kept: [(UITableViewCell, CGRect)], leaving: [(cell: UITableViewCell, indexPath: IndexPath)]
  ) {
    let old = visibleCells_
    for indexPath in old.keys { forgetCell(at: indexPath) }
    var kept: [(UITableViewCell, CGRect)] = []
    var leaving: [(cell: UITableViewCell, indexPath: IndexPath)] = []
    for (indexPath, cell) in old {
      if let new = update.newIndexPath(ofOld: indexPath), !update.isFresh(new) {
        show(cell, at: new)
        kept.append((cell, cell.frame))
      } else {
        if highlightedRow == indexPath { highlightedRow = nil }
        leaving.append((cell, indexPath))
      }
    }
    if let row = highlightedRow { highlightedRow = update.newIndexPath(ofOld: row) }
    return (kept, leaving)
  }

  /// Moves the kept cells from their old frames, brings the new rows' cells in and takes the
  /// deleted rows' cells out, on the application's clock.
  private func animate(
    kept: [(UITableViewCell, CGRect)], leaving: [(cell: UITableViewCell, indexPath: IndexPath)],
    _ animation: RowAnimation, _ update: ListUpdate, completion: ((Bool) -> Void)?
  ) {
    guard animation != .none, window != nil else {
      for (cell, indexPath) in leaving { enqueue(cell, leaving: indexPath) }
      trimSpareCellsAfterPlacing()
      completion?(true)
      return
    }
    leavingCells.append(contentsOf: leaving)
    let keptCells = Set(kept.map { ObjectIdentifier($0.0) })
    let coming = visibleCells_.filter { update.isFresh($0.key) }.map(\.value)
      .filter { !keptCells.contains(ObjectIdentifier($0)) }
    let shift: CGFloat =
      animation == .left ? -bounds.width : animation == .right ? bounds.width : 0
    ListMotion.run(
      kept: kept, coming: coming, leaving: leaving.map(\.cell), shift: shift,
      duration: Self.updateDuration
    ) { [weak self] finished in
      guard let self else { return }
      for (cell, indexPath) in leaving where self.leavingCells.contains(where: { $0.cell === cell })
      {
        self.leavingCells.removeAll { $0.cell === cell }
        cell.alpha = 1
        self.enqueue(cell, leaving: indexPath)
      }
      self.trimSpareCellsAfterPlacing()
      completion?(finished)
    }
  }

  /// Cells still animating away are taken back now (a new change or a reload is coming).
  func finishLeavingCells() {
    let leaving = leavingCells
    leavingCells.removeAll()
    for (cell, indexPath) in leaving {
      cell.alpha = 1
      enqueue(cell, leaving: indexPath)
    }
  }
}
