import Foundation

// Sections that scroll sideways (orthogonalScrollingBehavior): their groups are placed across,
// in a row of the collection view's width; the collection view hosts the row's cells in a
// scroll view of its own, whose offset the layout applies to the frames it gives out.
extension UICollectionViewCompositionalLayout {
  /// A section placed as a row that scrolls sideways.
  struct OrthogonalRow {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The row in the collection view's content (its full width; the section's top and bottom
    /// insets included).
    var frame: CGRect
    /// How wide the row's content is, unscrolled.
    var contentWidth: CGFloat
    /// The section's leading inset, where a group comes to rest.
    var leadingInset: CGFloat
  }

  /// Places `section`'s groups side by side from its leading inset, in one row at `y`.
  func placeRow(
    _ section: NSCollectionLayoutSection, count: Int, at y: inout CGFloat, width: CGFloat,
    _ environment: NSCollectionLayoutEnvironment
  ) -> Placed {
    var result = Placed(start: y, list: section.listConfiguration)
    let insets = section.contentInsets
    let across = max(0, width - insets.leading - insets.trailing)
    let container = CGSize(width: across, height: environment.container.contentSize.height)
    Self.placeBoundaries(section, .top, in: container, at: &y, into: &result)
    let top = y
    y += insets.top
    let groupSize = section.group.layoutSize.resolved(in: container)
    let groupWidth = groupSize.width.isFinite ? max(0, groupSize.width) : 0
    let groupHeight = groupSize.height.isFinite ? max(0, groupSize.height) : 0
    let spacing = section.interGroupSpacing.isFinite ? max(0, section.interGroupSpacing) : 0
    var x = insets.leading
    result.frames.reserveCapacity(count)
    while result.frames.count < count {
      let first = result.frames.count
      let frame = CGRect(x: x, y: y, width: groupWidth, height: groupHeight)
      section.group.place(in: frame, limit: count - first, into: &result.frames)
      // A group that holds no items would never finish the section.
      guard result.frames.count > first else { break }
      result.groups.append((first, x, x + groupWidth))
      x += groupWidth
      if result.frames.count < count { x += spacing }
    }
    y += groupHeight + insets.bottom
    result.row = OrthogonalRow(
      behavior: section.orthogonalScrollingBehavior,
      frame: CGRect(x: 0, y: top, width: width, height: y - top),
      contentWidth: x + insets.trailing, leadingInset: insets.leading)
    Self.placeBoundaries(section, .bottom, in: container, at: &y, into: &result)
    result.end = y
    return result
  }

  /// The items of a row in `rect` (the collection view's coordinates), at their scrolled places.
  func rowElements(in rect: CGRect, _ row: OrthogonalRow, _ section: Placed, index: Int)
    -> [UICollectionViewLayoutAttributes]
  {
    guard rect.minY <= row.frame.maxY, rect.maxY >= row.frame.minY else { return [] }
    let offset = orthogonalOffsets[index] ?? 0
    let low = rect.minX + offset, high = rect.maxX + offset
    var group = 0, last = section.groups.count
    while group < last {
      let mid = (group + last) / 2
      if section.groups[mid].end < low { group = mid + 1 } else { last = mid }
    }
    var found: [UICollectionViewLayoutAttributes] = []
    while group < section.groups.count, section.groups[group].start <= high {
      let first = section.groups[group].first
      let end =
        group + 1 < section.groups.count ? section.groups[group + 1].first : section.frames.count
      for item in first..<end {
        let frame = section.frames[item].offsetBy(dx: -offset, dy: 0)
        guard UICollectionViewFlowLayout.overlaps(frame, rect) else { continue }
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: item, section: index))
        attributes.frame = frame
        found.append(attributes)
      }
      group += 1
    }
    return found
  }

  /// The rows that scroll sideways and meet `rect`, by section.
  func rows(in rect: CGRect) -> [(section: Int, row: OrthogonalRow)] {
    prepareIfNeeded()
    return placed.indices.compactMap { index in
      guard let row = placed[index].row, row.frame.intersects(rect) else { return nil }
      return (index, row)
    }
  }

  /// The row of `section`, when it scrolls sideways.
  func row(ofSection section: Int) -> OrthogonalRow? {
    prepareIfNeeded()
    return section >= 0 && section < placed.count ? placed[section].row : nil
  }

  /// Where a row comes to rest when a drag that began at offset `start` would leave it at
  /// `proposed`, `velocity` in points per millisecond: on a group's leading edge (or centred),
  /// one group from where the drag began for the paging behaviours.
  func restingOffset(
    ofRow index: Int, proposed: CGFloat, start: CGFloat, velocity: CGFloat, width: CGFloat
  ) -> CGFloat {
    guard index >= 0, index < placed.count, let row = placed[index].row,
      !placed[index].groups.isEmpty, proposed.isFinite
    else { return proposed }
    let groups = placed[index].groups
    let centred = row.behavior == .groupPagingCentered
    func anchor(_ group: Int) -> CGFloat {
      centred
        ? (groups[group].start + groups[group].end) / 2 - width / 2
        : groups[group].start - row.leadingInset
    }
    // The group whose anchor is nearest `value` (anchors grow with the group).
    func nearest(_ value: CGFloat) -> Int {
      var low = 0, high = groups.count
      while low < high {
        let mid = (low + high) / 2
        if anchor(mid) < value { low = mid + 1 } else { high = mid }
      }
      if low == groups.count { return groups.count - 1 }
      if low > 0, value - anchor(low - 1) < anchor(low) - value { return low - 1 }
      return low
    }
    var target: Int
    switch row.behavior {
    case .continuousGroupLeadingBoundary:
      target = nearest(proposed)
    case .groupPaging, .groupPagingCentered:
      let from = nearest(start)
      // A flick moves one group its way; a slow release settles on the nearest within one.
      if velocity > 0.3 {
        target = from + 1
      } else if velocity < -0.3 {
        target = from - 1
      } else {
        target = min(max(nearest(proposed), from - 1), from + 1)
      }
      target = min(max(target, 0), groups.count - 1)
    case .none, .continuous, .paging:
      return proposed
    }
    let limit = max(0, row.contentWidth - width)
    return min(max(anchor(target), 0), limit)
  }
}
