import Foundation

/// A layout made of sections of repeated groups of items (iOS 13), as UIKit's: each section's
/// group is placed down the section, side by side or stacked items inside it, until the
/// section's items are placed; sections have insets, spacing and headers and footers. A section
/// with an ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` places its groups across
/// instead, in a row that scrolls sideways. ``list(using:)`` makes a list, and
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` one list section among others. A
/// group of estimated height takes its items' measured heights once their cells are shown (the
/// tallest, for items side by side).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Gives the section at an index (nil: an empty section).
  public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

  private let provider: SectionProvider
  /// The list look, for layouts made by ``list(using:)``.
  private(set) var listConfiguration: UICollectionLayoutListConfiguration?

  /// One placed section.
  struct Placed {
    var start: CGFloat = 0
    var end: CGFloat = 0
    var frames: [CGRect] = []
    /// Each group's first item and its extent along the section (down it; across it in a row
    /// that scrolls sideways).
    var groups: [(first: Int, start: CGFloat, end: CGFloat)] = []
    var boundaries: [(kind: String, frame: CGRect, pinned: Bool)] = []
    /// The row of a section that scrolls sideways; its items' frames are unscrolled.
    var row: OrthogonalRow?
    /// The section's list look, when it is a list section.
    var list: UICollectionLayoutListConfiguration?
  }
  var placed: [Placed] = []
  private var height: CGFloat = 0
  /// Heights measured for items of groups of estimated height, and the width they
  /// were measured at (another width measures again).
  private var measured: [IndexPath: CGFloat] = [:]
  private var measuredWidth: CGFloat = -1
  /// Sections whose groups are of estimated height.
  private var estimatedSections: Set<Int> = []
  /// How far each row that scrolls sideways is scrolled (the collection view sets it).
  var orthogonalOffsets: [Int: CGFloat] = [:]

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(sectionProvider: { _, _ in section })
  }

  /// A layout asking `sectionProvider` for each section.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    super.init()
  }

  /// A list: full-width rows in sections of `configuration`'s look.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
    layout.listConfiguration = configuration
    return layout
  }

  open override func prepare() {
    super.prepare()
    placed = []
    height = 0
    guard let collectionView else { return }
    let size = collectionView.bounds.size
    if let list = listConfiguration {
      let background =
        list.backgroundColor
        ?? (list.appearance == .grouped || list.appearance == .insetGrouped
          ? .systemGroupedBackground : .systemBackground)
      if collectionView.backgroundColor != background {
        collectionView.backgroundColor = background
      }
    }
    let environment = NSCollectionLayoutEnvironment(size: size)
    if size.width != measuredWidth {
      measured.removeAll()
      measuredWidth = size.width
    }
    estimatedSections.removeAll()
    var y: CGFloat = 0
    for index in 0..<collectionView.numberOfSections {
      let count = collectionView.numberOfItems(inSection: index)
      guard let section = provider(index, environment) else {
        placed.append(Placed(start: y, end: y))
        continue
      }
      if section.orthogonalScrollingBehavior != .none {
        placed.append(placeRow(section, count: count, at: &y, width: size.width, environment))
        continue
      }
      if section.group.layoutSize.heightDimension.isEstimated { estimatedSections.insert(index) }
      placed.append(
        place(section, index: index, count: count, at: &y, width: size.width, environment))
    }
    height = y
  }

  private func place(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, at y: inout CGFloat,
    width: CGFloat, _ environment: NSCollectionLayoutEnvironment
  ) -> Placed {
    var result = Placed(start: y, list: section.listConfiguration)
    let insets = section.contentInsets
    let across = max(0, width - insets.leading - insets.trailing)
    let container = CGSize(width: across, height: environment.container.contentSize.height)
    Self.placeBoundaries(section, .top, in: container, at: &y, into: &result)
    y += insets.top
    let groupSize = section.group.layoutSize.resolved(in: container)
    let groupHeight = groupSize.height.isFinite ? max(0, groupSize.height) : 0
    let spacing = section.interGroupSpacing.isFinite ? max(0, section.interGroupSpacing) : 0
    result.frames.reserveCapacity(count)
    while result.frames.count < count {
      let first = result.frames.count
      let frame = CGRect(
        x: insets.leading, y: y, width: min(groupSize.width, across), height: groupHeight)
      section.group.place(in: frame, limit: count - first, into: &result.frames)
      // A group that holds no items would never finish the section.
      guard result.frames.count > first else { break }
      var height = groupHeight
      if estimatedSections.contains(index) {
        height = fit(
          first..<result.frames.count, section: index, estimate: groupHeight,
          frames: &result.frames)
      }
      result.groups.append((first, y, y + height))
      y += height
      if result.frames.count < count { y += spacing }
    }
    y += insets.bottom
    Self.placeBoundaries(section, .bottom, in: container, at: &y, into: &result)
    result.end = y
    return result
  }

  /// Places a section's headers (or footers) at `y`, one under the other.
  static func placeBoundaries(
    _ section: NSCollectionLayoutSection, _ alignment: NSRectAlignment, in container: CGSize,
    at y: inout CGFloat, into result: inout Placed
  ) {
    let across = container.width
    for item in section.boundarySupplementaryItems where item.alignment == alignment {
      let size = item.layoutSize.resolved(in: container)
      let length = size.height.isFinite ? max(0, size.height) : 0
      let frame = CGRect(
        x: section.contentInsets.leading, y: y, width: min(size.width, across), height: length)
      result.boundaries.append((item.elementKind, frame, item.pinToVisibleBounds))
      y += length
    }
  }

  open override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: height)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    prepareIfNeeded()
    var found: [UICollectionViewLayoutAttributes] = []
    var index = 0, upper = placed.count
    while index < upper {
      let mid = (index + upper) / 2
      if placed[mid].end < rect.minY { index = mid + 1 } else { upper = mid }
    }
    while index < placed.count, placed[index].start <= rect.maxY {
      let section = placed[index]
      // The first group ending after the rect's top.
      var group = 0, last = section.groups.count
      while group < last {
        let mid = (group + last) / 2
        if section.groups[mid].end < rect.minY { group = mid + 1 } else { last = mid }
      }
      if let row = section.row {
        found += rowElements(in: rect, row, section, index: index)
        group = section.groups.count
      }
      while group < section.groups.count, section.groups[group].start <= rect.maxY {
        let first = section.groups[group].first
        let end =
          group + 1 < section.groups.count ? section.groups[group + 1].first : section.frames.count
        for item in first..<end
        where UICollectionViewFlowLayout.overlaps(section.frames[item], rect) {
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: index))
          attributes.frame = section.frames[item]
          found.append(attributes)
        }
        group += 1
      }
      for boundary in section.boundaries {
        if let attributes = layoutAttributesForSupplementaryView(
          ofKind: boundary.kind, at: IndexPath(item: 0, section: index)),
          UICollectionViewFlowLayout.overlaps(attributes.frame, rect)
        {
          found.append(attributes)
        }
      }
      index += 1
    }
    return found
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    prepareIfNeeded()
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < placed.count,
      indexPath.item >= 0, indexPath.item < placed[indexPath.section].frames.count
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = placed[indexPath.section].frames[indexPath.item]
    if placed[indexPath.section].row != nil {
      attributes.frame.origin.x -= orthogonalOffsets[indexPath.section] ?? 0
    }
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < placed.count,
      let boundary = placed[indexPath.section].boundaries.first(where: { $0.kind == elementKind })
    else { return nil }
    var frame = boundary.frame
    if boundary.pinned, let collectionView {
      frame.origin.y = max(
        frame.minY,
        min(collectionView.bounds.minY, placed[indexPath.section].end - frame.height))
    }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
    attributes.frame = frame
    attributes.zIndex = boundary.pinned ? 10 : 0
    return attributes
  }

  /// The height of a group of estimated height once its items are measured: its tallest
  /// item's (an item not measured yet counts at the estimate); items side by side all take it,
  /// as a row of cards lines up on its tallest. Items stacked in the group keep the estimate.
  private func fit(
    _ items: Range<Int>, section: Int, estimate: CGFloat, frames: inout [CGRect]
  ) -> CGFloat {
    let heights = items.map { measured[IndexPath(item: $0, section: section)] }
    guard heights.contains(where: { $0 != nil }) else { return estimate }
    let top = frames[items.lowerBound].minY
    guard items.allSatisfy({ frames[$0].minY == top }) else { return estimate }
    let tallest = heights.map { $0 ?? estimate }.max() ?? estimate
    for item in items { frames[item].size.height += tallest - estimate }
    return tallest
  }

  override func dataDidChange() { measured.removeAll() }

  override func itemNeedsMeasuring(at indexPath: IndexPath) {
    if measured.removeValue(forKey: indexPath) != nil { invalidateLayout() }
  }

  override func wantsMeasurement(of indexPath: IndexPath) -> Bool {
    estimatedSections.contains(indexPath.section) && measured[indexPath] == nil
  }

  override func didMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool {
    guard size.height.isFinite, size.height >= 0 else { return false }
    let old = measured.updateValue(size.height, forKey: indexPath)
    let estimate = layoutAttributesForItem(at: indexPath)?.frame.height
    return old != size.height && estimate != size.height
  }

  /// Whether the item at `indexPath` is its section's first and last (for list cells' looks).
  func listPosition(of indexPath: IndexPath) -> (first: Bool, last: Bool) {
    guard indexPath.section < placed.count else { return (false, false) }
    return (indexPath.item == 0, indexPath.item + 1 == placed[indexPath.section].frames.count)
  }

  /// The list look of a section: the layout's when ``list(using:)`` made it, else the section's
  /// own when it is a list section.
  func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
    if let listConfiguration { return listConfiguration }
    prepareIfNeeded()
    return section >= 0 && section < placed.count ? placed[section].list : nil
  }
}
