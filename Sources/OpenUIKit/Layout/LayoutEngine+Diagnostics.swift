import Foundation

// What the engine says when constraints conflict, and its answers to "is this ambiguous" and
// "what decides this".
extension LayoutEngine {
  /// Reports that `linear` (of `constraint`, or one the engine made) could not hold with the
  /// required equations already in, naming a smallest set of them it contradicts.
  func reportConflict(_ constraint: NSLayoutConstraint?, _ linear: LinearConstraint) {
    let conflicting = conflictingSet(for: linear)
    var message = "Unable to simultaneously satisfy constraints. "
    message += "Probably at least one of the constraints in the following list is one you "
    message += "don't want:\n"
    for other in conflicting + [linear] { message += "    \(other.label)\n" }
    message += "Will attempt to recover by breaking constraint \n    \(linear.label)"
    report(message, code: .unsatisfiableConstraints)
  }

  /// A smallest set of required equations in the solver that `linear` contradicts: those
  /// sharing variables with it (directly or through others), narrowed by taking each out in
  /// turn and keeping it only if the rest no longer contradict `linear`.
  func conflictingSet(for linear: LinearConstraint) -> [LinearConstraint] {
    let required = solver.allConstraints.filter { $0.strength >= LayoutStrength.required }
    var byVariable: [ObjectIdentifier: [Int]] = [:]
    for (index, equation) in required.enumerated() {
      for term in equation.terms {
        byVariable[ObjectIdentifier(term.variable), default: []].append(index)
      }
    }
    var seen = Set<Int>()
    var queue = linear.terms.map { ObjectIdentifier($0.variable) }
    var visitedVariables = Set(queue)
    while let variable = queue.popLast(), seen.count < 400 {
      for index in byVariable[variable] ?? [] where seen.insert(index).inserted {
        for term in required[index].terms
        where visitedVariables.insert(ObjectIdentifier(term.variable)).inserted {
          queue.append(ObjectIdentifier(term.variable))
        }
      }
    }
    var candidates = seen.sorted().map { required[$0] }
    guard candidates.count <= 60 else { return Array(candidates.prefix(20)) }
    var index = 0
    while index < candidates.count {
      var without = candidates
      without.remove(at: index)
      if Self.contradicts(without, linear) {
        candidates = without
      } else {
        index += 1
      }
    }
    return candidates
  }

  private static func contradicts(_ equations: [LinearConstraint], _ linear: LinearConstraint)
    -> Bool
  {
    let trial = SimplexSolver()
    for equation in equations {
      let copy = LinearConstraint(
        equation.terms.map { ($0.variable, $0.coefficient) }, constant: equation.constant,
        equation.relation, strength: equation.strength)
      guard (try? trial.add(copy)) != nil else { return true }
    }
    let copy = LinearConstraint(
      linear.terms.map { ($0.variable, $0.coefficient) }, constant: linear.constant,
      linear.relation, strength: linear.strength)
    return (try? trial.add(copy)) == nil
  }

  /// Whether the item with `variables` could be placed otherwise with the same constraints.
  func isAmbiguous(_ variables: LayoutVariables) -> Bool {
    [variables.minX, variables.minY, variables.width, variables.height].contains {
      solver.isAmbiguous($0)
    }
  }

  /// The active constraints whose equations read the item's position or size on `axis`.
  func constraintsAffecting(_ variables: LayoutVariables, axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    let wanted: [LayoutVariable] =
      axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
    return constraints.values.filter { constraint in
      guard let linear = constraint.linear else { return false }
      return linear.terms.contains { term in wanted.contains { $0 === term.variable } }
    }
    .sorted { $0.formatted < $1.formatted }
  }
}
