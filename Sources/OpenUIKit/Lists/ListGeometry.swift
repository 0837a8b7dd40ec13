import Foundation

/// Where a list's parts are, top to bottom: the table's header view, then per section a header,
/// its rows and a footer, then the table's footer view. Rows are flattened over the sections
/// (``sectionStarts`` maps between the two); every height may be an estimate until measured, and
/// positions take O(log n) (see ``ListRowHeights``), so a million rows in a thousand sections
/// cost what the parts in view do.
struct ListGeometry {
  /// Every row's height, flattened over the sections.
  var rows = ListRowHeights()
  /// Each section's header height.
  var headers = ListRowHeights()
  /// Each section's footer height.
  var footers = ListRowHeights()
  /// The flat index of each section's first row, and the row count at the end.
  var sectionStarts: [Int] = [0]
  /// The height of the table's header view (above every section).
  var top: CGFloat = 0
  /// The height of the table's footer view (below every section).
  var bottom: CGFloat = 0

  var sectionCount: Int { sectionStarts.count - 1 }
  var rowCount: Int { sectionStarts[sectionStarts.count - 1] }

  /// The section of the flat row `row` (empty sections start where the next one does, so the
  /// last section starting at or before the row that has rows).
  func section(ofRow row: Int) -> Int {
    var low = 0, high = sectionStarts.count - 2
    while low < high {
      let mid = (low + high + 1) / 2
      if sectionStarts[mid] <= row { low = mid } else { high = mid - 1 }
    }
    while low + 1 < sectionStarts.count - 1, sectionStarts[low + 1] <= row { low += 1 }
    return max(0, low)
  }

  /// The top of `section` (its header's top).
  func sectionTop(_ section: Int) -> CGFloat {
    top + rows.offset(of: sectionStarts[section]) + headers.offset(of: section)
      + footers.offset(of: section)
  }

  /// The top of the flat row `row` of `section` (`row` may be one past the section's last row:
  /// the footer's top).
  func rowTop(_ row: Int, in section: Int) -> CGFloat {
    top + rows.offset(of: row) + headers.offset(of: section + 1) + footers.offset(of: section)
  }

  /// The top of `section`'s footer.
  func footerTop(_ section: Int) -> CGFloat { rowTop(sectionStarts[section + 1], in: section) }

  /// The bottom of `section` (its footer's bottom).
  func sectionBottom(_ section: Int) -> CGFloat { footerTop(section) + footers.height(of: section) }

  /// The height of everything.
  var contentHeight: CGFloat { top + rows.total + headers.total + footers.total + bottom }

  /// The section under `y`: the last one starting at or above it (the first above them all, the
  /// last below); nil with no sections.
  func section(at y: CGFloat) -> Int? {
    guard sectionCount > 0 else { return nil }
    var low = 0, high = sectionCount - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sectionTop(mid) <= y { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The flat row under `y`, or nil when `y` is on a header, a footer or outside the rows.
  func row(at y: CGFloat) -> Int? {
    guard y.isFinite, let section = section(at: y) else { return nil }
    let start = sectionStarts[section], end = sectionStarts[section + 1]
    guard start < end, y >= rowTop(start, in: section), y < footerTop(section) else { return nil }
    let local = y - rowTop(0, in: section) + rows.offset(of: 0)
    guard let row = rows.row(at: local) else { return nil }
    return min(max(row, start), end - 1)
  }

  /// The flat rows between `minY` and `maxY`, in order with their tops and sections, at most
  /// `limit` of them.
  func rows(from minY: CGFloat, to maxY: CGFloat, limit: Int) -> [(
    row: Int, section: Int, top: CGFloat
  )] {
    guard rowCount > 0, minY.isFinite, maxY.isFinite, var section = section(at: minY) else {
      return []
    }
    // The row under minY in its section's coordinates, or the section's first row (minY on a
    // header); a row above the view is skipped below.
    var row = sectionStarts[section]
    if let under = rows.row(at: minY - rowTop(0, in: section)) {
      row = min(max(under, row), sectionStarts[section + 1])
    }
    var top = rowTop(row, in: section)
    var found: [(row: Int, section: Int, top: CGFloat)] = []
    while row < rowCount, found.count < limit {
      while row >= sectionStarts[section + 1] {
        section += 1
        top = rowTop(row, in: section)
      }
      guard top < maxY else { break }
      let height = rows.height(of: row)
      if top + height > minY || (height == 0 && top >= minY) {
        found.append((row, section, top))
      }
      top += height
      row += 1
    }
    return found
  }

  /// The sections with some part between `minY` and `maxY`.
  func sections(from minY: CGFloat, to maxY: CGFloat) -> ClosedRange<Int>? {
    guard let first = section(at: minY), minY.isFinite, maxY.isFinite, maxY > minY,
      let last = section(at: maxY - 0.001)
    else { return nil }
    return first...max(first, last)
  }
}
