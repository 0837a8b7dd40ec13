import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `counts` rows per section, titled "Section n" (headers) and, with `footers`, "End n".
@MainActor
private final class Titled: UITableViewDataSource {
  var counts: [Int]
  var footers = false
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in tableView: UITableView) -> Int { counts.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    footers ? "End \(section)" : nil
  }
}

/// Header views of its own: a registered header class dequeued per section, `height` high
/// (or self-sized by a constraint when `height` is automatic); logs display calls.
@MainActor
private final class OwnHeaders: UITableViewDataSource, UITableViewDelegate {
  let sections: Int
  var height: CGFloat
  var log: [String] = []
  var shown = Set<Int>()
  init(sections: Int, height: CGFloat) {
    self.sections = sections
    self.height = height
  }
  func numberOfSections(in tableView: UITableView) -> Int { sections }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    height
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    view?.textLabel?.text = "Header \(section)"
    return view
  }
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    if !shown.insert(section).inserted { log.append("shown twice \(section)") }
  }
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    if shown.remove(section) == nil { log.append("ended unshown \(section)") }
  }
}

/// A header whose content view's constraints make it 30 + 20 points high.
private final class TallHeader: UITableViewHeaderFooterView {
  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 30),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 20),
      box.widthAnchor.constraint(equalToConstant: 20),
    ])
  }
  required init?(coder: NSCoder) { nil }
}

