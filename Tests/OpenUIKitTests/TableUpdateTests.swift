import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Rows named by strings in sections; logs cells made and cells that ended displaying.
@MainActor
private final class Names: UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var made: [String] = []
  var ended: [IndexPath] = []
  init(_ sections: [[String]]) { self.sections = sections }
  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    let name = sections[indexPath.section][indexPath.row]
    made.append(name)
    cell.textLabel?.text = name
    return cell
  }
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    ended.append(indexPath)
  }
}

@Suite("UITableView: inserting, deleting, reloading and moving rows", .debugSwitchesOff)
@MainActor
struct TableUpdateTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func table(_ source: Names) -> UITableView { scene.table(source) }

  private func texts(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  private func finishAnimations() { scene.runFrames(for: 0.5) }

  // Apple (deleteRows(at:with:)): "UITableView animates the deletion of the rows ... [and]
  // the rows after them move up."
  @Test("a deleted row's cell fades out while the rows below move up into its place")
  func deleteAnimates() throws {
    let source = Names([(0..<20).map { "R\($0)" }])
    let table = table(source)
    let leaving = try #require(table.cellForRow(at: [0, 2]))
    let next = try #require(table.cellForRow(at: [0, 3]))
    source.sections[0].remove(at: 2)
    source.made.removeAll()
    table.deleteRows(at: [[0, 2]], with: .fade)
    // The next row's cell is now row 2's, at row 2's place (its model frame), moving there.
    #expect(table.cellForRow(at: [0, 2]) === next)
    #expect(next.frame.minY == 88)
    #expect(next.layer.presentation()?.frame.minY == 132)
    #expect(leaving.superview === table && leaving.alpha == 0 && !leaving.isHidden)
    #expect(!table.visibleCells.contains(leaving))
    #expect(source.ended.isEmpty, "the leaving cell is still on screen")
    #expect(source.made == ["R10"], "only the row that came into view gets a new cell")
    #expect(table.listViolations().isEmpty)
    finishAnimations()
    #expect(leaving.isHidden && leaving.alpha == 1, "back in the reuse pool")
    #expect(source.ended == [[0, 2]])
    #expect(texts(table) == ["R0", "R1", "R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10"])
    #expect(table.listViolations().isEmpty)
  }

  // Fuzz stream 16982681 (a collection view's, the same in a table): a deleted row's cell
  // that comes back after its fade-out joins a full pool of spares; the pool keeps four.
  @Test("a deleted row's cell returning after its animation leaves the spares at four")
  func deletedCellJoinsFullSpares() throws {
    let source = Names([(0..<10).map { "R\($0)" }])
    let table = table(source)
    // Eight cells go spare; the layout keeps four.
    source.sections[0] = ["R0", "R1"]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 2)
    source.sections[0].remove(at: 0)
    table.deleteRows(at: [[0, 0]], with: .fade)
    finishAnimations()
    #expect(table.subviews.filter { $0 is UITableViewCell }.count == 1 + 4)
    #expect(table.listViolations().isEmpty)
  }

  // Apple (insertRows(at:with:)): the inserted rows' cells come from the data source; the
  // selection follows the rows it was on.
  @Test("inserted rows get new cells, the others keep theirs, the selection moves with its row")
  func insertKeepsCellsAndSelection() throws {
    let source = Names([(0..<20).map { "R\($0)" }])
    let table = table(source)
    table.selectRow(at: [0, 5], animated: false, scrollPosition: .none)
    let r5 = try #require(table.cellForRow(at: [0, 5]))
    source.sections[0].insert(contentsOf: ["A", "B"], at: 1)
    source.made.removeAll()
    table.insertRows(at: [[0, 1], [0, 2]], with: .none)
    #expect(Set(source.made) == ["A", "B"])
    #expect(table.cellForRow(at: [0, 7]) === r5)
    #expect(table.indexPathForSelectedRow == [0, 7])
    #expect(r5.isSelected && r5.frame.minY == 7 * 44)
    #expect(texts(table).prefix(4) == ["R0", "A", "B", "R1"])
    #expect(table.listViolations().isEmpty)
  }

  // Apple (performBatchUpdates(_:completion:)): "Deletes are processed before inserts in batch
  // operations. This means the indexes for the deletions are processed relative to the indexes
  // of the table view's state before the batch operation, and the indexes for the insertions
  // are processed relative to the indexes of the state after all the deletions in the batch
  // operation."
  @Test("a batch: deletions by old index paths, insertions by new ones, moves, one completion")
  func batch() {
    let source = Names([["a", "b", "c", "d"], ["e", "f"]])
    let table = table(source)
    let cells = Dictionary(
      uniqueKeysWithValues: table.visibleCells.map { ($0.textLabel!.text!, $0) })
    source.sections = [["b", "x", "d", "c"], ["f", "e", "y"]]
    var finished: [Bool] = []
    table.performBatchUpdates {
      table.deleteRows(at: [[0, 0]], with: .fade)
      table.insertRows(at: [[0, 1], [1, 2]], with: .fade)
      table.moveRow(at: [0, 2], to: [0, 3])
      table.moveRow(at: [1, 0], to: [1, 1])
    } completion: {
      finished.append($0)
    }
    #expect(texts(table) == ["b", "x", "d", "c", "f", "e", "y"])
    #expect(table.cellForRow(at: [0, 3]) === cells["c"])
    #expect(table.cellForRow(at: [1, 1]) === cells["e"])
    #expect(finished.isEmpty)
    finishAnimations()
    #expect(finished == [true])
    #expect(table.listViolations().isEmpty)
  }

  // UIKit raises NSInternalInconsistencyException: "Invalid update: invalid number of rows in
  // section 0. The number of rows contained in an existing section after the update (20) must
  // be equal to the number of rows contained in that section before the update (20), plus or
  // minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted)...".
  @Test("an update the counts do not add up to is reported in UIKit's words; the table reloads")
  func inconsistentUpdate() {
    let source = Names([(0..<20).map { "R\($0)" }])
    let table = table(source)
    table.deleteRows(at: [[0, 3]], with: .fade)  // the data source still has 20 rows
    let messages = scene.diagnostics.filter { $0.code == .invalidListData }.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("invalid number of rows in section 0") == true)
    #expect(messages.first?.contains("(0 inserted, 1 deleted)") == true)
    #expect(table.numberOfRows(inSection: 0) == 20)
    table.layoutIfNeeded()
    #expect(texts(table).first == "R0" && table.listViolations().isEmpty)
    // Out of range too.
    source.sections[0].append("R20")
    table.insertRows(at: [[0, 40]], with: .fade)
    #expect(scene.diagnostics.last?.message.contains("attempt to insert row 40") == true)
    #expect(table.numberOfRows(inSection: 0) == 21)
  }

  @Test("reloading a row asks for a new cell; reloading a section its rows'")
  func reloads() throws {
    let source = Names([["a", "b", "c"], ["d", "e"]])
    let table = table(source)
    let b = try #require(table.cellForRow(at: [0, 1]))
    source.sections[0][1] = "B"
    source.made.removeAll()
    table.reloadRows(at: [[0, 1]], with: .fade)
    #expect(source.made == ["B"])
    #expect(table.cellForRow(at: [0, 1]) !== b)
    #expect(table.cellForRow(at: [0, 1])?.textLabel?.text == "B")
    source.sections[1] = ["D", "E", "F"]
    source.made.removeAll()
    table.reloadSections([1], with: .none)
    #expect(source.made.sorted() == ["D", "E", "F"])
    #expect(texts(table) == ["a", "B", "c", "D", "E", "F"])
  }

  @Test("sections inserted, deleted and moved carry their rows")
  func sections() {
    let source = Names([["a"], ["b", "c"], ["d"]])
    let table = table(source)
    source.sections = [["d"], ["x", "y"], ["a"]]
    table.performBatchUpdates {
      table.deleteSections([1], with: .fade)
      table.insertSections([1], with: .fade)
      table.moveSection(2, toSection: 0)
    }
    #expect(texts(table) == ["d", "x", "y", "a"])
    #expect(table.numberOfSections == 3)
    finishAnimations()
    #expect(table.listViolations().isEmpty)
  }

  @Test("measured heights follow their rows; nested begin/end apply once")
  func heightsAndNesting() {
    @MainActor final class Tall: UITableViewDataSource, UITableViewDelegate {
      var heights: [CGFloat] = (0..<30).map { 20 + CGFloat($0 % 3) * 10 }
      func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
      func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        t.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
      func tableView(_ t: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.row]
      }
    }
    let source = Tall()
    let table = scene.table(source)
    let before = table.rectForRow(at: [0, 5])
    source.heights.insert(100, at: 0)
    table.beginUpdates()
    table.beginUpdates()
    table.insertRows(at: [[0, 0]], with: .none)
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 30, "not applied until the outer end")
    table.endUpdates()
    #expect(table.numberOfRows(inSection: 0) == 31)
    #expect(table.rectForRow(at: [0, 6]).height == before.height)
    #expect(table.rectForRow(at: [0, 6]).minY == before.minY + 100)
    table.endUpdates()
    #expect(scene.diagnostics.last?.message.contains("without beginUpdates") == true)
  }

  // The diff a diffable data source applies, checked against where every identifier really
  // went, for random arrangements.
  @Test("ListDiff: random arrangements give a batch that maps every surviving item home")
  func diffMapsItems() {
    var random = SystemRandomNumberGenerator()
    for round in 0..<300 {
      let items = Array(0..<Int.random(in: 0...40, using: &random))
      func arrangement() -> [(Int, [Int])] {
        let sections = Array(0..<6).shuffled(using: &random).prefix(
          Int.random(in: 0...5, using: &random))
        var result = sections.map { ($0, [Int]()) }
        guard !result.isEmpty else { return [] }
        for item in items.shuffled(using: &random)
        where Bool.random(using: &random) || round % 2 == 0 {
          result[Int.random(in: 0..<result.count, using: &random)].1.append(item)
        }
        return result
      }
      let old = arrangement(), new = arrangement()
      var update = ListDiff.update(from: old, to: new)
      let problem = update.resolve(
        oldCounts: old.map(\.1.count), newCounts: new.map(\.1.count))
      #expect(problem == nil, "\(old) → \(new): \(problem ?? "")")
      guard problem == nil else { return }
      var home: [Int: IndexPath] = [:]
      for (s, (_, items)) in new.enumerated() {
        for (r, item) in items.enumerated() { home[item] = IndexPath(row: r, section: s) }
      }
      for (s, (_, items)) in old.enumerated() {
        for (r, item) in items.enumerated() {
          let mapped = update.newIndexPath(ofOld: IndexPath(row: r, section: s))
          if let mapped, !update.isFresh(mapped) {
            #expect(home[item] == mapped, "\(item): \(old) → \(new)")
          } else {
            // Gone, or re-made in a new section (its old section was deleted).
            #expect(home[item] == nil || update.isFresh(home[item]!) || mapped == nil)
          }
        }
      }
    }
  }
}
