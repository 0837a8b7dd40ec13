import Foundation

// Where rows are and which are in view.
extension UITableView {
  /// The cell showing the row, or nil when the row is not in view.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCells_[indexPath]
  }

  /// The row `cell` shows, or nil when it shows none.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCells_.first { $0.value === cell }?.key
  }

  /// The row under `point` (in the table's coordinates: the content's), or nil.
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.x.isFinite, point.y.isFinite, point.y >= 0, point.y < heights.total,
      point.x >= 0, point.x < bounds.width, let row = heights.row(at: point.y)
    else { return nil }
    return indexPath(flat: row)
  }

  /// The cells showing rows, in row order.
  open var visibleCells: [UITableViewCell] {
    visibleCells_.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows in view, in order, or nil when none is.
  open var indexPathsForVisibleRows: [IndexPath]? {
    visibleCells_.isEmpty ? nil : visibleCells_.keys.sorted()
  }

  /// The row's rectangle in the table's coordinates (zero for a row the table does not have).
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard let row = flatIndex(of: indexPath) else { return .zero }
    return CGRect(
      x: 0, y: heights.offset(of: row), width: bounds.width, height: heights.height(of: row))
  }

  /// Scrolls so that the row is at `scrollPosition`, within the content's limits.
  open func scrollToRow(
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
