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
    if let (row, cell) = reconfiguring, row == indexPath, cell.reuseIdentifier == identifier {
      return cell
    }
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    guard let type = registeredCells[identifier] else {
      reportData("no cell class is registered for \"\(identifier)\"; a default cell is used")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return type.init(registeredWithReuseIdentifier: identifier)
  }

  /// Rows asked for again while they were being placed (a cell taken out by a data-source
  /// call) and not placed since: a layout on the next frame places them.
  func placeAgainNextFrame() {
    guard needsPlacingAgain else { return }
    needsPlacingAgain = false
    setNeedsLayout()
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
    placeTableViews()
    let view = bounds
    let (wanted, sections) = partsInView(view)
    if wanted.count == Self.mostRowsInView, !reportedTooManyRows {
      reportedTooManyRows = true
      reportData(
        "more than \(Self.mostRowsInView) rows are in view; the rows after them are left blank")
    }
    let keep = Set(wanted.map(\.indexPath))
    for (indexPath, cell) in visibleCells_ where !keep.contains(indexPath) {
      forgetCell(at: indexPath)
      enqueue(cell, leaving: indexPath)
    }
    for part in wanted {
      let cell = visibleCells_[part.indexPath] ?? showCell(for: part.indexPath)
      let top = listGeometry.rowTop(part.row, in: part.indexPath.section)
      style(cell, part.indexPath, part.row)
      cell.frame = rowFrame(top: top, height: listGeometry.rows.height(of: part.row))
    }
    if swipe != nil { layoutSwipe() }
    placeParts(of: sections, in: view)
    trimSpareCells()
    updateContentSize()
  }

  /// A row's frame: the table's width, or inset from both sides in an inset-grouped table.
  func rowFrame(top: CGFloat, height: CGFloat) -> CGRect {
    let inset = style == .insetGrouped ? Self.groupInset : 0
    return CGRect(x: inset, y: top, width: max(0, bounds.width - 2 * inset), height: height)
  }

  /// The rows and sections in `view`, measuring the rows, headers and footers that wait for it
  /// on the way (so the rows after them are where the measured heights put them).
  private func partsInView(_ view: CGRect) -> (
    rows: [(indexPath: IndexPath, row: Int)], sections: [Int]
  ) {
    var wanted: [(indexPath: IndexPath, row: Int)] = []
    var sections: [Int] = []
    // A table millions of points tall, or rows of no height, would put every row in view
    // (UIKit would make a cell for each): a thousand cells at most, the rest left blank.
    let most = Self.mostRowsInView
    guard var section = listGeometry.section(at: view.minY) else { return ([], []) }
    let starts = listGeometry.sectionStarts
    while section < listGeometry.sectionCount, wanted.count < most, sections.count < most {
      if !sections.isEmpty, listGeometry.sectionTop(section) >= view.maxY { break }
      measureParts(of: section)
      sections.append(section)
      let end = starts[section + 1]
      var row = starts[section]
      if let under = listGeometry.rows.row(at: view.minY - listGeometry.rowTop(0, in: section)) {
        row = min(max(under, row), end)
      }
      var top = listGeometry.rowTop(row, in: section)
      while row < end, top < view.maxY, wanted.count < most {
        let indexPath = IndexPath(row: row - starts[section], section: section)
        // Fixed heights need no measuring (and no memory per row seen).
        if delegateHeights || rowHeight < 0, !listGeometry.rows.isMeasured(row),
          visibleCells_[indexPath] == nil
        {
          measure(row, indexPath)
        }
        let height = listGeometry.rows.height(of: row)
        if top + height > view.minY || (height == 0 && top >= view.minY) {
          wanted.append((indexPath, row))
        }
        top += height
        row += 1
      }
      section += 1
    }
    return (wanted, sections)
  }

  /// The table's look on a cell: its group's background and rounded corners, its separator.
  private func style(_ cell: UITableViewCell, _ indexPath: IndexPath, _ row: Int) {
    let last = row + 1 == listGeometry.sectionStarts[indexPath.section + 1]
    cell.applyTableLook(
      style: style, first: indexPath.row == 0, last: last,
      separator: separatorStyle == .none || (last && style != .plain) ? nil : separatorColor,
      inset: separatorInset)
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
    // Below the headers and footers (a pinned header covers the rows under it).
    if cell.superview !== self { insertSubview(cell, at: 0) }
    cell.isHidden = false
    cell.table = self
    cell.setSelected(selectedRows.contains(indexPath), animated: false)
    if focusedRow == indexPath { cell.setHighlighted(true, animated: false) }
    applyEditing(to: cell, at: indexPath, animated: false)
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
      listGeometry.rows.setHeight(declared, of: row)
      return
    }
    let cell = showCell(for: indexPath)
    listGeometry.rows.setHeight(
      cell.fittingHeight(width: rowFrame(top: 0, height: 0).width), of: row)
  }

  /// Cells came back to the spares after the rows were placed (an update's animation ended,
  /// or an update without one): the spares over the limit go now, as a layout would have them
  /// go. While rows are being placed the spares may still be taken; placing again trims.
  func trimSpareCellsAfterPlacing() {
    if isPlacingRows { needsPlacingAgain = true } else { trimSpareCells() }
  }

  private func trimSpareCells() {
    for (identifier, spare) in reusableCells where spare.count > Self.spareCells {
      reusableCells[identifier] = Array(spare.suffix(Self.spareCells))
      for cell in spare.dropLast(Self.spareCells) { cell.removeFromSuperview() }
    }
  }
}
