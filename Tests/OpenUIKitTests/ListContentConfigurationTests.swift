import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Rows configured through content configurations: a title and, on odd rows, a long
/// secondary text that wraps.
@MainActor
private final class Configured: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Title \(indexPath.row)"
    if indexPath.row % 2 == 1 {
      content.secondaryText = String(repeating: "a long secondary text that wraps ", count: 6)
    }
    content.image = UIImage(systemName: "star.fill")
    cell.contentConfiguration = content
    return cell
  }
}

@Suite("UIListContentConfiguration: cells and headers configured by value", .debugSwitchesOff)
@MainActor
struct ListContentConfigurationTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  // Apple (UITableViewCell.defaultContentConfiguration()): "Retrieves a default list content
  // configuration for the cell's style."
  @Test("a cell's default configuration follows its style; set, it replaces the built-in labels")
  func defaultsAndInstall() throws {
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    var content = subtitle.defaultContentConfiguration()
    #expect(content.secondaryTextProperties.color == .secondaryLabel)
    #expect(!content.prefersSideBySideTextAndSecondaryText)
    #expect(
      UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        .prefersSideBySideTextAndSecondaryText)
    subtitle.textLabel?.text = "old"
    content.text = "Hello"
    content.secondaryText = "World"
    subtitle.contentConfiguration = content
    let view = try #require(subtitle.contentView.subviews.first { $0 is UIListContentView })
    #expect(subtitle.textLabel?.isHidden == true)
    let texts = view.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(texts == ["Hello", "World"])
    // The same kind again updates the same view.
    content.text = "Again"
    subtitle.contentConfiguration = content
    #expect(subtitle.contentView.subviews.first { $0 is UIListContentView } === view)
    #expect(view.subviews.compactMap { ($0 as? UILabel)?.text }.first == "Again")
    subtitle.contentConfiguration = nil
    #expect(!subtitle.contentView.subviews.contains { $0 is UIListContentView })
    #expect(subtitle.textLabel?.isHidden == false)
  }

  // Apple (automaticDimension with content configurations): self-sizing rows take the height
  // their configured content needs.
  @Test("self-sizing rows take their configured content's height: wrapped text makes them taller")
  func selfSizing() throws {
    let source = Configured()
    let table = scene.table(source) { $0.rowHeight = UITableView.automaticDimension }
    let short = table.rectForRow(at: [0, 0]).height
    let tall = table.rectForRow(at: [0, 1]).height
    #expect(short == 44)
    #expect(tall > 80, "several lines of secondary text")
    let cell = try #require(table.cellForRow(at: [0, 1]))
    let view = try #require(cell.contentView.subviews.first as? UIListContentView)
    let labels = view.subviews.compactMap { $0 as? UILabel }
    #expect(labels[1].frame.maxY <= cell.bounds.height - 8 + 0.5)
    let imageWidth = min(29, UIImage(systemName: "star.fill")?.size.width ?? 0)
    #expect(imageWidth > 0)
    #expect(labels[0].frame.minX == 16 + imageWidth + 16, "after the image and its padding")
  }

  @Test("a registered header view gets its table's look; its default configuration follows it")
  func headerLooks() throws {
    final class Headers: UITableViewDataSource, UITableViewDelegate {
      func numberOfSections(in tableView: UITableView) -> Int { 2 }
      func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        t.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
      func tableView(_ t: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let view = t.dequeueReusableHeaderFooterView(withIdentifier: "h")
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Group \(section)"
        view?.contentConfiguration = content
        return view
      }
    }
    let source = Headers()
    let table = scene.table(source, style: .grouped) {
      $0.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
    }
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.backgroundColor == nil, "grouped headers sit on the page")
    #expect(header.defaultContentConfiguration().textProperties.color == .secondaryLabel)
    #expect(table.rectForHeader(inSection: 0).height == CGFloat(17 + 6) + 16)
  }
}
