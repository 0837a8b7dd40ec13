import Foundation

/// A scrolling list of rows in sections, as UIKit's: the data source says how many rows there
/// are and makes a cell for each row in view; cells that scroll out are reused for rows that
/// scroll in, so a million rows cost what a screenful does.
///
/// Rows are ``rowHeight`` high unless the delegate implements
/// ``UITableViewDelegate/tableView(_:heightForRowAt:)``; a height of ``automaticDimension``
/// sizes the row to its cell's Auto Layout content. Rows not yet shown are
/// ``estimatedRowHeight`` high until they are measured. Touches highlight and select rows
/// after the scroll view's touch delay, so a drag that starts on a row scrolls it (spec G44).
///
/// The work lives in concern files: `+Cells` (registration, reuse and the rows in view),
/// `+Selection` and `+Queries`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The looks of a table (grouped and inset-grouped are drawn as plain for now).
  public enum Style: Int, Sendable {
    /// Rows edge to edge.
    case plain
    /// Sections as groups.
    case grouped
    /// Sections as inset, rounded groups.
    case insetGrouped
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// The least scrolling that shows the row.
    case none
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
  }

  /// A row height (or estimate) that means "as the content needs" (self-sizing cells).
  public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: Style

  /// Supplies the sections, rows and cells. Setting it reloads the table on its next layout.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsReload() }
  }

  /// The height of every row when the delegate gives none; 44 by default.
  /// ``automaticDimension`` sizes rows to their cells' content.
  open var rowHeight: CGFloat = 44 {
    didSet { setNeedsReload() }
  }

  /// The height assumed for rows not yet shown; ``automaticDimension`` (the default) assumes
  /// ``rowHeight``, or 44 for self-sizing rows. 0 turns estimating off: every row's height is
  /// asked on reload, as in UIKit.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }

  /// Whether the table is in editing mode (delete and insert controls, reorder controls);
  /// ``setEditing(_:animated:)`` changes it.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// Whether touches select rows in editing mode. False by default.
  open var allowsSelectionDuringEditing = false

  /// Puts the table in or out of editing mode: every row shows (or hides) its editing and
  /// reorder controls; an open swiped row closes.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard self.editing != editing else { return }
    closeSwipe(animated: false)
    self.editing = editing
    for (indexPath, cell) in visibleCells_ {
      applyEditing(to: cell, at: indexPath, animated: animated)
    }
  }

  /// Whether touches select rows. True by default.
  open var allowsSelection = true
  /// Whether the table takes keyboard focus (Tab), its rows then moved through with the arrows
  /// and selected with Return or Space. True by default on the desktop.
  open var allowsFocus = true
  /// Whether moving the keyboard's row selects it. False by default.
  open var selectionFollowsFocus = false
  /// The row the keyboard is on while the table has focus.
  var focusedRow: IndexPath?
  /// The context-menu interaction and its delegate, while the table's delegate gives menus.
  var contextMenus: (interaction: UIContextMenuInteraction, source: ContextMenuSource)?

  /// A table with rows takes keyboard focus (see ``allowsFocus``).
  open override var canBecomeFocused: Bool {
    allowsFocus && allowsSelection && listGeometry.rowCount > 0
  }

  /// Whether several rows can be selected at once (a tap toggles a row). False by default.
  open var allowsMultipleSelection = false

  /// The height of every section header when the delegate gives none:
  /// ``automaticDimension`` (the default) sizes it to its view or title (none: no header in a
  /// plain table, a gap in a grouped one).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// The height of every section footer when the delegate gives none; as
  /// ``sectionHeaderHeight``.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// The height assumed for headers given as views until they are shown; 28 when
  /// ``automaticDimension`` (the default) or 0.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// The height assumed for footers given as views until they are shown.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }

  /// A view above the first section (scrolls with the rows); its frame's height is kept, its
  /// width is the table's.
  open var tableHeaderView: UIView? {
    didSet { replaceTableView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section.
  open var tableFooterView: UIView? {
    didSet { replaceTableView(oldValue, with: tableFooterView) }
  }

  /// How rows are separated.
  public enum SeparatorStyle: Int, Sendable {
    /// No separators.
    case none
    /// A thin line under each row.
    case singleLine
  }
  /// Whether rows have separators; ``SeparatorStyle/singleLine`` by default.
  open var separatorStyle: SeparatorStyle = .singleLine {
    didSet { setNeedsLayout() }
  }
  /// The separators' colour.
  open var separatorColor: UIColor? = .separator {
    didSet { setNeedsLayout() }
  }
  /// The separators' default insets (left and right), for cells that set none of their own.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { setNeedsLayout() }
  }

  /// The table's delegate: setting it reads the heights again (whether it gives them is
  /// asked then).
  open override var delegate: (any UIScrollViewDelegate)? {
    didSet { setNeedsReload() }
  }

  /// The table's delegate, when the scroll view's delegate is one.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  // MARK: - State (the concern files read and write it)

  /// Where the sections, headers, rows and footers are.
  var listGeometry = ListGeometry()
  /// Whether the rows and their heights must be read from the data source again.
  var needsReload = true
  /// Whether the delegate gives row heights (asked once per reload).
  var delegateHeights = false
  /// Sections whose header (footer) is a view or a title not measured yet: its height is an
  /// estimate until it is shown.
  var headersToMeasure: Set<Int> = []
  var footersToMeasure: Set<Int> = []
  /// The header and footer views in view, by section.
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  /// Header and footer views ready for reuse, and the registered classes, by identifier.
  var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
  var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
  /// Section 0's header (key 0) and footer (key 1) views, made when the delegate was asked
  /// whether it gives views, until they are shown.
  var probedViews: [Int: UIView] = [:]
  /// The cells showing rows (change them through ``show(_:at:)`` and ``forgetCell(at:)``).
  private(set) var visibleCells_: [IndexPath: UITableViewCell] = [:]
  /// The row each visible cell shows, by cell (the reverse of ``visibleCells_``).
  private(set) var rowOfCell: [ObjectIdentifier: IndexPath] = [:]
  /// Cells ready for reuse, by identifier.
  var reusableCells: [String: [UITableViewCell]] = [:]
  /// Registered cell classes, by identifier.
  var registeredCells: [String: UITableViewCell.Type] = [:]
  /// The selected rows.
  var selectedRows: Set<IndexPath> = []
  /// The row a finger is on.
  var highlightedRow: IndexPath?
  /// Set while the rows in view are being laid out (data-source code runs then).
  var isPlacingRows = false
  /// Whether app code asked for the rows to be placed while they were being placed.
  var needsPlacingAgain = false
  /// The changes collected between ``beginUpdates()`` and ``endUpdates()``, their animation
  /// and how deep the calls are nested.
  var pendingUpdate = ListUpdate()
  var pendingAnimation: RowAnimation = .automatic
  var updateDepth = 0
  var pendingCompletions: [(Bool) -> Void] = []
  /// The row whose cell ``reconfigureRows(at:)`` is updating, and that cell (dequeued for it).
  var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?
  /// Cells of deleted rows animating away (still subviews; reused when they are gone).
  var leavingCells: [(cell: UITableViewCell, indexPath: IndexPath)] = []
  /// The row swiped open, and the row being dragged by its reorder control.
  var swipe: SwipeState?
  var reorder: ReorderState?
  /// The cell whose touch closed a swiped row (that touch selects nothing).
  var touchClosedSwipe: ObjectIdentifier?
  /// Horizontal drags on rows (swipe actions) and drags of reorder controls.
  let swipeRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
  let reorderRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
  /// Whether the table said it left rows without cells (said once).
  var reportedTooManyRows = false

  /// A table of `style`, `frame` large.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    swipeRecognizer.name = "UITableView swipe"
    swipeRecognizer.delegate = self
    swipeRecognizer.addAction { [unowned self] _ in self.handleSwipe(self.swipeRecognizer) }
    addGestureRecognizer(swipeRecognizer)
    reorderRecognizer.name = "UITableView reorder"
    reorderRecognizer.beginDistance = 1
    reorderRecognizer.delegate = self
    reorderRecognizer.addAction { [unowned self] _ in
      self.handleReorder(self.reorderRecognizer)
    }
    addGestureRecognizer(reorderRecognizer)
  }

  /// A plain table, `frame` large.
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The number of sections the table shows.
  open var numberOfSections: Int {
    reloadIfNeeded()
    return listGeometry.sectionCount
  }

  /// The number of rows in `section` (0 for a section the table does not have).
  open func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    guard section >= 0, section < listGeometry.sectionCount else { return 0 }
    return listGeometry.sectionStarts[section + 1] - listGeometry.sectionStarts[section]
  }

  /// Reads the sections and rows again and remakes the cells in view. Selections are
  /// cleared, as in UIKit.
  open func reloadData() {
    guard !isPlacingRows else {
      // Called from cellForRowAt: UIKit would recurse; reload once the rows are placed.
      needsReload = true
      setNeedsLayout()
      return
    }
    finishLeavingCells()
    dropSwipe()
    focusedRow = nil
    for (indexPath, cell) in visibleCells_ { enqueue(cell, leaving: indexPath) }
    visibleCells_.removeAll()
    rowOfCell.removeAll()
    for section in Array(visibleHeaders.keys) { hideSupplementary(of: section, footer: false) }
    for section in Array(visibleFooters.keys) { hideSupplementary(of: section, footer: true) }
    selectedRows.removeAll()
    highlightedRow = nil
    readCounts()
    needsReload = false
    setNeedsLayout()
  }

  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  func reloadIfNeeded() {
    if needsReload { reloadData() }
  }

  // MARK: - Index paths

  /// The flat row index of `indexPath`, or nil when the table has no such row.
  func flatIndex(of indexPath: IndexPath) -> Int? {
    guard indexPath.count == 2 else { return nil }
    let section = indexPath.section, row = indexPath.row
    let starts = listGeometry.sectionStarts
    guard section >= 0, section + 1 < starts.count, row >= 0,
      starts[section] + row < starts[section + 1]
    else { return nil }
    return starts[section] + row
  }

  /// The index path of the flat row index `row`.
  func indexPath(flat row: Int) -> IndexPath {
    let section = listGeometry.section(ofRow: row)
    return IndexPath(row: row - listGeometry.sectionStarts[section], section: section)
  }

  // MARK: - Layout

  /// The table's own recognizers: a swipe begins on a horizontal drag over a row with actions,
  /// a reorder on a reorder control; the scroll view's pan leaves a reorder control alone.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    if gestureRecognizer === swipeRecognizer { return swipeMayBegin() }
    if gestureRecognizer === reorderRecognizer {
      let moved = reorderRecognizer.translation(in: self)
      let at = reorderRecognizer.location(in: self)
      return reorderMayBegin(at: CGPoint(x: at.x - moved.x, y: at.y - moved.y))
    }
    if gestureRecognizer === panGestureRecognizer, isEditing {
      let moved = panGestureRecognizer.translation(in: self)
      let at = panGestureRecognizer.location(in: self)
      if reorderMayBegin(at: CGPoint(x: at.x - moved.x, y: at.y - moved.y)) { return false }
    }
    return super.gestureRecognizerShouldBegin(gestureRecognizer)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    // Scrolling closes a swiped row.
    if swipe != nil, isDragging, swipeRecognizer.state != .changed { closeSwipe(animated: true) }
    reloadIfNeeded()
    placeRows()
    // Rows asked for again by app code inside the first placing (a reload, a scroll): at
    // most a few more rounds, so a data source that changes on every call cannot hold us.
    var rounds = 0
    while needsPlacingAgain || needsReload, rounds < 4, !isPlacingRows {
      needsPlacingAgain = false
      rounds += 1
      reloadIfNeeded()
      placeRows()
    }
    // App code that takes cells out on every call: the rest waits for the next frame.
    placeAgainNextFrame()
  }

  /// Makes `cell` the cell of `indexPath`.
  func show(_ cell: UITableViewCell, at indexPath: IndexPath) {
    forgetCell(at: indexPath)
    visibleCells_[indexPath] = cell
    rowOfCell[ObjectIdentifier(cell)] = indexPath
  }

  /// The row at `indexPath` no longer has a cell.
  func forgetCell(at indexPath: IndexPath) {
    guard let cell = visibleCells_.removeValue(forKey: indexPath) else { return }
    rowOfCell[ObjectIdentifier(cell)] = nil
  }

  /// A cell taken out of the table (by app code) leaves its row to a new cell on the next
  /// layout.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    for (section, view) in visibleHeaders where view === subview {
      visibleHeaders[section] = nil
      if !isPlacingRows { setNeedsLayout() }
    }
    for (section, view) in visibleFooters where view === subview {
      visibleFooters[section] = nil
      if !isPlacingRows { setNeedsLayout() }
    }
    for (identifier, spare) in reusableHeaderFooters where spare.contains(where: { $0 === subview })
    {
      reusableHeaderFooters[identifier] = spare.filter { $0 !== subview }
    }
    if subview === tableHeaderView || subview === tableFooterView, !isPlacingRows {
      setNeedsLayout()
    }
    guard let cell = subview as? UITableViewCell else { return }
    leavingCells.removeAll { $0.cell === cell }
    // The table lets go of it (it keeps no cell that is not its subview).
    if let row = rowOfCell[ObjectIdentifier(cell)] {
      forgetCell(at: row)
      // Taken out by a data-source call while the rows are placed (fuzz stream 11328707): the
      // row is placed again once they are.
      if isPlacingRows { needsPlacingAgain = true } else { setNeedsLayout() }
    }
    for (identifier, spare) in reusableCells where spare.contains(where: { $0 === cell }) {
      reusableCells[identifier] = spare.filter { $0 !== cell }
    }
    // Put back by app code, it is the app's view, not one of the table's cells.
    if cell.table === self { cell.table = nil }
  }
}
