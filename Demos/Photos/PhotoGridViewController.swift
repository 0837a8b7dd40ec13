import Foundation
import OpenUIKit

/// The Photos screen: a scrolling grid of thumbnails. A tap opens a photo in the viewer; a
/// right click or a long press opens a thumbnail's context menu (Open, Rotate, Remove); a drag
/// that starts on a thumbnail scrolls the grid instead of opening it.
final class PhotoGridViewController: UIViewController, UIContextMenuInteractionDelegate {
  let grid = UIScrollView(frame: .zero)
  private(set) var thumbnails: [UIImageView] = []
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
    grid.accessibilityIdentifier = "grid"
    grid.alwaysBounceVertical = true
    view.addSubview(grid)
    // Four rows of each photo: enough to scroll.
    for index in 0..<(photoNames.count * 4) {
      let name = photoNames[index % photoNames.count]
      let thumbnail = UIImageView(image: UIImage(named: name) ?? .placeholder)
      thumbnail.accessibilityIdentifier = "\(name) #\(index)"
      thumbnail.isUserInteractionEnabled = true
      thumbnail.clipsToBounds = true
      let tap = UITapGestureRecognizer()
      tap.addAction { [unowned self, unowned thumbnail] _ in open(thumbnail) }
      thumbnail.addGestureRecognizer(tap)
      thumbnail.addInteraction(UIContextMenuInteraction(delegate: self))
      thumbnails.append(thumbnail)
      grid.addSubview(thumbnail)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    grid.frame = view.bounds
    let side = (view.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
    let height = (side * 0.75).rounded()
    for (index, thumbnail) in thumbnails.enumerated() {
      let (row, column) = (index / columns, index % columns)
      thumbnail.frame = CGRect(
        x: spacing + CGFloat(column) * (side + spacing),
        y: spacing + CGFloat(row) * (height + spacing), width: side, height: height)
    }
    let rows = (thumbnails.count + columns - 1) / columns
    grid.contentSize = CGSize(
      width: view.bounds.width, height: spacing + CGFloat(rows) * (height + spacing))
    viewer?.frame = view.bounds
  }

  /// Opens `thumbnail`'s photo in the viewer, over the grid.
  func open(_ thumbnail: UIImageView) {
    guard viewer == nil, let image = thumbnail.image else { return }
    let opened = PhotoViewer(image: image, rotation: thumbnail.transform, frame: view.bounds)
    opened.report = report
    opened.onDismiss = { [unowned self] in
      viewer?.removeFromSuperview()
      viewer = nil
      report("Photos: viewer dismissed")
    }
    viewer = opened
    view.addSubview(opened)
    report("Photos: opened \(thumbnail.accessibilityIdentifier ?? "a photo")")
  }

  // MARK: - The context menu

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let thumbnail = interaction.view as? UIImageView else { return nil }
    let name = thumbnail.accessibilityIdentifier ?? "photo"
    return UIContextMenuConfiguration(actionProvider: { [weak self] _ in
      UIMenu(children: [
        UIAction(title: "Open") { [weak self] _ in self?.open(thumbnail) },
        UIAction(title: "Rotate 90°") { [weak self] _ in
          thumbnail.transform = thumbnail.transform.rotated(by: .pi / 2)
          self?.report("Photos: rotated \(name)")
        },
        UIAction(title: "Remove", attributes: .destructive) { [weak self] _ in
          self?.remove(thumbnail)
        },
      ])
    })
  }

  private func remove(_ thumbnail: UIImageView) {
    thumbnail.removeFromSuperview()
    thumbnails.removeAll { $0 === thumbnail }
    view.setNeedsLayout()
    report(
      "Photos: removed \(thumbnail.accessibilityIdentifier ?? "a photo"), \(thumbnails.count) left")
  }
}
