import Foundation

/// Lays items out in lines, as UIKit's flow layout: each section's items fill a line across the
/// collection view (left to right for vertical scrolling, top to bottom for horizontal), then
/// the next line; a section has an optional header and footer and its own insets and spacing.
///
/// Items of one size (``itemSize``, no `sizeForItemAt` in the delegate) are placed by
/// arithmetic, so a million of them cost nothing per item; items of their own sizes are placed
/// once per ``prepare()``. Full lines are justified (the spare room shared between the gaps);
/// a section's last line keeps the spacing of the lines above it, as a grid.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The axis the content scrolls along.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run across, one under the other.
    case vertical
    /// Lines run down, one after the other.
    case horizontal
  }

  /// The size of every item when the delegate gives none; 50 × 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// Not zero: items size themselves (each cell's `preferredLayoutAttributesFitting(_:)`, its
  /// content's height at the estimate's width), placed at this size until measured.
  /// ``automaticSize`` estimates 50 × 50.
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The least space between lines; 10 by default.
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between items in a line; 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The margins around each section's items.
  open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
  /// The scrolling axis; vertical by default.
  open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
  /// The size of each section's header (its height for vertical scrolling, its width for
  /// horizontal); zero for none.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of each section's footer; zero for none.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// Whether a section's header stays at the top of the view while its section is in view.
  open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }

  /// A size meaning "measure the cell" (see ``estimatedItemSize``).
  public static let automaticSize = CGSize(width: -1, height: -1)

  /// One section, in the layout's axes: "along" is the scrolling axis, "across" the other.
  struct Section {
    var start: CGFloat = 0
    var end: CGFloat = 0
    var header: CGRect = .zero
    var footer: CGRect = .zero
    var count = 0
    /// Items of one size: where the first line starts, the item size, items per line, and
    /// the steps between items and lines (justified).
    var uniform: (origin: CGPoint, size: CGSize, perLine: Int, step: CGFloat, lineStep: CGFloat)?
    /// Items of their own sizes: every frame, and each line's first item and extent along.
    var frames: [CGRect] = []
    var lines: [(first: Int, start: CGFloat, end: CGFloat)] = []
  }

  private(set) var sections: [Section] = []
  /// Sizes measured for self-sizing items, and the width they were measured at.
  private var measured: [IndexPath: CGSize] = [:]
  private var measuredWidth: CGFloat = -1
  private var contentSize: CGSize = .zero

  private var vertical: Bool { scrollDirection == .vertical }

  /// A rectangle from positions and sizes along and across the scrolling axis.
  private func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
    vertical
      ? CGRect(x: across, y: along, width: breadth, height: length)
      : CGRect(x: along, y: across, width: length, height: breadth)
  }

  open override func prepare() {
    super.prepare()
    sections = []
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let bounds = collectionView.bounds
    let breadth = vertical ? bounds.width : bounds.height
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    var position: CGFloat = 0
    let count = collectionView.numberOfSections
    // Self-sizing items (an estimated size): measured when shown, estimated until then.
    let estimating = estimatedItemSize != .zero
    let estimate =
      estimatedItemSize == Self.automaticSize
      ? CGSize(width: 50, height: 50) : estimatedItemSize
    if bounds.width != measuredWidth {
      measured.removeAll()
      measuredWidth = bounds.width
    }
    // Whether items have their own sizes: the delegate asked once (see OptionalRequirement).
    var ownSizes = false
    if let delegate,
      let first = (0..<count).first(where: {
        collectionView.numberOfItems(inSection: $0) > 0
      })
    {
      ownSizes =
        OptionalRequirement.answer("collectionView(_:layout:sizeForItemAt:)") {
          delegate.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: first))
        }.implemented
    }
    for index in 0..<count {
      var section = Section()
      section.start = position
      section.count = collectionView.numberOfItems(inSection: index)
      let givenInset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index)
        ?? sectionInset
      let givenLineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: index) ?? minimumLineSpacing
      let givenItemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
        ?? minimumInteritemSpacing
      let header =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: index)
        ?? headerReferenceSize
      let footer =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: index)
        ?? footerReferenceSize
      // App values made usable: not finite or negative is 0.
      let lineSpacing = Self.finite(givenLineSpacing), itemSpacing = Self.finite(givenItemSpacing)
      let inset = UIEdgeInsets(
        top: Self.finite(givenInset.top), left: Self.finite(givenInset.left),
        bottom: Self.finite(givenInset.bottom), right: Self.finite(givenInset.right))
      let headerLength = Self.finite(vertical ? header.height : header.width)
      section.header = rect(along: position, across: 0, length: headerLength, breadth: breadth)
      position += headerLength
      let (before, after, left, right) =
        vertical
        ? (inset.top, inset.bottom, inset.left, inset.right)
        : (inset.left, inset.right, inset.top, inset.bottom)
      position += before
      let room = max(0, breadth - left - right)
      if section.count > 0 {
        if estimating {
          // Self-sizing: measured items at their size, the others at the estimate.
          position = placeOwnSizes(&section, position, left, room, itemSpacing, lineSpacing) {
            self.measured[IndexPath(item: $0, section: index)] ?? estimate
          }
        } else if ownSizes, let delegate {
          position = placeOwnSizes(&section, position, left, room, itemSpacing, lineSpacing) {
            delegate.collectionView(
              collectionView, layout: self, sizeForItemAt: IndexPath(item: $0, section: index))
          }
        } else {
          position = placeUniform(&section, position, left, room, itemSpacing, lineSpacing)
        }
      }
      position += after
      let footerLength = Self.finite(vertical ? footer.height : footer.width)
      section.footer = rect(along: position, across: 0, length: footerLength, breadth: breadth)
      position += footerLength
      section.end = position
      sections.append(section)
    }
    contentSize =
      vertical
      ? CGSize(width: bounds.width, height: position)
      : CGSize(width: position, height: bounds.height)
  }

  /// Items of ``itemSize``: as many per line as fit, the lines justified.
  private func placeUniform(
    _ section: inout Section, _ position: CGFloat, _ left: CGFloat, _ room: CGFloat,
    _ itemSpacing: CGFloat, _ lineSpacing: CGFloat
  ) -> CGFloat {
    let size = CGSize(width: Self.finite(itemSize.width), height: Self.finite(itemSize.height))
    let across = vertical ? size.width : size.height
    let along = vertical ? size.height : size.width
    // Clamped before converting (a view 1e300 points wide must not trap), at most the items.
    let fit = ((room + itemSpacing) / max(across + itemSpacing, 1)).rounded(.down)
    let perLine = max(1, min(section.count, Int(min(max(fit, 1), CGFloat(Int32.max)))))
    // Full lines are justified: the spare room is shared between the gaps (a section of one
    // short line keeps the least spacing).
    let step =
      perLine > 1 && section.count >= perLine
      ? max(across + itemSpacing, (room - across) / CGFloat(perLine - 1)) : across + itemSpacing
    let lines = (section.count + perLine - 1) / perLine
    let origin = vertical ? CGPoint(x: left, y: position) : CGPoint(x: position, y: left)
    section.uniform = (origin, size, perLine, step, along + lineSpacing)
    return position + CGFloat(lines) * along + CGFloat(max(0, lines - 1)) * lineSpacing
  }

  /// Items of their own sizes (the delegate's, or measured), line by line; each line
  /// justified but the last.
  private func placeOwnSizes(
    _ section: inout Section, _ position: CGFloat, _ left: CGFloat, _ room: CGFloat,
    _ itemSpacing: CGFloat, _ lineSpacing: CGFloat, size sizeOf: (Int) -> CGSize
  ) -> CGFloat {
    var sizes: [CGSize] = []
    sizes.reserveCapacity(section.count)
    for item in 0..<section.count {
      let size = sizeOf(item)
      sizes.append(
        CGSize(
          width: size.width.isFinite ? max(0, size.width) : 0,
          height: size.height.isFinite ? max(0, size.height) : 0))
    }
    var frames = Array(repeating: CGRect.zero, count: section.count)
    var along = position
    var first = 0
    while first < section.count {
      // The items that fit on this line (at least one).
      var last = first
      var used = vertical ? sizes[first].width : sizes[first].height
      while last + 1 < section.count {
        let next = vertical ? sizes[last + 1].width : sizes[last + 1].height
        if used + itemSpacing + next > room { break }
        used += itemSpacing + next
        last += 1
      }
      let lineLength = sizes[first...last].map { vertical ? $0.height : $0.width }.max() ?? 0
      let isLast = last + 1 == section.count
      let gaps = CGFloat(last - first)
      let spacing = !isLast && gaps > 0 ? itemSpacing + (room - used) / gaps : itemSpacing
      var across = left
      for item in first...last {
        let size = sizes[item]
        let (itemAcross, itemAlong) =
          vertical ? (size.width, size.height) : (size.height, size.width)
        frames[item] = rect(
          along: along + (lineLength - itemAlong) / 2, across: across, length: itemAlong,
          breadth: itemAcross)
        across += itemAcross + spacing
      }
      section.lines.append((first, along, along + lineLength))
      along += lineLength + (isLast ? 0 : lineSpacing)
      first = last + 1
    }
    section.frames = frames
    return along
  }

  open override var collectionViewContentSize: CGSize { contentSize }

  /// The frame of item `item` of section `section`.
  func frame(ofItem item: Int, in section: Section) -> CGRect {
    if let uniform = section.uniform {
      let line = item / uniform.perLine, column = item % uniform.perLine
      let along = CGFloat(line) * uniform.lineStep, across = CGFloat(column) * uniform.step
      return vertical
        ? CGRect(
          x: uniform.origin.x + across, y: uniform.origin.y + along, width: uniform.size.width,
          height: uniform.size.height)
        : CGRect(
          x: uniform.origin.x + along, y: uniform.origin.y + across, width: uniform.size.width,
          height: uniform.size.height)
    }
    return item < section.frames.count ? section.frames[item] : .zero
  }

  /// The items of `section` on lines between `low` and `high` along the scrolling axis.
  private func items(of section: Section, from low: CGFloat, to high: CGFloat) -> Range<Int> {
    if let uniform = section.uniform {
      let origin = vertical ? uniform.origin.y : uniform.origin.x
      let length = vertical ? uniform.size.height : uniform.size.width
      let lines = (section.count + uniform.perLine - 1) / uniform.perLine
      // Lines of no height (and no spacing) all sit at the origin.
      guard uniform.lineStep > 0 else {
        return low <= origin + length && high >= origin ? 0..<section.count : 0..<0
      }
      // Clamped before converting: a view scrolled a 1e300 points away must not trap.
      func line(_ value: CGFloat) -> Int {
        Int(min(max(value / uniform.lineStep, 0), CGFloat(lines)).rounded(.down))
      }
      let first = min(section.count, line(low - origin - length) * uniform.perLine)
      let last = min(section.count, (line(high - origin) + 1) * uniform.perLine)
      return first..<max(first, last)
    }
    // The first line ending after low, then lines until one starts after high.
    var lowLine = 0, highLine = section.lines.count
    while lowLine < highLine {
      let mid = (lowLine + highLine) / 2
      if section.lines[mid].end < low { lowLine = mid + 1 } else { highLine = mid }
    }
    var line = lowLine
    while line < section.lines.count, section.lines[line].start <= high { line += 1 }
    let first = lowLine < section.lines.count ? section.lines[lowLine].first : section.count
    let end = line < section.lines.count ? section.lines[line].first : section.count
    return first..<max(first, end)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    prepareIfNeeded()
    let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
    var found: [UICollectionViewLayoutAttributes] = []
    // The first section ending after low.
    var index = 0, upper = sections.count
    while index < upper {
      let mid = (index + upper) / 2
      if sections[mid].end < low { index = mid + 1 } else { upper = mid }
    }
    while index < sections.count, sections[index].start <= high {
      let section = sections[index]
      for item in items(of: section, from: low, to: high) {
        let frame = frame(ofItem: item, in: section)
        guard Self.overlaps(frame, rect) else { continue }
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: index))
        attributes.frame = frame
        found.append(attributes)
      }
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
      ] {
        if let attributes = layoutAttributesForSupplementaryView(
          ofKind: kind, at: IndexPath(item: 0, section: index)),
          Self.overlaps(attributes.frame, rect)
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
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
      indexPath.item >= 0, indexPath.item < sections[indexPath.section].count
    else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame(ofItem: indexPath.item, in: sections[indexPath.section])
    return attributes
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareIfNeeded()
    guard indexPath.count >= 1, indexPath.section >= 0, indexPath.section < sections.count
    else { return nil }
    let section = sections[indexPath.section]
    let header = elementKind == UICollectionView.elementKindSectionHeader
    guard header || elementKind == UICollectionView.elementKindSectionFooter else { return nil }
    var frame = header ? section.header : section.footer
    guard frame.width > 0, frame.height > 0 else { return nil }
    if header, sectionHeadersPinToVisibleBounds, let collectionView {
      // Pinned: at the top of the view while the section is in view, pushed by its end.
      let visible = vertical ? collectionView.bounds.minY : collectionView.bounds.minX
      let length = vertical ? frame.height : frame.width
      let along = max(vertical ? frame.minY : frame.minX, min(visible, section.end - length))
      if vertical { frame.origin.y = along } else { frame.origin.x = along }
    }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
    attributes.frame = frame
    attributes.zIndex = header ? 10 : 0
    return attributes
  }

  /// A length from app code made usable: not finite or negative is 0.
  static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }

  override func wantsMeasurement(of indexPath: IndexPath) -> Bool {
    estimatedItemSize != .zero && measured[indexPath] == nil
  }

  override func didMeasure(_ size: CGSize, at indexPath: IndexPath) -> Bool {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return false
    }
    let old = measured.updateValue(size, forKey: indexPath)
    return old != size && layoutAttributesForItem(at: indexPath)?.frame.size != size
  }

  override func dataDidChange() { measured.removeAll() }

  override func itemNeedsMeasuring(at indexPath: IndexPath) {
    if measured.removeValue(forKey: indexPath) != nil { invalidateLayout() }
  }

  /// Whether two rectangles share some area (touching edges do not count: the row just below
  /// the view is not in it).
  static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    // Pinned headers move as the view scrolls, but their place is computed when asked.
    super.shouldInvalidateLayout(forBoundsChange: newBounds)
  }
}
