import Foundation

// Auto Layout on views: anchors, installed constraints, intrinsic size and its priorities,
// the constraint pass. The overridable members are declared in UIView.swift.
extension UIView {
  // MARK: - Anchors

  private func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(.attribute(LayoutItemReference(self), attribute))
  }

  private func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(.attribute(LayoutItemReference(self), attribute))
  }

  /// The leading edge of the view's alignment rectangle.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// The baseline of the first line of text (of ``viewForFirstBaselineLayout``); the bottom
  /// edge of a view without text.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  /// The baseline of the last line of text; the bottom edge of a view without text.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  /// The width.
  public var widthAnchor: NSLayoutDimension {
    NSLayoutDimension(.attribute(LayoutItemReference(self), .width))
  }
  /// The height.
  public var heightAnchor: NSLayoutDimension {
    NSLayoutDimension(.attribute(LayoutItemReference(self), .height))
  }

  // MARK: - Installed constraints

  /// Activates `constraint`, which must relate this view or its descendants (UIKit's older
  /// API; ``NSLayoutConstraint/isActive`` installs it on the nearest common ancestor, which
  /// is what this does too).
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

  /// Activates each constraint.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.host?.object === self else { return }
    constraint.isActive = false
  }

  /// Deactivates each constraint installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  // MARK: - The constraint pass

  /// Asks for ``updateConstraints()`` to run before the next layout.
  public func setNeedsUpdateConstraints() {
    let state = layoutState
    guard !state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = true
    let engine = layoutEngineMaking
    engine.viewsNeedingConstraintUpdate.append(referenceAnchor)
    engine.requestLayout()
  }

  /// Whether ``updateConstraints()`` is due.
  public func needsUpdateConstraints() -> Bool {
    layoutStateIfAny?.needsUpdateConstraints ?? false
  }

  /// Runs the constraint pass now where it is due: ``updateConstraints()`` of the views that
  /// asked, leaves first.
  public func updateConstraintsIfNeeded() {
    layoutEngine?.runConstraintUpdates()
  }

  /// Where the engine put the alignment rectangle, in the frame's coordinates, from `frame`.
  public func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: alignmentRectInsets)
  }

  /// The frame whose alignment rectangle is `alignmentRect`.
  public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let i = alignmentRectInsets
    return alignmentRect.inset(
      by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
  }

  // MARK: - Implementations of the overridable members

  func setTranslatesAutoresizingMask(_ value: Bool) {
    let state = layoutState
    guard state.translatesAutoresizingMask != value else { return }
    state.translatesAutoresizingMask = value
    if let record = state.record { layoutEngine?.itemDidChange(record) }
  }

  func invalidateIntrinsicSizeConstraints() {
    guard let record = layoutStateIfAny?.record else { return }
    layoutEngine?.itemDidChange(record)
  }

  func priority(_ pair: (UILayoutPriority, UILayoutPriority), _ axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? pair.0 : pair.1
  }

  func setHugging(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
    let state = layoutState
    if axis == .horizontal { state.hugging.0 = priority } else { state.hugging.1 = priority }
    invalidateIntrinsicSizeConstraints()
  }

  func setCompression(_ priority: UILayoutPriority, _ axis: NSLayoutConstraint.Axis) {
    let state = layoutState
    if axis == .horizontal {
      state.compression.0 = priority
    } else {
      state.compression.1 = priority
    }
    invalidateIntrinsicSizeConstraints()
  }

  /// Tells the engine that the app moved or resized a view laid out from its frame.
  func layoutFrameDidChange() {
    // The view's own state first: most views have none, and this runs on every frame change.
    guard let state = layoutStateIfAny else { return }
    preservedMarginsMayHaveChanged(state)
    guard let record = state.record, state.translatesAutoresizingMask,
      !LayoutEngine.isApplyingFrames
    else { return }
    layoutEngine?.itemDidChange(record)
  }

  /// Whether the view's intrinsic height depends on the width the engine gives it (a label of
  /// several lines with no preferred width).
  var intrinsicHeightFollowsWidth: Bool {
    guard let label = self as? UILabel else { return false }
    return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0
  }

  /// Where a baseline lies: `fraction` of the height below the top, plus `offset`.
  func baselineOffset(first: Bool) -> (fraction: CGFloat, offset: CGFloat) {
    (self as? BaselineProviding)?.baselineParts(first: first) ?? (1, 0)
  }
}

/// A view with text, whose baselines Auto Layout aligns (labels, text fields, buttons).
@MainActor protocol BaselineProviding {
  /// Where the first or last baseline lies: `fraction` of the height below the top, plus
  /// `offset` (text centred vertically: half the height, less half the text, plus the ascent).
  func baselineParts(first: Bool) -> (fraction: CGFloat, offset: CGFloat)
}
