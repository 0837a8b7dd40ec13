import Foundation

// Timers on the application's clock (long press, multi-tap windows, display links): each fires
// inside the dispatch bracket, so recognizers settle what it decided (decision G5).
extension UIApplication {
  /// Fires every timer due at the clock's current time and settles what the recognizers decided.
  public func fireDueTimers() {
    fireTimers(upTo: clock.now)
  }

  /// When the next timer is due on the application's clock, or nil: the host may sleep until
  /// then when no input arrives.
  public var nextTimerDeadline: TimeInterval? { timers.nextDeadline }

  func fireTimers(upTo time: TimeInterval) {
    _ = gestureCoordinator.dispatch { timers.fireTimers(upTo: time) }
    UndoManager.endEventGroups()
  }
}
