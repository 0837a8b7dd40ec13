import Foundation

// Numbers beyond a double's room for fractions: a window 1e300 points wide (hostile input, or
// app code) puts 1e300 in the tableau, and a row's `0.0156·width + 159.69` keeps no trace of
// the 159.69; shifting the width back to 624 leaves the row's constant without it, and a
// required constraint is then off by 159.69 after every layout (fuzz stream 10261905). The
// tableau cannot be repaired in place: once the last such number is out, it is built again
// from its constraints, in the order they were added.
extension SimplexSolver {
  /// Beyond this magnitude a double keeps less than a ten-thousandth of a point.
  static let precisionLimit = 1e12

  /// Whether `constraint` brings a number beyond ``precisionLimit`` (or not finite).
  static func isHuge(_ constraint: LinearConstraint) -> Bool {
    !(abs(constraint.constant) <= precisionLimit)
      || constraint.terms.contains { !(abs($0.coefficient) <= precisionLimit) }
  }

  /// Notes a constraint that went in.
  func noteMagnitude(of constraint: LinearConstraint) {
    guard Self.isHuge(constraint) else { return }
    hugeConstraints.insert(ObjectIdentifier(constraint))
    precisionLost = true
  }

  /// Notes a constraint that went out.
  func forgetMagnitude(of constraint: LinearConstraint) {
    hugeConstraints.remove(ObjectIdentifier(constraint))
  }

  /// Builds the tableau again when numbers beyond the limit went through it and none is left
  /// (with edit variables it is left as it is: their suggestions are not kept). A required
  /// constraint that no longer fits (it went in with the imprecise numbers) stays out.
  func rebuildIfPrecisionLost() {
    guard precisionLost, hugeConstraints.isEmpty, !hasEdits else { return }
    let kept = constraints.values.map(\.constraint).sorted { $0.serial < $1.serial }
    reset()
    for constraint in kept { try? add(constraint) }
  }
}
