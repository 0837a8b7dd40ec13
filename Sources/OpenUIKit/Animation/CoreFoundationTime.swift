import Foundation

/// Core Foundation's name for seconds since 1 January 2001, which `import UIKit` brings.
public typealias CFAbsoluteTime = Double

/// The current time in seconds since 1 January 2001 (`Date.timeIntervalSinceReferenceDate`),
/// as Core Foundation's function answers it: wall-clock time, which can jump. Code that
/// measures durations should prefer ``CACurrentMediaTime()``.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date.timeIntervalSinceReferenceDate
}

/// Core Animation's time: on the main thread, the application's clock, the time of
/// `UITouch.timestamp`, `CADisplayLink.timestamp` and layer animations (`beginTime`,
/// `convertTime(_:from:)`), which a test drives by hand. Off the main thread, or before an
/// application exists, seconds since the machine started, as Core Animation answers it.
public func CACurrentMediaTime() -> CFTimeInterval {
  if let now = onMainThread({ UIApplication.current?.clock.now }).flatMap({ $0 }) { return now }
  return ProcessInfo.processInfo.systemUptime
}
