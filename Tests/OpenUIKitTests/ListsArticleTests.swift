import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// The data source of the "Lists" article.
@MainActor
final class Fruits: NSObject, UITableViewDataSource, UITableViewDelegate {
  var names = ["Apple", "Banana", "Cherry"]
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

  @Test("the article's row deletion and diffable data source")
  func changesAndDiffable() {
    let scene = TestScene(size: CGSize(width: 320, height: 200))
    let window = scene.window
    let fruits = Fruits()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    table.dataSource = fruits
    window.addSubview(table)
    window.layoutIfNeeded()
    fruits.names.remove(at: 1)
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Cherry"])

    let source = UITableViewDiffableDataSource<String, String>(tableView: table) {
      table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["fruit"])
    snapshot.appendItems(["Apple", "Banana", "Cherry"])
    source.apply(snapshot, animatingDifferences: true)
    window.layoutIfNeeded()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("the article's collection view: a grid from a registration and a diffable data source")
  func collection() {
    let scene = TestScene(size: CGSize(width: 320, height: 240))
    let window = scene.window
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    let tile = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let photos = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) {
      grid, indexPath, name in
      grid.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: name)
    }
    window.addSubview(grid)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Beach", "Forest", "City", "Desert"])
    photos.apply(snapshot, animatingDifferences: false)
    window.layoutIfNeeded()
    #expect(grid.visibleCells.count == 4)
    #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 110)
    #expect(scene.diagnostics.isEmpty)
  }
}
