import Foundation

/// `Σ coefficient · variable + constant`: one side of a layout equation as the engine builds
/// it from a constraint's items and attributes.
struct LinearExpression {
  var terms: [(LayoutVariable, Double)] = []
  var constant: Double = 0

  init(constant: Double = 0) { self.constant = constant }

  init(_ variable: LayoutVariable, _ coefficient: Double = 1, constant: Double = 0) {
    terms = [(variable, coefficient)]
    self.constant = constant
  }

  // Named methods, not operators: more overloads of `+` and `*` slow the type checking of
  // every arithmetic expression in the module and its tests.

  func plus(_ b: LinearExpression) -> LinearExpression {
    var sum = self
    sum.terms += b.terms
    sum.constant += b.constant
    return sum
  }

  func plus(_ b: Double) -> LinearExpression {
    var sum = self
    sum.constant += b
    return sum
  }

  func times(_ k: Double) -> LinearExpression {
    var product = self
    product.terms = terms.map { ($0.0, $0.1 * k) }
    product.constant *= k
    return product
  }

  func minus(_ b: LinearExpression) -> LinearExpression { plus(b.times(-1)) }

  /// The value with the variables' current values.
  var value: Double { terms.reduce(constant) { $0 + $1.0.value * $1.1 } }

  /// The constraint `self (relation) 0`.
  func constraint(_ relation: LinearConstraint.Relation, strength: Double) -> LinearConstraint {
    LinearConstraint(terms, constant: constant, relation, strength: strength)
  }
}
