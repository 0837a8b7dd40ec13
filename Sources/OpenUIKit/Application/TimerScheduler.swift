import Foundation

/// One-shot timers on the application's clock: long presses, multi-tap windows and app timers.
///
/// Timers fire in deadline order, then in the order they were scheduled. The host asks
/// ``nextDeadline`` to know how long it may sleep.
@preconcurrency @MainActor
public final class TimerScheduler {
  /// A scheduled timer; cancel it to stop it from firing.
  @MainActor
  public final class Timer {
    /// When the timer fires, on the application's clock.
    public let deadline: TimeInterval
    let serial: Int
    let action: () -> Void
    /// Whether the timer was cancelled or has fired.
    public internal(set) var isDone = false

    init(deadline: TimeInterval, serial: Int, action: @escaping () -> Void) {
      self.deadline = deadline
      self.serial = serial
      self.action = action
    }

    /// Stops the timer from firing. Cancelling twice does nothing.
    public func cancel() { isDone = true }
  }

  @exclusivity(unchecked) private var timers: [Timer] = []
  private var serial = 0

  /// Creates an empty scheduler.
  public init() {}

  /// Schedules `action` to run at `deadline`.
  @discardableResult
  public func schedule(at deadline: TimeInterval, _ action: @escaping () -> Void)
    -> Timer
  {
    serial += 1
    let timer = Timer(deadline: deadline, serial: serial, action: action)
    timers.append(timer)
    return timer
  }

  /// The earliest deadline among pending timers, or nil when none is pending.
  public var nextDeadline: TimeInterval? {
    timers.lazy.filter { !$0.isDone }.map(\.deadline).min()
  }

  /// Fires, in order, every pending timer whose deadline is at or before `time`, including timers
  /// that those actions schedule within the same span.
  /// - Returns: How many timers fired.
  @discardableResult
  public func fireTimers(upTo time: TimeInterval) -> Int {
    var fired = 0
    while let next = earliestDue(upTo: time) {
      next.isDone = true
      next.action()
      fired += 1
    }
    if fired > 0 || !timers.isEmpty { removeDone() }
    return fired
  }

  /// Drops fired and cancelled timers, in a loop rather than `removeAll(where:)`: this runs on
  /// every event, and a closure from main-actor code pays an isolation check per call.
  private func removeDone() {
    var done = 0
    for timer in timers where timer.isDone { done += 1 }
    guard done > 0 else { return }
    var kept: [Timer] = []
    kept.reserveCapacity(timers.count - done)
    for timer in timers where !timer.isDone { kept.append(timer) }
    timers = kept
  }

  /// The timer due first by `time` (the earliest scheduled on a tie), or nil. A plain loop:
  /// this runs for every input event, mostly to find nothing.
  private func earliestDue(upTo time: TimeInterval) -> Timer? {
    var best: Timer?
    for timer in timers where !timer.isDone && timer.deadline <= time {
      if let current = best,
        (current.deadline, current.serial) <= (timer.deadline, timer.serial)
      {
        continue
      }
      best = timer
    }
    return best
  }
}
