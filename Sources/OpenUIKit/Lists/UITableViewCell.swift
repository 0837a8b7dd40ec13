import Foundation

/// One row of a table view: a ``contentView`` holding the text and image of its style, an
/// accessory at the trailing edge, and the highlight and selection backgrounds.
///
/// Register a subclass with ``UITableView/register(_:forCellReuseIdentifier:)``; the table makes
/// it with ``init(registeredWithReuseIdentifier:)``, which calls
/// ``init(style:reuseIdentifier:)`` (your override of it runs, as in UIKit).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  /// The built-in layouts of a cell's labels.
  public enum CellStyle: Int, Sendable {
    /// A text label and an optional image on the leading side.
    case `default`
    /// A text label on the leading side and a grey detail label on the trailing side.
    case value1
    /// A small blue text label in a fixed column, and a detail label after it.
    case value2
    /// A text label above a smaller grey detail label.
    case subtitle
  }

  /// The standard marks at a cell's trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// No mark.
    case none
    /// A chevron: the row leads somewhere.
    case disclosureIndicator
    /// An info button and a chevron (drawn as the chevron).
    case detailDisclosureButton
    /// A checkmark.
    case checkmark
    /// An info button (drawn as a circle).
    case detailButton
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight when selected.
    case none
    /// A highlight (the grey one, as in current UIKit).
    case blue
    /// A grey highlight.
    case gray
    /// The system highlight.
    case `default`
  }

  /// The control an editing row shows on its leading side.
  public enum EditingStyle: Int, Sendable {
    /// None.
    case none
    /// A red minus: tapping it offers to delete the row.
    case delete
    /// A green plus: tapping it asks the data source to insert.
    case insert
  }

  /// The reuse identifier the cell was made with.
  public let reuseIdentifier: String?
  /// The view to add custom content to; the built-in labels and image are in it.
  public let contentView = UIView()
  let style: CellStyle
  var labels: (text: UILabel?, detail: UILabel?, image: UIImageView?) = (nil, nil, nil)
  let accessoryImage = UIImageView()
  let separator = UIView()

  /// The main label (made on first use).
  open var textLabel: UILabel? {
    if let label = labels.text { return label }
    let value2 = style == .value2
    let label = addLabel(
      value2 ? .systemFont(ofSize: 12, weight: .semibold) : .systemFont(ofSize: 17),
      value2 ? .systemBlue : .label, value2 ? .right : .natural)
    labels.text = label
    return label
  }

  /// The secondary label; nil in the default style, as in UIKit.
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let label = labels.detail { return label }
    let label = addLabel(
      .systemFont(ofSize: style == .subtitle ? 12 : 17),
      style == .value2 ? .label : .secondaryLabel, style == .value1 ? .right : .natural)
    labels.detail = label
    return label
  }

  /// A built-in label, in the content view.
  private func addLabel(_ font: UIFont, _ color: UIColor, _ alignment: NSTextAlignment) -> UILabel {
    let label = UILabel()
    label.font = font
    label.textColor = color
    label.textAlignment = alignment
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The image on the leading side (made on first use; not in the value2 style).
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    if let view = labels.image { return view }
    let view = UIImageView()
    view.contentMode = .scaleAspectFit
    labels.image = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// The standard mark at the trailing edge; none by default.
  open var accessoryType: AccessoryType = .none {
    didSet { updateAccessory() }
  }
  /// A view shown at the trailing edge instead of ``accessoryType``'s mark.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let accessoryView { addSubview(accessoryView) }
      updateAccessory()
    }
  }
  /// How the cell looks selected; ``SelectionStyle/default``.
  open var selectionStyle: SelectionStyle = .default {
    didSet { updateBackground() }
  }
  /// Shown behind the content when the cell is highlighted or selected (a grey view by
  /// default); ``selectionStyle`` `.none` hides it.
  open var selectedBackgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      updateBackground()
    }
  }
  /// Shown behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }
  /// The separator's insets from the cell's edges (only left and right are used); the
  /// table's ``UITableView/separatorInset`` until set.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet {
      if !applyingTableLook { ownSeparatorInset = true }
      setNeedsLayout()
    }
  }

  /// The cell's background colour; the table's (by its style) until set.
  open override var backgroundColor: UIColor? {
    didSet { if !applyingTableLook { ownBackground = true } }
  }

  /// Whether the app set these (the table then leaves them alone), and whether the table is
  /// setting them now.
  var ownSeparatorInset = false
  var ownBackground = false
  var applyingTableLook = false

  /// Whether the cell is selected; ``setSelected(_:animated:)`` changes it.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
  /// Whether the cell is highlighted (a finger is on it); ``setHighlighted(_:animated:)``.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }
  private var selectedState = false

  // MARK: - Accessibility (Accessibility/UIView+CellAccessibility)

  // One element read as its labels' texts, as UIKit's cells (a cell holding an enabled control
  // is a container instead, so the control stays reachable); selected when selected or ticked.
  override var defaultAccessibility: AccessibilityAttributes {
    cellAccessibility(selected: isSelected || accessoryType == .checkmark)
  }

  /// Activating a cell selects its row as a tap does (the delegate is asked and told).
  open override func accessibilityActivate() -> Bool {
    guard let table, table.allowsSelection, let row = table.indexPath(for: self) else {
      return false
    }
    table.userSelected(row)
    return true
  }
  private var highlightedState = false

  /// Whether the cell is in editing mode (its table's); ``setEditing(_:animated:)`` changes it.
  open var isEditing: Bool {
    get { editingState.editing }
    set { setEditing(newValue, animated: false) }
  }
  /// Kept for source compatibility: as in current UIKit, an editing row shows its reorder
  /// control whenever the data source implements `moveRowAt` and lets the row move.
  open var showsReorderControl = false {
    didSet { setNeedsLayout() }
  }
  /// Whether the content moves aside for the editing control. True by default.
  open var shouldIndentWhileEditing = true {
    didSet { setNeedsLayout() }
  }
  /// Editing mode and the controls the table gives the cell in it (the editing control's
  /// style; whether the reorder control may show).
  var editingState: (editing: Bool, style: EditingStyle, reorder: Bool) = (false, .none, false)
  /// The editing and reorder controls, made when first shown.
  var editingControls: (edit: UIButton?, reorder: UIImageView?, shown: EditingStyle?) = (
    nil, nil, nil
  )

  /// The cell's content as a configuration (iOS 14): its view fills ``contentView`` and the
  /// built-in labels and image are hidden. Setting one of the same kind updates the view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      contentConfigurationView = Self.install(
        contentConfiguration, replacing: contentConfigurationView, in: contentView)
    }
  }
  /// The view showing ``contentConfiguration``.
  var contentConfigurationView: (any UIView & UIContentView)? {
    didSet {
      let hidden = contentConfigurationView != nil
      labels.text?.isHidden = hidden
      labels.detail?.isHidden = hidden
      labels.image?.isHidden = hidden
      setNeedsLayout()
    }
  }

  /// A configuration in the cell's style, with nothing set: fill it and assign it to
  /// ``contentConfiguration``.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// The table the cell is in (set while it shows a row).
  weak var table: UITableView?

  /// A cell of `style`, reusable under `reuseIdentifier`.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .systemBackground
    addSubview(contentView)
    accessoryImage.tintColor = .systemGray2
    separator.backgroundColor = .separator
    separator.isUserInteractionEnabled = false
    addSubview(separator)
  }

  /// How a table view makes a registered cell class: ``init(style:reuseIdentifier:)`` with the
  /// default style, through your override of it if you have one.
  public required convenience init(registeredWithReuseIdentifier identifier: String?) {
    self.init(style: .default, reuseIdentifier: identifier)
  }

  /// A default-style cell with no reuse identifier, `frame` large.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Puts the cell in or out of editing mode (the table does this for its rows); override to
  /// change the cell with it, calling `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editingState.editing != editing else { return }
    editingState.editing = editing
    setNeedsLayout()
    if animated, window != nil {
      UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }
  }

  /// Called before the table reuses the cell for another row: reset what the last row set.
  /// Clears the highlight and selection; call `super`.
  open func prepareForReuse() {
    setHighlighted(false, animated: false)
    setSelected(false, animated: false)
  }

  /// Selects or deselects the cell (shows or hides the selection background).
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedState = selected
    updateBackground()
  }

  /// Highlights the cell (the selection background while a finger is on it).
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
    updateBackground()
  }

  private func updateBackground() {
    let shows = (selectedState || highlightedState) && selectionStyle != .none
    if shows {
      let view = selectedBackgroundView ?? defaultSelectedBackground
      if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
    } else {
      (selectedBackgroundView ?? defaultSelectedBackground).removeFromSuperview()
    }
    setNeedsLayout()
  }

  private lazy var defaultSelectedBackground: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray4
    return view
  }()

  private func updateAccessory() {
    let symbol: String? =
      switch accessoryType {
      case .none: nil
      case .disclosureIndicator, .detailDisclosureButton: "chevron.right"
      case .checkmark: "checkmark"
      case .detailButton: "info.circle"
      }
    accessoryImage.image = symbol.flatMap { UIImage(systemName: $0) }
    accessoryImage.tintColor = accessoryType == .checkmark ? .systemBlue : .systemGray2
    if accessoryView == nil, accessoryImage.image != nil {
      if accessoryImage.superview !== self { addSubview(accessoryImage) }
    } else {
      accessoryImage.removeFromSuperview()
    }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    backgroundView?.frame = b
    (selectedBackgroundView ?? defaultSelectedBackground).frame = b
    var trailing = b.maxX
    let leading = layoutEditingControls()
    if editingState.editing, editingState.reorder {
      trailing = b.maxX - 44
      accessoryView?.isHidden = true
      accessoryImage.isHidden = true
    } else if let accessory =
      accessoryView ?? (accessoryImage.superview === self ? accessoryImage : nil)
    {
      accessory.isHidden = false
      let size = accessoryView?.bounds.size ?? CGSize(width: 14, height: 14)
      accessory.frame = CGRect(
        x: b.maxX - 16 - size.width, y: (b.height - size.height) / 2, width: size.width,
        height: size.height)
      trailing = accessory.frame.minX - 4
    }
    contentView.frame = CGRect(
      x: leading, y: 0, width: max(0, trailing - leading), height: b.height)
    separator.frame = CGRect(
      x: separatorInset.left, y: b.height - 0.5,
      width: max(0, b.width - separatorInset.left - separatorInset.right), height: 0.5)
    layoutBuiltInContent()
  }

  /// Places the style's labels and image in the content view.
  private func layoutBuiltInContent() {
    let c = contentView.bounds
    var x: CGFloat = 16
    if let image = labels.image, image.image != nil {
      let side = min(c.height - 8, 29)
      image.frame = CGRect(x: x, y: (c.height - side) / 2, width: side, height: side)
      x = image.frame.maxX + 16
    }
    let width = max(0, c.width - x - 16)
    switch style {
    case .default:
      labels.text?.frame = CGRect(x: x, y: 0, width: width, height: c.height)
    case .subtitle:
      let text = labels.text?.intrinsicContentSize.height ?? 0
      let detail = labels.detail?.intrinsicContentSize.height ?? 0
      let top = (c.height - text - detail) / 2
      labels.text?.frame = CGRect(x: x, y: top, width: width, height: text)
      labels.detail?.frame = CGRect(x: x, y: top + text, width: width, height: detail)
    case .value1:
      let detailWidth = min(width / 2, labels.detail?.intrinsicContentSize.width ?? 0)
      labels.text?.frame = CGRect(x: x, y: 0, width: width - detailWidth - 8, height: c.height)
      labels.detail?.frame = CGRect(
        x: x + width - detailWidth, y: 0, width: detailWidth, height: c.height)
    case .value2:
      let column = (c.width * 0.25).rounded()
      labels.text?.frame = CGRect(x: x, y: 0, width: column - x, height: c.height)
      labels.detail?.frame = CGRect(
        x: column + 6, y: 0, width: max(0, c.width - column - 22), height: c.height)
    }
  }

  // MARK: - Touches (selection)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if table?.cellTouchBegan(self) != true { super.touchesBegan(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
    if table?.cellTouchEnded(self, inside: inside) != true {
      super.touchesEnded(touches, with: event)
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if table?.cellTouchCancelled(self) != true { super.touchesCancelled(touches, with: event) }
  }
}