@Suite("UITableView: sections, headers and footers, styles", .debugSwitchesOff)
@MainActor
struct TableSectionTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func table(
    _ source: AnyObject & UITableViewDataSource, style: UITableView.Style = .plain,
    configure: (UITableView) -> Void = { _ in }
  ) -> UITableView {
    scene.table(source, style: style, configure: configure)
  }

  private func scroll(_ table: UITableView, to y: CGFloat) {
    table.contentOffset = CGPoint(x: 0, y: y)
    table.layoutIfNeeded()
  }

  // Apple (tableView(_:titleForHeaderInSection:)): "The table view uses a fixed font style for
  // section header titles." UITableView.Style.plain: "Any section headers or footers are
  // displayed as inline separators and float when the table view is scrolled."
  @Test("titles become headers above their rows; a plain table pins them while scrolling")
  func titledHeadersPin() throws {
    let source = Titled([10, 10, 10])
    let table = table(source)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "Section 0")
    let headerHeight = table.rectForHeader(inSection: 0).height
    #expect(headerHeight > 20 && headerHeight < 40)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == headerHeight)
    // Section 1 starts after section 0's header and rows.
    #expect(table.rectForHeader(inSection: 1).minY == headerHeight + 440)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 2 * headerHeight + 440)
    #expect(table.contentSize.height == 3 * headerHeight + 30 * 44)
    // A point on a header is on no row.
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5)) == nil)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: headerHeight + 1)) == [0, 0])

    // Scrolled 100 points: section 0's header stays at the top of the view, over the rows.
    scroll(table, to: 100)
    #expect(header.frame.minY == 100)
    #expect(
      table.subviews.firstIndex(of: header)! > table.subviews.firstIndex(of: table.visibleCells[0])!
    )
    // Near the end of section 0, section 1's header pushes it up.
    let sectionEnd = table.rect(forSection: 0).maxY
    scroll(table, to: sectionEnd - 10)
    #expect(header.frame.maxY == sectionEnd)
    #expect(table.headerView(forSection: 1)?.frame.minY == sectionEnd)
    // Scrolled past section 0: its header is off the screen.
    scroll(table, to: sectionEnd + 50)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerView(forSection: 1)?.frame.minY == sectionEnd + 50)
  }

  // Apple (UITableView.Style.grouped): "A table view where sections have distinct groups of
  // rows." Grouped headers scroll with their rows.
  @Test("grouped tables: headers scroll with the rows, sections apart, footers' titles shown")
  func groupedScroll() throws {
    let source = Titled([10, 10])
    source.footers = true
    let table = table(source, style: .grouped)
    #expect(table.backgroundColor == .systemGroupedBackground)
    #expect(table.visibleCells[0].backgroundColor == .secondarySystemGroupedBackground)
    #expect(table.footerView(forSection: 0) == nil, "section 0's footer is below the view")
    scroll(table, to: 20)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame.minY == 0, "not pinned")
    let footerRect = table.rectForFooter(inSection: 0)
    scroll(table, to: footerRect.minY - 200)
    #expect(table.footerView(forSection: 0)?.textLabel?.text == "End 0")
    #expect(table.footerView(forSection: 0)?.frame == footerRect)
    // The last row of a group has no separator; the others do.
    let cells = table.visibleCells
    let last = try #require(table.cellForRow(at: IndexPath(row: 9, section: 0)))
    let separator = { (cell: UITableViewCell) in
      cell.subviews.first { $0.frame.height == 0.5 }
    }
    #expect(separator(last)?.isHidden == true)
    #expect(separator(cells[0])?.isHidden == false)
  }

  @Test("no titles: plain sections touch, grouped ones keep a gap")
  func untitledGaps() {
    final class Plain: UITableViewDataSource {
      func numberOfSections(in tableView: UITableView) -> Int { 3 }
      func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        t.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let source = Plain()
    let plain = table(source)
    #expect(plain.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 88)
    #expect(plain.subviews.allSatisfy { !($0 is UITableViewHeaderFooterView) || $0.isHidden })
    let grouped = table(source, style: .grouped)
    #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    #expect(
      grouped.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(35 + 88 + 18 + 18))
  }

  // Apple (dequeueReusableHeaderFooterView(withIdentifier:)): "For performance reasons, a
  // table view's delegate should generally reuse UITableViewHeaderFooterView objects when it
  // returns them as the views of sections."
  @Test("header views of the delegate's: registered, reused, shown once, ended once")
  func delegateHeaderViews() {
    let source = OwnHeaders(sections: 2000, height: 30)
    let table = table(source) {
      $0.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Header 0")
    #expect(table.contentSize.height == CGFloat(2000 * (30 + 3 * 44)))
    for step in 1...200 { scroll(table, to: CGFloat(step) * 997) }
    let headers = table.subviews.filter { $0 is UITableViewHeaderFooterView }
    #expect(headers.count <= 4 + 4, "headers in view and at most four spares")
    #expect(source.log.isEmpty, "\(source.log)")
    let top = table.listGeometry.section(at: table.contentOffset.y)!
    #expect(table.headerView(forSection: top)?.textLabel?.text == "Header \(top)")
  }

  // Apple (automaticDimension): "Requests that UITableView use the default value for a given
  // dimension" — for a header view, the height its Auto Layout content needs.
  @Test("an automatic header height is measured from the view's constraints when it shows")
  func selfSizingHeader() {
    let source = OwnHeaders(sections: 40, height: UITableView.automaticDimension)
    let table = table(source) {
      $0.register(TallHeader.self, forHeaderFooterViewReuseIdentifier: "header")
      $0.estimatedSectionHeaderHeight = 28
    }
    #expect(table.rectForHeader(inSection: 0).height == 50)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    #expect(table.rectForHeader(inSection: 39).height == 28, "an estimate until shown")
    table.scrollToRow(at: IndexPath(row: 2, section: 39), at: .bottom, animated: false)
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 39).height == 50)
  }

  // Apple (tableHeaderView): "The default value is nil. The table header view is different
  // from a section header."
  @Test("the table's header view is above the first section and its footer view below the last")
  func tableHeaderAndFooter() {
    let source = Titled([3, 3])
    let table = table(source) {
      $0.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
      $0.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
    }
    let header = table.rectForHeader(inSection: 0)
    #expect(header.minY == 100)
    #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    let end = table.rect(forSection: 1).maxY
    #expect(table.tableFooterView?.frame == CGRect(x: 0, y: end, width: 320, height: 60))
    #expect(table.contentSize.height == end + 60)
    #expect(table.subviews.contains(table.tableHeaderView!))
  }

  // Apple (UITableView.Style.insetGrouped): "A table view where the grouped sections are inset
  // with rounded corners."
  @Test("inset-grouped rows are inset, rounded at the first and last row of each section")
  func insetGrouped() throws {
    let source = Titled([3, 1])
    let table = table(source, style: .insetGrouped)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let only = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    #expect(first.frame.minX == 16 && first.frame.width == 320 - 32)
    #expect(first.layer.cornerRadius == 10)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle.layer.cornerRadius == 0)
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(only.layer.maskedCorners.rawValue == 0b1111)
    #expect(first.clipsToBounds && !middle.clipsToBounds)
    // The header's title lines up with the rows' text.
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.frame.minX == 32)
  }

  @Test("a cell's own background and separator inset win over the table's")
  func cellsKeepTheirOwnLooks() throws {
    final class Colored: UITableViewDataSource {
      func tableView(_ t: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ t: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = t.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if indexPath.row == 0 {
          cell.backgroundColor = .systemYellow
          cell.separatorInset = .zero
        }
        return cell
      }
    }
    let source = Colored()
    let table = table(source, style: .grouped) {
      $0.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    }
    let own = try #require(table.cellForRow(at: [0, 0]))
    let other = try #require(table.cellForRow(at: [0, 1]))
    #expect(own.backgroundColor == .systemYellow && own.separatorInset == .zero)
    #expect(other.backgroundColor == .secondarySystemGroupedBackground)
    #expect(other.separatorInset.left == 40)
    table.separatorStyle = .none
    table.layoutIfNeeded()
    #expect(own.subviews.first { $0.frame.height == 0.5 }?.isHidden == true)
  }

  // Apple (CALayer.maskedCorners): "Defines which of the four corners receives the masking
  // when using cornerRadius property. Defaults to all four corners."
  @Test("maskedCorners rounds only the corners it names")
  func maskedCorners() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let card = UIView(frame: CGRect(0, 0, 100, 60))
    card.backgroundColor = .white
    card.layer.cornerRadius = 12
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    root.addSubview(card)
    let outline = fills(
      DisplayListBuilder.build(root, pixelSize: CGSize(width: 200, height: 200), scale: 1))[0].0
    #expect(outline.contains(CGPoint(0, 60)) && outline.contains(CGPoint(100, 60)))
    #expect(!outline.contains(CGPoint(0, 0)) && !outline.contains(CGPoint(100, 0)))
    #expect(outline.contains { abs($0.x - 12) < 1e-9 && abs($0.y) < 1e-9 })
    #expect(boundingBox(outline) == CGRect(0, 0, 100, 60))
  }
}
