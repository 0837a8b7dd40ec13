import Foundation

/// The incremental Cassowary solver Auto Layout runs on, in Kiwi's formulation: a simplex
/// tableau in which every non-required constraint has error variables weighted by its strength
/// in the objective, required equalities get dummy markers, new constraints go in through an
/// artificial objective when no subject can be chosen, and edit variables move by dual
/// optimisation. Symbols are walked in the order they were made, as Kiwi walks them, so its
/// answers (Debian's `python3-kiwisolver`, the tests' oracle) are ours.
final class SimplexSolver {
  /// Why a constraint was refused.
  enum Failure: Error, Equatable {
    /// Already added.
    case duplicate
    /// A required constraint that cannot hold with the required ones already added.
    case unsatisfiable
    /// Not added, or already removed.
    case unknownConstraint
    /// An edit variable added twice, or a required one.
    case badEditVariable
    /// The tableau has no bounded optimum (a bug, or numbers beyond doubles).
    case internalError(String)
  }

  /// The two symbols a constraint added: its marker (slack, error or dummy) and, for a
  /// non-required one, its second error.
  struct Tag {
    var marker: SolverSymbol
    var other: SolverSymbol?
  }

  private struct Edit {
    let tag: Tag
    let constraint: LinearConstraint
    var constant: Double
  }

  @exclusivity(unchecked) var constraints:
    [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
  @exclusivity(unchecked) var rows = SolverTableau()
  @exclusivity(unchecked) private var variables:
    [ObjectIdentifier: (variable: LayoutVariable, symbol: SolverSymbol)] = [:]
  private var edits: [ObjectIdentifier: Edit] = [:]
  @exclusivity(unchecked) var infeasible: [SolverSymbol] = []
  @exclusivity(unchecked) private var objective = SolverObjective()
  private var artificial: SolverRow?
  private var nextID = 1
  /// The constraints in whose constant or a coefficient is beyond ``precisionLimit``.
  var hugeConstraints: Set<ObjectIdentifier> = []
  /// Whether numbers beyond ``precisionLimit`` went through the tableau since it was built:
  /// its constants then lost their fractions (see `SimplexSolver+Precision`).
  var precisionLost = false

  /// How many constraints are in.
  var constraintCount: Int { constraints.count }

  /// Every constraint in the solver, edit constraints included.
  var allConstraints: [LinearConstraint] { constraints.values.map(\.constraint) }

  func symbolIfKnown(_ variable: LayoutVariable) -> SolverSymbol? {
    variables[ObjectIdentifier(variable)]?.symbol
  }

  func row(for symbol: SolverSymbol) -> SolverRow? { rows[symbol] }

  /// The tableau's rows by their basic symbol.
  var basicRows: [SolverSymbol: SolverRow] { rows.rows }

  func objectiveCoefficient(for symbol: SolverSymbol) -> Double {
    objective.coefficient(for: symbol)
  }

  func contains(_ constraint: LinearConstraint) -> Bool {
    constraints[ObjectIdentifier(constraint)] != nil
  }

  // MARK: - Constraints

  /// Adds `constraint`; throws ``Failure/unsatisfiable`` (and changes nothing) when it is
  /// required and cannot hold with the required constraints already in.
  func add(_ constraint: LinearConstraint) throws {
    let key = ObjectIdentifier(constraint)
    guard constraints[key] == nil else { throw Failure.duplicate }
    let (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard SolverRow.nearZero(row.constant) else {
        removeObjectiveEffects(of: constraint, tag)
        throw Failure.unsatisfiable
      }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, row)
      rows.insert(row, for: subject)
    } else {
      guard try addWithArtificialVariable(row) else {
        // Take the constraint back out: its marker may now be basic or in other rows.
        constraints[key] = (constraint, tag)
        try? remove(constraint)
        throw Failure.unsatisfiable
      }
    }
    constraints[key] = (constraint, tag)
    constraint.serial = nextID
    noteMagnitude(of: constraint)
    try optimize(useArtificial: false)
  }

