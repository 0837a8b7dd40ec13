import Foundation

// Registration, reuse, and the cells and supplementary views of the elements in view.
extension UICollectionView {
  /// At most this many views wait for reuse per identifier after a layout.
  private static let spareViews = 4
  /// The most elements a layout gives views.
  static let mostElementsInView = 2000

  /// Registers a cell class (a ``UICollectionViewCell`` subclass) for `identifier`.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registerClass(cellClass, as: identifier, cell: true)
  }

  /// Registers a supplementary view class for `kind` and `identifier`.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    registerClass(viewClass, as: kind + "/" + identifier, cell: false)
  }

  private func registerClass(_ type: AnyClass?, as key: String, cell: Bool) {
    guard let type else {
      registered[key] = nil
      return
    }
    let wanted: UICollectionReusableView.Type? =
      cell
      ? (type as? UICollectionViewCell.Type) : (type as? UICollectionReusableView.Type)
    guard let wanted else {
      reportData(
        "register: \(type) is not a \(cell ? "UICollectionViewCell" : "UICollectionReusableView") subclass; not registered"
      )
      return
    }
    registered[key] = wanted
  }

  /// A cell for the item at `indexPath`: one waiting for reuse, or a new one of the class
  /// registered for `identifier`. With nothing registered UIKit stops the app; OpenUIKit reports
  /// it and makes a plain cell.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let (item, cell) = reconfiguring, item == indexPath, cell.reuseIdentifier == identifier {
      return cell
    }
    if let cell = dequeue(identifier) as? UICollectionViewCell { return cell }
    guard let type = registered[identifier] as? UICollectionViewCell.Type else {
      reportData("no cell class is registered for \"\(identifier)\"; a plain cell is used")
      return UICollectionViewCell(frame: .zero)
    }
    let cell = type.init(registeredWithFrame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view of `kind` for `indexPath`, reused or made from its registered class.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = kind + "/" + identifier
    if let view = dequeue(key) { return view }
    guard let type = registered[key] else {
      reportData("no \(kind) class is registered for \"\(identifier)\"; a plain view is used")
      return UICollectionReusableView(frame: .zero)
    }
    let view = type.init(registeredWithFrame: .zero)
    view.reuseIdentifier = key
    return view
  }

  private func dequeue(_ key: String) -> UICollectionReusableView? {
    guard var spare = reusable[key], let view = spare.popLast() else { return nil }
    reusable[key] = spare
    view.prepareForReuse()
    return view
  }

  /// Takes `cell` off its item and keeps it for reuse (hidden, in the collection view).
  func enqueue(_ cell: UICollectionViewCell, leaving indexPath: IndexPath) {
    if highlightedItem == indexPath {
      highlightedItem = nil
      cell.isHighlighted = false
    }
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    keepForReuse(cell)
  }

  func enqueueSupplementary(_ view: UICollectionReusableView, _ key: SupplementaryKey) {
    keepForReuse(view)
  }

  private func keepForReuse(_ view: UICollectionReusableView) {
    guard let identifier = view.reuseIdentifier else {
      view.removeFromSuperview()
      return
    }
    view.isHidden = true
    reusable[identifier, default: []].append(view)
  }

  /// Items asked for again while they were being placed (a cell taken out by a data-source
  /// call) and not placed since: a layout on the next frame places them.
  func placeAgainNextFrame() {
    guard needsPlacingAgain else { return }
    needsPlacingAgain = false
    setNeedsLayout()
  }

  /// Shows a view for every element the layout puts in view and takes the others' back.
  func placeItems() {
    guard !isPlacingItems else {
      needsPlacingAgain = true
      return
    }
    isPlacingItems = true
    defer { isPlacingItems = false }
    let layout = collectionViewLayout
    if bounds.size != preparedBounds.size { layout.needsPrepare = true }
    preparedBounds = bounds
    layout.prepareIfNeeded()
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    let goneRows = syncRows()
    var attributes = layout.layoutAttributesForElements(in: bounds) ?? []
    if attributes.count > Self.mostElementsInView {
      reportData(
        "more than \(Self.mostElementsInView) elements are in view; the rest are left blank")
      attributes = Array(attributes.prefix(Self.mostElementsInView))
    }
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementaries: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    for element in attributes where !element.isHidden {
      switch element.representedElementCategory {
      case .cell where isValidItem(element.indexPath): items[element.indexPath] = element
      case .supplementaryView:
        if let kind = element.representedElementKind {
          supplementaries[SupplementaryKey(kind: kind, indexPath: element.indexPath)] = element
        }
      default: break
      }
    }
    for (indexPath, cell) in visibleItems where items[indexPath] == nil && movement?.cell !== cell {
      forgetCell(at: indexPath)
      enqueue(cell, leaving: indexPath)
    }
    for (key, view) in visibleSupplementaries where supplementaries[key] == nil {
      visibleSupplementaries[key] = nil
      enqueueSupplementary(view, key)
    }
    var measuredNew = false
    for (indexPath, element) in items {
      let cell = visibleItems[indexPath] ?? showCell(for: indexPath)
      // The moving item's cell follows the finger, not the layout.
      if movement?.cell === cell { continue }
      // An update may have moved the item into or out of a row that scrolls sideways.
      let host = host(forSection: indexPath.section)
      if cell.superview !== host { rehost(cell, at: indexPath, in: host) }
      apply(element, to: cell)
      // An estimated item is measured once it has a cell; the layout places it again.
      if layout.wantsMeasurement(of: indexPath) {
        let wanted = cell.preferredLayoutAttributesFitting(element).frame.size
        if layout.didMeasure(wanted, at: indexPath) { measuredNew = true }
      }
    }
    if measuredNew {
      layout.needsPrepare = true
      needsPlacingAgain = true
    }
    if let movement { makeRoom(for: movement) }
    for (key, element) in supplementaries {
      guard let view = visibleSupplementaries[key] ?? showSupplementary(key) else { continue }
      apply(element, to: view)
    }
    trimSpares()
    for scroller in goneRows { scroller.removeFromSuperview() }
  }

  private func apply(_ element: UICollectionViewLayoutAttributes, to view: UICollectionReusableView)
  {
    let frame = view.superview.map { hostFrame(element.frame, in: $0) } ?? element.frame
    if view.frame != frame { view.frame = frame }
    if view.alpha != element.alpha { view.alpha = element.alpha }
    view.layer.zPosition = CGFloat(element.zIndex)
    view.apply(element)
  }

  /// The data source's cell for an item coming into view.
  private func showCell(for indexPath: IndexPath) -> UICollectionViewCell {
    var cell =
      dataSource?.collectionView(self, cellForItemAt: indexPath)
      ?? UICollectionViewCell(frame: .zero)
    if itemOfCell[ObjectIdentifier(cell)] != nil {
      reportData("cellForItemAt \(indexPath) returned the cell of another item; a new cell is used")
      cell = UICollectionViewCell(frame: .zero)
    }
    let host = host(forSection: indexPath.section)
    if cell.superview !== host { host.insertSubview(cell, at: 0) }
    cell.isHidden = false
    cell.collection = self
    cell.isSelected = selectedItems.contains(indexPath)
    show(cell, at: indexPath)
    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    return cell
  }

  private func showSupplementary(_ key: SupplementaryKey) -> UICollectionReusableView? {
    guard let dataSource else { return nil }
    let view = dataSource.collectionView(
      self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
    if view.superview !== self { addSubview(view) }
    view.isHidden = false
    visibleSupplementaries[key] = view
    return view
  }

  /// Moves the cell of a visible item into `host` (leaving its old host forgets it; it is
  /// shown again at once).
  private func rehost(_ cell: UICollectionViewCell, at indexPath: IndexPath, in host: UIView) {
    host.insertSubview(cell, at: 0)
    cell.collection = self
    show(cell, at: indexPath)
  }

  func show(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    forgetCell(at: indexPath)
    visibleItems[indexPath] = cell
    itemOfCell[ObjectIdentifier(cell)] = indexPath
  }

  func forgetCell(at indexPath: IndexPath) {
    guard let cell = visibleItems.removeValue(forKey: indexPath) else { return }
    itemOfCell[ObjectIdentifier(cell)] = nil
  }

  /// Cells came back to the spares after the items were placed (an update's animation ended,
  /// or an update without one): the spares over the limit go now, as a layout would have them
  /// go. While items are being placed the spares may still be taken; placing again trims.
  func trimSparesAfterPlacing() {
    if isPlacingItems { needsPlacingAgain = true } else { trimSpares() }
  }

  private func trimSpares() {
    for (identifier, spare) in reusable where spare.count > Self.spareViews {
      reusable[identifier] = Array(spare.suffix(Self.spareViews))
      for view in spare.dropLast(Self.spareViews) { view.removeFromSuperview() }
    }
  }

  // MARK: - Queries

  /// The cell showing the item, or nil when it is not in view.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleItems[indexPath]
  }

  /// The item `cell` shows.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    itemOfCell[ObjectIdentifier(cell)]
  }

  /// The item under `point` (in the content's coordinates), or nil.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    return collectionViewLayout.layoutAttributesForElements(in: probe)?
      .last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
  }

  /// The cells showing items.
  public var visibleCells: [UICollectionViewCell] {
    visibleItems.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The items in view, in order.
  public var indexPathsForVisibleItems: [IndexPath] { visibleItems.keys.sorted() }

  /// The supplementary view of `kind` at `indexPath` while it is in view.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementaries[SupplementaryKey(kind: kind, indexPath: indexPath)]
  }

  /// The layout's attributes of the item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    reloadIfNeeded()
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Scrolls so that the item is at `scrollPosition` (the least scrolling that shows it when
  /// the position names no edge), within the content's limits.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard var frame = layoutAttributesForItem(at: indexPath)?.frame else {
      reportData("scrollToItem(at: \(indexPath)): no such item; not scrolled")
      return
    }
    // An item in a row that scrolls sideways: the row scrolls across, the collection view down.
    if scrollRow(toItem: indexPath, at: scrollPosition, animated: animated) {
      frame.origin.x = contentOffset.x
      frame.size.width = bounds.width
    }
    var offset = contentOffset
    let size = bounds.size
    if scrollPosition.contains(.top) {
      offset.y = frame.minY
    } else if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - size.height / 2
    } else if scrollPosition.contains(.bottom) {
      offset.y = frame.maxY - size.height
    } else if frame.minY < offset.y {
      offset.y = frame.minY
    } else if frame.maxY > offset.y + size.height {
      offset.y = frame.maxY - size.height
    }
    if scrollPosition.contains(.left) {
      offset.x = frame.minX
    } else if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - size.width / 2
    } else if scrollPosition.contains(.right) {
      offset.x = frame.maxX - size.width
    } else if frame.minX < offset.x {
      offset.x = frame.minX
    } else if frame.maxX > offset.x + size.width {
      offset.x = frame.maxX - size.width
    }
    let content = collectionViewLayout.collectionViewContentSize
    offset.x = min(max(offset.x, 0), max(0, content.width - size.width))
    offset.y = min(max(offset.y, 0), max(0, content.height - size.height))
    setContentOffset(offset, animated: animated)
  }
}
