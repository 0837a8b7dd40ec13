import DemoSupport
import Foundation
import OpenUIKit

/// Scene 13: lists. On the left a library in one compositional `UICollectionView`: a row of
/// featured cards that scrolls sideways and comes to rest with a card centred
/// (`orthogonalScrollingBehavior`), then a grid of photos in sections with pinned headers, fed
/// by a diffable data source. On the right the albums, a `UICollectionView` list (inset
/// grouped, list cells with accessories): choosing one applies a new snapshot to the library,
/// whose photos move, leave and arrive animated.
@MainActor
final class ListsScene: GalleryScene, UICollectionViewDelegate {
  override var title: String { "Lists" }

  typealias Library = UICollectionViewDiffableDataSource<ListsModel.Section, ListsModel.Item>
  typealias Albums = UICollectionViewDiffableDataSource<Int, String>

  let library: UICollectionView
  let albums: UICollectionView
  private var librarySource: Library!
  private var albumSource: Albums!
  private(set) var album = ListsModel.albums[0]

  override init(frame: CGRect) {
    library = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .supplementary
    albums = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
    library.collectionViewLayout = makeLibraryLayout()
    library.backgroundColor = backgroundColor
    library.accessibilityIdentifier = "library"
    library.delegate = self
    albums.accessibilityIdentifier = "albums"
    albums.layer.cornerRadius = 12
    albums.delegate = self
    addSubview(library)
    addSubview(albums)
    makeLibrarySource()
    makeAlbumSource()
    say("Swipe the featured cards, tap a photo, or choose an album: a snapshot moves the photos.")
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let side = min(320, bounds.width * 0.34)
    let height = max(0, bounds.height - 90)
    library.frame = CGRect(x: 0, y: 8, width: max(0, bounds.width - side - 24), height: height)
    albums.frame = CGRect(x: bounds.width - side - 16, y: 16, width: side, height: height - 16)
  }

  // MARK: - The library

