import Foundation

// "Why is this view this size here?": one sentence per axis, from the constraints the engine
// holds, for the inspector, tests and logs.
extension UIView {
  /// Why the view has its size on `axis`, in one sentence, with the constraints that decide
  /// it: for example "width 0: no width constraint and no intrinsic width; only its leading
  /// edge is pinned". Calls no app code (intrinsic sizes are the ones the engine last used).
  ///
  /// OpenUIKit's own debugging aid (UIKit has no such API): the inspector shows it for the
  /// selected view.
  public func layoutExplanation(for axis: NSLayoutConstraint.Axis) -> String {
    let horizontal = axis == .horizontal
    let dimension = horizontal ? "width" : "height"
    let size = horizontal ? bounds.width : bounds.height
    let value = "\(dimension) \(NSLayoutConstraint.number(size))"
    guard let state = layoutStateIfAny, let record = state.record, let engine = layoutEngine else {
      return "\(value): set by its frame (Auto Layout does not place it)"
    }
    if state.translatesAutoresizingMask {
      return "\(value): its frame and autoresizing mask "
        + "(translatesAutoresizingMaskIntoConstraints is true)"
    }
    let naming = record.constraints.values.filter { $0.isActive }.sorted {
      $0.formatted < $1.formatted
    }
    let onAxis = naming.filter { $0.first.axis == axis || $0.second?.axis == axis }
    let broken = onAxis.filter(\.isBroken)
    let holding = onAxis.filter { !$0.isBroken }
    var attributes: [NSLayoutConstraint.Attribute] = []
    for constraint in holding {
      for spec in [constraint.first] + (constraint.second.map { [$0] } ?? [])
      where spec.item?.object === self && spec.axis == axis {
        if !attributes.contains(spec.attribute) { attributes.append(spec.attribute) }
      }
    }
    // Edges in UIKit's order (top before bottom, leading before trailing), whatever order the
    // constraints were made in.
    attributes.sort { $0.rawValue < $1.rawValue }
    let intrinsic = state.lastIntrinsicSize.map { horizontal ? $0.width : $0.height }
    let hasIntrinsic = intrinsic.map { $0 != UIView.noIntrinsicMetric && $0 >= 0 } ?? false
    let sizeVariable = horizontal ? record.variables.width : record.variables.height
    let sizeConstraints = holding.filter { c in
      c.linear?.terms.contains { $0.variable === sizeVariable } ?? false
    }
    var sentence: String
    if engine.solver.isAmbiguous(sizeVariable) {
      let pinned = attributes.filter { !$0.isDimension }.map(\.name)
      let only =
        pinned.isEmpty
        ? "nothing is pinned"
        : "only its \(list(pinned)) "
          + (pinned.count == 1 ? "edge is pinned" : "edges are pinned")
      sentence =
        attributes.contains(where: \.isDimension) || hasIntrinsic
        ? "\(value), but ambiguous: its constraints allow other \(dimension)s"
        : "\(value): no \(dimension) constraint and no intrinsic \(dimension); \(only)"
    } else if attributes.contains(where: \.isDimension),
      let decided = sizeConstraints.first(where: { $0.priority.isRequired })
        ?? sizeConstraints.first
    {
      sentence = "\(value): set by \(decided.formatted)"
    } else if hasIntrinsic, let intrinsic {
      // The stored priorities: the overridable getters are app code.
      let hug = priority(state.hugging, axis).rawValue
      let resist = priority(state.compression, axis).rawValue
      if abs(size - intrinsic) < 0.5 {
        sentence =
          "\(value): its intrinsic content size (hugging \(NSLayoutConstraint.number(CGFloat(hug))), "
          + "compression resistance \(NSLayoutConstraint.number(CGFloat(resist))))"
      } else if size < intrinsic {
        sentence =
          "\(value): compressed below its intrinsic \(dimension) "
          + "\(NSLayoutConstraint.number(intrinsic)) (compression resistance "
          + "\(NSLayoutConstraint.number(CGFloat(resist))) gave way)"
      } else {
        sentence =
          "\(value): stretched beyond its intrinsic \(dimension) "
          + "\(NSLayoutConstraint.number(intrinsic)) (hugging \(NSLayoutConstraint.number(CGFloat(hug))) gave way)"
      }
    } else {
      let edges = attributes.map(\.name)
      sentence =
        edges.isEmpty
        ? "\(value): decided through other views' constraints"
        : "\(value): its \(list(edges)) are pinned"
    }
    if !broken.isEmpty {
      sentence +=
        "; broken to resolve a conflict: " + broken.map(\.formatted).joined(separator: ", ")
    }
    return sentence
  }

  private func list(_ names: [String]) -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    default: return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
  }
}
