import Foundation

/// The four unknowns of a view or layout guide: its alignment rectangle's origin in its
/// superview's (a guide: its owning view's) bounds coordinates, and its size.
///
/// Positions are relative to the superview, so a constraint between a view and its superview
/// (the common case) reads only the view's own position and the superview's size; a constraint
/// between views in different superviews adds the positions of the superviews in between.
/// Bounds origins (scroll offsets) are not part of the equations.
final class LayoutVariables {
  let minX: LayoutVariable
  let minY: LayoutVariable
  let width: LayoutVariable
  let height: LayoutVariable

  init(_ name: String) {
    minX = LayoutVariable("\(name).minX")
    minY = LayoutVariable("\(name).minY")
    width = LayoutVariable("\(name).width")
    height = LayoutVariable("\(name).height")
  }

  /// The solved rectangle.
  var rect: CGRect {
    CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
  }
}

/// What the engine keeps for a view or guide it lays out: the constraints it generated for it
/// (autoresizing, intrinsic size, a system guide's edges) and the user constraints that name it.
@MainActor final class LayoutItemRecord {
  let item: LayoutItemReference
  let variables: LayoutVariables
  /// The equations the engine made for the item, in the solver.
  var generated: [LinearConstraint] = []
  /// The stack chain the item's position along one axis belongs to (its position variable on
  /// that axis is then an offset from the previous member's; ``LayoutChain``).
  var chain: (chain: LayoutChain, index: Int, horizontal: Bool)?
  /// Whether ``generated`` must be made again (a frame, an intrinsic size or margins changed).
  var isDirty = false
  /// The active user constraints naming the item.
  var constraints: [ObjectIdentifier: NSLayoutConstraint] = [:]

  init(item: LayoutItemReference, variables: LayoutVariables) {
    self.item = item
    self.variables = variables
  }
}
