import Foundation

/// A mark at the trailing side of a list cell (iOS 14).
public struct UICellAccessory: Sendable {
  enum Kind: Sendable {
    case disclosureIndicator, checkmark, label(String)
  }
  let kind: Kind

  /// A chevron: the row leads somewhere.
  public static func disclosureIndicator() -> UICellAccessory { .init(kind: .disclosureIndicator) }
  /// A checkmark.
  public static func checkmark() -> UICellAccessory { .init(kind: .checkmark) }
  /// A grey label.
  public static func label(text: String) -> UICellAccessory { .init(kind: .label(text)) }
}

/// A cell of a list layout (``UICollectionViewCompositionalLayout/list(using:)``), as UIKit's:
/// the list's background, a separator, rounded corners at the ends of an inset-grouped
/// section, and accessories at the trailing side.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  private let separator = UIView()
  private var accessoryViews: [UIView] = []

  /// The marks at the trailing side, nearest the edge last.
  open var accessories: [UICellAccessory] = [] {
    didSet { makeAccessories() }
  }

  /// A cell `frame` large.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemBackground
    separator.backgroundColor = .separator
    separator.isUserInteractionEnabled = false
    addSubview(separator)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  private func makeAccessories() {
    accessoryViews.forEach { $0.removeFromSuperview() }
    accessoryViews = accessories.map { accessory -> UIView in
      switch accessory.kind {
      case .disclosureIndicator:
        let view = UIImageView(image: UIImage(systemName: "chevron.right"))
        view.tintColor = .systemGray2
        view.frame.size = CGSize(width: 12, height: 14)
        return view
      case .checkmark:
        let view = UIImageView(image: UIImage(systemName: "checkmark"))
        view.tintColor = .systemBlue
        view.frame.size = CGSize(width: 14, height: 14)
        return view
      case .label(let text):
        let label = UILabel()
        label.text = text
        label.textColor = .secondaryLabel
        label.frame.size = label.intrinsicContentSize
        return label
      }
    }
    accessoryViews.forEach { addSubview($0) }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    var trailing = b.maxX - 16
    for view in accessoryViews.reversed() {
      let size = view.frame.size
      view.frame = CGRect(
        x: trailing - size.width, y: (b.height - size.height) / 2, width: size.width,
        height: size.height)
      trailing = view.frame.minX - 8
    }
    contentView.frame = CGRect(
      x: 0, y: 0, width: contentWidth(forCellWidth: b.width), height: b.height)
    separator.frame = CGRect(x: 16, y: b.height - 0.5, width: max(0, b.width - 16), height: 0.5)
  }

  /// The accessories sit at the trailing side, 8 points apart and 16 from the edge; the content
  /// view ends 8 points before the first.
  override func contentWidth(forCellWidth width: CGFloat) -> CGFloat {
    let accessories = accessoryViews.reduce(0) { $0 + $1.frame.width + 8 }
    return max(0, width - 16 - accessories + 8)
  }

  /// The list's look on the cell: its background, its corners at the ends of an inset group,
  /// and its separator (none under a group's last row).
  open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    // A list cell used as a header or footer (as list headers are) takes no row look.
    guard layoutAttributes.representedElementCategory == .cell,
      let layout = collection?.collectionViewLayout as? UICollectionViewCompositionalLayout,
      let list = layout.listConfiguration(forSection: layoutAttributes.indexPath.section)
    else {
      if layoutAttributes.representedElementCategory != .cell {
        separator.isHidden = true
        backgroundColor = nil
      }
      return
    }
    let grouped = list.appearance == .grouped || list.appearance == .insetGrouped
    let background: UIColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
    if backgroundColor != background { backgroundColor = background }
    let (first, last) = layout.listPosition(of: layoutAttributes.indexPath)
    separator.isHidden = !list.showsSeparators || (grouped && last)
    var corners: CACornerMask = []
    if list.appearance == .insetGrouped {
      if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    layer.cornerRadius = corners.isEmpty ? 0 : 10
    if !corners.isEmpty { layer.maskedCorners = corners }
    clipsToBounds = !corners.isEmpty
  }
}
