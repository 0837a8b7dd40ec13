import Foundation

/// Hooks for the layout benchmarks (`Benchmarks/Tools/LayoutProbe`), which compare the engine's
/// solver with kiwisolver on identical equations: not API.
@_spi(Benchmarks) public enum LayoutBenchmarkSupport {
  /// The equations in the engine of `view`'s tree, in the order they entered the solver, as
  /// JSON: `{"variables": n, "constraints": [{"terms": [[i, c]…], "constant", "op",
  /// "strength"}…]}` (the format of the solver's kiwisolver test).
  @MainActor public static func equationsJSON(of view: UIView) -> Data {
    guard let engine = view.layoutEngine else { return Data() }
    let equations = engine.solver.allConstraints.sorted { $0.serial < $1.serial }
    var index: [ObjectIdentifier: Int] = [:]
    var list: [[String: Any]] = []
    for equation in equations {
      let terms = equation.terms.map { term -> [Double] in
        let key = ObjectIdentifier(term.variable)
        let i = index[key] ?? index.count
        index[key] = i
        return [Double(i), term.coefficient]
      }
      let op =
        switch equation.relation {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
      list.append([
        "terms": terms, "constant": equation.constant, "op": op, "strength": equation.strength,
      ])
    }
    let object: [String: Any] = ["variables": index.count, "constraints": list]
    return (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }

  /// Adds the equations of `json` (as ``equationsJSON(of:)`` writes them) to a fresh solver
  /// and updates the variables; returns the seconds that took, then the seconds per suggested
  /// value of an edit variable on the first variable (`suggestions` values, 1 point apart).
  public static func solve(json: Data, suggestions: Int = 0) -> (solve: Double, suggest: Double)? {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
      return nil
    }
    // A file of many systems: the total time.
    if let systems = object["systems"] as? [[String: Any]] {
      var total = 0.0
      for system in systems {
        guard let time = solve(system, suggestions: 0) else { return nil }
        total += time.solve
      }
      return (total, 0)
    }
    return solve(object, suggestions: suggestions)
  }

  private static func number(_ value: Any?) -> Double? {
    (value as? Double) ?? (value as? Int).map(Double.init)
  }

  private static func solve(_ object: [String: Any], suggestions: Int) -> (
    solve: Double, suggest: Double
  )? {
    guard let count = object["variables"] as? Int,
      let list = object["constraints"] as? [[String: Any]]
    else { return nil }
    let variables = (0..<count).map { LayoutVariable("v\($0)") }
    let equations = list.compactMap { item -> LinearConstraint? in
      guard let rawTerms = item["terms"] as? [[Any]], let constant = number(item["constant"]),
        let op = item["op"] as? String, let strength = number(item["strength"])
      else { return nil }
      let terms = rawTerms.map { $0.compactMap(number) }.filter { $0.count == 2 }
      let relation: LinearConstraint.Relation =
        op == "==" ? .equal : op == "<=" ? .lessOrEqual : .greaterOrEqual
      return LinearConstraint(
        terms.map { (variables[Int($0[0])], $0[1]) }, constant: constant, relation,
        strength: strength)
    }
    let solver = SimplexSolver()
    let clock = ContinuousClock()
    let solve = clock.measure {
      for equation in equations { try? solver.add(equation) }
      solver.updateVariables()
    }
    var suggest = Duration.zero
    if suggestions > 0, let first = variables.first,
      (try? solver.addEdit(first, strength: LayoutStrength.make(strong: 1, medium: 0, weak: 0)))
        != nil
    {
      let start = first.value
      suggest = clock.measure {
        for step in 1...suggestions {
          try? solver.suggest(start + Double(step), for: first)
          solver.updateVariables()
        }
      }
    }
    func seconds(_ d: Duration) -> Double {
      Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
    return (seconds(solve), suggestions > 0 ? seconds(suggest) / Double(suggestions) : 0)
  }
}
