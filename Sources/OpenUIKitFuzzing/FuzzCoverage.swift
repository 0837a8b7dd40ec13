import Foundation

/// How much of wave 3's surface the streams exercised: a run whose streams made no lists or
/// pushed no screens would pass those invariants without checking anything, so the tool
/// prints these counts beside its verdict and a test keeps them above zero.
@MainActor
public final class FuzzCoverage {
  /// Appearance callbacks checked against UIKit's order.
  public internal(set) var appearanceCallbacks = 0
  /// Controllers visited in the controller-tree check (after every step).
  public internal(set) var controllersChecked = 0
  /// Visible rows and items whose cells were checked (after every step).
  public internal(set) var cellsChecked = 0

  /// Creates zero counts.
  public init() {}

  /// The counts as `appearance controllers cells`, for the tool's worker log.
  public var record: String { "\(appearanceCallbacks) \(controllersChecked) \(cellsChecked)" }

  /// Adds counts written by ``record`` (a worker's).
  public func add(record: Substring) {
    let numbers = record.split(separator: " ").compactMap { Int($0) }
    guard numbers.count == 3 else { return }
    appearanceCallbacks += numbers[0]
    controllersChecked += numbers[1]
    cellsChecked += numbers[2]
  }

  /// Sets every count back to zero.
  public func reset() {
    appearanceCallbacks = 0
    controllersChecked = 0
    cellsChecked = 0
  }

  /// One line for people.
  public var summary: String {
    "checked \(appearanceCallbacks) appearance callbacks, \(controllersChecked) controllers in"
      + " their trees, \(cellsChecked) visible cells"
  }
}
