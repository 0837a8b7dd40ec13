import Foundation

/// Where a collection view shows one item or supplementary view, and how: its frame, alpha,
/// visibility and stacking, as a layout computes them.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// What the attributes describe.
  public enum Category: UInt, Sendable {
    /// An item (a cell).
    case cell
    /// A supplementary view (a header or footer).
    case supplementaryView
    /// A decoration view (not drawn by OpenUIKit's layouts).
    case decorationView
  }

  /// The element's frame in the collection view's content.
  open var frame: CGRect = .zero
  /// The element's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The element's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The element's opacity.
  open var alpha: CGFloat = 1
  /// Whether the element is hidden.
  open var isHidden = false
  /// The element's stacking order (higher is in front).
  open var zIndex = 0
  /// The element's index path.
  open var indexPath: IndexPath
  /// Whether this is an item, a supplementary or a decoration view.
  public let representedElementCategory: Category
  /// The kind of a supplementary view (``UICollectionView/elementKindSectionHeader``…).
  public let representedElementKind: String?

  /// Attributes for the item at `indexPath`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
    super.init()
  }

  /// Attributes for a supplementary view of `elementKind` at `indexPath`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
    super.init()
  }
}
