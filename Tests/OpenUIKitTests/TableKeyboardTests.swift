import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Rows that log selection.
@MainActor
private final class Selectable: UITableViewDataSource, UITableViewDelegate {
  var log: [String] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }
}

/// Rows with a context menu of one action, "Open n".
@MainActor
private final class WithMenus: UITableViewDataSource, UITableViewDelegate {
  var chosen: [String] = []
  var selected: [Int] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
      UIMenu(children: [
        UIAction(title: "Open \(indexPath.row)") { self.chosen.append($0.title) }
      ])
    })
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@Suite("UITableView: keyboard selection and row context menus", .debugSwitchesOff)
@MainActor
struct TableKeyboardTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func key(_ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
    scene.send(.key(.down, "", code: Int(code.rawValue), modifiers: modifiers))
    scene.send(.key(.up, "", code: Int(code.rawValue), modifiers: modifiers))
  }

  // Apple (UITableView.allowsFocus / selectionFollowsFocus): with a hardware keyboard the
  // arrow keys move focus between rows and Return or Space selects the focused row, as a tap
  // would (the delegate is asked and told).
  @Test("Tab focuses the table, the arrows move a highlighted row, Return selects it, Tab leaves")
  func arrowsAndReturn() throws {
    let source = Selectable()
    let table = scene.table(source)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 445, width: 100, height: 30)
    scene.window.addSubview(button)
    key(.keyboardTab)
    #expect(scene.window.focusedView === table)
    key(.keyboardDownArrow)
    key(.keyboardDownArrow)
    #expect(table.focusedRow == [0, 1])
    #expect(table.cellForRow(at: [0, 1])?.isHighlighted == true)
    #expect(table.cellForRow(at: [0, 0])?.isHighlighted == false)
    key(.keyboardReturnOrEnter)
    #expect(source.log == ["willSelect 1", "didSelect 1"])
    #expect(table.indexPathForSelectedRow == [0, 1])
    // Down past the screen scrolls the row into view.
    for _ in 0..<15 { key(.keyboardDownArrow) }
    #expect(table.focusedRow == [0, 16])
    #expect(table.cellForRow(at: [0, 16])?.isHighlighted == true)
    #expect(table.contentOffset.y == CGFloat(17 * 44 - 440))
    key(.keyboardTab)
    #expect(scene.window.focusedView === button)
    #expect(table.focusedRow == nil)
    #expect(table.cellForRow(at: [0, 16])?.isHighlighted == false)
  }

  @Test("selectionFollowsFocus selects as the arrows move; a table without rows is skipped")
  func followsFocus() {
    let source = Selectable()
    let table = scene.table(source)
    table.selectionFollowsFocus = true
    key(.keyboardTab)
    key(.keyboardDownArrow)
    key(.keyboardDownArrow)
    #expect(table.indexPathForSelectedRow == [0, 1])
    #expect(source.log.filter { $0.hasPrefix("didSelect") } == ["didSelect 0", "didSelect 1"])
    table.dataSource = nil
    table.layoutIfNeeded()
    #expect(!table.canBecomeFocused)
  }

  // Apple (tableView(_:contextMenuConfigurationForRowAt:point:)): "Returns a context-menu
  // interaction for the specified row."
  @Test("a right click on a row opens the delegate's menu for that row; without one, no menu")
  func rowContextMenu() throws {
    let source = WithMenus()
    let table = scene.table(source)
    let mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    mouse.tap(at: CGPoint(x: 100, y: 3 * 44 + 20), button: .secondary)
    let menu = try #require(
      scene.app.windows.lazy.compactMap { $0 as? ContextMenuWindow }.first { !$0.isHidden })
    #expect(menu.panels.first?.elements.map(\.title) == ["Open 3"])
    let panel = try #require(menu.panels.first)
    let row = CGPoint(x: 30, y: MenuPanelView.padding + MenuPanelView.rowHeight / 2)
    mouse.tap(at: panel.convert(row, to: nil))
    #expect(source.chosen == ["Open 3"])
    #expect(source.selected.isEmpty, "the right click selects nothing")
    // A delegate with no menus: no interaction, and a long hold still selects.
    let plain = Selectable()
    let other = scene.table(plain)
    #expect(other.interactions.isEmpty && !table.interactions.isEmpty)
    scene.fingers.press(0, at: CGPoint(x: 100, y: 22)).wait(0.8).release(0)
    #expect(plain.log.contains("didSelect 0"))
  }
}
