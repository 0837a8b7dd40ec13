import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A data source of `counts` rows per section; logs the delegate calls it gets.
@MainActor
private final class Rows: UITableViewDataSource, UITableViewDelegate {
  var counts: [Int]
  var made = 0
  var log: [String] = []
  var identifier = "row"
  var onCell: ((UITableView, IndexPath) -> Void)?
  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    onCell?(tableView, indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log.append("shouldHighlight \(indexPath.row)")
    return true
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log.append("didUnhighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }
}

/// The same, with a height for every row: 20 + 10 × (row % 3).
@MainActor
private final class TallRows: UITableViewDataSource, UITableViewDelegate {
  let count: Int
  init(_ count: Int) { self.count = count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    20 + 10 * CGFloat(indexPath.row % 3)
  }
}

/// A cell with no initialiser of its own, sized by constraints: a 30-point top margin and a
/// box `extra` points high.
private final class BoxCell: UITableViewCell {
  let box = UIView()
  func configure(extra: CGFloat) {
    if box.superview == nil {
      box.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 30),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
      ])
    }
    box.constraints.first { $0.firstAttribute == .height }?.isActive = false
    box.heightAnchor.constraint(equalToConstant: extra).isActive = true
  }
}

/// A cell that overrides UIKit's initialiser, as most custom cells do.
private final class CustomCell: UITableViewCell {
  var madeByOverride = false
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    madeByOverride = true
  }
  required init?(coder: NSCoder) { nil }
}

