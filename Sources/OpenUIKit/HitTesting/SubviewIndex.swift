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
///
/// Memory (issue 30: at most 64 bytes per subview): each subview has one 24-byte entry, found
/// through the slot number it keeps (`UIView.hitIndexSlot`, in padding the view had anyway),
/// and its cells hold that 4-byte number; a cell serves about four subviews.
@MainActor
final class SubviewIndex {
  /// From this many subviews on, a superview hit-tests through an index.
  static let threshold = 32
  /// The key distance between neighbours when keys are handed out afresh.
  private static let gap: Int64 = 1 << 24
  /// A subview whose frame covers more cells than this is asked for every point instead.
  private static let maxCellsPerView = 16
  /// No cell.
  nonisolated private static let noCells = UInt16.max

  /// One subview: its order key, the view (unretained: the superview's `subviews` holds it, and
  /// a query keeps a copy of that array alive while it runs; 0 for a free entry), and the cells
  /// its frame covers, inclusive (`minX == noCells`: it is in `always`).
  private struct Entry {
    var key: Int64
    var viewBits: UInt
    var minX: UInt16, minY: UInt16, maxX: UInt16, maxY: UInt16

    var view: UIView {
      Unmanaged<UIView>.fromOpaque(UnsafeRawPointer(bitPattern: viewBits)!).takeUnretainedValue()
    }
    var range: CellRange? {
      minX == SubviewIndex.noCells
        ? nil : CellRange(minX: Int(minX), minY: Int(minY), maxX: Int(maxX), maxY: Int(maxY))
    }
  }