  /// Removes `constraint`.
  func remove(_ constraint: LinearConstraint) throws {
    guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
      throw Failure.unknownConstraint
    }
    forgetMagnitude(of: constraint)
    removeObjectiveEffects(of: constraint, tag)
    if rows.remove(tag.marker) == nil {
      guard let leaving = markerLeavingSymbol(tag.marker),
        let row = rows.remove(leaving)
      else { throw Failure.internalError("no row for a removed constraint's marker") }
      row.solve(for: leaving, tag.marker)
      substitute(tag.marker, row)
    }
    try optimize(useArtificial: false)
    rebuildIfPrecisionLost()
  }

  // MARK: - Edit variables

  /// Makes `variable` editable with `strength` (below required): ``suggest(_:for:)`` then
  /// moves it as close to a value as the stronger constraints allow.
  func addEdit(_ variable: LayoutVariable, strength: Double) throws {
    let key = ObjectIdentifier(variable)
    guard edits[key] == nil, strength < LayoutStrength.required else {
      throw Failure.badEditVariable
    }
    let constraint = LinearConstraint([(variable, 1)], constant: 0, .equal, strength: strength)
    try add(constraint)
    guard let tag = constraints[ObjectIdentifier(constraint)]?.tag else { return }
    edits[key] = Edit(tag: tag, constraint: constraint, constant: 0)
  }

  func removeEdit(_ variable: LayoutVariable) throws {
    guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
      throw Failure.badEditVariable
    }
    try remove(edit.constraint)
  }

  func hasEdit(_ variable: LayoutVariable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

  /// Whether any variable is an edit variable.
  var hasEdits: Bool { !edits.isEmpty }

  /// Forgets every constraint, symbol and row: an empty solver (`rebuild` adds them back).
  func reset() {
    constraints = [:]
    rows = SolverTableau()
    variables = [:]
    edits = [:]
    infeasible = []
    objective = SolverObjective()
    artificial = nil
    hugeConstraints = []
    precisionLost = false
  }

  /// Asks for `variable` (an edit variable) to be `value`.
  func suggest(_ value: Double, for variable: LayoutVariable) throws {
    let key = ObjectIdentifier(variable)
    guard var edit = edits[key] else { throw Failure.badEditVariable }
    let delta = value - edit.constant
    edit.constant = value
    edits[key] = edit
    // The edit's equation is `v − value − plus + minus = 0`: its constant moves by −delta,
    // and its marker `plus` has the coefficient −1 (and `minus` +1).
    shiftConstant(of: edit.tag, by: -delta, markerCoefficient: -1, otherCoefficient: 1)
    try dualOptimize()
  }

  /// Counts ``updateVariables()`` calls: values computed from the variables (a chain's
  /// positions) are current while it is unchanged.
  private(set) var valuesVersion = 0

  /// Copies the solution into the variables' `value`s.
  func updateVariables() {
    valuesVersion += 1
    for (_, (variable, symbol)) in variables {
      variable.value = rows[symbol]?.constant ?? 0
    }
  }

  // MARK: - Building rows

  private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
    defer { nextID += 1 }
    return SolverSymbol(id: nextID, kind: kind)
  }

  private func symbol(for variable: LayoutVariable) -> SolverSymbol {
    let key = ObjectIdentifier(variable)
    if let known = variables[key] { return known.symbol }
    let made = makeSymbol(.external)
    variables[key] = (variable, made)
    return made
  }

  /// The row of `constraint` in terms of the current non-basic symbols, with its slack, error
  /// or dummy symbols, its errors weighted into the objective.
  private func makeRow(for constraint: LinearConstraint) -> (SolverRow, Tag) {
    let row = SolverRow(constant: constraint.constant)
    for term in constraint.terms where !SolverRow.nearZero(term.coefficient) {
      let symbol = symbol(for: term.variable)
      if let basic = rows[symbol] {
        row.insert(basic, term.coefficient)
      } else {
        row.insert(symbol, term.coefficient)
      }
    }
    let strength = constraint.strength
    let isRequired = strength >= LayoutStrength.required
    var tag: Tag
    switch constraint.relation {
    case .lessOrEqual, .greaterOrEqual:
      let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      tag = Tag(marker: slack)
      row.insert(slack, sign)
      if !isRequired {
        let error = makeSymbol(.error)
        tag.other = error
        row.insert(error, -sign)
        objective.insert(error, strength)
      }
    case .equal:
      if isRequired {
        let dummy = makeSymbol(.dummy)
        tag = Tag(marker: dummy)
        row.insert(dummy)
      } else {
        let plus = makeSymbol(.error), minus = makeSymbol(.error)
        tag = Tag(marker: plus, other: minus)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, strength)
        objective.insert(minus, strength)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol the new row is solved for: an external variable, else a slack or error
  /// marker with a negative coefficient; nil when there is none.
  private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol? {
    if let external = row.cells.first(where: { $0.symbol.kind == .external }) {
      return external.symbol
    }
    for marker in [tag.marker, tag.other].compactMap({ $0 }) where marker.isPivotable {
      if row.coefficient(for: marker) < 0 { return marker }
    }
    return nil
  }

  /// Adds `row` through an artificial variable, minimised to zero; false when it cannot be.
  private func addWithArtificialVariable(_ row: SolverRow) throws -> Bool {
    let art = makeSymbol(.slack)
    rows.insert(SolverRow(copying: row), for: art)
    artificial = SolverRow(copying: row)
    try optimize(useArtificial: true)
    let success = SolverRow.nearZero(artificial?.constant ?? 0)
    artificial = nil
    if let basic = rows.remove(art) {
      if basic.cells.isEmpty { return success }
      guard let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
        return false
      }
      basic.solve(for: art, entering)
      substitute(entering, basic)
      rows.insert(basic, for: entering)
    }
    rows.erase(art)
    objective.remove(art)
    return success
  }

  private func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
    for id in rows.substitute(symbol, row) {
      guard let basic = rows[id: id] else { continue }
      let key = rows.basic(id)
      if key.kind != .external, basic.constant < 0 { infeasible.append(key) }
    }
    objective.substitute(symbol, row)
    artificial?.substitute(symbol, row)
  }

  private func removeObjectiveEffects(of constraint: LinearConstraint, _ tag: Tag) {
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
      if let row = rows[symbol] {
        objective.insert(row, -constraint.strength)
      } else {
        objective.insert(symbol, -constraint.strength)
      }
    }
  }

  // MARK: - Optimising

  /// The primal simplex on the objective (or the artificial one).
  private func optimize(useArtificial: Bool) throws {
    var pivots = 0
    while true {
      let entering: SolverSymbol?
      if !useArtificial {
        entering = objective.firstNegative()
      } else if let goal = artificial {
        entering =
          pivots < Self.guidedPivots
          ? cheapestEntering(for: goal)
          : goal.cells.first { $0.symbol.kind != .dummy && $0.coefficient < 0 }?.symbol
      } else {
        entering = nil
      }
      guard let entering else { return }
      pivots += 1
      var ratio = Double.greatestFiniteMagnitude
      var leaving: SolverSymbol?
      for id in rows.basics(containing: entering) {
        let symbol = rows.basic(id)
        guard symbol.kind != .external, let row = rows[id: id] else { continue }
        let coefficient = row.coefficient(for: entering)
        if coefficient < 0 {
          let r = -row.constant / coefficient
          if r < ratio {
            ratio = r
            leaving = symbol
          }
        }
      }
      guard let leaving, let row = rows.remove(leaving) else {
        throw Failure.internalError("the objective is unbounded")
      }
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows.insert(row, for: entering)
    }
  }

  /// How many pivots of phase one choose by cost before falling back to Bland's rule (the
  /// first symbol by id, as Kiwi does), which cannot cycle.
  private static let guidedPivots = 64

  /// The symbol phase one brings in: of those that lower the artificial objective, the one
  /// whose move costs the real objective least per unit (its reduced cost over its artificial
  /// coefficient), ties to the lowest id.
  ///
  /// Kiwi takes the first by id, and phase one ignores the real objective: when a stack of n
  /// rows closes its chain of edges (the last row's bottom to the stack's bottom), the first
  /// symbols are the first rows' hugging errors, and it walked about 8,000 pivots through n rows
  /// of n cells each before reaching the stack's own height, which phase two then undid. By
  /// cost, the stack's weak height is the one pivot.
  private func cheapestEntering(for goal: SolverRow) -> SolverSymbol? {
    var best: SolverSymbol?
    var bestCost = Double.infinity
    for cell in goal.cells where cell.symbol.kind != .dummy && cell.coefficient < 0 {
      let cost = objective.coefficient(for: cell.symbol) / -cell.coefficient
      if cost < bestCost {
        best = cell.symbol
        bestCost = cost
      }
    }
    return best
  }

  /// The dual simplex, after edits made rows infeasible.
  func dualOptimize() throws {
    while let leaving = infeasible.popLast() {
      guard let row = rows[leaving], !SolverRow.nearZero(row.constant), row.constant < 0 else {
        continue
      }
      var ratio = Double.greatestFiniteMagnitude
      var entering: SolverSymbol?
      for term in row.cells where term.coefficient > 0 && term.symbol.kind != .dummy {
        let r = objective.coefficient(for: term.symbol) / term.coefficient
        if r < ratio {
          ratio = r
          entering = term.symbol
        }
      }
      guard let entering else { throw Failure.internalError("the dual has no entering symbol") }
      rows.remove(leaving)
      row.solve(for: leaving, entering)
      substitute(entering, row)
      rows.insert(row, for: entering)
    }
  }

  /// The row to pivot a removed constraint's marker into: the most restrictive with a negative
  /// coefficient, else with a positive one, else an external row.
  private func markerLeavingSymbol(_ marker: SolverSymbol) -> SolverSymbol? {
    var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
    var first: SolverSymbol?, second: SolverSymbol?, third: SolverSymbol?
    for id in rows.basics(containing: marker) {
      guard let row = rows[id: id] else { continue }
      let symbol = rows.basic(id)
      let c = row.coefficient(for: marker)
      if c == 0 { continue }
      if symbol.kind == .external {
        third = symbol
      } else if c < 0 {
        let r = -row.constant / c
        if r < r1 {
          r1 = r
          first = symbol
        }
      } else {
        let r = row.constant / c
        if r < r2 {
          r2 = r
          second = symbol
        }
      }
    }
    return first ?? second ?? third
  }
}
