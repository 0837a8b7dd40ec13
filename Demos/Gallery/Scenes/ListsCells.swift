import Foundation
import OpenUIKit

/// A card or photo tile of the Lists scene: a rounded colour with a caption; a selected tile
/// is outlined.
final class TileCell: UICollectionViewCell {
  let caption = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 10
    contentView.clipsToBounds = true
    caption.textColor = .white
    caption.font = .boldSystemFont(ofSize: 15)
    contentView.addSubview(caption)
    layer.cornerRadius = 12
  }
  required init?(coder: NSCoder) { nil }

  private var large = false

  func show(_ text: String, color: UIColor, large: Bool) {
    self.large = large
    caption.text = text
    caption.font = .boldSystemFont(ofSize: large ? 22 : 14)
    contentView.backgroundColor = color
    accessibilityIdentifier = text
    setNeedsLayout()
  }

  // The cell is configured before the layout gives it its size.
  override func layoutSubviews() {
    super.layoutSubviews()
    let inset: CGFloat = large ? 18 : 8
    caption.frame = CGRect(
      x: inset, y: large ? 16 : 6, width: max(0, bounds.width - 2 * inset),
      height: large ? 28 : 18)
  }

  override var isSelected: Bool {
    didSet {
      layer.borderWidth = isSelected ? 3 : 0
      layer.borderColor = UIColor.systemBlue.cgColor
    }
  }

  override var isHighlighted: Bool {
    didSet { contentView.alpha = isHighlighted ? 0.7 : 1 }
  }
}

/// A section title over the library's cards and photos.
final class SectionTitleView: UICollectionReusableView {
  let label = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .boldSystemFont(ofSize: 17)
    label.textColor = UIColor(white: 0.15, alpha: 1)
    label.frame = CGRect(x: 4, y: 0, width: 300, height: frame.height)
    label.autoresizingMask = [.flexibleHeight, .flexibleWidth]
    addSubview(label)
    backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 0.94)
  }
  required init?(coder: NSCoder) { nil }
}