@Suite("UITableView: rows in view, reuse, heights, selection", .debugSwitchesOff)
@MainActor
struct TableViewTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func table(_ source: AnyObject & UITableViewDataSource, rowHeight: CGFloat = 44)
    -> UITableView
  {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.rowHeight = rowHeight
    table.dataSource = source
    table.delegate = source as? any UITableViewDelegate
    scene.window.addSubview(table)
    table.layoutIfNeeded()
    return table
  }

  private func cellsAlive(_ table: UITableView) -> Int {
    table.subviews.filter { $0 is UITableViewCell }.count
  }

  // Apple (dequeueReusableCell(withIdentifier:for:)): "For performance reasons, a table view's
  // data source should generally reuse UITableViewCell objects when it assigns cells to rows."
  @Test("a million rows: cells only for the rows in view, reused while scrolling")
  func millionRows() {
    let rows = Rows([1_000_000])
    let table = table(rows)
    #expect(table.indexPathsForVisibleRows?.count == 10)
    #expect(table.contentSize.height == 44_000_000)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "0.3")
    var most = 0
    for step in 1...200 {
      table.contentOffset.y = CGFloat(step) * 37
      table.layoutIfNeeded()
      most = max(most, cellsAlive(table))
    }
    let first = Int((200 * 37) / 44)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: first, section: 0))
    #expect(table.visibleCells.first?.textLabel?.text == "0.\(first)")
    #expect(most <= 11 + 4, "cells alive within the rows in view and a few spare")
    table.scrollToRow(at: IndexPath(row: 999_999, section: 0), at: .bottom, animated: false)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999_999, section: 0))
    #expect(cellsAlive(table) <= 11 + 4)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 * 500_000 + 1))?.row == 500_000)
  }

  // Apple (tableView(_:heightForRowAt:)): "If you do not implement this method, UIKit uses
  // the value in the rowHeight property" (told apart from the default by OptionalRequirement).
  @Test("rows are rowHeight high unless the delegate implements heightForRowAt")
  func heights() {
    let plain = table(Rows([5]), rowHeight: 30)
    #expect(plain.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(0, 60, 320, 30))
    let tall = TallRows(50)
    let varied = table(tall)
    #expect(varied.rectForRow(at: IndexPath(row: 0, section: 0)).height == 20)
    #expect(varied.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(0, 50, 320, 40))
    #expect(varied.indexPathForRow(at: CGPoint(x: 5, y: 55))?.row == 2)
    // Estimating off: every height is asked on reload, so the content is exact at once.
    varied.estimatedRowHeight = 0
    varied.layoutIfNeeded()
    #expect(varied.contentSize.height == CGFloat(16 * 90 + 20 + 30))
  }

  // Apple (automaticDimension): rows "use the height that best fits the cell's content"
  // (self-sizing through the content view's constraints).
  @Test("automaticDimension sizes a row to its cell's constraints; a subclass with no init works")
  func selfSizing() throws {
    final class Source: UITableViewDataSource {
      func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
      func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = t.dequeueReusableCell(withIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.configure(extra: CGFloat(indexPath.row * 10))
        return cell
      }
    }
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(BoxCell.self, forCellReuseIdentifier: "box")
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = 50
    table.dataSource = source
    scene.window.addSubview(table)
    table.layoutIfNeeded()
    #expect(table.visibleCells.first is BoxCell)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(0, 30 + 40 + 50, 320, 60))
    // Not yet shown: estimated.
    #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)).height == 50)
  }

  @Test("a registered cell that overrides init(style:reuseIdentifier:) is made through it")
  func customInitialiser() throws {
    let rows = Rows([3])
    rows.identifier = "custom"
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    table.register(CustomCell.self, forCellReuseIdentifier: "custom")
    table.dataSource = rows
    scene.window.addSubview(table)
    table.layoutIfNeeded()
    let cell = try #require(table.visibleCells.first as? CustomCell)
    #expect(cell.madeByOverride && cell.detailTextLabel != nil && cell.reuseIdentifier == "custom")
  }

  // Apple (shouldHighlightRowAt): "As touch events arrive, the table view highlights rows in
  // anticipation of the user selecting them"; the scroll view holds the touch back first (G44).
  @Test("a tap highlights after the touch delay and selects on lift; a drag selects nothing")
  func touchSelection() {
    let rows = Rows([30])
    let table = table(rows)
    scene.fingers.press(0, at: CGPoint(x: 100, y: 66))
    #expect(rows.log.isEmpty, "held back by the scroll view")
    scene.fingers.wait(0.2)
    #expect(rows.log == ["shouldHighlight 1", "didHighlight 1"])
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
    scene.fingers.release(0)
    #expect(
      rows.log == [
        "shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1",
      ])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    rows.log.removeAll()
    // Another row: the first is deselected, the delegate told.
    scene.fingers.press(0, at: CGPoint(x: 100, y: 150)).wait(0.2).release(0)
    #expect(rows.log.suffix(3) == ["willSelect 3", "didDeselect 1", "didSelect 3"])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    // A drag from a row scrolls and selects nothing.
    rows.log.removeAll()
    scene.fingers.press(0, at: CGPoint(x: 100, y: 300)).drag(
      0, to: CGPoint(x: 100, y: 100), steps: 8)
    scene.fingers.release(0)
    #expect(!rows.log.contains { $0.hasPrefix("willSelect") })
    #expect(table.contentOffset.y > 0)
  }

  // Apple (selectRow(at:animated:scrollPosition:)): "Calling this method doesn't cause the
  // delegate to receive a tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:)".
  @Test("selecting from code tells no delegate; multiple selection keeps several rows")
  func codeSelection() {
    let rows = Rows([100])
    let table = table(rows)
    table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
    table.layoutIfNeeded()
    #expect(rows.log.isEmpty)
    #expect(table.contentOffset.y == CGFloat(50 * 44))
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 52, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [50, 52])
    // A tap on a selected row under multiple selection deselects it.
    scene.fingers.press(0, at: CGPoint(x: 100, y: 10)).wait(0.2).release(0)
    #expect(table.indexPathsForSelectedRows?.map(\.row) == [52])
    #expect(rows.log.last == "didDeselect 50")
    table.deselectRow(at: IndexPath(row: 52, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("sections, empty ones included, map to rows and back")
  func sections() {
    let rows = Rows([2, 0, 3])
    let table = table(rows)
    #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 1) == 0)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 88)
    #expect(table.indexPathForRow(at: CGPoint(x: 1, y: 90)) == IndexPath(row: 0, section: 2))
    #expect(
      table.visibleCells.map { $0.textLabel?.text ?? "" } == ["0.0", "0.1", "2.0", "2.1", "2.2"])
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == .zero)
  }

  // UIKit raises for these; OpenUIKit reports and keeps a consistent table.
  @Test("bad data: negative counts, a cell in two rows, no registration, rows it does not have")
  func badData() {
    let rows = Rows([-3, 4])
    let table = table(rows)
    #expect(table.numberOfRows(inSection: 0) == 0 && table.numberOfRows(inSection: 1) == 4)
    var shared: UITableViewCell?
    final class Sharing: UITableViewDataSource {
      var cell: UITableViewCell?
      func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell { return cell }
        let made = t.dequeueReusableCell(withIdentifier: "nothing", for: indexPath)
        cell = made
        return made
      }
    }
    let sharing = Sharing()
    let second = self.table(sharing)
    shared = sharing.cell
    #expect(second.visibleCells.count == 3)
    #expect(Set(second.visibleCells.map(ObjectIdentifier.init)).count == 3, "no cell in two rows")
    #expect(second.visibleCells.first === shared)
    table.selectRow(at: IndexPath(row: 9, section: 9), animated: false, scrollPosition: .top)
    table.scrollToRow(at: IndexPath(indexes: [1]), at: .top, animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    let codes = scene.diagnostics.map(\.code)
    #expect(codes.count == 6 && codes.allSatisfy { $0 == .invalidListData })
  }

  @Test("reloadData from inside cellForRowAt waits until the rows are placed")
  func reloadInsideCallback() {
    let rows = Rows([5])
    var reloaded = false
    rows.onCell = { [unowned rows] table, _ in
      if !reloaded {
        reloaded = true
        rows.counts = [2]
        table.reloadData()
      }
    }
    let table = table(rows)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.count == 2)
  }

  // App code may take a cell out of the table, or lay the table out from inside
  // cellForRowAt; the table keeps one cell per row in view (the invariant the fuzzer checks).
  @Test("a cell taken out is replaced; layout from inside cellForRowAt waits; huge tables cap")
  func appCodeInsideCallbacks() {
    let rows = Rows([40])
    var nested = 0
    rows.onCell = { table, _ in
      nested += 1
      table.layoutIfNeeded()
    }
    let table = table(rows)
    #expect(nested == 10 && table.visibleCells.count == 10)
    let taken = table.visibleCells[2]
    taken.removeFromSuperview()
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) == nil)
    #expect(scene.app.checkInvariants().isEmpty, "a layout is pending, nothing is checked yet")
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) !== taken)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.superview === table)
    #expect(scene.app.checkInvariants().isEmpty)
    // Rows of no height in a table: at most a thousand cells, said once.
    let flat = Rows([100_000])
    let tall = self.table(flat, rowHeight: 0)
    #expect(tall.visibleCells.count == 1000)
    #expect(scene.diagnostics.map(\.code) == [.invalidListData])
    #expect(scene.app.checkInvariants().isEmpty)
  }

  // Fuzz stream 11328707: app code in one row's cellForRowAt takes out the cell of a row
  // placed just before it. The row gets a cell again within the same layout.
  @Test("a cell taken out from inside another row's cellForRowAt is replaced in the same layout")
  func cellTakenOutWhilePlacing() {
    let rows = Rows([40])
    var taken: UITableViewCell?
    rows.onCell = { table, indexPath in
      guard taken == nil, indexPath.row == 5, let cell = table.cellForRow(at: [0, 2]) else {
        return
      }
      taken = cell
      cell.removeFromSuperview()
    }
    let table = table(rows)
    #expect(taken != nil)
    let replacement = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(replacement != nil && replacement !== taken)
    #expect(replacement?.superview === table)
    #expect(table.visibleCells.count == 10)
    #expect(scene.app.checkInvariants().isEmpty)
  }
}
