import Foundation

/// One attribute of a view or layout guide, from which constraints are made with a typed
/// check: an x-axis anchor relates only to x-axis anchors, a dimension only to dimensions.
///
/// Get anchors from ``UIView`` and ``UILayoutGuide`` (`leadingAnchor`, `widthAnchor`, …). Each
/// `constraint(…)` call returns a new, inactive ``NSLayoutConstraint``.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  let spec: AnchorSpec

  init(_ spec: AnchorSpec) {
    self.spec = spec
    super.init()
  }

  /// The view or layout guide the anchor belongs to.
  open var item: AnyObject? { spec.item?.object }

  /// How UIKit names the anchor (`UIView:0x….leading`).
  open var name: String { spec.name }

  /// The constraints that decide this anchor's position or size, as
  /// ``UIView/constraintsAffectingLayout(for:)`` finds them.
  open var constraintsAffectingLayout: [NSLayoutConstraint] {
    guard let view = spec.item?.node else { return [] }
    return view.constraintsAffectingLayout(for: spec.axis)
  }

  /// Whether the anchor's item is ambiguous on the anchor's axis.
  open var hasAmbiguousLayout: Bool {
    guard let view = spec.item?.view else { return false }
    return view.hasAmbiguousLayout
  }

  /// `self == anchor`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.equal, anchor, 0)
  }

  /// `self >= anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, 0)
  }

  /// `self <= anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, 0)
  }

  /// `self == anchor + c`.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, c)
  }

  /// `self >= anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, c)
  }

  /// `self <= anchor + c`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, c)
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
    _ constant: CGFloat, multiplier: CGFloat = 1
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      first: spec, relation: relation, second: anchor.spec, multiplier: multiplier,
      constant: constant)
  }
}

/// UIKit's standard space between two sibling views, in points.
let systemSpacing: CGFloat = 8

/// An anchor on the x axis: a left, right, leading, trailing or centre-x attribute.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// The distance from this anchor to `otherAnchor` as a dimension, to constrain like a width.
  open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(.offset(from: spec, to: otherAnchor.spec))
  }

  /// `self == anchor + multiplier × 8`: the system spacing after `anchor`.
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × 8`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier × 8`.
  open func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, systemSpacing * multiplier)
  }
}

/// An anchor on the y axis: a top, bottom, centre-y or baseline attribute.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// The distance from this anchor to `otherAnchor` as a dimension, to constrain like a height.
  open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
    NSLayoutDimension(.offset(from: spec, to: otherAnchor.spec))
  }

  /// `self == anchor + multiplier × 8`: the system spacing below `anchor`.
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, systemSpacing * multiplier)
  }

  /// `self >= anchor + multiplier × 8`.
  open func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, systemSpacing * multiplier)
  }

  /// `self <= anchor + multiplier × 8`.
  open func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, systemSpacing * multiplier)
  }
}

/// A size: a width or height, or the distance between two anchors.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c`.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { toConstant(.equal, c) }

  /// `self >= c`.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    toConstant(.greaterThanOrEqual, c)
  }

  /// `self <= c`.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    toConstant(.lessThanOrEqual, c)
  }

  /// `self == m × anchor`.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, 0, multiplier: m)
  }

  /// `self >= m × anchor`.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.greaterThanOrEqual, anchor, 0, multiplier: m)
  }

  /// `self <= m × anchor`.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, 0, multiplier: m)
  }

  /// `self == m × anchor + c`.
  open func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.equal, anchor, c, multiplier: m)
  }

  /// `self >= m × anchor + c`.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, c, multiplier: m)
  }

  /// `self <= m × anchor + c`.
  open func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, c, multiplier: m)
  }

  private func toConstant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: spec, relation: relation, second: nil, multiplier: 1, constant: c)
  }
}
