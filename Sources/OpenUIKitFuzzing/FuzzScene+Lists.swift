import Foundation
import OpenUIKit

/// A table view with a random data source that runs app code from inside its callbacks (making
/// cells, selecting), and whose cells app code may remove or move.
@MainActor
final class FuzzTable: UITableView, FuzzProbe, UITableViewDataSource, UITableViewDelegate {
  weak var scene: FuzzScene?
  let probeName: String
  var counts: [Int]
  /// Whether sections have titles (headers) and header views of the delegate's.
  var titles: Bool
  var headerViews: Bool

  init(scene: FuzzScene, name: String, frame: CGRect, using r: inout FuzzRandom) {
    self.scene = scene
    self.probeName = name
    counts = (0..<r.int(0...3)).map { _ in r.chance(0.1) ? 100_000 : r.int(0...40) }
    titles = r.chance(0.4)
    headerViews = r.chance(0.3)
    super.init(frame: frame, style: r.pick([.plain, .grouped, .insetGrouped]))
    if r.chance(0.8) { register(UITableViewCell.self, forCellReuseIdentifier: "a") }
    rowHeight = r.chance(0.3) ? UITableView.automaticDimension : r.double(8...80)
    allowsMultipleSelection = r.chance(0.3)
    dataSource = self
    delegate = self
  }
  required init?(coder: NSCoder) { nil }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section < counts.count ? counts[section] : -1
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    // Rarely: a screenful of rows asks for a cell each, and app code here is costly.
    scene?.appCode(at: "cellForRowAt", event: nil, rate: 0.03, in: self)
    let cell = dequeueReusableCell(
      withIdentifier: indexPath.row % 5 == 0 ? "b" : "a", for: indexPath)
    cell.textLabel?.text = "\(indexPath.row)"
    if scene?.codeChance(0.1) == true { scene?.track(cell) }
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles ? "Section \(section)" : nil
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard headerViews else { return nil }
    scene?.appCode(at: "viewForHeaderInSection", event: nil, rate: 0.05, in: self)
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = "View \(section)"
    return view
  }
  // Deleting (swipe, editing control) and reordering, with app code inside; the counts follow
  // the change as UIKit requires (or, rarely, do not).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, indexPath.section < counts.count,
      counts[indexPath.section] > indexPath.row
    else { return }
    scene?.appCode(at: "commit", event: nil, in: self)
    guard indexPath.section < counts.count, counts[indexPath.section] > 0 else { return }
    if scene?.codeChance(0.9) == true { counts[indexPath.section] -= 1 }
    deleteRows(at: [indexPath], with: .fade)
  }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard sourceIndexPath.section != destinationIndexPath.section,
      sourceIndexPath.section < counts.count, destinationIndexPath.section < counts.count
    else { return }
    counts[sourceIndexPath.section] -= 1
    counts[destinationIndexPath.section] += 1
  }
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    guard indexPath.row % 3 == 1 else { return nil }
    let action = UIContextualAction(style: .normal, title: "Act") { [weak self] _, _, done in
      if let self { self.scene?.appCode(at: "swipe action", event: nil, in: self) }
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [action])
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    scene?.appCode(at: "didSelectRowAt", event: nil, in: self)
  }
}

// App code with lists: reloads with new counts (a data source that changed under the table),
// scrolling to and selecting rows (some the table does not have), new heights.
extension FuzzScene {
  func makeTable(frame: CGRect, using r: inout FuzzRandom) -> UIView {
    FuzzTable(scene: self, name: nextName("table"), frame: frame, using: &r)
  }

  func listCode(using r: inout FuzzRandom) {
    let tables = liveViews.compactMap { $0 as? FuzzTable }
    guard !tables.isEmpty else { return }
    let table = r.pick(tables)
    let action = r.int(0...9)
    ledger.trace("list code \(action) on \(table.probeName)")
    let row = IndexPath(row: r.int(-2...60), section: r.int(-1...3))
    switch action {
    case 0:
      table.counts = (0..<r.int(0...3)).map { _ in r.int(-1...40) }
      table.reloadData()
    case 1:
      table.scrollToRow(at: row, at: .middle, animated: r.chance(0.5))
    case 2:
      table.selectRow(at: row, animated: false, scrollPosition: r.chance(0.5) ? .top : .none)
    case 3:
      table.deselectRow(at: row, animated: false)
    case 4:
      // Rows of no height (or a negative one, taken as automatic) now and then.
      table.rowHeight =
        r.chance(0.3)
        ? UITableView.automaticDimension : r.chance(0.1) ? r.double(-5...0) : r.double(8...80)
    case 5:
      if r.chance(0.3) {
        table.setEditing(!table.isEditing, animated: r.chance(0.5))
      } else {
        table.contentOffset.y = r.double(-100...5000)
        table.layoutIfNeeded()
      }
    default:
      updateCode(table, action, using: &r)
    }
  }

  /// Inserts, deletes, reloads and moves, animated or not, mostly consistent with the counts
  /// (the data source changed first, as UIKit requires) and sometimes not.
  private func updateCode(_ table: FuzzTable, _ action: Int, using r: inout FuzzRandom) {
    let sections = table.counts.count
    func anyRow(_ counts: [Int]) -> IndexPath {
      let section = counts.isEmpty ? 0 : r.int(0...(counts.count - 1))
      let rows = counts.isEmpty ? 0 : max(0, counts[section])
      return IndexPath(
        row: r.chance(0.1) ? r.int(-1...50) : r.int(0...max(0, rows - 1)), section: section)
    }
    let honest = r.chance(0.85)
    let animation: UITableView.RowAnimation = r.pick([.fade, .left, .none, .automatic])
    switch action {
    case 6:
      let row = anyRow(table.counts)
      if honest, row.section < sections, table.counts[row.section] > row.row, row.row >= 0 {
        table.counts[row.section] -= 1
      }
      table.deleteRows(at: [row], with: animation)
    case 7:
      let section = sections == 0 ? 0 : r.int(0...(sections - 1))
      if honest, section < sections, table.counts[section] >= 0 { table.counts[section] += 1 }
      table.insertRows(at: [IndexPath(row: r.int(0...3), section: section)], with: animation)
    case 8:
      let gone = sections > 0 ? r.int(0...(sections - 1)) : 0
      let added = r.int(0...20)
      let move = (anyRow(table.counts), anyRow(table.counts))
      let runCode = r.chance(0.3)
      table.performBatchUpdates {
        if honest, sections > 0 {
          table.counts.remove(at: gone)
          table.deleteSections([gone], with: animation)
          table.counts.insert(added, at: 0)
          table.insertSections([0], with: animation)
        } else {
          table.moveRow(at: move.0, to: move.1)
        }
        if runCode { self.appCode(at: "performBatchUpdates", event: nil, in: table) }
      } completion: { _ in
      }
    default:
      if r.chance(0.5) {
        table.reloadRows(at: [anyRow(table.counts)], with: animation)
      } else {
        table.reloadSections([r.int(0...3)], with: animation)
      }
    }
  }
}
