import Foundation

/// The visible arranged subviews of a stack view along its axis, whose positions the engine
/// writes as offsets: the first member's position variable is its place in the stack, each
/// other member's is the distance from the previous member's position.
///
/// In a simplex tableau every variable with a value other than zero is basic, written in the
/// non-basic symbols. With positions in the stack, the n-th member's position is the sum of the
/// sizes above it, so its row holds the symbols of every member above: a stack of n views made
/// n²/2 × 10 cells (4.3 million at 900 rows, most of the solver's time). As offsets, the
/// spacing equation of a member reads `offset = previous size + spacing`: rows stay as short as
/// one member's, and the tableau grows linearly. A position is then a prefix sum of offsets
/// (``LinearExpression`` keeps it symbolic, so the difference of two members' positions is the
/// offsets between them, not two long sums).
final class LayoutChain {
  /// The members' position variables along the axis, in order.
  private(set) var offsets: [LayoutVariable]
  /// The prefix sums of the offsets' values, and the solver values they were summed from.
  private var positions: [Double] = []
  private var positionsVersion = -1

  init(offsets: [LayoutVariable]) { self.offsets = offsets }

  /// The member at `index`'s position: the sum of the offsets' values up to it, computed once
  /// per solution (`version` is the solver's ``SimplexSolver/valuesVersion``).
  func position(at index: Int, version: Int) -> Double {
    if positionsVersion != version || positions.count != offsets.count {
      var sum = 0.0
      positions = offsets.map { offset in
        sum += offset.value
        return sum
      }
      positionsVersion = version
    }
    return index < positions.count ? positions[index] : 0
  }

  /// The terms of `Σ coefficient · (offsets[0] + … + offsets[index])` over the given prefixes:
  /// from the longest down, each run of offsets gets the sum of the coefficients of the
  /// prefixes that reach it, and a run whose sum is zero (a prefix minus another) is skipped
  /// without being read.
  func terms(of prefixes: [(index: Int, coefficient: Double)]) -> [(LayoutVariable, Double)] {
    let sorted = prefixes.sorted { $0.index > $1.index }
    var terms: [(LayoutVariable, Double)] = []
    var coefficient = 0.0
    for (position, prefix) in sorted.enumerated() {
      coefficient += prefix.coefficient
      let low = position + 1 < sorted.count ? sorted[position + 1].index + 1 : 0
      let high = min(prefix.index, offsets.count - 1)
      guard abs(coefficient) > 1e-12, high >= low else { continue }
      for k in low...high { terms.append((offsets[k], coefficient)) }
    }
    return terms
  }
}
