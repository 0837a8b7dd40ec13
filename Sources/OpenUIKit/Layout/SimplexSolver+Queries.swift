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
      case .slack, .error: SolverRow.nearZero(objectiveCoefficient(for: cell.symbol))
      }
    }
  }
}
