import Foundation

// Keyboard selection on the desktop: Tab focuses the table (the focus ring goes round it), the
// up and down arrows move a highlighted row, Return or Space selects it (the delegate asked and
// told as for a tap), Escape or Tab leaves. `selectionFollowsFocus` selects as the arrows move.
extension UITableView {
  /// A key for the focused table; true when the table used it.
  func focusKey(_ key: UIKey) -> Bool {
    reloadIfNeeded()
    switch key.keyCode {
    case .keyboardDownArrow, .keyboardUpArrow:
      let count = listGeometry.rowCount
      guard count > 0 else { return false }
      let down = key.keyCode == .keyboardDownArrow
      let current = focusedRow.flatMap { flatIndex(of: $0) }
      let start = current ?? indexPathForSelectedRow.flatMap { flatIndex(of: $0) }
      let next =
        start.map { min(max($0 + (down ? 1 : -1), 0), count - 1) } ?? (down ? 0 : count - 1)
      focusRow(indexPath(flat: next))
      return true
    case .keyboardReturnOrEnter, .keyboardSpacebar:
      guard let row = focusedRow, flatIndex(of: row) != nil, allowsSelection else { return false }
      userSelected(row)
      return true
    default:
      return false
    }
  }

  /// Highlights `row` as the keyboard's, scrolled into view; the previous one loses it.
  func focusRow(_ row: IndexPath) {
    if let old = focusedRow, old != row {
      visibleCells_[old]?.setHighlighted(false, animated: false)
    }
    focusedRow = row
    scrollToRow(at: row, at: .none, animated: false)
    layoutIfNeeded()
    visibleCells_[row]?.setHighlighted(true, animated: false)
    if selectionFollowsFocus { userSelected(row) }
  }

  /// Focus left the table: its keyboard row is no longer highlighted.
  func focusLeft() {
    guard let row = focusedRow else { return }
    focusedRow = nil
    if highlightedRow != row { visibleCells_[row]?.setHighlighted(false, animated: false) }
  }
}
