import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite("Diffable data sources: snapshots applied as the rows that changed", .debugSwitchesOff)
@MainActor
struct DiffableDataSourceTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

  /// A table with a diffable data source whose cell provider logs the items it configures.
  private func table() -> (UITableView, UITableViewDiffableDataSource<String, String>, Log) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let log = Log()
    let source = UITableViewDiffableDataSource<String, String>(tableView: table) {
      table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      log.configured.append(item)
      cell.textLabel?.text = item
      return cell
    }
    scene.window.addSubview(table)
    return (table, source, log)
  }

  final class Log {
    var configured: [String] = []
  }

  private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  private func texts(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  // Apple (UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)): "The
  // diffable data source computes the difference between the current state and the new state
  // in the applied snapshot ... and updates the UI" — only the rows that changed.
  @Test("applying a snapshot inserts, deletes and moves rows; kept items keep their cells")
  func applyDiffs() throws {
    let (table, source, log) = table()
    source.apply(snapshot([("fruit", ["apple", "banana", "cherry"]), ("veg", ["kale", "leek"])]))
    table.layoutIfNeeded()
    #expect(texts(table) == ["apple", "banana", "cherry", "kale", "leek"])
    let cherry = try #require(table.cellForRow(at: [0, 2]))
    log.configured.removeAll()
    var next = source.snapshot()
    next.deleteItems(["banana"])
    next.insertItems(["fig"], afterItem: "apple")
    next.moveItem("kale", afterItem: "leek")
    next.moveItem("cherry", beforeItem: "apple")
    source.apply(next, animatingDifferences: false)
    #expect(texts(table) == ["cherry", "apple", "fig", "leek", "kale"])
    #expect(log.configured == ["fig"], "only the new item's cell is configured")
    #expect(table.cellForRow(at: [0, 0]) === cherry)
    #expect(source.itemIdentifier(for: [1, 1]) == "kale")
    #expect(source.indexPath(for: "fig") == [0, 2])
    #expect(source.sectionIdentifier(for: 1) == "veg" && source.index(for: "veg") == 1)
    #expect(table.listViolations().isEmpty)
  }

  // Apple (NSDiffableDataSourceSnapshot.reconfigureItems(_:)): "Updates the data for the items
  // you specify, preserving the existing cells for the items."
  @Test("reconfiguring an item of 100,000 configures its own cell, once; reloading remakes it")
  func reconfigureTouchesOneCell() throws {
    let (table, source, log) = table()
    let items = (0..<100_000).map { "item \($0)" }
    source.apply(snapshot([("all", items)]), animatingDifferences: false)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: [0, 3]))
    log.configured.removeAll()
    var next = source.snapshot()
    next.reconfigureItems(["item 3"])
    source.apply(next)
    #expect(log.configured == ["item 3"])
    #expect(table.cellForRow(at: [0, 3]) === cell)
    log.configured.removeAll()
    next = source.snapshot()
    #expect(next.reconfiguredItemIdentifiers.isEmpty, "marks are for one application")
    next.reloadItems(["item 4"])
    let old = table.cellForRow(at: [0, 4])
    source.apply(next, animatingDifferences: false)
    #expect(log.configured == ["item 4"])
    #expect(table.cellForRow(at: [0, 4]) !== old)
    #expect(table.numberOfRows(inSection: 0) == 100_000)
  }

  @Test("an animated apply runs its completion when the rows are in place")
  func animatedCompletion() {
    let (table, source, _) = table()
    source.apply(snapshot([("s", ["a", "b", "c"])]))
    table.layoutIfNeeded()
    var done = 0
    source.apply(snapshot([("s", ["a", "c"])])) { done += 1 }
    #expect(done == 0)
    let end = scene.clock.now + 0.5
    while scene.clock.now < end {
      scene.clock.advance(by: 1.0 / 60)
      scene.app.fireDueTimers()
    }
    #expect(done == 1)
    #expect(texts(table) == ["a", "c"])
  }

  // UIKit stops the app on a duplicate identifier ("Fatal: supplied item identifiers are not
  // unique") and on an item it does not have; OpenUIKit reports and keeps the snapshot.
  @Test("snapshot misuse is reported and changes nothing")
  func snapshotMisuse() {
    // A snapshot has no view to report through: the current application hears, so this test
    // makes its own (the newest is current; the suite's may be another test's by now).
    let scene = TestScene()
    var snapshot = Snapshot()
    snapshot.appendItems(["x"])
    snapshot.appendSections(["s"])
    snapshot.appendItems(["a", "b"])
    snapshot.appendItems(["c", "c"])
    snapshot.appendItems(["a"], toSection: "s")
    snapshot.insertItems(["z"], beforeItem: "missing")
    snapshot.appendSections(["s"])
    snapshot.moveItem("a", afterItem: "a")
    #expect(snapshot.itemIdentifiers == ["a", "b"])
    #expect(snapshot.sectionIdentifiers == ["s"])
    let reported = scene.diagnostics.filter { $0.code == .invalidListData }
    #expect(reported.count == 6)
    #expect(reported.contains { $0.message.contains("c is already in the snapshot") })
    // The rest of the API, as UIKit's.
    snapshot.appendSections(["t"])
    snapshot.appendItems(["d"])
    snapshot.moveSection("t", beforeSection: "s")
    #expect(snapshot.sectionIdentifiers == ["t", "s"])
    #expect(snapshot.indexOfItem("a") == 1 && snapshot.numberOfItems == 3)
    #expect(snapshot.sectionIdentifier(containingItem: "d") == "t")
    snapshot.deleteSections(["t"])
    #expect(snapshot.itemIdentifiers == ["a", "b"] && snapshot.numberOfItems == 2)
  }
}