  private func makeLibraryLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { [weak self] index, _ in
      let section = self?.librarySource?.sectionIdentifier(for: index) ?? .spring
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(34)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      let full = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
      let layoutSection: NSCollectionLayoutSection
      if section == .featured {
        // One card a group, 70 % of the width: the neighbours peek in at the sides.
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(140)),
          subitems: [NSCollectionLayoutItem(layoutSize: full)])
        layoutSection = NSCollectionLayoutSection(group: group)
        layoutSection.interGroupSpacing = 14
        layoutSection.orthogonalScrollingBehavior = .groupPagingCentered
      } else {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
          subitems: [item])
        layoutSection = NSCollectionLayoutSection(group: group)
        header.pinToVisibleBounds = true
      }
      layoutSection.contentInsets = NSDirectionalEdgeInsets(
        top: 4, leading: 16, bottom: 12, trailing: 16)
      layoutSection.boundarySupplementaryItems = [header]
      return layoutSection
    }
  }

  private func makeLibrarySource() {
    let tiles = UICollectionView.CellRegistration<TileCell, ListsModel.Item> { cell, _, item in
      switch item {
      case .card(let number):
        cell.show(
          "Card \(number) of \(ListsModel.cardCount)",
          color: UIColor(hue: CGFloat(number) / 7, saturation: 0.6, brightness: 0.75, alpha: 1),
          large: true)
      case .photo(let number):
        cell.show("\(number)", color: ListsModel.color(ofPhoto: number), large: false)
      }
    }
    let titles = UICollectionView.SupplementaryRegistration<SectionTitleView>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [weak self] view, _, indexPath in
      let section = self?.librarySource.sectionIdentifier(for: indexPath.section)
      view.label.text = section?.title
    }
    librarySource = Library(collectionView: library) { collection, indexPath, item in
      collection.dequeueConfiguredReusableCell(using: tiles, for: indexPath, item: item)
    }
    librarySource.supplementaryViewProvider = { collection, _, indexPath in
      collection.dequeueConfiguredReusableSupplementary(using: titles, for: indexPath)
    }
    librarySource.apply(ListsModel.snapshot(for: album), animatingDifferences: false)
  }

  // MARK: - The albums

  private func makeAlbumSource() {
    let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      [weak self] cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      let all = ListsModel.albums + ListsModel.shared
      let count = all.first { $0.name == name }.map { album in
        (1...ListsModel.photoCount).filter(album.holds).count
      }
      content.secondaryText = count.map { "\($0) photos" }
      let symbol = ["Favourites": "heart", "Family": "person"][name] ?? "photo"
      content.image = UIImage(systemName: symbol)
      cell.contentConfiguration = content
      cell.accessories = self?.album.name == name ? [.checkmark()] : [.disclosureIndicator()]
    }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      var content = UIListContentConfiguration.groupedHeader()
      content.text = indexPath.section == 0 ? "My Albums" : "Shared Albums"
      view.contentConfiguration = content
    }
    albumSource = Albums(collectionView: albums) { collection, indexPath, name in
      collection.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: name)
    }
    albumSource.supplementaryViewProvider = { collection, _, indexPath in
      collection.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(ListsModel.albums.map(\.name), toSection: 0)
    snapshot.appendItems(ListsModel.shared.map(\.name), toSection: 1)
    albumSource.apply(snapshot, animatingDifferences: false)
  }

  /// Shows `chosen`'s photos in the library: a new snapshot, applied animated.
  private func choose(_ chosen: ListsModel.Album) {
    let before = Set(librarySource.snapshot().itemIdentifiers)
    let previous = album
    album = chosen
    let snapshot = ListsModel.snapshot(for: chosen)
    let after = Set(snapshot.itemIdentifiers)
    librarySource.apply(snapshot, animatingDifferences: true)
    var marks = albumSource.snapshot()
    marks.reconfigureItems(
      [previous.name, chosen.name].filter { marks.itemIdentifiers.contains($0) })
    albumSource.apply(marks, animatingDifferences: false)
    let photos = after.filter { if case .photo = $0 { true } else { false } }.count
    say(
      "Album '\(chosen.name)': \(photos) photos (a snapshot: \(before.subtracting(after).count)"
        + " left, \(after.subtracting(before).count) arrived, the rest moved).")
  }

  // MARK: - Selection

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    if collectionView === albums {
      collectionView.deselectItem(at: indexPath, animated: true)
      guard let name = albumSource.itemIdentifier(for: indexPath),
        let chosen = (ListsModel.albums + ListsModel.shared).first(where: { $0.name == name })
      else { return }
      choose(chosen)
      return
    }
    switch librarySource.itemIdentifier(for: indexPath) {
    case .card(let number):
      collectionView.deselectItem(at: indexPath, animated: true)
      say("Featured: Card \(number) tapped (the row rests with a card centred).")
    case .photo(let number):
      say("Photo \(number) selected.")
    case nil:
      break
    }
  }

  // MARK: - Tour

  override func tour(_ player: TourPlayer) {
    // A flick across the featured row brings the next card to the middle; a tap there opens it.
    // The drag is longer than half a card, so the row rests on the next card however fast the
    // machine plays it (the tour runs on real time: a loaded machine made a short drag slow,
    // which settles back on the first card).
    let row = library.layoutAttributesForItem(at: [0, 0])?.frame ?? .zero
    let y = row.midY - library.contentOffset.y
    let middle = library.bounds.width / 2
    player.drag(
      from: CGPoint(x: middle + 160, y: y), to: CGPoint(x: middle - 120, y: y), in: library)
    player.wait(1.0)
    player.tap(CGPoint(x: middle, y: y), in: library)
    player.wait(0.3)
    // The Favourites album: the library's photos change by a snapshot.
    if let favourites = albums.layoutAttributesForItem(at: [0, 3])?.frame {
      player.tap(CGPoint(x: favourites.midX, y: favourites.midY), in: albums)
    }
    player.wait(0.6)
    if let photo = library.layoutAttributesForItem(at: [1, 1])?.frame {
      player.tap(CGPoint(x: photo.midX, y: photo.midY), in: library)
    }
    player.wait(0.4)
  }
}
