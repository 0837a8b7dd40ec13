import Foundation

/// A reusable section header or footer: a ``contentView`` for custom content and a
/// ``textLabel`` the table fills with the data source's title when there is no view of the app's.
///
/// Register a subclass with ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and
/// dequeue it in ``UITableViewDelegate/tableView(_:viewForHeaderInSection:)``; the table makes it
/// with ``init(registeredWithReuseIdentifier:)``, which calls ``init(reuseIdentifier:)``.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The reuse identifier the view was made with.
  public let reuseIdentifier: String?
  /// The view to add custom content to; the text labels are in it.
  public let contentView = UIView()
  private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)
  /// How the table styles the title: plain headers bold, grouped ones small grey capitals.
  var look: Look = .plainHeader {
    didSet { applyLook() }
  }
  /// The leading inset of the text (larger in an inset-grouped table, whose groups are inset).
  var textInset: CGFloat = 16 {
    didSet { setNeedsLayout() }
  }

  /// The ways a table shows its titles.
  enum Look {
    case plainHeader, plainFooter, groupedHeader, groupedFooter
  }

  /// A header or footer view reusable under `reuseIdentifier`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    addSubview(contentView)
    applyLook()
  }

  /// How a table view makes a registered class: ``init(reuseIdentifier:)``, through your
  /// override of it if you have one.
  public required convenience init(registeredWithReuseIdentifier identifier: String?) {
    self.init(reuseIdentifier: identifier)
  }

  /// A view with no reuse identifier, `frame` large.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The title label (made on first use).
  open var textLabel: UILabel? {
    if let label = labels.text { return label }
    let label = UILabel()
    label.numberOfLines = 0
    contentView.addSubview(label)
    labels.text = label
    applyLook()
    return label
  }

  /// A second label under the title (made on first use).
  open var detailTextLabel: UILabel? {
    if let label = labels.detail { return label }
    let label = UILabel()
    label.font = .systemFont(ofSize: 13)
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    contentView.addSubview(label)
    labels.detail = label
    setNeedsLayout()
    return label
  }

  /// Shown behind the content.
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// The view's content as a configuration: its view fills ``contentView`` and the text labels
  /// are hidden.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configurationView = UITableViewCell.install(
        contentConfiguration, replacing: configurationView, in: contentView)
      labels.text?.isHidden = configurationView != nil
      labels.detail?.isHidden = configurationView != nil
    }
  }
  private var configurationView: (any UIView & UIContentView)?

  /// A configuration in the table's look for this view (a plain or grouped header or footer).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch look {
    case .plainHeader: .plainHeader()
    case .plainFooter: .plainFooter()
    case .groupedHeader: .groupedHeader()
    case .groupedFooter: .groupedFooter()
    }
  }

  /// Called before the table reuses the view for another section: reset what the last one set.
  open func prepareForReuse() {}

  /// The view's background colour; the table's look until set.
  open override var backgroundColor: UIColor? {
    didSet { if !applyingLook { ownBackground = true } }
  }
  private var ownBackground = false
  private var applyingLook = false

  private func applyLook() {
    applyingLook = true
    defer { applyingLook = false }
    let background: UIColor? =
      switch look {
      case .plainHeader, .plainFooter: .secondarySystemBackground
      case .groupedHeader, .groupedFooter: nil
      }
    if !ownBackground { backgroundColor = background }
    switch look {
    case .plainHeader:
      labels.text?.font = .boldSystemFont(ofSize: 15)
      labels.text?.textColor = .label
    case .plainFooter:
      labels.text?.font = .systemFont(ofSize: 13)
      labels.text?.textColor = .secondaryLabel
    case .groupedHeader, .groupedFooter:
      labels.text?.font = .systemFont(ofSize: 13)
      labels.text?.textColor = .secondaryLabel
    }
    setNeedsLayout()
  }

  /// Room above and below the text: grouped headers sit low over their group, grouped footers
  /// high under it.
  private var padding: (top: CGFloat, bottom: CGFloat) {
    switch look {
    case .plainHeader, .plainFooter: (5, 5)
    case .groupedHeader: (17, 6)
    case .groupedFooter: (6, 17)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    contentView.frame = bounds
    let width = max(0, bounds.width - 2 * textInset)
    let text = labels.text.map { $0.sizeThatFits(CGSize(width: width, height: .infinity)) }
    let detail = labels.detail.map { $0.sizeThatFits(CGSize(width: width, height: .infinity)) }
    // Text hugs the bottom of a grouped header (next to its group), the top of anything else.
    let textHeight = (text?.height ?? 0) + (detail?.height ?? 0)
    var y =
      look == .groupedHeader
      ? max(padding.top, bounds.height - padding.bottom - textHeight)
      : padding.top
    if let label = labels.text, let text {
      label.frame = CGRect(x: textInset, y: y, width: width, height: text.height)
      y += text.height
    }
    if let label = labels.detail, let detail {
      label.frame = CGRect(x: textInset, y: y, width: width, height: detail.height)
    }
  }

  /// The height the view needs at `width`: its content view's constraints when it has some,
  /// otherwise its text and padding.
  func fittingHeight(width: CGFloat) -> CGFloat {
    frame.size.width = width
    if let view = configurationView {
      return view.sizeThatFits(CGSize(width: width, height: 0)).height
    }
    if !contentView.constraints.isEmpty
      || contentView.subviews.contains(where: { !$0.constraints.isEmpty })
    {
      return ListSupplementary.constraintHeight(of: contentView, width: width)
    }
    let textWidth = max(0, width - 2 * textInset)
    let text = [labels.text, labels.detail].compactMap { label -> CGFloat? in
      guard let label, !(label.text ?? "").isEmpty else { return nil }
      return label.sizeThatFits(CGSize(width: textWidth, height: .infinity)).height
    }
    guard !text.isEmpty else { return look == .plainHeader ? 28 : 18 }
    return (text.reduce(0, +) + padding.top + padding.bottom).rounded(.up)
  }
}
