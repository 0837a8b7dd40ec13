import Foundation

// What the table decides about a cell: its looks in the table's style, its height when the row
// sizes itself, and how a content configuration's view is put in (shared with collection
// views and header-footer views).
extension UITableViewCell {
  /// What the table decides about the cell's looks: the background of its style, the corners
  /// of an inset group (rounded at the section's first and last rows), the separator (nil:
  /// none).
  func applyTableLook(
    style: UITableView.Style, first: Bool, last: Bool, separator color: UIColor?,
    inset: UIEdgeInsets
  ) {
    applyingTableLook = true
    defer { applyingTableLook = false }
    if !ownBackground {
      let background: UIColor =
        style == .plain ? .systemBackground : .secondarySystemGroupedBackground
      if backgroundColor != background { backgroundColor = background }
    }
    if !ownSeparatorInset, separatorInset != inset { separatorInset = inset }
    separator.isHidden = color == nil
    if let color, separator.backgroundColor != color { separator.backgroundColor = color }
    var corners: CACornerMask = []
    if style == .insetGrouped {
      if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    let radius: CGFloat = corners.isEmpty ? 0 : 10
    if layer.cornerRadius != radius { layer.cornerRadius = radius }
    if !corners.isEmpty, layer.maskedCorners != corners { layer.maskedCorners = corners }
    // The selection background is clipped to the rounded corners.
    if clipsToBounds != !corners.isEmpty { clipsToBounds = !corners.isEmpty }
  }

  /// Shows `configuration` in `container`: updates `current` when it can show it, otherwise
  /// replaces it with the configuration's own view (none for nil).
  static func install(
    _ configuration: (any UIContentConfiguration)?,
    replacing current: (any UIView & UIContentView)?,
    in container: UIView
  ) -> (any UIView & UIContentView)? {
    guard let configuration else {
      current?.removeFromSuperview()
      return nil
    }
    if let current, type(of: current.configuration) == type(of: configuration) {
      current.configuration = configuration
      return current
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = container.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(view)
    return view
  }

  /// The height the cell's content needs at `width`: its content view's constraints, or
  /// UIKit's 44 points (more for two lines of subtitle) for cells laid out by their style.
  ///
  /// The content view is measured free of its frame (a cell is made 44 high, and content
  /// needing another height would otherwise conflict with that frame and break a constraint),
  /// then given the measured height before its frame is an equation again.
  func fittingHeight(width: CGFloat) -> CGFloat {
    frame.size.width = width
    // The accessory's room, as layoutSubviews leaves it.
    let hasAccessory = accessoryView != nil || accessoryImage.superview === self
    let accessoryWidth = (accessoryView?.bounds.width ?? 14) + 20
    let contentWidth = max(0, width - (hasAccessory ? accessoryWidth : 0))
    // A content configuration's view knows its height (44 points at least, as UIKit's rows).
    if let view = contentConfigurationView {
      let height = max(44, view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height)
      frame.size.height = height
      return height
    }
    contentView.translatesAutoresizingMaskIntoConstraints = false
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let text = labels.text?.intrinsicContentSize.height ?? 0
    let detail = style == .subtitle ? labels.detail?.intrinsicContentSize.height ?? 0 : 0
    let height =
      fitted.height > 0 && fitted.height.isFinite ? fitted.height : max(44, text + detail + 22)
    frame.size.height = height
    contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: height)
    contentView.translatesAutoresizingMaskIntoConstraints = true
    return height
  }
}
