import Foundation

// Registration, reuse, and the cells of the rows in view.
extension UITableView {
  /// At most this many cells wait for reuse per identifier after a layout: cells alive stay
  /// within the rows in view plus a few.
  private static let spareCells = 4
  /// The most rows a layout gives cells.
  static let mostRowsInView = 1000

  /// Registers `cellClass` (a ``UITableViewCell`` subclass) for `identifier`:
  /// ``dequeueReusableCell(withIdentifier:for:)`` then makes one when none waits for reuse.
  /// Nil removes the registration.
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      registeredCells[identifier] = nil
      return
    }
    guard let type = cellClass as? UITableViewCell.Type else {
      reportData("register: \(cellClass) is not a UITableViewCell subclass; not registered")
      return
    }
    registeredCells[identifier] = type
  }

  /// A cell waiting for reuse under `identifier`, or nil.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    guard var spare = reusableCells[identifier], let cell = spare.popLast() else { return nil }
    reusableCells[identifier] = spare
    cell.prepareForReuse()
    return cell
  }

  /// A cell for the row at `indexPath`: one waiting for reuse, or a new one of the class
  /// registered for `identifier`. With nothing registered UIKit stops the app; OpenUIKit
  /// reports it and makes a default-style cell.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    guard let type = registeredCells[identifier] else {
      reportData("no cell class is registered for \"\(identifier)\"; a default cell is used")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return type.init(registeredWithReuseIdentifier: identifier)
  }

  /// Takes `cell` off its row and keeps it for reuse (hidden, in the table).
  func enqueue(_ cell: UITableViewCell, leaving indexPath: IndexPath) {
    cell.isHidden = true
    if let highlighted = highlightedRow, highlighted == indexPath {
      highlightedRow = nil
      cell.setHighlighted(false, animated: false)
    }
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    if let identifier = cell.reuseIdentifier {
      reusableCells[identifier, default: []].append(cell)
    } else {
      cell.removeFromSuperview()
    }
  }

  /// Shows a cell for every row in view and takes the others' cells back: called by
  /// ``layoutSubviews()`` whenever the table scrolls or changes size.
  func placeRows() {
    // Asked again from inside a data-source call (app code laying the table out): once the
    // rows being placed are placed.
    guard !isPlacingRows else {
      needsPlacingAgain = true
      return
    }
    isPlacingRows = true
    defer { isPlacingRows = false }
    let view = bounds
    var wanted: [(IndexPath, Int)] = []
    // A table millions of points tall, or rows of no height, would put every row in view
    // (UIKit would make a cell for each): a thousand cells at most, the rest left blank.
    let most = Self.mostRowsInView
    if heights.count > 0, let first = heights.row(at: view.minY) {
      var row = first
      var top = heights.offset(of: row)
      while row < heights.count, top < view.maxY, wanted.count < most {
        let indexPath = indexPath(flat: row)
        // Fixed heights need no measuring (and no memory per row seen).
        if delegateHeights || rowHeight < 0, !heights.isMeasured(row),
          visibleCells_[indexPath] == nil
        {
          measure(row, indexPath)
        }
        wanted.append((indexPath, row))
        top += heights.height(of: row)
        row += 1
      }
    }
    if wanted.count == most, !reportedTooManyRows {
      reportedTooManyRows = true
      reportData("more than \(most) rows are in view; the rows after them are left blank")
    }
    let keep = Set(wanted.map(\.0))
    for (indexPath, cell) in visibleCells_ where !keep.contains(indexPath) {
      forgetCell(at: indexPath)
      enqueue(cell, leaving: indexPath)
    }
    for (indexPath, row) in wanted {
      let cell = visibleCells_[indexPath] ?? showCell(for: indexPath)
      cell.frame = CGRect(
        x: 0, y: heights.offset(of: row), width: bounds.width, height: heights.height(of: row))
    }
    trimSpareCells()
    updateContentSize()
  }

  /// The data source's cell for a row coming into view.
  private func showCell(for indexPath: IndexPath) -> UITableViewCell {
    var cell =
      dataSource?.tableView(self, cellForRowAt: indexPath)
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    if rowOfCell[ObjectIdentifier(cell)] != nil {
      reportData(
        "cellForRowAt \(indexPath) returned the cell of another row in view; a new cell is used")
      cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    if cell.superview !== self { addSubview(cell) }
    cell.isHidden = false
    cell.table = self
    cell.setSelected(selectedRows.contains(indexPath), animated: false)
    show(cell, at: indexPath)
    tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  /// Measures a row about to be shown: its declared height, or for ``automaticDimension`` the
  /// height its cell's content needs at the table's width.
  private func measure(_ row: Int, _ indexPath: IndexPath) {
    let declared =
      delegateHeights
      ? tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight : rowHeight
    if declared.isFinite, declared >= 0 {
      heights.setHeight(declared, of: row)
      return
    }
    let cell = showCell(for: indexPath)
    heights.setHeight(cell.fittingHeight(width: bounds.width), of: row)
  }

  private func trimSpareCells() {
    for (identifier, spare) in reusableCells where spare.count > Self.spareCells {
      reusableCells[identifier] = Array(spare.suffix(Self.spareCells))
      for cell in spare.dropLast(Self.spareCells) { cell.removeFromSuperview() }
    }
  }
}
