import Foundation

/// `Σ coefficient · variable + constant`: one side of a layout equation as the engine builds
/// it from a constraint's items and attributes.
struct LinearExpression {
  var terms: [(LayoutVariable, Double)] = []
  var constant: Double = 0
  /// Positions of chain members, kept as prefix sums until the equation is made
  /// (``LayoutChain``): `coefficient · (offsets[0] + … + offsets[index])`.
  var prefixes: [(chain: LayoutChain, index: Int, coefficient: Double)] = []

  init(constant: Double = 0) { self.constant = constant }

  /// The position of the member at `index` of `chain`.
  init(chain: LayoutChain, index: Int) { prefixes = [(chain, index, 1)] }

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
    sum.prefixes += b.prefixes
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
    product.prefixes = prefixes.map { ($0.chain, $0.index, $0.coefficient * k) }
    product.constant *= k
    return product
  }

  func minus(_ b: LinearExpression) -> LinearExpression { plus(b.times(-1)) }

  /// The terms with the chains' prefix sums written out (those that cancel are not).
  var resolvedTerms: [(LayoutVariable, Double)] {
    guard !prefixes.isEmpty else { return terms }
    var resolved = terms
    var chains: [ObjectIdentifier: (LayoutChain, [(index: Int, coefficient: Double)])] = [:]
    for prefix in prefixes {
      chains[ObjectIdentifier(prefix.chain), default: (prefix.chain, [])].1.append(
        (prefix.index, prefix.coefficient))
    }
    for (chain, list) in chains.values { resolved += chain.terms(of: list) }
    return resolved
  }

  /// The chains whose members' positions the expression reads.
  var chains: [LayoutChain] { prefixes.map(\.chain) }

  /// The value with the variables' current values.
  var value: Double { resolvedTerms.reduce(constant) { $0 + $1.0.value * $1.1 } }

  /// The constraint `self (relation) 0`.
  func constraint(_ relation: LinearConstraint.Relation, strength: Double) -> LinearConstraint {
    LinearConstraint(resolvedTerms, constant: constant, relation, strength: strength)
  }
}
