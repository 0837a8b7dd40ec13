import Foundation
import OpenUIKit
import Testing

@testable import OpenUIKitSDL

/// A table of a few rows, for a screen in a navigation stack.
@MainActor
private final class Settings: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 6 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text =
      ["Wi-Fi", "Bluetooth", "Display", "Sound", "Privacy", "About"][
        indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

@Suite("SDL rendering: a navigation controller's bar", .serialized)
@MainActor
struct SDLNavigationRenderingTests {
  // OPENUIKIT_TEST_SHOTS=DIR keeps the frame as DIR/navigation.png, to look at.
  @Test("the bar: a centred bold title, a blue back button with its chevron, right items")
  func bar() throws {
    let t = try SDLTestHost(size: CGSize(width: 360, height: 260))
    defer { t.shutdown() }
    let root = UIViewController()
    root.title = "Settings"
    let details = UITableViewController(style: .plain)
    details.title = "General"
    let source = Settings()
    details.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    details.tableView.dataSource = source
    details.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
      UIBarButtonItem(systemItem: .add),
    ]
    let nav = UINavigationController(rootViewController: root)
    nav.pushViewController(details, animated: false)
    t.window.rootViewController = nav
    t.window.layoutIfNeeded()
    let (width, pixels) = try t.pixels()
    func pixel(_ x: Int, _ y: Int) -> RGBA { RGBA(pixels[y * width + x]) }
    if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_SHOTS"] {
      try t.host.saveScreenshot(to: directory + "/navigation.png")
    }
    // The bar's light grey, its hairline, then the table's white rows.
    #expect(pixel(120, 4) == RGBA(247, 247, 250))
    #expect(pixel(120, 60) == RGBA(255, 255, 255))
    // Blue in the back button (the chevron and "Settings"), dark in the centred title.
    let back = (10..<34).flatMap { y in (4..<90).map { pixel($0, y) } }
    #expect(back.contains { $0.b > 200 && $0.r < 80 }, "a blue back button")
    let title = (10..<34).flatMap { y in (150..<210).map { pixel($0, y) } }
    #expect(title.contains { $0.r < 80 && $0.b < 80 }, "a dark title")
    let right = (10..<34).flatMap { y in (280..<356).map { pixel($0, y) } }
    #expect(right.contains { $0.b > 200 && $0.r < 80 }, "blue right items")
    #expect(t.diagnostics.isEmpty)
  }

  // OPENUIKIT_TEST_SHOTS=DIR keeps the frame as DIR/alert.png, to look at.
  @Test("an alert: the window dimmed, a white card with a title, a field and two buttons")
  func alert() throws {
    let t = try SDLTestHost(size: CGSize(width: 360, height: 300))
    defer { t.shutdown() }
    let root = UIViewController()
    root.view.backgroundColor = .white
    t.window.rootViewController = root
    let alert = UIAlertController(
      title: "Rename Album", message: "Enter a new name.", preferredStyle: .alert)
    alert.addTextField { $0.text = "Summer" }
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    let save = UIAlertAction(title: "Save", style: .default)
    alert.addAction(save)
    alert.preferredAction = save
    root.present(alert, animated: false)
    t.window.layoutIfNeeded()
    let (width, pixels) = try t.pixels()
    func pixel(_ x: Int, _ y: Int) -> RGBA { RGBA(pixels[y * width + x]) }
    if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_SHOTS"] {
      try t.host.saveScreenshot(to: directory + "/alert.png")
    }
    // Dimmed white around the card; the card near-white in the middle.
    #expect(pixel(10, 10) == RGBA(204, 204, 204))
    let card = alert.view.subviews[0].frame
    #expect(pixel(Int(card.midX), Int(card.minY) + 4) == RGBA(250, 250, 250))
    let buttons = (Int(card.maxY) - 40..<Int(card.maxY) - 4).flatMap { y in
      (Int(card.minX)..<Int(card.maxX)).map { pixel($0, y) }
    }
    #expect(buttons.contains { $0.b > 200 && $0.r < 80 }, "blue button titles")
    // The hairline over the buttons.
    #expect(pixel(Int(card.minX) + 20, Int(card.maxY) - 45).r < 245)
    #expect(t.diagnostics.isEmpty)
  }
}
