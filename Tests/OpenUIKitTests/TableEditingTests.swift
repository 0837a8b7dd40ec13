import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Named rows that delete (commit) and move (moveRowAt), as Xcode's template writes them.
@MainActor
private final class Editable: UITableViewDataSource, UITableViewDelegate {
  var names: [String]
  var log: [String] = []
  init(_ count: Int) { names = (0..<count).map { "R\($0)" } }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    if editingStyle == .delete {
      log.append("delete \(names[indexPath.row])")
      names.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .fade)
    }
  }
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let name = names.remove(at: sourceIndexPath.row)
    names.insert(name, at: destinationIndexPath.row)
    if sourceIndexPath != destinationIndexPath { log.append("move \(name)") }
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("select \(indexPath.row)")
  }
}

/// Rows that cannot be deleted, with a leading "Pin" action of the delegate's.
@MainActor
private final class Pinnable: UITableViewDataSource, UITableViewDelegate {
  var pinned: [Int] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in
      self.pinned.append(indexPath.row)
      done(true)
    }
    pin.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [pin])
  }
}

@Suite("UITableView: swipe actions, editing mode and reordering", .debugSwitchesOff)
@MainActor
struct TableEditingTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func table(_ source: AnyObject & UITableViewDataSource) -> UITableView {
    scene.table(source)
  }

  private func settle() { scene.runFrames(for: 0.6) }

  private func actionsView(_ table: UITableView) -> SwipeActionsView? {
    table.subviews.compactMap { $0 as? SwipeActionsView }.first
  }

  // Apple (tableView(_:commit:forRowAt:)): "When users tap the insertion (green plus) control
  // or Delete button associated with a UITableViewCell object in the table view, the table
  // view sends this message to the data source"; swipe-to-delete appears when it is
  // implemented.
  @Test("a swipe left on a row reveals Delete; tapping it deletes the row through commit")
  func swipeToDelete() throws {
    let source = Editable(20)
    let table = table(source)
    let cell = try #require(table.cellForRow(at: [0, 1]))
    scene.fingers.press(0, at: CGPoint(x: 250, y: 66)).drag(0, to: CGPoint(x: 150, y: 68), steps: 8)
      .release(0)
    settle()
    let actions = try #require(actionsView(table))
    #expect(actions.buttons.map { $0.title(for: .normal) } == ["Delete"])
    #expect(cell.frame.minX == -actions.openWidth, "open: the row slid left by the actions' width")
    #expect(actions.frame.maxX == 320 && actions.buttons[0].backgroundColor == .systemRed)
    // Tapping Delete runs commit; the row goes.
    scene.fingers.tap(at: CGPoint(x: 320 - actions.openWidth / 2, y: 66))
    #expect(source.log == ["delete R1"])
    #expect(table.numberOfRows(inSection: 0) == 19)
    settle()
    #expect(actionsView(table) == nil)
    #expect(table.cellForRow(at: [0, 1])?.textLabel?.text == "R2")
    #expect(table.listViolations().isEmpty)
  }

  // Apple (UISwipeActionsConfiguration.performsFirstActionWithFullSwipe): "A Boolean value
  // indicating whether a full swipe automatically performs the first action. The default
  // value of this property is true."
  @Test("a full swipe runs the first action; a short one snaps back; a tap closes an open row")
  func fullSwipeAndClosing() throws {
    let source = Editable(20)
    let table = table(source)
    scene.fingers.press(0, at: CGPoint(x: 300, y: 110)).drag(
      0, to: CGPoint(x: 20, y: 110), steps: 10
    )
    .release(0)
    #expect(source.log == ["delete R2"])
    settle()
    // A short drag (under half the actions) closes again.
    scene.fingers.press(0, at: CGPoint(x: 250, y: 22)).drag(0, to: CGPoint(x: 225, y: 22), steps: 5)
      .wait(0.5).release(0)
    settle()
    #expect(table.cellForRow(at: [0, 0])?.frame.minX == 0)
    #expect(actionsView(table) == nil)
    // Opened, then a tap on another row closes it and selects nothing.
    scene.fingers.press(0, at: CGPoint(x: 250, y: 22)).drag(0, to: CGPoint(x: 130, y: 22), steps: 8)
      .release(0)
    settle()
    #expect(actionsView(table) != nil)
    scene.fingers.press(0, at: CGPoint(x: 100, y: 200)).wait(0.2).release(0)
    settle()
    #expect(actionsView(table) == nil)
    #expect(!source.log.contains { $0.hasPrefix("select") })
  }

  // Apple (tableView(_:leadingSwipeActionsConfigurationForRowAt:)): "Returns the swipe actions
  // to display on the leading edge of the row."
  @Test("leading actions of the delegate's; no commit: no Delete on the trailing edge")
  func leadingActions() throws {
    let source = Pinnable()
    let table = table(source)
    scene.fingers.press(0, at: CGPoint(x: 300, y: 66)).drag(0, to: CGPoint(x: 150, y: 66), steps: 8)
      .release(0)
    #expect(actionsView(table) == nil, "no trailing actions: the data source does not commit")
    scene.fingers.press(0, at: CGPoint(x: 20, y: 66)).drag(0, to: CGPoint(x: 140, y: 66), steps: 8)
      .release(0)
    settle()
    let actions = try #require(actionsView(table))
    #expect(actions.leading && actions.frame.minX == 0)
    #expect(actions.buttons[0].backgroundColor == .systemOrange)
    scene.fingers.tap(at: CGPoint(x: 30, y: 66))
    #expect(source.pinned == [1])
    settle()
    #expect(actionsView(table) == nil)
  }

  // Apple (setEditing(_:animated:)): "When you call this method with the value of editing set
  // to true, the table view goes into editing mode by calling setEditing(_:animated:) on each
  // visible UITableViewCell object."
  @Test("editing mode: minus controls that offer Delete, reorder controls, no selection")
  func editingMode() throws {
    let source = Editable(20)
    let table = table(source)
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: [0, 3]))
    #expect(cell.isEditing)
    let control = try #require(cell.editingControls.edit)
    #expect(!control.isHidden && control.tintColor == .systemRed)
    #expect(cell.contentView.frame.minX == 38)
    #expect(cell.editingControls.reorder?.isHidden == false)
    // A tap on the row selects nothing in editing mode.
    scene.fingers.press(0, at: CGPoint(x: 150, y: 3 * 44 + 22)).wait(0.2).release(0)
    #expect(table.indexPathForSelectedRow == nil)
    // The minus opens the row's Delete action.
    scene.fingers.press(0, at: CGPoint(x: 26, y: 3 * 44 + 22)).wait(0.2).release(0)
    settle()
    let actions = try #require(actionsView(table))
    #expect(actions.buttons.first?.title(for: .normal) == "Delete")
    table.setEditing(false, animated: false)
    table.layoutIfNeeded()
    #expect(!cell.isEditing && cell.contentView.frame.minX == 0)
    #expect(actionsView(table) == nil)
  }

  // Apple (tableView(_:moveRowAt:to:)): "Tells the data source to move a row at a specific
  // location in the table view to another location."
  @Test("dragging a reorder control moves the row; the rows between make room")
  func reorder() throws {
    let source = Editable(20)
    let table = table(source)
    table.setEditing(true, animated: false)
    table.layoutIfNeeded()
    let moving = try #require(table.cellForRow(at: [0, 1]))
    let r2 = try #require(table.cellForRow(at: [0, 2]))
    let offset = scene.fingers.press(0, at: CGPoint(x: 300, y: 66))
      .drag(0, to: CGPoint(x: 300, y: 66 + 3 * 44), steps: 12)
    // Mid-drag: R2 moved up into R1's place; the dragged cell follows the finger.
    settle()
    #expect(r2.frame.minY == 44)
    #expect(abs(moving.frame.minY - (44 + 3 * 44)) < 1)
    #expect(table.contentOffset.y == 0, "the scroll view did not take the drag")
    offset.release(0)
    settle()
    #expect(source.log == ["move R1"])
    #expect(source.names.prefix(5) == ["R0", "R2", "R3", "R4", "R1"])
    #expect(table.cellForRow(at: [0, 4]) === moving)
    #expect(moving.frame.minY == CGFloat(4 * 44))
    #expect(
      table.visibleCells.map { $0.textLabel?.text ?? "" }.prefix(5) == [
        "R0", "R2", "R3", "R4", "R1",
      ])
    #expect(table.listViolations().isEmpty)
  }
}
