import Foundation

extension SimplexSolver {
  /// Whether `variable` could take another value without the solution getting worse: it
  /// appears in no equation, or its row has a symbol that may move for free (a slack or error
  /// the objective does not charge for).
  func isAmbiguous(_ variable: LayoutVariable) -> Bool {
    guard let symbol = symbolIfKnown(variable) else { return true }
    guard let row = row(for: symbol) else { return true }
    return row.cells.contains { cell in
      switch cell.symbol.kind {
      case .dummy: false
      case .external: true
      case .slack, .error:
        SolverRow.nearZero(objectiveCoefficient(for: cell.symbol)) && canMove(cell.symbol)
      }
    }
  }

  /// Whether a non-basic slack or error symbol can grow from 0 by a positive amount without
  /// a restricted basic symbol going negative (the simplex ratio test; a degenerate row at 0
  /// blocks it).
  private func canMove(_ symbol: SolverSymbol) -> Bool {
    for (basic, row) in basicRows where basic.kind != .external {
      let coefficient = row.coefficient(for: symbol)
      if coefficient < 0, -row.constant / coefficient < 1e-6 { return false }
    }
    return true
  }
}
