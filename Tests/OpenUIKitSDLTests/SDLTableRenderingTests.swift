import Foundation
import OpenUIKit
import Testing

@testable import OpenUIKitSDL

/// A data source of "Row n" cells: row 1 checked, row 3 with a chevron.
@MainActor
private final class Rows: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.accessoryType =
      indexPath.row == 1 ? .checkmark : indexPath.row == 3 ? .disclosureIndicator : .none
    return cell
  }
}

/// Two sections of three rows, titled, with a footer under the first.
@MainActor
private final class Groups: UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Item \(indexPath.section).\(indexPath.row)"
    return cell
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Fruit" : "Vegetables"
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section == 0 ? "Picked this morning." : nil
  }
}

/// Rows that delete and move (editing controls and reorder handles show).
@MainActor
private final class Editable: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

@Suite("SDL rendering: a table view's rows", .serialized)
@MainActor
struct SDLTableRenderingTests {
  /// A table filling `t`'s window with `source`'s rows, laid out.
  private func table(
    in t: SDLTestHost, _ source: UITableViewDataSource, style: UITableView.Style = .plain
  ) -> UITableView {
    let table = UITableView(frame: t.window.bounds, style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    t.window.addSubview(table)
    t.window.layoutIfNeeded()
    return table
  }

  // OPENUIKIT_TEST_SHOTS=DIR keeps the frame as DIR/table.png, to look at.
  @Test("rows, separators, a checkmark, a chevron and a selected row are drawn")
  func table() throws {
    let t = try SDLTestHost(size: CGSize(width: 320, height: 240))
    defer { t.shutdown() }
    let rows = Rows()
    let table = table(in: t, rows)
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    t.window.layoutIfNeeded()
    let (width, pixels) = try t.pixels()
    func pixel(_ x: Int, _ y: Int) -> RGBA { RGBA(pixels[y * width + x]) }
    if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_SHOTS"] {
      try t.host.saveScreenshot(to: directory + "/table.png")
    }
    // Row 2 (88…132) is selected: the grey highlight, away from its text.
    #expect(pixel(250, 110) == RGBA(209, 209, 214))
    // Row 0's separator at its bottom, inset 16 points; white before the inset.
    #expect(pixel(100, 43) != RGBA(255, 255, 255))
    #expect(pixel(8, 43) == RGBA(255, 255, 255))
    // The checkmark (blue) in row 1's accessory, the chevron (grey) in row 3's.
    let check = (44..<88).flatMap { y in (280..<310).map { pixel($0, y) } }
    #expect(check.contains { $0.b > 200 && $0.r < 120 }, "a blue checkmark")
    let chevron = (132..<176).flatMap { y in (280..<310).map { pixel($0, y) } }
    #expect(chevron.contains { $0.r < 230 && abs($0.r - $0.b) < 20 }, "a grey chevron")
    // Text: dark pixels in row 0's label.
    let text = (10..<34).flatMap { y in (16..<80).map { pixel($0, y) } }
    #expect(text.contains { $0.r < 100 })
    #expect(t.diagnostics.isEmpty)
  }

  // OPENUIKIT_TEST_SHOTS=DIR keeps the frame as DIR/table-inset-grouped.png.
  @Test("an inset-grouped table: grey page, white rounded groups, titles above and below")
  func insetGrouped() throws {
    let t = try SDLTestHost(size: CGSize(width: 320, height: 400))
    defer { t.shutdown() }
    let groups = Groups()
    let table = table(in: t, groups, style: .insetGrouped)
    let (width, pixels) = try t.pixels()
    func pixel(_ x: Int, _ y: Int) -> RGBA { RGBA(pixels[y * width + x]) }
    if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_SHOTS"] {
      try t.host.saveScreenshot(to: directory + "/table-inset-grouped.png")
    }
    let group = table.rect(forSection: 0)
    let firstRow = table.rectForRow(at: IndexPath(row: 0, section: 0))
    // The page is grouped grey beside the group, the group white inside it.
    #expect(pixel(8, Int(firstRow.midY)) == RGBA(242, 242, 247))
    #expect(pixel(200, Int(firstRow.midY)) == RGBA(255, 255, 255))
    // The group's top corners are rounded: the corner pixel is the page's grey.
    #expect(pixel(16, Int(firstRow.minY)) == RGBA(242, 242, 247))
    #expect(pixel(26, Int(firstRow.minY) + 1) == RGBA(255, 255, 255))
    // The header title's text is dark grey above the group, on the page.
    let title = (Int(group.minY)..<Int(firstRow.minY)).flatMap { y in (32..<90).map { pixel($0, y) }
    }
    #expect(title.contains { $0.r < 160 })
    #expect(t.diagnostics.isEmpty)
  }

  // OPENUIKIT_TEST_SHOTS=DIR keeps the frame as DIR/table-editing.png.
  @Test("editing mode: red minus controls, reorder handles, a row open on its Delete action")
  func editing() throws {
    let t = try SDLTestHost(size: CGSize(width: 320, height: 240))
    defer { t.shutdown() }
    let rows = Editable()
    let table = table(in: t, rows)
    table.setEditing(true, animated: false)
    t.window.layoutIfNeeded()
    // Row 2's minus tapped (its button), with animations off: the row opens at once.
    UIView.setAnimationsEnabled(false)
    defer { UIView.setAnimationsEnabled(true) }
    let minusButton = table.cellForRow(at: IndexPath(row: 2, section: 0))?.subviews
      .compactMap { $0 as? UIButton }.first
    minusButton?.sendActions(for: .touchUpInside)
    t.window.layoutIfNeeded()
    let (width, pixels) = try t.pixels()
    func pixel(_ x: Int, _ y: Int) -> RGBA { RGBA(pixels[y * width + x]) }
    if let directory = ProcessInfo.processInfo.environment["OPENUIKIT_TEST_SHOTS"] {
      try t.host.saveScreenshot(to: directory + "/table-editing.png")
    }
    // Row 0's red minus at the leading side; row 2's Delete action at the trailing side.
    let minus = (10..<34).flatMap { y in (14..<38).map { pixel($0, y) } }
    #expect(minus.contains { $0.r > 200 && $0.g < 80 })
    #expect(pixel(318, 110) == RGBA(255, 59, 48))
    // Row 0's reorder handle: grey lines near the trailing edge.
    let handle = (12..<32).flatMap { y in (282..<304).map { pixel($0, y) } }
    #expect(handle.contains { $0.r < 220 && abs($0.r - $0.b) < 10 })
    #expect(t.diagnostics.isEmpty)
  }
}
