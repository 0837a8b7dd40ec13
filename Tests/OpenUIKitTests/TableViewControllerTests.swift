import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A UITableViewController subclass written as iOS apps write them.
@MainActor
private final class Fruit: UITableViewController {
  var names = ["Apple", "Banana", "Cherry"]
  var chosen: [String] = []
  var scrolls = 0
  var tall = false
  var deletes = false

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    return cell
  }
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    chosen.append(names[indexPath.row])
  }
  override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// The same with a height of its own and swipe-to-delete.
@MainActor
private final class TallFruit: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    20
  }
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  { 80 }
  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}

/// A UICollectionViewController subclass with a flow layout's sizes of its own.
@MainActor
private final class Tiles: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  var chosen: [IndexPath] = []
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 12 }
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
  }
  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    chosen.append(indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { CGSize(width: 100, height: 60) }
}

@Suite("UITableViewController: a subclass's overrides are the table's methods", .debugSwitchesOff)
@MainActor
struct TableViewControllerTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  // Apple (UITableViewController): "a view controller that specializes in managing a table
  // view … the table view's data source and delegate".
  @Test("overridden data-source, delegate and scroll methods are called; defaults stay UIKit's")
  func overridesAreCalled() throws {
    let controller = Fruit(style: .plain)
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    #expect(table.dataSource === controller && table.delegate === controller)
    #expect(table.cellForRow(at: [0, 1])?.textLabel?.text == "Banana")
    #expect(table.rectForRow(at: [0, 1]).height == table.rowHeight, "no heightForRowAt: rowHeight")
    try scene.fingers.tap(on: #require(table.cellForRow(at: [0, 2])))
    scene.runFrames(for: 0.3)
    #expect(controller.chosen == ["Cherry"])
    table.contentOffset.y = 1
    #expect(controller.scrolls > 0)
    #expect(table.indexPathForSelectedRow == [0, 2])
    // Appearing again clears the selection (clearsSelectionOnViewWillAppear).
    scene.window.rootViewController = UIViewController()
    scene.window.rootViewController = controller
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("an overridden heightForRowAt sets the rows' height; an overridden commit allows delete")
  func optionalOverrides() throws {
    let controller = TallFruit(style: .insetGrouped)
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    let table = try #require(controller.tableView)
    #expect(table.style == .insetGrouped)
    #expect(table.rectForRow(at: [0, 3]).height == 80)
    let configuration = table.swipeConfiguration(for: [0, 0], leading: false)
    #expect(configuration?.actions.first?.title == "Delete")
  }

  // Apple (UICollectionViewController): "A view controller that specializes in managing a
  // collection view."
  @Test("a UICollectionViewController subclass: its overrides and its flow sizes are used")
  func collectionController() throws {
    let controller = Tiles(collectionViewLayout: UICollectionViewFlowLayout())
    controller.collectionView.register(
      UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    let grid = try #require(controller.collectionView)
    #expect(grid.cellForItem(at: [0, 4])?.frame.size == CGSize(width: 100, height: 60))
    try scene.fingers.tap(on: #require(grid.cellForItem(at: [0, 1])))
    scene.runFrames(for: 0.3)
    #expect(controller.chosen == [[0, 1]])
    scene.window.rootViewController = UIViewController()
    scene.window.rootViewController = controller
    #expect(grid.indexPathsForSelectedItems == nil, "cleared when it appears again")
  }
}
