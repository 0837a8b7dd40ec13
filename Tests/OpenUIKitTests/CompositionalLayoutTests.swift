import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// `counts` items per section of plain (or list) cells, headers of kind header.
@MainActor
private final class Sections: UICollectionViewDataSource {
  var counts: [Int]
  var listCells = false
  init(_ counts: [Int]) { self.counts = counts }
  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: listCells ? "list" : "cell", for: indexPath)
    (cell as? UICollectionViewListCell)?.accessories = [.disclosureIndicator()]
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
}

@Suite("UICollectionViewCompositionalLayout: items, groups, sections, lists", .debugSwitchesOff)
@MainActor
struct CompositionalLayoutTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func collection(_ source: Sections, _ layout: UICollectionViewLayout)
    -> UICollectionView
  {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
    view.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    view.dataSource = source
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    return view
  }

  // Apple (NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)): "Creates a group of the
  // specified size containing an array of items arranged in a horizontal line" — the items
  // repeat while they fit.
  @Test("a grid: items a third of the width, repeated across each group, groups spaced")
  func grid() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
    let source = Sections([10])
    let view = collection(source, UICollectionViewCompositionalLayout(section: section))
    #expect(view.cellForItem(at: [0, 0])?.frame == CGRect(x: 2, y: 7, width: 96, height: 96))
    #expect(view.cellForItem(at: [0, 2])?.frame.minX == 202)
    #expect(view.cellForItem(at: [0, 3])?.frame.minY == CGFloat(5 + 110 + 2))
    // Four groups (3 + 3 + 3 + 1), three gaps, the insets.
    let expected: CGFloat = 5 + 4 * 100 + 3 * 10 + 5
    #expect(view.contentSize.height == expected)
    #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 120)) == IndexPath(item: 4, section: 0))
  }

  @Test("nested groups: a large item beside two stacked ones, as photo apps lay out")
  func nested() {
    let large = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
    let small = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let stack = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
      subitem: small, count: 2)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
      subitems: [large, stack])
    let source = Sections([6])
    let view = collection(
      source, UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    #expect(view.cellForItem(at: [0, 0])?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(view.cellForItem(at: [0, 1])?.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
    #expect(view.cellForItem(at: [0, 2])?.frame == CGRect(x: 200, y: 100, width: 100, height: 100))
    #expect(view.cellForItem(at: [0, 3])?.frame.minY == 200, "the next group")
    #expect(view.contentSize.height == 400)
  }

  // Apple (UICollectionViewCompositionalLayout.list(using:)): "Creates a compositional layout
  // that contains only list sections of the specified configuration."
  @Test("an inset-grouped list: full-width rows inset from the sides, headers, rounded ends")
  func insetGroupedList() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let source = Sections([3, 2])
    source.listCells = true
    let view = collection(source, UICollectionViewCompositionalLayout.list(using: configuration))
    #expect(view.backgroundColor == .systemGroupedBackground)
    let first = try #require(view.cellForItem(at: [0, 0]) as? UICollectionViewListCell)
    let middle = try #require(view.cellForItem(at: [0, 1]) as? UICollectionViewListCell)
    let last = try #require(view.cellForItem(at: [0, 2]) as? UICollectionViewListCell)
    #expect(first.frame == CGRect(x: 16, y: 38 + 18, width: 300 - 32, height: 44))
    #expect(first.backgroundColor == .secondarySystemGroupedBackground)
    #expect(first.layer.cornerRadius == 10 && middle.layer.cornerRadius == 0)
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    let header = try #require(
      view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [1, 0]))
    #expect(header.frame.minY == last.frame.maxY + 18)
    // The chevron accessory sits at the trailing side; the content view leaves it room.
    let chevron = try #require(first.subviews.compactMap { $0 as? UIImageView }.first)
    #expect(chevron.frame.maxX == first.bounds.width - 16)
    #expect(first.contentView.frame.maxX <= chevron.frame.minX)
  }

  @Test("bad input: an empty group, a nil section, items of no size finish; no trap")
  func badInput() {
    let zero = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(0), heightDimension: .absolute(0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(.nan)),
      subitems: [zero])
    let layout = UICollectionViewCompositionalLayout { index, _ in
      index == 1 ? nil : NSCollectionLayoutSection(group: group)
    }
    let source = Sections([1000, 5, 3])
    let view = collection(source, layout)
    #expect(view.contentSize.height == 0)
    #expect(view.visibleCells.isEmpty)
    #expect(view.collectionViolations().isEmpty)
  }

  // Apple (NSCollectionLayoutDimension.estimated(_:)): "The final size is determined when the
  // content is rendered."
  @Test("estimated list rows take their content's height once shown; the rows below follow")
  func selfSizingList() throws {
    final class Texts: UICollectionViewDataSource {
      func collectionView(_ c: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        30
      }
      func collectionView(_ c: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        let cell = c.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text =
          indexPath.item == 1
          ? String(repeating: "a long title that wraps onto more lines ", count: 5) : "Short"
        cell.contentConfiguration = content
        return cell
      }
    }
    let source = Texts()
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 440), collectionViewLayout: layout)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
    view.dataSource = source
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    let tall = try #require(view.cellForItem(at: [0, 1]))
    #expect(view.cellForItem(at: [0, 0])?.frame.height == 44)
    #expect(tall.frame.height > 100, "several lines")
    #expect(view.cellForItem(at: [0, 2])?.frame.minY == tall.frame.maxY)
    #expect(view.contentSize.height == 29 * 44 + tall.frame.height)
    #expect(view.collectionViolations().isEmpty)
  }

  // Apple (NSCollectionLayoutDimension.estimated(_:)): "The final size is determined when the
  // content is rendered" — for a group of items side by side, its tallest item's.
  @Test(
    "cards side by side in an estimated group line up on the tallest; a reconfigure re-measures")
  func selfSizingCardsSideBySide() throws {
    final class Cards: UICollectionViewDataSource {
      var long: Set<Int> = [1]
      func collectionView(_ c: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        6
      }
      func collectionView(_ c: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        let cell = c.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text =
          long.contains(indexPath.item)
          ? String(repeating: "a long title that wraps ", count: 6) : "Short"
        cell.contentConfiguration = content
        return cell
      }
    }
    let source = Cards()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 440),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
    view.dataSource = source
    scene.window.addSubview(view)
    view.layoutIfNeeded()
    let short = try #require(view.cellForItem(at: [0, 0]))
    let tall = try #require(view.cellForItem(at: [0, 1]))
    #expect(tall.frame.height > 80, "several lines at half the width")
    // Measured at the content view's width (the cell less its trailing margin), not the cell's.
    let fitted = tall.preferredLayoutAttributesFitting(
      try #require(view.layoutAttributesForItem(at: [0, 1])))
    #expect(fitted.frame.height == tall.frame.height)
    #expect(short.frame.height == tall.frame.height, "the row lines up on its tallest card")
    let next = try #require(view.cellForItem(at: [0, 2]))
    #expect(next.frame.minY == tall.frame.maxY + 10)
    #expect(next.frame.height == 44, "a row of short cards keeps its height")
    // Card 2 gets a long title: reconfigured, it is measured again and its row grows.
    source.long.insert(2)
    view.reconfigureItems(at: [[0, 2]])
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: [0, 2])?.frame.height == tall.frame.height)
    #expect(view.cellForItem(at: [0, 3])?.frame.height == tall.frame.height)
    #expect(view.collectionViolations().isEmpty)
  }
}
