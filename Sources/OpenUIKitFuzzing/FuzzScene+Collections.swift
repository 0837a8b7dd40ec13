import Foundation
import OpenUIKit

/// A collection view with a flow layout and a random data source (one size or the delegate's
/// sizes, either direction, headers), running app code from inside its callbacks.
@MainActor
final class FuzzCollection: UICollectionView, FuzzProbe, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  weak var scene: FuzzScene?
  let probeName: String
  var counts: [Int]
  let ownSizes: Bool

  init(scene: FuzzScene, name: String, frame: CGRect, using r: inout FuzzRandom) {
    self.scene = scene
    self.probeName = name
    counts = (0..<r.int(0...3)).map { _ in r.chance(0.1) ? 200_000 : r.int(0...60) }
    ownSizes = r.chance(0.4)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: r.double(0...120), height: r.double(0...120))
    layout.scrollDirection = r.chance(0.3) ? .horizontal : .vertical
    layout.minimumLineSpacing = r.double(0...20)
    layout.sectionInset = UIEdgeInsets(top: 4, left: r.double(0...20), bottom: 4, right: 4)
    if r.chance(0.4) { layout.headerReferenceSize = CGSize(width: 30, height: 30) }
    layout.sectionHeadersPinToVisibleBounds = r.chance(0.3)
    // Sometimes a compositional layout: a list, or a grid of fractional items.
    var chosen: UICollectionViewLayout = layout
    if r.chance(0.3) {
      if r.chance(0.5) {
        var list = UICollectionLayoutListConfiguration(
          appearance: r.pick([.plain, .grouped, .insetGrouped]))
        list.headerMode = r.chance(0.5) ? .supplementary : .none
        chosen = UICollectionViewCompositionalLayout.list(using: list)
      } else {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(r.double(0...1)), heightDimension: .fractionalHeight(1)
          ))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(r.double(0...150))),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = r.double(0...20)
        chosen = UICollectionViewCompositionalLayout(section: section)
        // Sometimes every other section is a row that scrolls sideways (a carousel).
        if r.chance(0.5) {
          let row = NSCollectionLayoutSection(
            group: .horizontal(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(r.double(0.2...1.2)),
                heightDimension: .absolute(r.double(0...150))),
              subitems: [item]))
          row.interGroupSpacing = r.double(0...20)
          row.orthogonalScrollingBehavior = r.pick([
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
            .groupPagingCentered,
          ])
          chosen = UICollectionViewCompositionalLayout { index, _ in
            index % 2 == 0 ? row : section
          }
        }
      }
    }
    super.init(frame: frame, collectionViewLayout: chosen)
    register(UICollectionViewCell.self, forCellWithReuseIdentifier: "a")
    register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "h")
    allowsMultipleSelection = r.chance(0.3)
    dataSource = self
    delegate = self
  }
  required init?(coder: NSCoder) { nil }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { section < counts.count ? counts[section] : -1 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    scene?.appCode(at: "cellForItemAt", event: nil, rate: 0.03, in: self)
    let cell = dequeueReusableCell(withReuseIdentifier: "a", for: indexPath)
    if scene?.codeChance(0.1) == true { scene?.track(cell) }
    return cell
  }
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard ownSizes else {
      return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    return CGSize(
      width: CGFloat(20 + indexPath.item % 7 * 15), height: CGFloat(30 + indexPath.item % 3 * 20))
  }
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    scene?.appCode(at: "moveItemAt", event: nil, rate: 0.3, in: self)
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    scene?.appCode(at: "didSelectItemAt", event: nil, in: self)
  }
}

// App code with collection views: reloads, scrolling, selection, batch updates (some of them
// dishonest), layout changes.
extension FuzzScene {
  func makeCollection(frame: CGRect, using r: inout FuzzRandom) -> UIView {
    FuzzCollection(scene: self, name: nextName("grid"), frame: frame, using: &r)
  }

  func collectionCode(using r: inout FuzzRandom) {
    let grids = liveViews.compactMap { $0 as? FuzzCollection }
    guard !grids.isEmpty else { return }
    let grid = r.pick(grids)
    let action = r.int(0...7)
    ledger.trace("collection code \(action) on \(grid.probeName)")
    let sections = grid.counts.count
    let section = sections == 0 ? 0 : r.int(0...(sections - 1))
    let item = IndexPath(item: r.int(-1...40), section: r.chance(0.9) ? section : r.int(-1...3))
    let honest = r.chance(0.85)
    switch action {
    case 0:
      grid.counts = (0..<r.int(0...3)).map { _ in r.int(-1...60) }
      grid.reloadData()
    case 1:
      grid.scrollToItem(at: item, at: r.chance(0.5) ? .top : [], animated: r.chance(0.5))
    case 2:
      grid.selectItem(at: item, animated: false, scrollPosition: r.chance(0.5) ? .bottom : [])
    case 3:
      if honest, section < sections, grid.counts[section] > 0 { grid.counts[section] -= 1 }
      grid.deleteItems(at: [IndexPath(item: 0, section: section)])
    case 4:
      if honest, section < sections, grid.counts[section] >= 0 { grid.counts[section] += 1 }
      grid.insertItems(at: [IndexPath(item: r.int(0...2), section: section)])
    case 5:
      if let flow = grid.collectionViewLayout as? UICollectionViewFlowLayout {
        flow.itemSize = CGSize(width: r.double(0...150), height: r.double(0...150))
      } else {
        grid.collectionViewLayout.invalidateLayout()
      }
    case 6:
      grid.contentOffset = CGPoint(x: r.double(-50...3000), y: r.double(-50...30000))
      grid.layoutIfNeeded()
    default:
      // An interactive movement, as a long press drives one: begun on an item in view, moved,
      // ended or cancelled (or left running for the input to meet).
      let inView = grid.indexPathsForVisibleItems
      guard !inView.isEmpty else { return }
      grid.beginInteractiveMovementForItem(at: r.pick(inView))
      for _ in 0..<r.int(0...4) {
        grid.updateInteractiveMovementTargetPosition(
          CGPoint(x: r.double(-50...400), y: grid.contentOffset.y + r.double(-50...500)))
      }
      switch r.int(0...2) {
      case 0: grid.endInteractiveMovement()
      case 1: grid.cancelInteractiveMovement()
      default: break
      }
    }
  }
}
