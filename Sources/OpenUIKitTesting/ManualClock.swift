import Foundation
import OpenUIKit

/// A clock that moves only when told: tests advance it instead of sleeping.
@MainActor
public final class ManualClock: MonotonicClock {
  /// The current time in seconds.
  public private(set) var now: TimeInterval

  /// Creates a clock reading `start` seconds.
  public init(start: TimeInterval = 0) {
    self.now = start
  }

  /// Moves the clock forward by `seconds` (negative or non-finite values are ignored, so time
  /// never runs backwards).
  public func advance(by seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    now += seconds
  }

  /// Moves the clock forward to exactly `time`; earlier or non-finite times are ignored.
  public func advance(to time: TimeInterval) {
    guard time.isFinite, time > now else { return }
    now = time
  }
}
