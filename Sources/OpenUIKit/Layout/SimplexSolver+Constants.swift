import Foundation

// Changing a constraint's constant in place, as Kiwi moves an edit variable: the tableau is
// shifted along the constraint's marker and the dual simplex repairs what became infeasible.
// Removing and adding the constraint again would pivot its marker through every row that
// holds it; a constant change in a long chain is then linear instead of quadratic.
extension SimplexSolver {
  /// Puts `new` in place of `old` when they differ only in their constants; false (and nothing
  /// changed) when they differ otherwise or the constraint is redundant (its dummy is basic),
  /// and the caller removes and adds instead. Throws ``Failure/unsatisfiable`` when a required
  /// constraint cannot take the new constant: `old` is then still in, unchanged.
  func replaceConstant(of old: LinearConstraint, with new: LinearConstraint) throws -> Bool {
    let oldKey = ObjectIdentifier(old)
    guard let (_, tag) = constraints[oldKey], Self.sameShape(old, new) else { return false }
    let (m, m2) = markerCoefficients(new)
    if tag.marker.kind == .dummy, rows[tag.marker] != nil { return false }
    let delta = new.constant - old.constant
    shiftConstant(of: tag, by: delta, markerCoefficient: m, otherCoefficient: m2)
    do {
      try dualOptimize()
    } catch {
      infeasible.removeAll()
      shiftConstant(of: tag, by: -delta, markerCoefficient: m, otherCoefficient: m2)
      try dualOptimize()
      throw Failure.unsatisfiable
    }
    constraints[oldKey] = nil
    constraints[ObjectIdentifier(new)] = (new, tag)
    new.serial = old.serial
    forgetMagnitude(of: old)
    noteMagnitude(of: new)
    if !(abs(delta) <= Self.precisionLimit) { precisionLost = true }
    rebuildIfPrecisionLost()
    return true
  }

  /// Whether two constraints have the same terms, relation and strength.
  static func sameShape(_ a: LinearConstraint, _ b: LinearConstraint) -> Bool {
    guard a.relation == b.relation, a.strength == b.strength, a.terms.count == b.terms.count
    else { return false }
    for (x, y) in zip(a.terms, b.terms) {
      guard x.variable === y.variable, x.coefficient == y.coefficient else { return false }
    }
    return true
  }

  /// The coefficients `makeRow` gave the constraint's marker and second symbol in
  /// `terms + constant + m·marker + m2·other = 0`.
  private func markerCoefficients(_ c: LinearConstraint) -> (Double, Double) {
    let required = c.strength >= LayoutStrength.required
    switch c.relation {
    case .equal: return required ? (1, 0) : (-1, 1)
    case .lessOrEqual: return (1, -1)
    case .greaterOrEqual: return (-1, 1)
    }
  }

  /// The tableau after the constraint's constant moved by `delta`: with
  /// `E + c + m·marker = 0`, the old marker is the new one plus `delta / m`, substituted in the
  /// rows (Kiwi's `suggestValue` is the case of an edit constraint). Restricted rows that went
  /// negative are queued for the dual simplex.
  func shiftConstant(
    of tag: Tag, by delta: Double, markerCoefficient m: Double, otherCoefficient m2: Double
  ) {
    let marker = tag.marker
    if let row = rows[marker] {
      if row.add(-delta / m) < 0, marker.kind != .external { infeasible.append(marker) }
    } else if let other = tag.other, let row = rows[other] {
      if row.add(-delta / m2) < 0 { infeasible.append(other) }
    } else {
      for id in rows.basics(containing: marker) {
        guard let row = rows[id: id] else { continue }
        let symbol = rows.basic(id)
        let coefficient = row.coefficient(for: marker)
        if coefficient != 0, row.add(coefficient * delta / m) < 0, symbol.kind != .external {
          infeasible.append(symbol)
        }
      }
    }
  }
}
