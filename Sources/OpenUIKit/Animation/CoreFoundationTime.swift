import Foundation

/// Core Foundation's name for seconds since 1 January 2001, which `import UIKit` brings.
public typealias CFAbsoluteTime = Double

/// The current time in seconds since 1 January 2001 (`Date.timeIntervalSinceReferenceDate`),
/// as Core Foundation's function answers it: wall-clock time, which can jump. Code that
/// measures durations should prefer ``CACurrentMediaTime()``.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date.timeIntervalSinceReferenceDate
}

/// Seconds since the machine started, monotonic, as Core Animation's function answers it.
/// OpenUIKit's own timestamps (`UITouch.timestamp`, `CADisplayLink.timestamp`) come from the
/// application's clock instead, which a test can drive by hand.
public func CACurrentMediaTime() -> CFTimeInterval {
  ProcessInfo.processInfo.systemUptime
}
