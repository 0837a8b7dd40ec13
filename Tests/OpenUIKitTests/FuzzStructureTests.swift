import Foundation
import OpenUIKit
import Testing

@testable import OpenUIKitFuzzing

// The fuzzer's wave-3 invariants (issue 36) catch what they are for: each test breaks one
// relation by hand, as a framework bug would, and expects the check to name it.
@Suite("The fuzzer's controller, cell and appearance invariants (issue 36)", .debugSwitchesOff)
@MainActor
struct FuzzStructureTests {
  /// A stream's scene with app code off, and its first window's root controller replaced by a
  /// plain screen (so nothing else runs in the callbacks).
  private func quietScene(seed: UInt64 = 1) -> (FuzzScene, UIWindow) {
    let scene = FuzzScene(seed: seed, mutationRate: 0)
    let window = scene.app!.windows[0]
    window.rootViewController = FuzzViewController(scene: scene, name: "root")
    window.layoutIfNeeded()
    return (scene, window)
  }

  private func kinds(_ scene: FuzzScene, settled: Bool = false) -> [FuzzViolation.Kind] {
    FuzzStructure(scene: scene).violations(settled: settled).map(\.0)
  }

  @Test("UIKit's appearance order: a will, then its did or (cancelled) the opposite will")
  func appearanceOrder() {
    let start = FuzzAppearance.disappeared
    #expect(start.after(.viewWillAppear) == .appearing)
    #expect(start.after(.viewDidAppear) == nil)
    #expect(start.after(.viewWillDisappear) == nil)
    #expect(FuzzAppearance.appearing.after(.viewDidAppear) == .appeared)
    #expect(FuzzAppearance.appearing.after(.viewWillDisappear) == .disappearing)
    #expect(FuzzAppearance.appearing.after(.viewWillAppear) == nil)
    #expect(FuzzAppearance.appeared.after(.viewWillDisappear) == .disappearing)
    #expect(FuzzAppearance.appeared.after(.viewDidDisappear) == nil)
    #expect(FuzzAppearance.disappearing.after(.viewDidDisappear) == .disappeared)
    #expect(FuzzAppearance.disappearing.after(.viewWillAppear) == .appearing)
    #expect(FuzzAppearance.appearing.isHalfway && FuzzAppearance.disappearing.isHalfway)
    #expect(!FuzzAppearance.appeared.isHalfway && !FuzzAppearance.disappeared.isHalfway)
  }

  @Test("a window's root screen appears through both callbacks; a did with no will is reported")
  func appearanceCallbacksAreChecked() {
    let (scene, window) = quietScene()
    let root = window.rootViewController as! FuzzViewController
    #expect(root.appearance == .appeared)
    #expect(!scene.ledger.violations.contains { $0.kind == .unpairedAppearance })
    root.viewDidAppear(false)
    #expect(scene.ledger.violations.contains { $0.kind == .unpairedAppearance })
  }

  @Test("a screen pushed and popped pairs every callback; a controller in two places is named")
  func controllerTreeMatchesViewTree() {
    let (scene, window) = quietScene()
    let first = FuzzViewController(scene: scene, name: "first")
    let nav = UINavigationController(rootViewController: first)
    window.rootViewController = nav
    let second = FuzzViewController(scene: scene, name: "second")
    nav.pushViewController(second, animated: false)
    window.layoutIfNeeded()
    #expect(kinds(scene).isEmpty)
    #expect(second.appearance == .appeared && first.appearance == .disappeared)
    nav.popViewController(animated: false)
    window.layoutIfNeeded()
    #expect(second.appearance == .disappeared && first.appearance == .appeared)
    #expect(!scene.ledger.violations.contains { $0.kind == .unpairedAppearance })
    // A controller's view put in the window without the controller joining the tree.
    let stray = FuzzViewController(scene: scene, name: "stray")
    window.addSubview(stray.view)
    let found = FuzzStructure(scene: scene).violations(settled: false)
    #expect(found.map(\.0) == [.controllerTree])
    #expect(found.first?.1.contains("stray's view is in a window") == true)
  }

