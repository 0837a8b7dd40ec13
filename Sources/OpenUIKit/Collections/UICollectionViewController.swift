import Foundation

/// A view controller whose view is a collection view, as UIKit's: it is the collection view's
/// data source and delegate, so a subclass overrides their methods
/// (`override func collectionView(_:cellForItemAt:)`); it deselects the selected items when it
/// appears again.
///
/// Every data-source, delegate and scroll-view method is declared here, `open`, with UIKit's
/// default behaviour, so that a subclass's method of the same name overrides it and is called.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private let layout: UICollectionViewLayout

  /// A controller whose collection view uses `layout`.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The collection view: the controller's view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  /// The layout the collection view was made with.
  open var collectionViewLayout: UICollectionViewLayout {
    (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? layout
  }

  /// Whether the selected items are deselected when the controller appears again. True.
  open var clearsSelectionOnViewWillAppear = true

  /// Makes the collection view, with this controller as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    collection.dataSource = self
    collection.delegate = self
    view = collection
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection = viewIfLoaded as? UICollectionView
    else { return }
    for indexPath in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: indexPath, animated: animated)
    }
  }

  // MARK: - UICollectionViewDataSource, required (override both)

  /// No items: override it.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// A blank cell: override it.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  // MARK: - UICollectionViewDataSource (open, so subclasses override them)

  /// One section.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// An empty view (the layout asked for an element the data source does not make).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Reports that items cannot be moved.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    OptionalRequirement.defaultRan(#function)
  }

  // MARK: - UICollectionViewDelegate (open, so subclasses override them)

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// True.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Nothing.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// The proposal.
  open func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }

  /// Reports that items have no context menus.
  open func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    OptionalRequirement.defaultRan(#function)
    return nil
  }

  // MARK: - UIScrollViewDelegate (open, so subclasses override them)

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// Returns nil: no zooming.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

  /// Does nothing.
  open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

  /// Does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}

  /// Does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
