import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// The data source of the "Lists" article.
@MainActor
final class Fruits: NSObject, UITableViewDataSource, UITableViewDelegate {
  let names = ["Apple", "Banana", "Cherry"]
  var chosen: String?
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    chosen = names[indexPath.row]
  }
}

/// The code of the "Lists" article, run (scripts/check-docs checks that every line of the
/// article's code is here).
@Suite("The Lists article's code", .debugSwitchesOff)
@MainActor
struct ListsArticleTests {
  @Test("the article's table shows its rows and a tap selects one")
  func article() {
    let scene = TestScene(size: CGSize(width: 320, height: 200))
    let window = scene.window
    let fruits = Fruits()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    table.dataSource = fruits
    table.delegate = fruits
    window.addSubview(table)
    window.layoutIfNeeded()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
    scene.fingers.press(0, at: CGPoint(x: 100, y: 66)).wait(0.2).release(0)
    #expect(fruits.chosen == "Banana")
    #expect(scene.diagnostics.isEmpty)
  }
}