  private struct CellRange: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var count: Int { (maxX - minX + 1) * (maxY - minY + 1) }
  }

  private var entries: ContiguousArray<Entry> = []
  /// Entries of removed subviews, to be used again.
  private var free: [UInt32] = []
  /// Entries of subviews removed while a query runs (app code in a subview's hit test may
  /// remove views): freed when the outermost query ends, so that the query, which walks the
  /// lists as they were when it began (as the scan walks its copy of `subviews`), still finds
  /// each entry's view and key.
  private var freeAfterQuery: [UInt32] = []
  private var queryDepth = 0
  /// Per cell (row-major), the entries of the subviews whose frames touch it, frontmost first.
  private var cells: [[UInt32]]
  /// Entries asked for every point, frontmost first.
  private var always: [UInt32] = []
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
  var count: Int { entries.count - free.count - freeAfterQuery.count }

  /// Whether it should be built again: keys ran out, or many subviews left the grid.
  var needsRebuild: Bool { isWorn || overflow > 64 + count / 8 }

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
      // Cells about as large as a typical frame, and no more than about one per four views:
      // each cell's list costs an allocation.
      let area = max(union.width * union.height, 1)
      let side = (area * 4 / n).squareRoot()
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
    entries.reserveCapacity(subviews.count)
    // Back to front: appending keeps each list front first after a reversal.
    for (index, view) in subviews.enumerated() {
      let range = cellRange(for: view)
      let slot = newEntry(view, key: Int64(index) * Self.gap, range)
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
    queryDepth += 1
    defer {
      queryDepth -= 1
      if queryDepth == 0, !freeAfterQuery.isEmpty {
        for slot in freeAfterQuery { freeEntry(slot) }
        freeAfterQuery.removeAll()
      }
    }
    var i = 0
    var j = 0
    while i < local.count || j < others.count {
      let slot: UInt32
      if j >= others.count
        || (i < local.count && entries[Int(local[i])].key > entries[Int(others[j])].key)
      {
        slot = local[i]
        i += 1
      } else {
        slot = others[j]
        j += 1
      }
      let view = entries[Int(slot)].view
      if let hit = view.hitTestAsSubview(point, with: event, NoHitTestObserver()) { return hit }
    }
    return nil
  }

  // MARK: - Updates

  /// `view` moved, resized or turned: it leaves its old cells and joins its new ones.
  func geometryChanged(_ view: UIView) {
    guard let slot = slot(of: view) else { return }
    let range = cellRange(for: view)
    guard range != entries[Int(slot)].range else { return }
    take(view, slot)
    place(view, slot, range)
  }

  /// `view` was inserted at `index` of `subviews` (already in the array).
  func inserted(_ view: UIView, at index: Int, in subviews: [UIView]) {
    let before = index > 0 ? key(of: subviews[index - 1]) : nil
    let after = index + 1 < subviews.count ? key(of: subviews[index + 1]) : nil
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
    let range = cellRange(for: view)
    place(view, newEntry(view, key: key, range), range)
  }

  /// `view` left `subviews`.
  func removed(_ view: UIView) {
    guard let slot = slot(of: view) else { return }
    take(view, slot)
    view.hitIndexSlot = .max
    if queryDepth > 0 { freeAfterQuery.append(slot) } else { freeEntry(slot) }
  }

  private func freeEntry(_ slot: UInt32) {
    entries[Int(slot)].viewBits = 0
    free.append(slot)
  }

  /// The entry of `view`, when it is in this index.
  private func slot(of view: UIView) -> UInt32? {
    let slot = view.hitIndexSlot
    guard Int(slot) < entries.count,
      entries[Int(slot)].viewBits == UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque())
    else { return nil }
    return slot
  }

  private func key(of view: UIView) -> Int64? {
    slot(of: view).map { entries[Int($0)].key }
  }

  /// A new entry for `view` (a free one if any), whose number the view keeps.
  private func newEntry(_ view: UIView, key: Int64, _ range: CellRange?) -> UInt32 {
    var entry = Entry(
      key: key, viewBits: UInt(bitPattern: Unmanaged.passUnretained(view).toOpaque()),
      minX: Self.noCells, minY: 0, maxX: 0, maxY: 0)
    Self.store(range, in: &entry)
    let slot: UInt32
    if let reused = free.popLast() {
      slot = reused
      entries[Int(slot)] = entry
    } else {
      slot = UInt32(entries.count)
      entries.append(entry)
    }
    view.hitIndexSlot = slot
    return slot
  }

  private static func store(_ range: CellRange?, in entry: inout Entry) {
    guard let range else {
      entry.minX = noCells
      return
    }
    entry.minX = UInt16(range.minX)
    entry.minY = UInt16(range.minY)
    entry.maxX = UInt16(range.maxX)
    entry.maxY = UInt16(range.maxY)
  }

  private func place(_ view: UIView, _ slot: UInt32, _ range: CellRange?) {
    Self.store(range, in: &entries[Int(slot)])
    if let range {
      forEachCell(range) { insert(slot, into: &cells[$0]) }
    } else {
      insert(slot, into: &always)
      if HitTestOverrides.keepsDefault(type(of: view)) { overflow += 1 }
    }
  }

  private func take(_ view: UIView, _ slot: UInt32) {
    if let range = entries[Int(slot)].range {
      forEachCell(range) { remove(slot, from: &cells[$0]) }
    } else {
      remove(slot, from: &always)
      if HitTestOverrides.keepsDefault(type(of: view)) { overflow -= 1 }
    }
  }

  /// Inserts keeping the list front first (keys descending).
  private func insert(_ slot: UInt32, into list: inout [UInt32]) {
    list.insert(slot, at: position(of: entries[Int(slot)].key, in: list))
  }

  private func remove(_ slot: UInt32, from list: inout [UInt32]) {
    let at = position(of: entries[Int(slot)].key, in: list)
    if at < list.count, list[at] == slot { list.remove(at: at) }
  }

  /// The first position whose key is not above `key`, by bisection.
  private func position(of key: Int64, in list: [UInt32]) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if entries[Int(list[mid])].key > key { low = mid + 1 } else { high = mid }
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
