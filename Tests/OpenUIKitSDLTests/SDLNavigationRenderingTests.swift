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
}
