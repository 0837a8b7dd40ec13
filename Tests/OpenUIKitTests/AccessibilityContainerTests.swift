import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Rows named "Row N"; row 1 holds a switch as its accessory.
@MainActor
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var selected: [Int] = []
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(indexPath.row)"
    content.secondaryText = indexPath.row == 2 ? "Detail" : nil
    cell.contentConfiguration = content
    cell.accessoryView = indexPath.row == 1 ? UISwitch() : nil
    cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
    return cell
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

@Suite(
  "Accessibility: lists, tab bars and navigation bars as UIKit's (issue 34)", .debugSwitchesOff)
@MainActor
struct AccessibilityContainerTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  // Apple (UITableViewCell, "Accessibility"): a cell is one accessibility element whose label
  // combines its text; VoiceOver reads "Wi-Fi, On". Activating an element without its own
  // accessibilityActivate() taps it, and a tap on a row selects it.
  @Test("a cell is one element read as its labels; one holding a control is a container")
  func cells() throws {
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    table.delegate = rows
    scene.window.addSubview(table)
    scene.window.layoutIfNeeded()
    let cells = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
    try #require(cells.count == 3)
    #expect(cells[0].isAccessibilityElement && cells[0].accessibilityLabel == "Row 0")
    #expect(cells[0].accessibilityTraits == [.button, .selected], "a ticked row reads selected")
    #expect(cells[2].accessibilityLabel == "Row 2, Detail")
    #expect(!cells[1].isAccessibilityElement, "the switch stays reachable")
    let found = scene.window.accessibleElements()
    #expect(found.contains { $0 === cells[0] } && found.contains { $0 is UISwitch })
    #expect(cells[2].performAccessibilityActivation())
    #expect(rows.selected == [2] && cells[2].accessibilityTraits.contains(.selected))
  }

  @Test("a tab bar is a .tabBar container of buttons; the chosen tab is selected")
  func tabBar() throws {
    let first = UIViewController(), second = UIViewController()
    first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
    second.tabBarItem = UITabBarItem(title: "Search", image: nil, tag: 1)
    second.tabBarItem.badgeValue = "3"
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    scene.window.rootViewController = tabs
    scene.window.layoutIfNeeded()
    #expect(
      tabs.tabBar.accessibilityTraits.contains(.tabBar) && !tabs.tabBar.isAccessibilityElement)
    let buttons = tabs.tabBar.accessibleElements().compactMap { $0 as? UIView }
    #expect(buttons.map { $0.accessibilityLabel } == ["Home", "Search"])
    #expect(buttons[0].accessibilityTraits == [.button, .selected])
    #expect(buttons[1].accessibilityTraits == .button && buttons[1].accessibilityValue == "3")
    #expect(buttons[1].performAccessibilityActivation())
    #expect(tabs.selectedIndex == 1 && buttons[1].accessibilityTraits.contains(.selected))
  }

  @Test("a navigation bar's title is a heading")
  func navigationTitle() throws {
    let screen = UIViewController()
    screen.title = "General"
    let nav = UINavigationController(rootViewController: screen)
    scene.window.rootViewController = nav
    scene.window.layoutIfNeeded()
    let title = try #require(nav.navigationBar.content?.titleLabel)
    #expect(title.accessibilityLabel == "General")
    #expect(title.accessibilityTraits == [.staticText, .header])
  }

  // Apple (accessibilityActivate()): "If you don't implement this method, VoiceOver sends a
  // simulated touch at the activation point."
  @Test("an element nothing else activates is tapped at its centre; an empty frame is not")
  func tapAtCentre() {
    var taps: [CGPoint] = []
    let pad = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))
    pad.isAccessibilityElement = true
    let tap = UITapGestureRecognizer { [weak pad] recognizer in
      taps.append(recognizer.location(in: pad))
    }
    pad.addGestureRecognizer(tap)
    scene.window.addSubview(pad)
    #expect(pad.performAccessibilityActivation())
    #expect(taps == [CGPoint(x: 50, y: 30)])
    pad.frame.size = .zero
    #expect(!pad.performAccessibilityActivation())
  }
}
