import Foundation

// Editing mode's controls and reordering: the red minus opens the row's Delete action, the
// green plus asks the data source to insert, and dragging a row's reorder control moves it,
// the other rows making room as it passes.
extension UITableView {
  /// A row being dragged by its reorder control.
  struct ReorderState {
    let source: IndexPath
    let sourceFlat: Int
    var target: IndexPath
    let cell: UITableViewCell
    /// Where the finger holds the cell, from its top.
    let grab: CGFloat
  }

  /// Whether the data source implements `tableView(_:moveRowAt:to:)` (asked once per class by
  /// moving the first row onto itself: see the Lists article).
  var dataSourceMoves: Bool {
    guard let dataSource, listGeometry.rowCount > 0 else { return false }
    let key = ObjectIdentifier(type(of: dataSource))
    if let known = Self.movingClasses[key] { return known }
    let first = indexPath(flat: 0)
    let implemented = OptionalRequirement.answer("tableView(_:moveRowAt:to:)") {
      dataSource.tableView(self, moveRowAt: first, to: first)
    }.implemented
    Self.movingClasses[key] = implemented
    return implemented
  }

  private static var movingClasses: [ObjectIdentifier: Bool] = [:]

  /// The table's editing decisions on a cell showing `indexPath`.
  func applyEditing(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
    guard isEditing else {
      cell.applyEditing(false, style: .none, reorder: false, animated: animated)
      return
    }
    let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    let style: UITableViewCell.EditingStyle =
      editable ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
    let reorder =
      dataSourceMoves && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
    cell.applyEditing(
      true, style: style == .delete && !dataSourceCommits ? .none : style, reorder: reorder,
      animated: animated)
  }

  /// A tap on a row's editing control: a minus shows its Delete action, a plus asks the data
  /// source to insert.
  func editingControlTapped(in cell: UITableViewCell) {
    guard isEditing, let row = indexPath(for: cell) else { return }
    switch cell.editingState.style {
    case .delete: openSwipe(at: row)
    case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: row)
    case .none: break
    }
  }

  // MARK: - Dragging

  /// Whether a drag starting at `point` (in the table) is on a reorder control.
  func reorderMayBegin(at point: CGPoint) -> Bool {
    guard isEditing, reorder == nil, let row = indexPathForRow(at: point),
      let cell = visibleCells_[row]
    else { return false }
    return cell.isOnReorderControl(convert(point, to: cell))
  }

  func handleReorder(_ pan: UIPanGestureRecognizer) {
    let location = pan.location(in: self)
    switch pan.state {
    case .began:
      let moved = pan.translation(in: self)
      let start = CGPoint(x: location.x - moved.x, y: location.y - moved.y)
      guard let row = indexPathForRow(at: start), let cell = visibleCells_[row],
        let flat = flatIndex(of: row)
      else { return }
      closeSwipe(animated: false)
      reorder = ReorderState(
        source: row, sourceFlat: flat, target: row, cell: cell, grab: start.y - cell.frame.minY)
      bringSubviewToFront(cell)
      cell.layer.shadowOpacity = 0.25
      cell.layer.shadowRadius = 6
      moveDraggedRow(to: location)
    case .changed:
      moveDraggedRow(to: location)
    case .ended:
      finishReorder(dropped: true)
    default:
      finishReorder(dropped: false)
    }
  }

  /// The dragged cell follows the finger; the row under its middle is the proposed place, the
  /// delegate may change it, and the rows between make room.
  private func moveDraggedRow(to location: CGPoint) {
    guard var state = reorder else { return }
    let cell = state.cell
    cell.frame.origin.y = min(
      max(location.y - state.grab, 0), max(0, contentSize.height - cell.frame.height))
    if let under = indexPathForRow(at: CGPoint(x: 1, y: cell.frame.midY)) {
      let target =
        tableDelegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: state.source, toProposedIndexPath: under) ?? under
      if target != state.target, isValidDestination(target, from: state.source) {
        state.target = target
        reorder = state
        UIView.animate(withDuration: 0.2) { self.makeRoom(for: state) }
      }
    }
  }

  /// Whether `target` names a place the row can go (after it leaves its own place).
  private func isValidDestination(_ target: IndexPath, from source: IndexPath) -> Bool {
    guard target.count == 2, target.section >= 0, target.section < listGeometry.sectionCount,
      target.row >= 0
    else { return false }
    let rows = numberOfRows(inSection: target.section)
    return target.row < (target.section == source.section ? rows : rows + 1)
  }

  /// The flat index the dragged row has once it is at `target`.
  private func finalFlat(_ target: IndexPath, from source: IndexPath) -> Int {
    listGeometry.sectionStarts[target.section] - (target.section > source.section ? 1 : 0)
      + target.row
  }

  /// Moves the other visible rows to where they are with the dragged row at its target.
  private func makeRoom(for state: ReorderState) {
    let s = state.sourceFlat, h = listGeometry.rows.height(of: s)
    let f = finalFlat(state.target, from: state.source)
    for (indexPath, cell) in visibleCells_ where cell !== state.cell {
      guard let r = flatIndex(of: indexPath) else { continue }
      let without = r - (r > s ? 1 : 0)
      let top =
        listGeometry.rowTop(r, in: indexPath.section) - (r > s ? h : 0) + (without >= f ? h : 0)
      cell.frame = rowFrame(top: top, height: listGeometry.rows.height(of: r))
    }
  }

  /// Drops the dragged row: the data source moves its data, the table its rows; or, cancelled,
  /// everything goes back.
  private func finishReorder(dropped: Bool) {
    guard let state = reorder else { return }
    reorder = nil
    state.cell.layer.shadowOpacity = 0
    guard dropped, state.target != state.source else {
      UIView.animate(withDuration: 0.2) { self.placeRowsAgain() }
      return
    }
    dataSource?.tableView(self, moveRowAt: state.source, to: state.target)
    var update = ListUpdate()
    update.movedRows = [(state.source, state.target)]
    applyUpdate(update, .automatic, completion: nil)
  }

  /// Every visible row at its place (after a cancelled drag).
  private func placeRowsAgain() {
    for (indexPath, cell) in visibleCells_ {
      guard let r = flatIndex(of: indexPath) else { continue }
      cell.frame = rowFrame(
        top: listGeometry.rowTop(r, in: indexPath.section), height: listGeometry.rows.height(of: r))
    }
  }
}
