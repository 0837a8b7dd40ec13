import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A row of `rowCount` cards over a grid of `gridCount` tiles (two sections); selections are
/// recorded.
@MainActor
private final class Shelf: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var rowCount: Int
  var gridCount: Int
  var selected: [IndexPath] = []
  init(row: Int, grid: Int) {
    rowCount = row
    gridCount = grid
  }
  func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { section == 0 ? rowCount : gridCount }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath)
  }
}

@Suite(
  "Compositional sections that scroll sideways (orthogonalScrollingBehavior)", .debugSwitchesOff)
@MainActor
struct OrthogonalSectionTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  /// Section 0: groups 80 % of the width (less 16-point insets), 120 tall, 10 apart, scrolling
  /// sideways with `behavior`; section 1: a grid of 100-point squares.
  private func shelf(
    _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, row: Int = 10,
    grid: Int = 30
  ) -> (UICollectionView, Shelf, UICollectionViewCompositionalLayout) {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      if index == 0 {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 8, leading: 16, bottom: 8, trailing: 16)
        section.orthogonalScrollingBehavior = behavior
        return section
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(100), heightDimension: .absolute(100)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let source = Shelf(row: row, grid: grid)
    scene.keep(source)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.delegate = source
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    return (view, source, layout)
  }

  private func settle() {
    scene.settle()
    scene.window.layoutIfNeeded()
  }

  // Apple (NSCollectionLayoutSection.orthogonalScrollingBehavior): "The section's scrolling
  // behavior in relation to the main layout axis" — a vertical layout's section scrolls
  // horizontally.
  @Test("a row's groups go across from its leading inset; the section is one group tall")
  func rowPlacement() throws {
    let (view, _, _) = shelf(.continuous)
    let first = try #require(view.layoutAttributesForItem(at: [0, 0])).frame
    let groupWidth = 0.8 * (300 - 32)
    #expect(approx(first, CGRect(x: 16, y: 8, width: groupWidth, height: 120)))
    let second = try #require(view.layoutAttributesForItem(at: [0, 1])).frame
    #expect(approx(second.minX, 16 + groupWidth + 10))
    // The grid starts under the row: 8 + 120 + 8.
    #expect(view.layoutAttributesForItem(at: [1, 0])?.frame.minY == 136)
    #expect(view.contentSize == CGSize(width: 300, height: 136 + 10 * 100))
    // The row's cells live in its own scroll view; items beyond the width have no cell yet.
    let cell = try #require(view.cellForItem(at: [0, 0]))
    #expect(cell.superview !== view && cell.superview is UIScrollView)
    #expect(cell.convert(cell.bounds, to: view) == first)
    #expect(view.cellForItem(at: [0, 1]) != nil && view.cellForItem(at: [0, 2]) == nil)
    #expect(view.cellForItem(at: [1, 0])?.superview === view)
    #expect(view.collectionViolations().isEmpty)
  }

  @Test("a sideways drag scrolls the row alone; a vertical drag on it scrolls the collection")
  func dragsScrollTheirAxis() throws {
    let (view, _, layout) = shelf(.continuous)
    scene.drag(from: CGPoint(x: 250, y: 60), to: CGPoint(x: 50, y: 60), hold: 0.2)
    settle()
    #expect(view.contentOffset == .zero)
    let offset = try #require(layout.orthogonalOffsets[0])
    #expect(offset > 150)
    let first = try #require(view.layoutAttributesForItem(at: [0, 0])).frame
    #expect(approx(first.minX, 16 - offset))
    #expect(view.cellForItem(at: [0, 2]) != nil, "the next card came into view")
    let shown = try #require(view.cellForItem(at: [0, 1]))
    #expect(
      approx(
        shown.convert(shown.bounds, to: view), view.layoutAttributesForItem(at: [0, 1])!.frame))
    scene.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 20), hold: 0.2)
    settle()
    #expect(view.contentOffset.y > 50)
    #expect(layout.orthogonalOffsets[0] == offset, "the row stayed where it was")
    #expect(view.collectionViolations().isEmpty)
  }

  @Test("a tap on a card in a scrolled row selects that card; hit queries see the scroll")
  func tapSelectsScrolledItem() throws {
    let (view, source, layout) = shelf(.continuous)
    view.scrollToItem(at: [0, 3], at: .left, animated: false)
    view.layoutIfNeeded()
    let offset = try #require(layout.orthogonalOffsets[0])
    #expect(approx(offset, 3 * (0.8 * 268 + 10)), "card 3 at the leading inset")
    #expect(view.contentOffset == .zero, "the collection view did not scroll across")
    #expect(view.indexPathForItem(at: CGPoint(x: 60, y: 60)) == [0, 3])
    scene.fingers.tap(at: CGPoint(x: 60, y: 60))
    scene.runFrames(for: 0.3)
    #expect(source.selected == [[0, 3]])
    #expect(view.cellForItem(at: [0, 3])?.isSelected == true)
  }

  // Apple (UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging): "The section
  // scrolls so that it comes to rest with one group at the leading boundary of the visible
  // bounds" — one group per swipe.
  @Test("group paging: a flick moves one group; it rests at the leading inset")
  func groupPaging() throws {
    let (view, _, layout) = shelf(.groupPaging)
    scene.drag(from: CGPoint(x: 280, y: 60), to: CGPoint(x: 180, y: 60), steps: 4)
    settle()
    let step = 0.8 * 268 + 10
    #expect(approx(try #require(layout.orthogonalOffsets[0]), step))
    #expect(approx(view.layoutAttributesForItem(at: [0, 1])!.frame.minX, 16))
    // A slow drag of a third of a group goes back.
    scene.drag(from: CGPoint(x: 200, y: 60), to: CGPoint(x: 130, y: 60), hold: 0.2)
    settle()
    #expect(approx(try #require(layout.orthogonalOffsets[0]), step))
  }

  @Test("leading-boundary rest: a slow drag of 1.4 groups rests with a group at the inset")
  func continuousGroupLeadingBoundary() throws {
    let (_, _, layout) = shelf(.continuousGroupLeadingBoundary)
    let step = 0.8 * 268 + 10
    scene.drag(
      from: CGPoint(x: 290, y: 60), to: CGPoint(x: 290 - 1.4 * step, y: 60), steps: 20, hold: 0.2)
    settle()
    #expect(approx(try #require(layout.orthogonalOffsets[0]), step))
  }

  @Test("centred group paging: the next group comes to rest in the middle")
  func groupPagingCentered() throws {
    let (view, _, _) = shelf(.groupPagingCentered)
    scene.drag(from: CGPoint(x: 280, y: 60), to: CGPoint(x: 180, y: 60), steps: 4)
    settle()
    #expect(approx(view.layoutAttributesForItem(at: [0, 1])!.frame.midX, 150))
  }

  @Test("paging: a swipe turns one page, the collection view's width")
  func paging() throws {
    let (_, _, layout) = shelf(.paging)
    scene.drag(from: CGPoint(x: 280, y: 60), to: CGPoint(x: 180, y: 60), steps: 4)
    settle()
    #expect(layout.orthogonalOffsets[0] == 300)
  }

  @Test("a row scrolled out of view gives its cells back and keeps its offset for its return")
  func rowOutOfViewKeepsOffset() throws {
    let (view, _, layout) = shelf(.continuous, grid: 60)
    view.scrollToItem(at: [0, 4], at: .left, animated: false)
    view.layoutIfNeeded()
    let offset = try #require(layout.orthogonalOffsets[0])
    view.contentOffset.y = 2000
    view.layoutIfNeeded()
    #expect(!view.subviews.contains { $0 is RowScroller }, "no scroll view for a row out of view")
    #expect(view.cellForItem(at: [0, 4]) == nil)
    #expect(view.collectionViolations().isEmpty)
    view.contentOffset.y = 0
    view.layoutIfNeeded()
    #expect(layout.orthogonalOffsets[0] == offset)
    let cell = try #require(view.cellForItem(at: [0, 4]))
    #expect(approx(cell.convert(cell.bounds, to: view).minX, 16))
  }

  @Test("app code removing a row's cell, or the row's scroll view: new cells next layout")
  func appRemovesRowViews() throws {
    let (view, _, _) = shelf(.continuous)
    let cell = try #require(view.cellForItem(at: [0, 0]))
    cell.removeFromSuperview()
    view.layoutIfNeeded()
    let replacement = try #require(view.cellForItem(at: [0, 0]))
    #expect(replacement !== cell && replacement.window != nil)
    replacement.superview?.removeFromSuperview()
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: [0, 0])?.window != nil)
    #expect(view.collectionViolations().isEmpty)
  }

  @Test("updates: a card inserted at the front of a row; a reload keeps the offset in range")
  func updatesInRows() throws {
    let (view, source, layout) = shelf(.continuous)
    let old = try #require(view.cellForItem(at: [0, 0]))
    source.rowCount += 1
    view.insertItems(at: [[0, 0]])
    settle()
    #expect(view.cellForItem(at: [0, 1]) === old, "the card kept its cell")
    #expect(approx(old.convert(old.bounds, to: view).minX, 16 + 0.8 * 268 + 10))
    view.scrollToItem(at: [0, 10], at: .right, animated: false)
    source.rowCount = 2
    view.reloadData()
    view.layoutIfNeeded()
    let groupWidth: CGFloat = 0.8 * 268
    let limit: CGFloat = 2 * groupWidth + 10 + 32 - 300
    #expect(approx(try #require(layout.orthogonalOffsets[0]), limit))
    #expect(view.collectionViolations().isEmpty)
  }

  // Apple (NSCollectionLayoutSection.list(using:layoutEnvironment:)): "Creates a list section
  // of the specified configuration" — one section of a layout, the others as they are.
  @Test("a list section among grid sections has the list look; the grid's cells do not")
  func listSectionAmongOthers() throws {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      if index == 1 {
        return NSCollectionLayoutSection.list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
          layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(100), heightDimension: .absolute(100)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
          subitems: [item]))
    }
    let source = Shelf(row: 3, grid: 3)
    scene.keep(source)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: layout)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    let tile = try #require(view.cellForItem(at: [0, 0]))
    let row = try #require(view.cellForItem(at: [1, 0]))
    #expect(row.frame.minX == 16 && row.layer.cornerRadius == 10)
    #expect(row.backgroundColor == .secondarySystemGroupedBackground)
    #expect(tile.layer.cornerRadius == 0)
  }

  @Test("bad input: rows of no width, groups of NaN size, a huge row; nothing traps")
  func badInput() {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(index == 0 ? .nan : 0), heightDimension: .absolute(40)))
      let section = NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(index == 0 ? .nan : 0), heightDimension: .absolute(.nan)),
          subitems: [item]))
      section.orthogonalScrollingBehavior = .groupPaging
      return section
    }
    let source = Shelf(row: 100_000, grid: 5)
    scene.keep(source)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    scene.drag(from: CGPoint(x: 280, y: 10), to: CGPoint(x: 100, y: 10), steps: 4)
    settle()
    #expect(view.contentSize.height.isFinite)
    #expect(view.visibleCells.count <= UICollectionView.mostElementsInView)
  }
}

private func approx(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }
