import Foundation

// Swipe actions: a horizontal drag on a row slides it aside over the actions its delegate
// gives (or a Delete action when the data source deletes rows); past them all, the first
// action runs (a full swipe). A tap elsewhere on the table, or a scroll, closes the row.
extension UITableView {
  /// The row swiped open (or being swiped), its actions and how far it is pulled.
  struct SwipeState {
    var row: IndexPath
    let configuration: UISwipeActionsConfiguration
    let view: SwipeActionsView
    /// Signed: positive pulls the row right (leading actions), negative left.
    var offset: CGFloat = 0
    var startOffset: CGFloat = 0
    var leading: Bool { view.leading }
  }

  /// The actions of a swipe from the leading (trailing) edge of `row`: the delegate's, or for
  /// the trailing edge of an editable row whose data source deletes, a Delete action.
  func swipeConfiguration(for row: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: row) else { return nil }
    let delegate = tableDelegate
    if leading {
      return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
    }
    if let given = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row) {
      return given
    }
    guard dataSourceCommits,
      (delegate?.tableView(self, editingStyleForRowAt: row) ?? .delete) == .delete
    else { return nil }
    let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row)
    let delete = UIContextualAction(style: .destructive, title: title ?? "Delete") {
      [weak self] _, _, done in
      guard let self else { return done(false) }
      self.dataSource?.tableView(self, commit: .delete, forRowAt: self.swipe?.row ?? row)
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// Whether the data source implements `tableView(_:commit:forRowAt:)` (asked once per class,
  /// with the editing style `.none`: see the Lists article).
  var dataSourceCommits: Bool {
    guard let dataSource else { return false }
    let key = ObjectIdentifier(type(of: dataSource))
    if let known = Self.committingClasses[key] { return known }
    let implemented = OptionalRequirement.answer("tableView(_:commit:forRowAt:)") {
      dataSource.tableView(self, commit: .none, forRowAt: IndexPath(row: 0, section: 0))
    }.implemented
    Self.committingClasses[key] = implemented
    return implemented
  }

  private static var committingClasses: [ObjectIdentifier: Bool] = [:]

  // MARK: - The gesture

  /// Whether the swipe recognizer may begin: a mostly horizontal drag that starts on a row
  /// with actions on that side (or on the row already open).
  func swipeMayBegin() -> Bool {
    guard reorder == nil else { return false }
    let moved = swipeRecognizer.translation(in: self)
    guard abs(moved.x) > abs(moved.y) else { return false }
    let location = swipeRecognizer.location(in: self)
    let start = CGPoint(x: location.x - moved.x, y: location.y - moved.y)
    guard let row = indexPathForRow(at: start) else { return false }
    if let swipe, swipe.row == row { return true }
    guard !isEditing else { return false }
    if swipe != nil { closeSwipe(animated: true) }
    guard let configuration = swipeConfiguration(for: row, leading: moved.x > 0),
      !configuration.actions.isEmpty
    else { return false }
    startSwipe(row, configuration, leading: moved.x > 0)
    return true
  }

  /// Shows `row`'s actions behind it (closed) and tells the delegate.
  func startSwipe(_ row: IndexPath, _ configuration: UISwipeActionsConfiguration, leading: Bool) {
    let view = SwipeActionsView(actions: configuration.actions, leading: leading)
    view.onTap = { [weak self] index in self?.runSwipeAction(index) }
    if let cell = visibleCells_[row] {
      insertSubview(view, belowSubview: cell)
    } else {
      addSubview(view)
    }
    swipe = SwipeState(row: row, configuration: configuration, view: view)
    tableDelegate?.tableView(self, willBeginEditingRowAt: row)
  }

  func handleSwipe(_ pan: UIPanGestureRecognizer) {
    guard var state = swipe else { return }
    let width = state.view.openWidth
    let rowWidth = rowFrame(top: 0, height: 0).width
    switch pan.state {
    case .began:
      state.startOffset = state.offset
      swipe = state
    case .changed:
      var x = state.startOffset + pan.translation(in: self).x
      x = state.leading ? max(0, x) : min(0, x)
      // Past the actions the row resists, unless a full swipe can run the first action.
      let limit = state.configuration.performsFirstActionWithFullSwipe ? rowWidth : width
      if abs(x) > limit { x = (limit + (abs(x) - limit) * 0.3) * (x < 0 ? -1 : 1) }
      state.offset = x
      swipe = state
      layoutSwipe()
    case .ended:
      let distance = abs(state.offset)
      let speed = pan.velocity(in: self).x * (state.leading ? 1 : -1)
      if state.configuration.performsFirstActionWithFullSwipe, distance > rowWidth * 0.6 {
        runSwipeAction(0)
      } else if speed > 300 || (distance > width / 2 && speed > -300) {
        setSwipeOffset(state.leading ? width : -width, animated: true)
      } else {
        closeSwipe(animated: true)
      }
    default:
      closeSwipe(animated: true)
    }
  }

  /// Places the swiped row's cell at its offset and the actions in the space it leaves.
  func layoutSwipe() {
    guard let state = swipe else { return }
    guard let cell = visibleCells_[state.row], let flat = flatIndex(of: state.row) else {
      // The row scrolled out of view (or went): it closes.
      dropSwipe()
      return
    }
    let base = rowFrame(
      top: listGeometry.rowTop(flat, in: state.row.section),
      height: listGeometry.rows.height(of: flat))
    cell.frame = base.offsetBy(dx: state.offset, dy: 0)
    let revealed = abs(state.offset)
    state.view.frame = CGRect(
      x: state.leading ? base.minX : base.maxX - revealed, y: base.minY, width: revealed,
      height: base.height)
    state.view.layoutIfNeeded()
  }

  /// Moves the open row to `offset` (animated on the frame clock).
  func setSwipeOffset(_ offset: CGFloat, animated: Bool) {
    guard swipe != nil else { return }
    swipe?.offset = offset
    if animated, window != nil {
      UIView.animate(withDuration: 0.25) { self.layoutSwipe() }
    } else {
      layoutSwipe()
    }
  }

  /// Slides the open row back and lets its actions go; the delegate hears of it.
  func closeSwipe(animated: Bool) {
    guard let state = swipe else { return }
    swipe = nil
    let row = state.row
    if let cell = visibleCells_[row], let flat = flatIndex(of: row) {
      let base = rowFrame(
        top: listGeometry.rowTop(flat, in: row.section), height: listGeometry.rows.height(of: flat))
      if animated, window != nil {
        UIView.animate(withDuration: 0.25) {
          cell.frame = base
          state.view.frame = CGRect(
            x: state.leading ? base.minX : base.maxX, y: base.minY, width: 0, height: base.height)
          state.view.layoutIfNeeded()
        } completion: { _ in
          state.view.removeFromSuperview()
        }
      } else {
        cell.frame = base
        state.view.removeFromSuperview()
      }
    } else {
      state.view.removeFromSuperview()
    }
    tableDelegate?.tableView(self, didEndEditingRowAt: row)
  }

  /// Closes the open row at once (its row changed or went).
  func dropSwipe() {
    guard let state = swipe else { return }
    swipe = nil
    state.view.removeFromSuperview()
    tableDelegate?.tableView(self, didEndEditingRowAt: nil)
  }

  /// Runs an action of the open row; its completion closes the row (if it is still there).
  func runSwipeAction(_ index: Int) {
    guard let state = swipe, index < state.configuration.actions.count else { return }
    let action = state.configuration.actions[index]
    let source: UIView = index < state.view.buttons.count ? state.view.buttons[index] : state.view
    let row = state.row
    action.handler(action, source) { [weak self] _ in
      guard let self, self.swipe?.row == row else { return }
      self.closeSwipe(animated: true)
    }
  }

  /// Opens `row`'s trailing actions without a gesture (a tap on its editing control).
  func openSwipe(at row: IndexPath) {
    if swipe?.row == row { return }
    closeSwipe(animated: false)
    guard let configuration = swipeConfiguration(for: row, leading: false),
      !configuration.actions.isEmpty
    else { return }
    startSwipe(row, configuration, leading: false)
    setSwipeOffset(-(swipe?.view.openWidth ?? 0), animated: true)
  }
}
