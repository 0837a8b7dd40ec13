import Foundation

/// The source of time for touches, events, timers and gestures (spec B9).
///
/// The core never reads the wall clock itself: the application asks its clock, so tests inject a
/// manual clock (`OpenUIKitTesting.ManualClock`) and run long presses and double taps without
/// sleeping.
@preconcurrency @MainActor
public protocol MonotonicClock: AnyObject {
  /// Seconds since an arbitrary fixed start; never decreases.
  var now: TimeInterval { get }
}

/// The system's monotonic clock, in seconds since this clock was created.
@preconcurrency @MainActor
public final class SystemClock: MonotonicClock {
  private let start: UInt64

  /// Creates a clock that reads 0 now.
  public init() {
    start = DispatchTime.now().uptimeNanoseconds
  }

  /// Seconds since the clock was created.
  public var now: TimeInterval {
    TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000
  }
}
