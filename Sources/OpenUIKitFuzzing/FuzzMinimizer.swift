import Foundation

/// Shortens a failing stream to a few steps that still fail the same way (delta debugging:
/// drop chunks of steps, then single records, while the failure stays).
public struct FuzzMinimizer {
  /// Whether a candidate still fails.
  public typealias Oracle = ([FuzzStep]) -> Bool

  /// Creates a minimizer.
  public init() {}

  /// The shortest failing steps found; `fails` is asked about each candidate.
  public func minimize(_ steps: [FuzzStep], fails: Oracle) -> [FuzzStep] {
    var current = steps
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var start = 0
      var shrank = false
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        if !candidate.isEmpty && fails(candidate) {
          current = candidate
          shrank = true
        } else {
          start += chunk
        }
      }
      if !shrank { chunk /= 2 }
    }
    // Then records inside batches, and delays set to zero where that keeps the failure.
    for i in current.indices.reversed() {
      var r = current[i].records.count - 1
      while r >= 0, current[i].records.count > 1 {
        var candidate = current
        candidate[i].records.remove(at: r)
        if fails(candidate) { current = candidate }
        r -= 1
      }
    }
    return current
  }
}
