import Foundation

/// A uniform grid over the frames of one superview's subviews, for hit testing a superview with
/// many of them in about constant time (issue 12).
///
/// It answers exactly as the front-to-back scan (spec A5) does. A subview whose class keeps the
/// default hit test (``HitTestOverrides``) can only be hit inside its frame, so for a point it is
/// a candidate only if its frame touches the point's cell. Every other subview (a class that
/// overrides `hitTest` or `point(inside:with:)`, a frame too large for the grid or outside it,
/// non-finite geometry) is in `always` and asked for every point. The candidates are asked in
/// front-to-back order, each by the same test the scan uses; the first answer wins. Flags
/// (hidden, alpha, interaction, A9) are read by that test, so changing them needs no update.
///
/// Updates are incremental: a subview that moves or resizes leaves its old cells and joins its
/// new ones; an added or removed subview joins or leaves its cells. Order is kept by keys with
/// gaps between them, so inserting between two subviews renumbers nothing.
@MainActor
final class SubviewIndex {
  /// From this many subviews on, a superview hit-tests through an index.
  static let threshold = 32
  /// The key distance between neighbours when keys are handed out afresh.
  private static let gap: Int64 = 1 << 24
  /// A subview whose frame covers more cells than this is asked for every point instead.
  private static let maxCellsPerView = 16

  /// One subview in a cell or in `always`. Unretained: the superview's `subviews` holds it, and
  /// a query keeps a copy of that array alive while it runs.
  struct Slot {
    let key: Int64
    let view: Unmanaged<UIView>
  }

  private struct Entry {
    var key: Int64
    /// The cells the frame covers, inclusive; nil when the view is in `always`.
    var cells: CellRange?
  }

  private struct CellRange: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var count: Int { (maxX - minX + 1) * (maxY - minY + 1) }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  /// Per cell (row-major), the subviews whose frames touch it, frontmost first.
  private var cells: [[Slot]]
  /// Subviews asked for every point, frontmost first.
  private var always: [Slot] = []
  /// How many of `always` are there only because they left the grid.
  private var overflow = 0
  private let origin: CGPoint
  private let cellWidth: CGFloat
  private let cellHeight: CGFloat
  private let columns: Int
  private let rows: Int
  /// Set when keys ran out between two neighbours: the owner builds a new index.
  private(set) var isWorn = false

  /// How many subviews it holds.
  var count: Int { entries.count }

  /// Whether it should be built again: keys ran out, or many subviews left the grid.
  var needsRebuild: Bool { isWorn || overflow > 64 + entries.count / 8 }

  init(_ subviews: [UIView]) {
    // The grid covers the frames of the subviews that keep the default hit test.
    var union = CGRect.null
    var widths: CGFloat = 0
    var heights: CGFloat = 0
    var boxed = 0
    for view in subviews {
      guard HitTestOverrides.keepsDefault(type(of: view)), let box = Self.box(of: view) else {
        continue
      }
      union = union.union(box)
      widths += box.width
      heights += box.height
      boxed += 1
    }
    if boxed > 0, union.width.isFinite, union.height.isFinite {
      let n = CGFloat(boxed)
      // Cells about as large as a typical frame, and no more than about one per two views.
      let area = max(union.width * union.height, 1)
      let side = (area * 2 / n).squareRoot()
      let w = max(widths / n, side, 1e-3)
      let h = max(heights / n, side, 1e-3)
      origin = union.origin
      columns = max(1, min(Int((union.width / w).rounded(.up)), 4096))
      rows = max(1, min(Int((union.height / h).rounded(.up)), 4096))
      cellWidth = max(union.width / CGFloat(columns), 1e-3)
      cellHeight = max(union.height / CGFloat(rows), 1e-3)
    } else {
      origin = .zero
      columns = 1
      rows = 1
      cellWidth = 1
      cellHeight = 1
    }
    cells = Array(repeating: [], count: columns * rows)
    // Back to front: appending keeps each list front first after a reversal.
    for (index, view) in subviews.enumerated() {
      let key = Int64(index) * Self.gap
      let range = cellRange(for: view)
      entries[ObjectIdentifier(view)] = Entry(key: key, cells: range)
      let slot = Slot(key: key, view: Unmanaged.passUnretained(view))
      if let range {
        forEachCell(range) { cells[$0].append(slot) }
      } else {
        always.append(slot)
        if HitTestOverrides.keepsDefault(type(of: view)) { overflow += 1 }
      }
    }
    for i in cells.indices where cells[i].count > 1 { cells[i].reverse() }
    always.reverse()
  }

  // MARK: - Queries

