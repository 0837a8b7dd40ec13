import Foundation

/// One item's place in a compositional layout: its size (relative to its group) and insets.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets inside the item's space (its cell is that much smaller).
  public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// An item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
    super.init()
  }

  /// How many items (leaves) it holds: one.
  var leafCount: Int { 1 }

  /// Places up to `limit` items in `frame` (the item's space), appending their frames.
  func place(in frame: CGRect, limit: Int, into frames: inout [CGRect]) {
    guard limit > 0 else { return }
    let i = contentInsets
    frames.append(
      CGRect(
        x: frame.minX + i.leading, y: frame.minY + i.top,
        width: max(0, frame.width - i.leading - i.trailing),
        height: max(0, frame.height - i.top - i.bottom)))
  }
}

/// Items side by side (horizontal) or one above the other (vertical) in a compositional
/// layout; a section repeats its group until its items are placed.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The group's items (a group may hold groups).
  public let subitems: [NSCollectionLayoutItem]
  /// The space between items.
  public var interItemSpacing: NSCollectionLayoutSpacing?
  let horizontal: Bool
  /// When made with a count, the subitem repeated that many times, sharing the room equally.
  let count: Int?

  private init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool,
    count: Int?
  ) {
    self.subitems = subitems
    self.horizontal = horizontal
    self.count = count.map { max(1, $0) }
    super.init(layoutSize: layoutSize)
  }

  /// Items side by side.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
  }

  /// `count` of `subitem` side by side, sharing the width.
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: count)
  }

  /// Items one above the other.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
  }

  /// `count` of `subitem` one above the other, sharing the height.
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: count)
  }

  /// The items in a group of `frame`: a count's repeated subitem, or the subitems repeated in
  /// turn while they fit (as UIKit fills a group), at least one.
  private func members(in frame: CGRect, spacing: CGFloat) -> [NSCollectionLayoutItem] {
    if let count { return Array(repeating: subitems[0], count: count) }
    let along = horizontal ? frame.width : frame.height
    var members: [NSCollectionLayoutItem] = []
    var used: CGFloat = 0
    // At most a thousand per group: items of no length would fill it forever.
    while members.count < 1000 {
      let next = subitems[members.count % subitems.count]
      let size = next.layoutSize.resolved(in: frame.size)
      let length = horizontal ? size.width : size.height
      let needed = used + (members.isEmpty ? 0 : spacing) + length
      if !members.isEmpty, needed > along + 0.001 || length <= 0 { break }
      members.append(next)
      used = needed
    }
    return members
  }

  override var leafCount: Int { (count ?? subitems.count) * (subitems.first?.leafCount ?? 0) }

  override func place(in frame: CGRect, limit: Int, into frames: inout [CGRect]) {
    guard limit > 0, !subitems.isEmpty else { return }
    let along = horizontal ? frame.width : frame.height
    let spacing = interItemSpacing?.value ?? 0
    let members = self.members(in: frame, spacing: spacing)
    // Each member's length along the group: a repeated subitem shares the room equally.
    var lengths: [CGFloat]
    if count != nil {
      let share = max(0, (along - spacing * CGFloat(members.count - 1)) / CGFloat(members.count))
      lengths = Array(repeating: share, count: members.count)
    } else {
      lengths = members.map {
        let size = $0.layoutSize.resolved(in: frame.size)
        return horizontal ? size.width : size.height
      }
    }
    var gap = spacing
    if interItemSpacing?.isFlexible == true, members.count > 1 {
      let used = lengths.reduce(0, +) + spacing * CGFloat(members.count - 1)
      gap += max(0, along - used) / CGFloat(members.count - 1)
    }
    var position = horizontal ? frame.minX : frame.minY
    var left = limit
    for (member, length) in zip(members, lengths) where left > 0 {
      let size = member.layoutSize.resolved(in: frame.size)
      let space =
        horizontal
        ? CGRect(x: position, y: frame.minY, width: length, height: min(size.height, frame.height))
        : CGRect(x: frame.minX, y: position, width: min(size.width, frame.width), height: length)
      let before = frames.count
      member.place(in: space, limit: left, into: &frames)
      left -= frames.count - before
      position += length + gap
    }
  }
}
