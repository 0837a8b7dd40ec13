import Foundation

// A compositional section that scrolls sideways is a row hosted in a scroll view of its own,
// as in UIKit: the row's cells are that scroll view's subviews, so its pan sees their touches
// (a sideways drag scrolls the row, a vertical one the collection view) and they scroll with
// it. Only rows in view have a scroll view; the layout keeps every row's offset.
extension UICollectionView {
  /// Makes, places and sizes the scroll views of the rows in view and tells the layout how far
  /// each is scrolled. Returns the scroll views of rows gone from view, to be removed once
  /// their cells are taken back.
  func syncRows() -> [RowScroller] {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else {
      defer { rowScrollers.removeAll() }
      return Array(rowScrollers.values)
    }
    var wanted = Set<Int>()
    for (section, row) in layout.rows(in: bounds) {
      wanted.insert(section)
      let scroller = rowScrollers[section] ?? makeRowScroller(section)
      if scroller.frame != row.frame { scroller.frame = row.frame }
      let size = CGSize(width: row.contentWidth, height: row.frame.height)
      if scroller.contentSize != size {
        scroller.contentSize = size
        // A row that got narrower keeps its content in view.
        let limit = max(0, size.width - row.frame.width)
        if scroller.contentOffset.x > limit, !scroller.isDragging {
          scroller.contentOffset.x = limit
        }
      }
      scroller.isPagingEnabled = row.behavior == .paging
      layout.orthogonalOffsets[section] = scroller.contentOffset.x
    }
    let gone = rowScrollers.filter { !wanted.contains($0.key) }
    for section in gone.keys { rowScrollers[section] = nil }
    return Array(gone.values)
  }

  private func makeRowScroller(_ section: Int) -> RowScroller {
    let scroller = RowScroller(frame: .zero)
    scroller.collection = self
    scroller.section = section
    scroller.showsHorizontalScrollIndicator = false
    scroller.showsVerticalScrollIndicator = false
    scroller.backgroundColor = nil
    if let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
      scroller.contentOffset.x = layout.orthogonalOffsets[section] ?? 0
    }
    rowScrollers[section] = scroller
    insertSubview(scroller, at: 0)
    return scroller
  }

  /// The view a cell of `section` lives in: its row's scroll view, or the collection view.
  func host(forSection section: Int) -> UIView {
    rowScrollers[section] ?? self
  }

  /// `frame` (in the collection view's content) in `host`'s coordinates.
  func hostFrame(_ frame: CGRect, in host: UIView) -> CGRect {
    guard host !== self else { return frame }
    return frame.offsetBy(
      dx: host.bounds.minX - host.frame.minX, dy: host.bounds.minY - host.frame.minY)
  }

  /// Scrolls the row holding `indexPath` (if its section is one) so that the item is at the
  /// horizontal part of `position`, or just in view. Returns whether the section is a row.
  func scrollRow(toItem indexPath: IndexPath, at position: ScrollPosition, animated: Bool)
    -> Bool
  {
    guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
      let row = layout.row(ofSection: indexPath.section),
      let frame = layout.layoutAttributesForItem(at: indexPath)?.frame
    else { return false }
    let current = layout.orthogonalOffsets[indexPath.section] ?? 0
    let minX = frame.minX + current, maxX = frame.maxX + current
    let width = row.frame.width
    var offset = current
    if position.contains(.left) {
      offset = minX - row.leadingInset
    } else if position.contains(.centeredHorizontally) {
      offset = (minX + maxX) / 2 - width / 2
    } else if position.contains(.right) {
      offset = maxX - width
    } else if minX < current {
      offset = minX - row.leadingInset
    } else if maxX > current + width {
      offset = maxX - width
    }
    offset = min(max(offset, 0), max(0, row.contentWidth - width))
    if let scroller = rowScrollers[indexPath.section] {
      scroller.setContentOffset(CGPoint(x: offset, y: 0), animated: animated)
    } else {
      layout.orthogonalOffsets[indexPath.section] = offset
    }
    setNeedsLayout()
    return true
  }
}

/// The scroll view of a row that scrolls sideways: it tells its collection view when it
/// scrolls, and brings the row to rest where the section's behaviour says.
@MainActor
final class RowScroller: UIScrollView, UIScrollViewDelegate {
  weak var collection: UICollectionView?
  var section = 0
  private var dragStart: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    delegate = self
  }
  required init?(coder: NSCoder) { nil }

  // A scroll moves the row's items: the layout learns the offset at once (queries such as
  // indexPathForItem(at:) see it) and the collection view shows the items now in view.
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard let collection,
      let layout = collection.collectionViewLayout as? UICollectionViewCompositionalLayout,
      collection.rowScrollers[section] === self
    else { return }
    layout.orthogonalOffsets[section] = contentOffset.x
    collection.setNeedsLayout()
  }

  /// A cell taken out by app code leaves its item to a new cell, as in the collection view.
  override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    collection?.hostedSubviewWillLeave(subview)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    dragStart = contentOffset.x
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let layout = collection?.collectionViewLayout as? UICollectionViewCompositionalLayout
    else { return }
    targetContentOffset.pointee.x = layout.restingOffset(
      ofRow: section, proposed: targetContentOffset.pointee.x, start: dragStart,
      velocity: velocity.x, width: bounds.width)
  }
}
