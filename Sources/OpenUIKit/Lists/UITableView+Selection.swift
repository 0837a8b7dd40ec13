import Foundation

// Selection: from code (no delegate calls, as in UIKit) and from touches on cells (the
// delegate asked and told, in UIKit's order).
extension UITableView {
  /// The selected row (the first, in index-path order), or nil.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

  /// The selected rows in index-path order, or nil when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects the row (deselecting the others unless ``allowsMultipleSelection``) and scrolls
  /// it into view at `scrollPosition`; nil deselects every row. The delegate is not told.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    reloadIfNeeded()
    guard let indexPath else {
      for row in selectedRows { deselectRow(at: row, animated: animated) }
      return
    }
    guard flatIndex(of: indexPath) != nil else {
      reportData("selectRow(at: \(indexPath)): the table has no such row; nothing selected")
      return
    }
    if !allowsMultipleSelection {
      for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
    }
    selectedRows.insert(indexPath)
    visibleCells_[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row. The delegate is not told.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRows.remove(indexPath) != nil else { return }
    visibleCells_[indexPath]?.setSelected(false, animated: animated)
  }

  // MARK: - Touches

  private func indexPath(showing cell: UITableViewCell) -> IndexPath? {
    rowOfCell[ObjectIdentifier(cell)]
  }

  /// A finger came down on `cell` (after the scroll view's touch delay): highlight its row.
  /// Returns whether the table took the touch.
  func cellTouchBegan(_ cell: UITableViewCell) -> Bool {
    // A touch while a row is swiped open closes it and does nothing else.
    if swipe != nil {
      closeSwipe(animated: true)
      touchClosedSwipe = ObjectIdentifier(cell)
      return true
    }
    guard allowsSelection, !isEditing || allowsSelectionDuringEditing,
      let indexPath = indexPath(showing: cell)
    else { return false }
    if tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
      highlightedRow = indexPath
      cell.setHighlighted(true, animated: false)
      tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }
    return true
  }

  /// The finger lifted: the highlight goes, and inside the cell the row is selected (or, with
  /// multiple selection, a selected row deselected).
  func cellTouchEnded(_ cell: UITableViewCell, inside: Bool) -> Bool {
    if touchClosedSwipe == ObjectIdentifier(cell) {
      touchClosedSwipe = nil
      return true
    }
    guard allowsSelection, !isEditing || allowsSelectionDuringEditing,
      let indexPath = indexPath(showing: cell)
    else { return false }
    unhighlight(cell, indexPath)
    if inside { userSelected(indexPath) }
    return true
  }

  /// A scroll (or anything else) took the touch: the highlight goes, nothing is selected.
  func cellTouchCancelled(_ cell: UITableViewCell) -> Bool {
    if touchClosedSwipe == ObjectIdentifier(cell) { touchClosedSwipe = nil }
    guard let indexPath = indexPath(showing: cell) else { return false }
    unhighlight(cell, indexPath)
    return true
  }

  private func unhighlight(_ cell: UITableViewCell, _ indexPath: IndexPath) {
    guard highlightedRow == indexPath else { return }
    highlightedRow = nil
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  /// A tap on a row: willSelect may redirect or refuse it; a row already selected under
  /// multiple selection is deselected instead; otherwise the others are deselected first.
  func userSelected(_ tapped: IndexPath) {
    if allowsMultipleSelection, selectedRows.contains(tapped) {
      userDeselected(tapped)
      return
    }
    // No delegate: the tapped row. A delegate's nil refuses the selection.
    let asked: IndexPath? =
      if let delegate = tableDelegate { delegate.tableView(self, willSelectRowAt: tapped) } else {
        tapped
      }
    guard let target = asked, flatIndex(of: target) != nil else { return }
    if !allowsMultipleSelection {
      for row in selectedRows.sorted() where row != target { userDeselected(row) }
    }
    guard !selectedRows.contains(target) else { return }
    selectedRows.insert(target)
    visibleCells_[target]?.setSelected(true, animated: true)
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  private func userDeselected(_ row: IndexPath) {
    let asked: IndexPath? =
      if let delegate = tableDelegate { delegate.tableView(self, willDeselectRowAt: row) } else {
        row
      }
    guard let target = asked, selectedRows.contains(target) else { return }
    deselectRow(at: target, animated: true)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }
}
