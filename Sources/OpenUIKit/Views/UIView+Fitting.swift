import Foundation

// Fitting sizes and the questions a developer asks of a layout.
extension UIView {
  /// The smallest size: ask ``systemLayoutSizeFitting(_:)`` for it to get the most compact
  /// layout.
  public static let layoutFittingCompressedSize = CGSize.zero

  /// A very large size (10,000,000 points a side): ask for it to get the largest layout the
  /// constraints allow.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Solves the view's tree with the view's own size asked to be `target` at the given
  /// priorities (its frame's own equations set aside), then puts everything back.
  func fittingSize(
    _ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority
  ) -> CGSize {
    guard target.width.isFinite, target.height.isFinite else { return bounds.size }
    let engine = layoutEngineMaking
    engine.prepareLayout()
    guard let record = engine.record(for: LayoutItemReference(self)) else { return bounds.size }
    let set = translatesAutoresizingMaskIntoConstraints ? record.generated : []
    for linear in set { try? engine.solver.remove(linear) }
    let v = record.variables
    let wanted = [
      LinearExpression(v.width, constant: -Double(target.width))
        .constraint(.equal, strength: horizontal.strength),
      LinearExpression(v.height, constant: -Double(target.height))
        .constraint(.equal, strength: vertical.strength),
    ]
    var added: [LinearConstraint] = []
    for linear in wanted where (try? engine.solver.add(linear)) != nil { added.append(linear) }
    engine.solver.updateVariables()
    let size = CGSize(width: v.width.value, height: v.height.value)
    for linear in added { try? engine.solver.remove(linear) }
    for linear in set { try? engine.solver.add(linear) }
    engine.solver.updateVariables()
    let i = alignmentRectInsets
    return CGSize(
      width: Swift.max(0, size.width + i.left + i.right),
      height: Swift.max(0, size.height + i.top + i.bottom))
  }

  /// Whether Auto Layout could place the view in more than one way: a position or size that
  /// no constraint decides. False for a view the engine does not lay out.
  public var hasAmbiguousLayout: Bool {
    guard let record = layoutStateIfAny?.record, let engine = layoutEngine else { return false }
    return engine.isAmbiguous(record.variables)
  }

  /// Moves an ambiguous view to another of its possible places, so the ambiguity shows on
  /// screen (for debugging): the free position or size grows by 20 points.
  public func exerciseAmbiguityInLayout() {
    guard hasAmbiguousLayout, let record = layoutStateIfAny?.record, let engine = layoutEngine
    else { return }
    let v = record.variables
    for variable in [v.minX, v.minY, v.width, v.height] where engine.solver.isAmbiguous(variable) {
      let nudge = LinearExpression(variable, constant: -(variable.value + 20))
        .constraint(.equal, strength: UILayoutPriority(1).strength)
      guard (try? engine.solver.add(nudge)) != nil else { continue }
      engine.solver.updateVariables()
      try? engine.solver.remove(nudge)
    }
    superview?.setNeedsLayout()
    superview?.layoutIfNeeded()
    engine.solver.updateVariables()
  }

  /// The active constraints whose equations read the view's position or size on `axis`.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    guard let record = layoutStateIfAny?.record, let engine = layoutEngine else { return [] }
    return engine.constraintsAffecting(record.variables, axis: axis)
  }
}
