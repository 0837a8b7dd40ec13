import Foundation

/// An unknown of the layout engine (a view's edge or size, say). Its ``value`` is what the
/// last ``SimplexSolver/updateVariables()`` computed.
final class LayoutVariable {
  /// A name for diagnostics.
  let name: String
  /// The solved value; 0 until solved.
  var value: Double = 0

  init(_ name: String) { self.name = name }
}

/// How strongly the engine holds a constraint: Kiwi's three-level strength (strong, medium and
/// weak, each level 1,000 times the one below, so errors of a stronger level outweigh any
/// plausible sum of weaker ones), a weight; ``required`` constraints are never broken.
enum LayoutStrength {
  /// Never broken: a set of required constraints that cannot all hold is refused.
  static let required: Double = 1_001_001_000

  /// A strength made of the three levels, each 0…1000, clipped below ``required``.
  static func make(strong a: Double, medium b: Double, weak c: Double, weight w: Double = 1)
    -> Double
  {
    let value =
      max(0, min(1000, a * w)) * 1_000_000 + max(0, min(1000, b * w)) * 1_000
      + max(0, min(1000, c * w))
    return min(value, required)
  }

  static func limited(_ strength: Double) -> Double { max(0, min(strength, required)) }
}

/// A linear relation between variables: `Σ coefficient · variable + constant (==, <=, >=) 0`,
/// held with a strength. Identity matters: the solver adds and removes this object.
final class LinearConstraint {
  enum Relation {
    case lessOrEqual, equal, greaterOrEqual
  }

  /// The terms, each variable once (repeated ones are summed when the constraint is made).
  let terms: [(variable: LayoutVariable, coefficient: Double)]
  let constant: Double
  let relation: Relation
  let strength: Double
  /// What the equation stands for, in diagnostics (a constraint's description).
  var label = ""
  /// When it entered a solver (the solver's count then), so dumps keep the order.
  var serial = 0

  init(
    _ terms: [(LayoutVariable, Double)], constant: Double, _ relation: Relation,
    strength: Double = LayoutStrength.required
  ) {
    var merged: [(variable: LayoutVariable, coefficient: Double)] = []
    // A long equation (a stack's last edge, a sum of offsets) is merged through an index.
    var index: [ObjectIdentifier: Int]? = terms.count > 16 ? [:] : nil
    for (variable, coefficient) in terms {
      let found =
        index != nil
        ? index![ObjectIdentifier(variable)]
        : merged.firstIndex { $0.variable === variable }
      if let found {
        merged[found].coefficient += coefficient
      } else {
        index?[ObjectIdentifier(variable)] = merged.count
        merged.append((variable, coefficient))
      }
    }
    self.terms = merged
    self.constant = constant
    self.relation = relation
    self.strength = LayoutStrength.limited(strength)
  }

  /// How far a double's sum of this equation's terms at their current values may be from
  /// exact: nothing beyond rounding for ordinary layouts, and as much as the largest term's
  /// precision when a view sits 1e298 points away (its position and the position it is
  /// measured from then cancel, and every point between is lost: fuzz stream 12262291).
  var precision: Double {
    let largest = terms.reduce(abs(constant)) { max($0, abs($1.coefficient * $1.variable.value)) }
    return largest * 1e-12
  }

  /// How far the constraint is from holding with the variables' current values (0 when it
  /// holds).
  var violation: Double {
    let value = terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    switch relation {
    case .equal: return abs(value)
    case .lessOrEqual: return max(0, value)
    case .greaterOrEqual: return max(0, -value)
    }
  }
}
