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
      }
    }
    return violations
  }
}
