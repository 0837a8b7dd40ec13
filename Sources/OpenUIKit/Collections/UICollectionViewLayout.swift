import Foundation

/// Decides where a collection view's items and supplementary views go, as UIKit's: subclass it
/// and override ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and the per-element queries, or use
/// ``UICollectionViewFlowLayout``.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout.
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether ``prepare()`` must run before the layout is asked anything.
  var needsPrepare = true

  /// A layout.
  public override init() {
    super.init()
  }

  /// Computes what the queries answer; called when the layout was invalidated, before it is
  /// asked anything. Call `super`.
  open func prepare() {}

  /// The size of all the content.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the item at `indexPath`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of a supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Whether scrolling or resizing to `newBounds` needs the layout computed again; true when
  /// the size changes.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != collectionView?.bounds.size
  }

  /// Marks the layout for ``prepare()`` before its next use, and the collection view for layout.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  // MARK: - Self-sizing (the layouts here measure estimated items once they have cells)

  /// Whether the item's cell should be measured when shown (its size is an estimate).
  func wantsMeasurement(of indexPath: IndexPath) -> Bool { false }

  /// The size the item's cell wants; returns whether that changes the layout (it then needs
  /// preparing again).
  func didMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }

  /// The items changed (a reload or an update): measurements by index path are stale.
  func dataDidChange() {}

  /// The item's cell was reconfigured: its size is measured again when next placed.
  func itemNeedsMeasuring(at indexPath: IndexPath) {}

  /// Prepares the layout if it was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