  /// The hit among the subviews at `point` (the superview's bounds space), as the scan finds it.
  /// The caller holds the `subviews` array for the duration, so no view can go away meanwhile.
  func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let local = cell(containing: point).map { cells[$0] } ?? []
    let others = always
    var i = 0
    var j = 0
    while i < local.count || j < others.count {
      let slot: Slot
      if j >= others.count || (i < local.count && local[i].key > others[j].key) {
        slot = local[i]
        i += 1
      } else {
        slot = others[j]
        j += 1
      }
      let view = slot.view.takeUnretainedValue()
      if let hit = view.hitTestAsSubview(point, with: event, NoHitTestObserver()) { return hit }
    }
    return nil
  }

  // MARK: - Updates

  /// `view` moved, resized or turned: it leaves its old cells and joins its new ones.
  func geometryChanged(_ view: UIView) {
    guard let entry = entries[ObjectIdentifier(view)] else { return }
    let range = cellRange(for: view)
    guard range != entry.cells else { return }
    take(view, entry)
    place(view, key: entry.key, range)
  }

  /// `view` was inserted at `index` of `subviews` (already in the array).
  func inserted(_ view: UIView, at index: Int, in subviews: [UIView]) {
    let before = index > 0 ? entries[ObjectIdentifier(subviews[index - 1])]?.key : nil
    let after =
      index + 1 < subviews.count ? entries[ObjectIdentifier(subviews[index + 1])]?.key : nil
    let key: Int64
    switch (before, after) {
    case (nil, nil): key = 0
    case (let b?, nil): key = b + Self.gap
    case (nil, let a?): key = a - Self.gap
    case (let b?, let a?):
      guard a - b >= 2 else {
        isWorn = true
        return
      }
      key = b + (a - b) / 2
    }
    place(view, key: key, cellRange(for: view))
  }

  /// `view` left `subviews`.
  func removed(_ view: UIView) {
    guard let entry = entries[ObjectIdentifier(view)] else { return }
    take(view, entry)
    entries[ObjectIdentifier(view)] = nil
  }

  private func place(_ view: UIView, key: Int64, _ range: CellRange?) {
    entries[ObjectIdentifier(view)] = Entry(key: key, cells: range)
    let slot = Slot(key: key, view: Unmanaged.passUnretained(view))
    if let range {
      forEachCell(range) { Self.insert(slot, into: &cells[$0]) }
    } else {
      Self.insert(slot, into: &always)
      if HitTestOverrides.keepsDefault(type(of: view)) { overflow += 1 }
    }
  }

  private func take(_ view: UIView, _ entry: Entry) {
    if let range = entry.cells {
      forEachCell(range) { Self.remove(entry.key, from: &cells[$0]) }
    } else {
      Self.remove(entry.key, from: &always)
      if HitTestOverrides.keepsDefault(type(of: view)) { overflow -= 1 }
    }
  }

  /// Inserts keeping the list front first (keys descending).
  private static func insert(_ slot: Slot, into list: inout [Slot]) {
    list.insert(slot, at: position(of: slot.key, in: list))
  }

  private static func remove(_ key: Int64, from list: inout [Slot]) {
    let at = position(of: key, in: list)
    if at < list.count, list[at].key == key { list.remove(at: at) }
  }

  /// The first position whose key is not above `key`, by bisection.
  private static func position(of key: Int64, in list: [Slot]) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid].key > key { low = mid + 1 } else { high = mid }
    }
    return low
  }

  // MARK: - Geometry

  /// The box a touch on `view` must fall in: its frame (the transformed bounds' box) widened a
  /// hair against rounding; nil when the geometry is not finite or cannot be inverted.
  private static func box(of view: UIView) -> CGRect? {
    let g = view.geometry
    guard g.inverse != nil else { return nil }
    let b = g.bounds
    // The four corners, written out: an array literal here would allocate on every move.
    let p1 = g.toSuperview(CGPoint(x: b.minX, y: b.minY))
    let p2 = g.toSuperview(CGPoint(x: b.maxX, y: b.minY))
    let p3 = g.toSuperview(CGPoint(x: b.minX, y: b.maxY))
    let p4 = g.toSuperview(CGPoint(x: b.maxX, y: b.maxY))
    let minX = min(p1.x, p2.x, p3.x, p4.x)
    let minY = min(p1.y, p2.y, p3.y, p4.y)
    let maxX = max(p1.x, p2.x, p3.x, p4.x)
    let maxY = max(p1.y, p2.y, p3.y, p4.y)
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    let slack = 1e-6 * max(1, abs(minX), abs(minY), abs(maxX), abs(maxY))
    return CGRect(
      x: minX - slack, y: minY - slack, width: maxX - minX + 2 * slack,
      height: maxY - minY + 2 * slack)
  }

  /// The cells `view`'s box covers; nil when it belongs in `always`.
  private func cellRange(for view: UIView) -> CellRange? {
    guard HitTestOverrides.keepsDefault(type(of: view)), let box = Self.box(of: view),
      let low = cellCoordinates(CGPoint(x: box.minX, y: box.minY)),
      let high = cellCoordinates(CGPoint(x: box.maxX, y: box.maxY))
    else { return nil }
    let range = CellRange(minX: low.x, minY: low.y, maxX: high.x, maxY: high.y)
    return range.count <= Self.maxCellsPerView ? range : nil
  }

  private func cellCoordinates(_ p: CGPoint) -> (x: Int, y: Int)? {
    let fx = ((p.x - origin.x) / cellWidth).rounded(.down)
    let fy = ((p.y - origin.y) / cellHeight).rounded(.down)
    // The far edge of the grid belongs to its last cell.
    guard fx >= 0, fy >= 0, fx <= CGFloat(columns), fy <= CGFloat(rows) else { return nil }
    return (min(Int(fx), columns - 1), min(Int(fy), rows - 1))
  }

  private func cell(containing p: CGPoint) -> Int? {
    cellCoordinates(p).map { $0.y * columns + $0.x }
  }

  private func forEachCell(_ range: CellRange, _ body: (Int) -> Void) {
    for y in range.minY...range.maxY {
      for x in range.minX...range.maxX { body(y * columns + x) }
    }
  }
}
