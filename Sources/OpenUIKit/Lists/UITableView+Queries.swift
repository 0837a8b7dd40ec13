import Foundation

// Where rows are and which are in view.
extension UITableView {
  /// The cell showing the row, or nil when the row is not in view.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCells_[indexPath]
  }

  /// The row `cell` shows, or nil when it shows none.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    rowOfCell[ObjectIdentifier(cell)]
  }

  /// The row under `point` (in the table's coordinates: the content's), or nil.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.x.isFinite, point.y.isFinite, point.x >= 0, point.x < bounds.width,
      let row = listGeometry.row(at: point.y)
    else { return nil }
    return indexPath(flat: row)
  }

  /// The cells showing rows, in row order.
  public var visibleCells: [UITableViewCell] {
    visibleCells_.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows in view, in order, or nil when none is.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleCells_.isEmpty ? nil : visibleCells_.keys.sorted()
  }

  /// The row's rectangle in the table's coordinates (zero for a row the table does not have).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard let row = flatIndex(of: indexPath) else { return .zero }
    return rowFrame(
      top: listGeometry.rowTop(row, in: indexPath.section),
      height: listGeometry.rows.height(of: row))
  }

  /// Scrolls so that the row is at `scrollPosition`, within the content's limits.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    reloadIfNeeded()
    guard flatIndex(of: indexPath) != nil else {
      reportData("scrollToRow(at: \(indexPath)): the table has no such row; not scrolled")
      return
    }
    let rect = rectForRow(at: indexPath)
    let height = bounds.height
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = rect.minY
    case .middle: y = rect.midY - height / 2
    case .bottom: y = rect.maxY - height
    case .none:
      if rect.minY < y { y = rect.minY } else if rect.maxY > y + height { y = rect.maxY - height }
    }
    let inset = adjustedContentInset
    let maxY = max(-inset.top, contentSize.height + inset.bottom - height)
    y = min(max(y, -inset.top), maxY)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }
}

extension UITableView {
  /// What is wrong with the cells of the rows in view, once the table is laid out (nothing
  /// while a reload or a layout is pending): a row in view without its cell, a cell not in
  /// the table or in two rows, more cells alive than the rows in view and the spares.
  func listViolations() -> [InvariantViolation] {
    guard !needsReload, !needsLayoutFlag, !subtreeNeedsLayout, window != nil else { return [] }
    var found: [InvariantViolation] = []
    func report(_ detail: String) { found.append(InvariantViolation(.listCellsWrong, detail)) }
    var cells = Set<ObjectIdentifier>()
    for (indexPath, cell) in visibleCells_ {
      if !cells.insert(ObjectIdentifier(cell)).inserted { report("\(cell) shows two rows") }
      // Where the cell is and whether it is hidden are the app's to change too; that it is in
      // the table is not (a cell taken out makes the table lay out again).
      if cell.superview !== self { report("the cell of \(indexPath) is not in \(self)") }
    }
    let rows = listGeometry.rows(from: bounds.minY, to: bounds.maxY, limit: Self.mostRowsInView)
    for (row, section, _) in rows {
      let indexPath = IndexPath(row: row - listGeometry.sectionStarts[section], section: section)
      if visibleCells_[indexPath] == nil { report("row \(indexPath) has no cell") }
    }
    // The table's own cells (app code may put a cell that left back in as a plain subview).
    let alive = subviews.filter { ($0 as? UITableViewCell)?.table === self }.count
    let spares = reusableCells.values.reduce(0) { $0 + $1.count }
    if alive > visibleCells_.count + spares + leavingCells.count
      || reusableCells.values.contains(where: { $0.count > 4 })
    {
      report("\(alive) cells alive for \(visibleCells_.count) rows in view and \(spares) spares")
    }
    return found
  }
}