  @Test("a child's view outside its parent's view is reported, unless app code moved it")
  func childViewOutsideParent() {
    let (scene, window) = quietScene()
    let nav = UINavigationController(
      rootViewController: FuzzViewController(scene: scene, name: "top"))
    window.rootViewController = nav
    window.layoutIfNeeded()
    let top = nav.topViewController!
    // Moved by hand (as a framework bug would): reported.
    window.addSubview(top.view)
    #expect(kinds(scene).contains(.controllerTree))
    // Moved by app code in a callback: UIKit leaves it there, so the check stands down.
    scene.noteMove(of: top.view)
    #expect(!kinds(scene).contains(.controllerTree))
  }

  @Test("a list's cells: none outside the list, none shown twice, none left showing")
  func cellsAreWhereTheirRowsAre() throws {
    let (scene, window) = quietScene()
    var random = FuzzRandom(seed: 4)
    let table = FuzzTable(
      scene: scene, name: "table", frame: CGRect(x: 0, y: 0, width: 200, height: 300),
      using: &random)
    table.counts = [30]
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "a")
    table.register(UITableViewCell.self, forCellReuseIdentifier: "b")
    scene.track(table)
    window.addSubview(table)
    window.layoutIfNeeded()
    let shown = table.visibleCells.count
    #expect(shown >= 5)
    #expect(kinds(scene, settled: true).isEmpty)
    #expect(scene.cells.count == shown)
    // Taken out of the list (as app code might), a cell leaves the visible rows with it.
    let cell = try #require(
      table.visibleCells.first { cell in !scene.liveViews.contains { $0 === cell } })
    window.addSubview(cell)
    #expect(!table.visibleCells.contains { $0 === cell })
    cell.removeFromSuperview()
    table.reloadData()
    window.layoutIfNeeded()
    #expect(kinds(scene, settled: true).isEmpty)
    // A cell the list made left showing where no visible row is.
    let leftOver = UITableViewCell(style: .default, reuseIdentifier: "a")
    table.addSubview(leftOver)
    #expect(kinds(scene).isEmpty)
    #expect(kinds(scene, settled: true) == [.misplacedCell])
  }

  @Test("the cell rules: one cell per row, one list per cell, the row it answers, inside its list")
  func cellRules() {
    let a = UIView()
    let b = UIView()
    let first = IndexPath(row: 0, section: 0)
    let second = IndexPath(row: 1, section: 0)
    func row(
      _ indexPath: IndexPath, _ cell: UIView, answered: IndexPath? = nil, inPlace: Bool = true
    )
      -> FuzzStructure.ShownCell
    {
      FuzzStructure.ShownCell(
        indexPath: indexPath, cell: cell, answered: answered ?? indexPath, isInPlace: inPlace)
    }
    var owners: [ObjectIdentifier: String] = [:]
    #expect(
      FuzzStructure.problems(in: "t", [row(first, a), row(second, b)], owners: &owners).isEmpty)
    owners = [:]
    let twice = FuzzStructure.problems(in: "t", [row(first, a), row(second, a)], owners: &owners)
    #expect(twice.count == 1 && twice[0].contains("one cell shows two rows"))
    owners = [:]
    _ = FuzzStructure.problems(in: "t", [row(first, a)], owners: &owners)
    let elsewhere = FuzzStructure.problems(in: "u", [row(first, a)], owners: &owners)
    #expect(elsewhere.count == 1 && elsewhere[0].contains("in u and a row in t"))
    owners = [:]
    let wrong = FuzzStructure.problems(in: "t", [row(first, a, answered: second)], owners: &owners)
    #expect(wrong.count == 1 && wrong[0].contains("answers indexPath(for:)"))
    owners = [:]
    let outside = FuzzStructure.problems(in: "t", [row(first, a, inPlace: false)], owners: &owners)
    #expect(outside.count == 1 && outside[0].contains("not inside the list"))
  }
}
