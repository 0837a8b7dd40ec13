import Foundation

extension UIView {
  /// Checks that the views under this one form a tree: each subview names this view as its
  /// superview, appears once in `subviews`, and no view is reached twice (no cycles, no view
  /// in two places). Returns what is broken; empty when the tree is sound.
  ///
  /// ``UIApplication/checkInvariants()`` runs this for every window. Use it directly for a
  /// tree that is not in a window.
  public func checkInvariants() -> [InvariantViolation] {
    var violations: [InvariantViolation] = []
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    var pending: [UIView] = [self]
    while let parent = pending.popLast() {
      for child in parent.subviews {
        if child.superview !== parent {
          violations.append(
            InvariantViolation(
              .notATree,
              "\(child) is in \(parent)'s subviews but its superview is "
                + "\(child.superview.map { "\($0)" } ?? "nil")"))
        }
        guard seen.insert(ObjectIdentifier(child)).inserted else {
          violations.append(
            InvariantViolation(.notATree, "\(child) is reached twice under \(self) (at \(parent))"))
          continue
        }
        pending.append(child)
        if let table = child as? UITableView { violations += table.listViolations() }
        if let grid = child as? UICollectionView { violations += grid.collectionViolations() }
        if let stack = child as? UIStackView { violations += stack.stackViolations() }
        if let container = child as? NavigationContainerView {
          violations += container.controller?.navigationViolations() ?? []
        }
        if let container = child as? PresentationContainerView {
          violations += container.presentationViolations()
        }
      }
    }
    violations += layoutViolations()
    return violations
  }

  /// The required constraints of this tree's engine that do not hold within 0.01 point (or a
  /// double's precision at the equation's magnitude, for views 1e298 points away), when the
  /// engine has nothing left to solve (a queued change may make them hold).
  func layoutViolations() -> [InvariantViolation] {
    guard superview == nil, let engine = layoutStateIfAny?.engine, !engine.hasWork else {
      return []
    }
    return engine.constraints.values.compactMap { constraint in
      guard constraint.priority.isRequired, !constraint.isBroken, let linear = constraint.linear
      else { return nil }
      if linear.violation > 0.01 + linear.precision {
        return InvariantViolation(
          .brokenConstraint, "\(constraint.formatted) is off by \(linear.violation) after layout")
      }
      // Made afresh from the tree: an equation left stale in the solver (a stack's chain
      // changed what a position means) holds while the views are wrong.
      if let fresh = engine.freshEquation(for: constraint),
        fresh.violation > 0.01 + fresh.precision
      {
        return InvariantViolation(
          .brokenConstraint,
          "\(constraint.formatted) is off by \(fresh.violation) after layout (its equation is stale)"
        )
      }
      return nil
    }
  }
}
