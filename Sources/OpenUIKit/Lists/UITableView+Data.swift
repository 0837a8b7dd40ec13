import Foundation

// Reading the data: the sections' row counts from the data source, the rows' heights from the
// delegate (or rowHeight), and the content size they add up to.
extension UITableView {
  /// The sections' row counts and the rows' heights, from the data source and delegate.
  func readCounts() {
    let starts = readSectionStarts()
    listGeometry.sectionStarts = starts
    let count = starts[starts.count - 1]
    delegateHeights = false
    if count > 0, let delegate = tableDelegate {
      let first = indexPath(flat: 0)
      delegateHeights =
        OptionalRequirement.answer("tableView(_:heightForRowAt:)") {
          delegate.tableView(self, heightForRowAt: first)
        }.implemented
    }
    let fixed = !delegateHeights && rowHeight >= 0
    let estimate =
      fixed
      ? rowHeight : estimatedRowHeight > 0 ? estimatedRowHeight : rowHeight > 0 ? rowHeight : 44
    listGeometry.rows.reset(count: count, estimate: estimate)
    // No estimates: every height now, as UIKit asks them all.
    if delegateHeights, estimatedRowHeight == 0 {
      for row in 0..<count { listGeometry.rows.setHeight(declaredHeight(flat: row), of: row) }
    }
    readSectionHeights()
    updateContextMenus()
    updateContentSize()
  }

  /// The flat index of each section's first row, and the row count at the end, as the data
  /// source says now.
  func readSectionStarts() -> [Int] {
    var starts = [0]
    if let dataSource {
      let sections = dataSource.numberOfSections(in: self)
      if sections < 0 { reportData("numberOfSections(in:) returned \(sections); taken as 0") }
      for section in 0..<max(0, sections) {
        var rows = dataSource.tableView(self, numberOfRowsInSection: section)
        if rows < 0 {
          reportData("section \(section) has \(rows) rows; taken as 0")
          rows = 0
        }
        starts.append(starts[starts.count - 1] + rows)
      }
    }
    return starts
  }

  /// The height the delegate (or ``rowHeight``) gives the row; ``automaticDimension`` and
  /// anything negative or not finite come back as nil (the cell decides).
  func declaredHeight(flat row: Int) -> CGFloat {
    let height =
      delegateHeights
      ? tableDelegate?.tableView(self, heightForRowAt: indexPath(flat: row)) ?? rowHeight
      : rowHeight
    return height.isFinite && height >= 0 ? height : listGeometry.rows.estimate
  }

  func updateContentSize() {
    listGeometry.top = tableHeaderView?.frame.height ?? 0
    listGeometry.bottom = tableFooterView?.frame.height ?? 0
    let size = CGSize(width: bounds.width, height: listGeometry.contentHeight)
    if contentSize != size { contentSize = size }
  }

  func reportData(_ message: String) {
    UIApplication.owning(self).map { $0.report(.invalidListData, "UITableView: \(message)") }
      ?? HostServices.report(.invalidListData, "UITableView: \(message)")
  }
}
