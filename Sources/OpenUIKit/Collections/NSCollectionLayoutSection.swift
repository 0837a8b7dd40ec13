import Foundation

/// Where a boundary supplementary item sits on its section.
public enum NSRectAlignment: Int, Sendable {
  /// None.
  case none
  /// Above the section.
  case top
  /// Below the section.
  case bottom
}

/// A header or footer of a compositional layout's section.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSObject {
  /// Its size (fractions of the section's width).
  public let layoutSize: NSCollectionLayoutSize
  /// Its kind, as the data source is asked for it.
  public let elementKind: String
  /// Above or below the section.
  public let alignment: NSRectAlignment
  /// Whether it stays at the top of the view while its section is in view.
  public var pinToVisibleBounds = false

  /// A boundary item of `elementKind` at `alignment`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.layoutSize = layoutSize
    self.elementKind = elementKind
    self.alignment = alignment
    super.init()
  }
}

/// One section of a compositional layout: its group, repeated down the section until the
/// section's items are placed, with insets, spacing between groups, and headers and footers.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject {
  /// The group repeated down the section.
  public let group: NSCollectionLayoutGroup
  /// The space between groups.
  public var interGroupSpacing: CGFloat = 0
  /// The section's margins.
  public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  /// The section's headers and footers.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Whether the section's groups run across the collection view, in a row of their own that
  /// scrolls sideways (a carousel), and how that row comes to rest. `.none` by default.
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  /// The list look of a section made by ``list(using:layoutEnvironment:)``.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section of `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A list section (what ``UICollectionViewCompositionalLayout/list(using:)`` gives each
  /// section) for `configuration`.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    let inset: CGFloat = configuration.appearance == .insetGrouped ? 16 : 0
    let gap: CGFloat = configuration.appearance == .plain ? 0 : 18
    section.contentInsets = NSDirectionalEdgeInsets(
      top: gap, leading: inset, bottom: gap, trailing: inset)
    let full = NSCollectionLayoutDimension.fractionalWidth(1)
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: full, heightDimension: .estimated(38)),
          elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: full, heightDimension: .estimated(38)),
          elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    return section
  }
}

/// How a section scrolls across its collection view (iOS 13): not at all, or as a row that
/// scrolls sideways and comes to rest freely, on a group's leading edge, on a page or one group
/// at a time.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section's groups go down the collection view.
  case none
  /// A row that scrolls freely and decelerates.
  case continuous
  /// A row that scrolls freely and comes to rest with a group at its leading edge.
  case continuousGroupLeadingBoundary
  /// A row that turns a page (the collection view's width) per swipe.
  case paging
  /// A row that moves one group per swipe, the group at the leading edge.
  case groupPaging
  /// A row that moves one group per swipe, the group centred.
  case groupPagingCentered
}

/// What a section provider knows of where the section goes.
@preconcurrency @MainActor
public final class NSCollectionLayoutEnvironment: NSObject {
  /// The container's size (the collection view's).
  public let container: NSCollectionLayoutContainer
  init(size: CGSize) {
    container = NSCollectionLayoutContainer(contentSize: size)
    super.init()
  }
}

/// A layout container's size.
@preconcurrency @MainActor
public final class NSCollectionLayoutContainer: NSObject {
  /// The size.
  public let contentSize: CGSize
  /// The size less insets (the same: containers have none here).
  public var effectiveContentSize: CGSize { contentSize }
  init(contentSize: CGSize) {
    self.contentSize = contentSize
    super.init()
  }
}

/// A list's look (iOS 14): the appearance of its sections and whether they have headers and
/// footers.
public struct UICollectionLayoutListConfiguration: Sendable {
  /// A list's look, as a table's style.
  public enum Appearance: Int, Sendable {
    /// Rows edge to edge.
    case plain
    /// Sections as groups.
    case grouped
    /// Sections as inset groups.
    case insetGrouped
    /// A sidebar (drawn as a plain list).
    case sidebar
    /// A plain sidebar (drawn as a plain list).
    case sidebarPlain
  }
  /// Whether sections have headers (footers).
  public enum HeaderMode: Int, Sendable {
    /// None.
    case none
    /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader`` (footer).
    case supplementary
    /// The first item is the header (drawn as an item).
    case firstItemInSection
  }
  /// Whether sections have footers.
  public typealias FooterMode = HeaderMode

  /// The appearance.
  public var appearance: Appearance
  /// Whether sections have headers.
  public var headerMode: HeaderMode = .none
  /// Whether sections have footers.
  public var footerMode: FooterMode = .none
  /// Whether rows have separators.
  public var showsSeparators = true
  /// The list's background; the appearance's when nil.
  public var backgroundColor: UIColor?

  /// A configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
