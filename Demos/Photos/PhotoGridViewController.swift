import Foundation
import OpenUIKit

/// One photo of the grid: its image's name, its place in the original order, and how far it
/// was turned from the menu.
struct Photo: Hashable {
  let name: String
  let number: Int
  var turns = 0

  var title: String { "\(name) #\(number)" }
}

/// A thumbnail: the photo, cropped to the cell, turned as the photo was.
final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.clipsToBounds = true
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
    contentView.clipsToBounds = true
  }
  required init?(coder: NSCoder) { nil }

  func show(_ photo: Photo) {
    imageView.image = UIImage(named: photo.name) ?? .placeholder
    imageView.transform = CGAffineTransform(rotationAngle: CGFloat(photo.turns) * .pi / 2)
    accessibilityIdentifier = photo.title
  }
}

/// The Photos screen: a `UICollectionView` of thumbnails in a flow layout. A tap opens a photo
/// in the viewer; a right click or a long press opens a thumbnail's context menu (Open,
/// Rotate, Remove); a drag that starts on a thumbnail scrolls the grid instead of opening it.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout, UIContextMenuInteractionDelegate
{
  let layout = UICollectionViewFlowLayout()
  private(set) lazy var grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
  /// The photos, in the order shown.
  private(set) var photos: [Photo] = []
  /// The open viewer, if any.
  private(set) var viewer: PhotoViewer?
  /// Called with each line worth reporting (the tour prints them).
  var report: (String) -> Void = { print($0) }

  let columns = 4
  let spacing: CGFloat = 8
  let photoNames = (1...6).map { "photo-\($0)" }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.1, alpha: 1)
    grid.backgroundColor = .clear
    grid.accessibilityIdentifier = "grid"
    grid.alwaysBounceVertical = true
    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    grid.dataSource = self
    grid.delegate = self
    layout.minimumLineSpacing = spacing
    layout.minimumInteritemSpacing = spacing
    layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
    view.addSubview(grid)
    // Four rows of each photo: enough to scroll.
    photos = (0..<(photoNames.count * 4)).map {
      Photo(name: photoNames[$0 % photoNames.count], number: $0)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    grid.frame = view.bounds
    let side = ((view.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns))
      .rounded(.down)
    let size = CGSize(width: side, height: (side * 0.75).rounded())
    if layout.itemSize != size { layout.itemSize = size }
    viewer?.frame = view.bounds
  }

  /// The cells of the thumbnails in view.
  var visibleThumbnails: [PhotoCell] { grid.visibleCells.compactMap { $0 as? PhotoCell } }

  /// Opens the photo at `indexPath` in the viewer, over the grid.
  func open(_ indexPath: IndexPath) {
    guard viewer == nil, indexPath.item < photos.count else { return }
    let photo = photos[indexPath.item]
    let image = UIImage(named: photo.name) ?? .placeholder
    let opened = PhotoViewer(
      image: image, rotation: CGAffineTransform(rotationAngle: CGFloat(photo.turns) * .pi / 2),
      frame: view.bounds)
    opened.report = report
    opened.onDismiss = { [unowned self] in
      viewer?.removeFromSuperview()
      viewer = nil
      report("Photos: viewer dismissed")
    }
    viewer = opened
    view.addSubview(opened)
    report("Photos: opened \(photo.title)")
  }

  // MARK: - UICollectionViewDataSource

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { photos.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    if let cell = cell as? PhotoCell {
      cell.show(photos[indexPath.item])
      if cell.interactions.isEmpty { cell.addInteraction(UIContextMenuInteraction(delegate: self)) }
    }
    return cell
  }

  // MARK: - UICollectionViewDelegate

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: false)
    open(indexPath)
  }

  // MARK: - The context menu

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let cell = interaction.view as? PhotoCell, let indexPath = grid.indexPath(for: cell)
    else { return nil }
    let photo = photos[indexPath.item]
    return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Open") { [weak self] _ in self?.openPhoto(photo) },
        UIAction(title: "Rotate 90°") { [weak self] _ in self?.rotate(photo) },
        UIAction(title: "Remove", attributes: .destructive) { [weak self] _ in
          self?.remove(photo)
        },
      ])
    })
  }

  private func openPhoto(_ photo: Photo) {
    guard let index = photos.firstIndex(where: { $0.number == photo.number }) else { return }
    open(IndexPath(item: index, section: 0))
  }

  private func rotate(_ photo: Photo) {
    guard let index = photos.firstIndex(where: { $0.number == photo.number }) else { return }
    photos[index].turns += 1
    grid.reconfigureItems(at: [IndexPath(item: index, section: 0)])
    report("Photos: rotated \(photo.title)")
  }

  private func remove(_ photo: Photo) {
    guard let index = photos.firstIndex(where: { $0.number == photo.number }) else { return }
    photos.remove(at: index)
    grid.deleteItems(at: [IndexPath(item: index, section: 0)])
    report("Photos: removed \(photo.title), \(photos.count) left")
  }
}
