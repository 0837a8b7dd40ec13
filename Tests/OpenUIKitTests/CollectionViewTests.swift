import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `counts` items per section, each a plain cell; optional per-item widths (a flow layout
/// delegate's sizes) and headers; logs selection.
@MainActor
private final class Items: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  var counts: [Int]
  var widths: [CGFloat]?
  var log: [String] = []
  var made = 0
  var onCell: ((UICollectionView, IndexPath) -> Void)?
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    made += 1
    onCell?(collectionView, indexPath)
    return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.item)")
  }
}

/// The same with the delegate's sizes: `widths[item % widths.count]` × 40.
@MainActor
private final class SizedItems: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let count: Int
  let widths: [CGFloat]
  init(_ count: Int, widths: [CGFloat]) {
    self.count = count
    self.widths = widths
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: widths[indexPath.item % widths.count], height: 40)
  }
}

/// Named items that move (moveItemAt) and have a context menu.
@MainActor
private final class Movable: UICollectionViewDataSource, UICollectionViewDelegate {
  var names = (0..<12).map { "N\($0)" }
  var chosen: [String] = []
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { names.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.accessibilityIdentifier = names[indexPath.item]
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
  func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    let name = names[indexPaths[0].item]
    return UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
      UIMenu(children: [UIAction(title: "Share \(name)") { self.chosen.append($0.title) }])
    })
  }
}

