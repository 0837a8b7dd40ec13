import Foundation

/// A scrolling collection of items in sections, placed by a layout (``UICollectionViewFlowLayout``
/// or your own ``UICollectionViewLayout``), as UIKit's: the data source says how many items
/// there are and makes a cell for each item in view; cells that scroll out are reused.
///
/// The work lives in concern files: `+Cells` (registration, reuse, the items in view),
/// `+Selection` and `+Updates`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Where ``scrollToItem(at:at:animated:)`` puts the item.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The positions as bits.
    public let rawValue: UInt
    /// A position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// In the middle, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// In the middle, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The layout placing the items. Setting it lays the items out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// Supplies the sections, items and cells. Setting it reloads on the next layout.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { setNeedsReload() }
  }

  /// The delegate; setting it lays the items out again (a flow layout asks it for sizes).
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet {
      collectionViewLayout.invalidateLayout()
      setNeedsReload()
    }
  }

  /// Whether touches select items. True by default.
  open var allowsSelection = true
  /// Whether several items can be selected (a tap toggles one). False by default.
  open var allowsMultipleSelection = false

  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  // MARK: - State (the concern files read and write it)

  /// Each section's item count, as last read.
  var counts: [Int] = []
  var needsReload = true
  /// The cells showing items, and the reverse.
  var visibleItems: [IndexPath: UICollectionViewCell] = [:]
  var itemOfCell: [ObjectIdentifier: IndexPath] = [:]
  /// Supplementary views in view, by kind and index path.
  var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// Views ready for reuse and registered classes, by identifier ("kind/identifier" for
  /// supplementary views).
  var reusable: [String: [UICollectionReusableView]] = [:]
  var registered: [String: UICollectionReusableView.Type] = [:]
  var selectedItems: Set<IndexPath> = []
  var highlightedItem: IndexPath?
  var isPlacingItems = false
  var needsPlacingAgain = false
  var pendingUpdate = ListUpdate()
  var updateDepth = 0
  var pendingCompletions: [(Bool) -> Void] = []
  /// Cells of deleted items fading out.
  var leavingCells: [(cell: UICollectionViewCell, indexPath: IndexPath)] = []
  /// The item a reconfigure is updating and its cell (dequeued for it).
  var reconfiguring: (indexPath: IndexPath, cell: UICollectionViewCell)?
  /// The item being moved interactively.
  var movement: Movement?
  /// The context-menu interaction and its delegate, while the delegate gives menus.
  var itemMenus: (interaction: UIContextMenuInteraction, source: ItemMenuSource)?
  /// The bounds the layout was last prepared for.
  var preparedBounds: CGRect = .null
  /// The scroll views of the rows in view that scroll sideways, by section.
  var rowScrollers: [Int: RowScroller] = [:]

  /// A supplementary view's place.
  struct SupplementaryKey: Hashable {
    let kind: String
    let indexPath: IndexPath
  }

  /// A collection view `frame` large with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
    backgroundColor = .systemBackground
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Sets the layout (`animated` is accepted; the items move at once).
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// The number of sections.
  open var numberOfSections: Int {
    reloadIfNeeded()
    return counts.count
  }

  /// The number of items in `section` (0 for a section it does not have).
  open func numberOfItems(inSection section: Int) -> Int {
    reloadIfNeeded()
    return section >= 0 && section < counts.count ? counts[section] : 0
  }

  /// Reads the sections and items again and remakes the cells in view; selection is cleared.
  open func reloadData() {
    guard !isPlacingItems else {
      needsReload = true
      setNeedsLayout()
      return
    }
    finishLeavingCells()
    dropMovement()
    for (indexPath, cell) in visibleItems { enqueue(cell, leaving: indexPath) }
    visibleItems.removeAll()
    itemOfCell.removeAll()
    for (key, view) in visibleSupplementaries { enqueueSupplementary(view, key) }
    visibleSupplementaries.removeAll()
    selectedItems.removeAll()
    highlightedItem = nil
    counts = readCounts()
    needsReload = false
    updateItemMenus()
    collectionViewLayout.dataDidChange()
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  func reloadIfNeeded() {
    if needsReload { reloadData() }
  }

  /// Each section's item count, as the data source says now.
  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    var sections = dataSource.numberOfSections(in: self)
    if sections < 0 {
      reportData("numberOfSections(in:) returned \(sections); taken as 0")
      sections = 0
    }
    return (0..<sections).map { section in
      let items = dataSource.collectionView(self, numberOfItemsInSection: section)
      if items < 0 { reportData("section \(section) has \(items) items; taken as 0") }
      return max(0, items)
    }
  }

  func reportData(_ message: String) {
    UIApplication.owning(self).map { $0.report(.invalidListData, "UICollectionView: \(message)") }
      ?? HostServices.report(.invalidListData, "UICollectionView: \(message)")
  }

  /// Whether `indexPath` names an item the collection view has.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
      && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
  }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    reloadIfNeeded()
    placeItems()
    var rounds = 0
    while needsPlacingAgain || needsReload, rounds < 4, !isPlacingItems {
      needsPlacingAgain = false
      rounds += 1
      reloadIfNeeded()
      placeItems()
    }
    // App code that takes cells out on every call: the rest waits for the next frame.
    placeAgainNextFrame()
  }

  /// A cell taken out by app code leaves its item to a new cell on the next layout.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if let scroller = subview as? RowScroller {
      // A row's scroll view taken out takes its cells with it.
      if rowScrollers[scroller.section] === scroller { rowScrollers[scroller.section] = nil }
      for cell in scroller.subviews { hostedSubviewWillLeave(cell) }
    }
    hostedSubviewWillLeave(subview)
  }

  /// Forgets a cell or supplementary view leaving the collection view or a row's scroll view.
  func hostedSubviewWillLeave(_ subview: UIView) {
    guard let view = subview as? UICollectionReusableView else { return }
    if let cell = view as? UICollectionViewCell {
      leavingCells.removeAll { $0.cell === cell }
      if let item = itemOfCell.removeValue(forKey: ObjectIdentifier(cell)) {
        visibleItems[item] = nil
        // Taken out by a data-source call while the items are placed: placed again after.
        if isPlacingItems { needsPlacingAgain = true } else { setNeedsLayout() }
      }
    }
    for (key, shown) in visibleSupplementaries where shown === view {
      visibleSupplementaries[key] = nil
    }
    for (identifier, spare) in reusable where spare.contains(where: { $0 === view }) {
      reusable[identifier] = spare.filter { $0 !== view }
    }
    // Put back by app code, it is the app's view, not one of the collection view's cells.
    if let cell = view as? UICollectionViewCell, cell.collection === self { cell.collection = nil }
  }
}