@Suite("UICollectionView: flow layout, reuse, selection, updates", .debugSwitchesOff)
@MainActor
struct CollectionViewTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func collection(
    _ source: AnyObject & UICollectionViewDataSource,
    configure: (UICollectionViewFlowLayout) -> Void = { _ in }
  ) -> (UICollectionView, UICollectionViewFlowLayout) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    view.dataSource = source
    view.delegate = source as? any UICollectionViewDelegate
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    return (view, layout)
  }

  private func cellsAlive(_ view: UICollectionView) -> Int {
    view.subviews.filter { $0 is UICollectionViewCell }.count
  }

  // Apple (UICollectionViewFlowLayout): "A flow layout … lays out items in a grid … Items in
  // each line are laid out with the interitem spacing as a minimum"; full lines are justified.
  @Test("a million items of one size: a justified grid, cells only for the items in view")
  func millionItemGrid() throws {
    let source = Items([1_000_000])
    let (view, _) = collection(source)
    // 3 per line in 320 points: x 0, 110, 220 (the spare 10 points shared by the two gaps).
    #expect(view.cellForItem(at: [0, 0])?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.cellForItem(at: [0, 1])?.frame.minX == 110)
    #expect(view.cellForItem(at: [0, 2])?.frame.minX == 220)
    #expect(view.cellForItem(at: [0, 3])?.frame.minY == 110)
    let lines = CGFloat((1_000_000 + 2) / 3)
    #expect(view.contentSize.height == lines * 100 + (lines - 1) * 10)
    #expect(view.visibleCells.count == 12, "\(view.indexPathsForVisibleItems)")
    #expect(cellsAlive(view) == 12)
    for step in 1...50 {
      view.contentOffset.y = CGFloat(step) * 997_003
      view.layoutIfNeeded()
      #expect(cellsAlive(view) <= view.visibleCells.count + 4)
    }
    view.scrollToItem(at: [0, 600_000], at: .top, animated: false)
    view.layoutIfNeeded()
    let cell = try #require(view.cellForItem(at: [0, 600_000]))
    #expect(cell.frame.minY == view.contentOffset.y)
    #expect(view.indexPathForItem(at: CGPoint(x: 150, y: cell.frame.midY)) == [0, 600_001])
    #expect(view.indexPathForItem(at: CGPoint(x: 105, y: cell.frame.midY)) == nil, "in a gap")
  }

  @Test(
    "items of the delegate's sizes break into lines; insets, headers, the last line unjustified")
  func ownSizesAndHeaders() throws {
    let source = SizedItems(7, widths: [100, 150, 60])
    let (view, _) = collection(source) {
      $0.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
      $0.headerReferenceSize = CGSize(width: 0, height: 30)
    }
    // Room 300: line 1 = 100 + 150 (+60 does not fit with two gaps of 10: 330), justified to 300.
    let frames = (0..<7).map { view.cellForItem(at: [0, $0])?.frame ?? .zero }
    #expect(frames[0] == CGRect(x: 10, y: 35, width: 100, height: 40))
    #expect(frames[1].maxX == 310 && frames[1].minY == 35)
    #expect(frames[2].minY == 85, "the next line, 10 below")
    // The last line (item 6 alone) sits at the leading inset.
    #expect(frames[6].minX == 10)
    let header = try #require(
      view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0]))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(view.contentSize.height == frames[6].maxY + 5)
  }

  // As fuzz stream 11328707 did to a table: app code in one item's cellForItemAt takes out
  // the cell of an item placed before it. The item gets a cell again within the same layout.
  @Test("a cell taken out from inside another item's cellForItemAt is replaced in the same layout")
  func cellTakenOutWhilePlacing() {
    let source = Items([40])
    var taken: (cell: UICollectionViewCell, item: IndexPath)?
    source.onCell = { [unowned source] view, _ in
      // Items are placed in no set order: the fifth cell made takes out one placed before it.
      guard taken == nil, source.made == 5, let cell = view.visibleCells.first,
        let item = view.indexPath(for: cell)
      else { return }
      taken = (cell, item)
      cell.removeFromSuperview()
    }
    let (view, _) = collection(source)
    guard let taken else { return #expect(Bool(false), "no cell was taken out") }
    let replacement = view.cellForItem(at: taken.item)
    #expect(replacement != nil && replacement !== taken.cell)
    #expect(replacement?.superview === view)
    #expect(scene.app.checkInvariants().isEmpty)
  }

  @Test("horizontal scrolling: items fill columns top to bottom, the content grows sideways")
  func horizontal() {
    let source = Items([10])
    let (view, _) = collection(source) { $0.scrollDirection = .horizontal }
    // 4 per column in 440 points (4 × 100 + 3 × 10 = 430, justified to 440).
    #expect(abs((view.cellForItem(at: [0, 1])?.frame.minY ?? 0) - 340.0 / 3) < 1e-9)
    #expect(view.cellForItem(at: [0, 4])?.frame.minX == 110)
    #expect(view.contentSize == CGSize(width: 3 * 100 + 2 * 10, height: 440))
  }

  // Apple (collectionView(_:didSelectItemAt:)): "The collection view calls this method when the
  // user successfully selects an item in the collection view. It does not call this method when
  // you programmatically set the selection."
  @Test("a tap selects after the touch delay; multiple selection toggles; code tells no delegate")
  func selection() throws {
    let source = Items([30])
    let (view, _) = collection(source)
    view.allowsMultipleSelection = true
    scene.fingers.press(0, at: CGPoint(x: 50, y: 50)).wait(0.2).release(0)
    scene.fingers.press(0, at: CGPoint(x: 160, y: 50)).wait(0.2).release(0)
    scene.fingers.press(0, at: CGPoint(x: 50, y: 50)).wait(0.2).release(0)
    #expect(source.log == ["select 0", "select 1", "deselect 0"])
    #expect(view.indexPathsForSelectedItems == [[0, 1]])
    #expect(view.cellForItem(at: [0, 1])?.isSelected == true)
    view.selectItem(at: [0, 5], animated: false, scrollPosition: [])
    #expect(source.log.count == 3)
    #expect(view.indexPathsForSelectedItems == [[0, 1], [0, 5]])
    // A drag scrolls and selects nothing.
    scene.fingers.press(0, at: CGPoint(x: 50, y: 300)).drag(0, to: CGPoint(x: 50, y: 100), steps: 6)
      .release(0)
    #expect(source.log.count == 3)
  }

  // Apple (performBatchUpdates(_:completion:)): deletions use the old index paths, insertions
  // the new; UIKit raises on counts that do not add up.
  @Test("batch updates keep the cells of items that stay; an inconsistent one reloads, reported")
  func updates() throws {
    let source = Items([30])
    let (view, _) = collection(source)
    let second = try #require(view.cellForItem(at: [0, 1]))
    view.selectItem(at: [0, 4], animated: false, scrollPosition: [])
    source.counts = [29]
    view.performBatchUpdates {
      view.deleteItems(at: [[0, 0], [0, 2]])
      view.insertItems(at: [[0, 5]])
    }
    #expect(view.cellForItem(at: [0, 0]) === second)
    #expect(second.frame.minX == 0, "model frame at its new place")
    #expect(view.indexPathsForSelectedItems == [[0, 2]])
    scene.runFrames(for: 0.5)
    #expect(cellsAlive(view) <= view.visibleCells.count + 4)
    view.deleteItems(at: [[0, 0]])  // the data source still has 29
    #expect(scene.diagnostics.last?.message.contains("invalid number of rows in section 0") == true)
    #expect(view.numberOfItems(inSection: 0) == 29)
  }

  @Test(
    "a diffable data source with a cell registration: kept items keep cells, reconfigure touches one"
  )
  func diffableWithRegistration() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    scene.window.addSubview(view)
    var configured: [String] = []
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
      cell, _, item in
      configured.append(item)
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      view, indexPath, item in
      view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems((0..<20).map { "item \($0)" })
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    let third = try #require(view.cellForItem(at: [0, 2]))
    configured.removeAll()
    var next = source.snapshot()
    next.deleteItems(["item 0"])
    next.reconfigureItems(["item 2"])
    source.apply(next, animatingDifferences: false)
    #expect(view.cellForItem(at: [0, 1]) === third)
    #expect(configured.filter { $0 == "item 2" }.count == 1)
    #expect(source.indexPath(for: "item 2") == IndexPath(item: 1, section: 0))
    #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "item 1")
  }

  @Test("pinned headers stay at the top while their section is in view")
  func pinnedHeaders() throws {
    let source = Items([12, 12])
    let (view, _) = collection(source) {
      $0.headerReferenceSize = CGSize(width: 0, height: 30)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    view.contentOffset.y = 200
    view.layoutIfNeeded()
    let header = try #require(
      view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0]))
    #expect(header.frame.minY == 200)
  }

  @Test("bad input: NaN spacing, items of no size, a view scrolled 1e300 points away, no data")
  func badInput() {
    final class Odd: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
      func collectionView(_ c: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        500
      }
      func collectionView(_ c: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      { c.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
      func collectionView(
        _ c: UICollectionView, layout l: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
      ) -> CGFloat { .nan }
    }
    let source = Odd()
    let (view, layout) = collection(source) { $0.itemSize = .zero }
    #expect(view.visibleCells.isEmpty, "items of no size show nothing")
    layout.itemSize = CGSize(width: 100, height: CGFloat.infinity)
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 1e300)
    view.layoutIfNeeded()
    layout.itemSize = CGSize(width: 100, height: 50)
    view.layoutIfNeeded()
    #expect(view.collectionViolations().isEmpty)
    view.scrollToItem(at: [0, 499], at: .top, animated: false)
    view.scrollToItem(at: [3, 0], at: .top, animated: false)
    #expect(scene.diagnostics.contains { $0.message.contains("no such item") })
    view.dataSource = nil
    view.layoutIfNeeded()
    #expect(view.visibleCells.isEmpty && view.numberOfSections == 0)
  }

  // Apple (beginInteractiveMovementForItem(at:)): "Initiates the interactive movement of the
  // item at the specified index path" — the app drives it (often from a long press) with
  // updateInteractiveMovementTargetPosition and ends it with endInteractiveMovement.
  @Test(
    "interactive movement: the cell follows the point, the others make room, the end moves the data"
  )
  func interactiveMovement() throws {
    let source = Movable()
    let (view, _) = collection(source)
    let moving = try #require(view.cellForItem(at: [0, 1]))
    let fourth = try #require(view.cellForItem(at: [0, 4]))
    let place4 = fourth.frame
    #expect(view.beginInteractiveMovementForItem(at: [0, 1]))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: place4.midX, y: place4.midY))
    scene.runFrames(for: 0.3)
    #expect(moving.center == CGPoint(x: place4.midX, y: place4.midY))
    #expect(
      view.cellForItem(at: [0, 2])?.frame.minX == 110, "item 2 moved back into item 1's place")
    #expect(fourth.frame.minY == 110 && fourth.frame.minX == 0, "item 4 into item 3's place")
    view.endInteractiveMovement()
    scene.runFrames(for: 0.5)
    #expect(source.names.prefix(5) == ["N0", "N2", "N3", "N4", "N1"])
    #expect(view.cellForItem(at: [0, 4]) === moving && moving.frame == place4)
    #expect(view.collectionViolations().isEmpty)
    // A data source that does not move items cannot begin.
    let plain = Items([5])
    let (other, _) = collection(plain)
    #expect(!other.beginInteractiveMovementForItem(at: [0, 0]))
  }

  // Apple (collectionView(_:contextMenuConfigurationForItemsAt:point:)): "Returns a context menu
  // configuration for the items at the specified index paths."
  @Test("a right click on an item opens the delegate's menu for it; without one, no interaction")
  func itemContextMenu() throws {
    let source = Movable()
    let (view, _) = collection(source)
    let mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    mouse.tap(at: CGPoint(x: 160, y: 160), button: .secondary)
    let menu = try #require(
      scene.app.windows.lazy.compactMap { $0 as? ContextMenuWindow }.first { !$0.isHidden })
    #expect(menu.panels.first?.elements.map(\.title) == ["Share N4"])
    #expect(!view.interactions.isEmpty)
    let (plain, _) = collection(Items([3]))
    #expect(plain.interactions.isEmpty)
  }

  // Apple (UICollectionViewFlowLayout.estimatedItemSize): "Providing an estimated cell size can
  // improve the performance of the collection view when the cells adjust their size
  // dynamically."
  @Test("self-sizing flow items: measured from their constraints when shown, estimated before")
  func selfSizingFlow() throws {
    final class Tall: UICollectionViewCell {
      let box = UIView()
      override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: contentView.topAnchor),
          box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
          box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
          box.heightAnchor.constraint(equalToConstant: 70),
        ])
      }
      required init?(coder: NSCoder) { nil }
    }
    let source = Items([40])
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 30)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
    view.register(Tall.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    #expect(layout.estimatedItemSize.height == 30)
    #expect(view.cellForItem(at: [0, 0])?.frame.height == 70)
    #expect(view.cellForItem(at: [0, 1])?.frame.minY == 80)
    #expect(view.contentSize.height > 40 * 30 + 39 * 10, "the rows seen are taller than estimated")
  }
}
