import Foundation

// Selector-based timers, as UIKit code written before blocks makes them:
//
//     Timer.scheduledTimer(
//       timeInterval: 1, target: self, selector: "tick:", userInfo: nil, repeats: true)
//
// The target declares the action as for target–action (`action(for:)` or `Selector.register`)
// and receives the timer as the sender. As in Foundation, the timer holds its target strongly
// until it is invalidated (a repeating timer keeps its target alive until then).
extension Timer {
  /// A timer, not yet scheduled, that sends `selector` to `target` after `interval` seconds
  /// (and every `interval` seconds when `repeats`). Add it with `RunLoop.main.add(_:forMode:)`.
  ///
  /// UIKit difference: Foundation on Linux keeps no `userInfo` for a timer made by an
  /// initializer, so this one's reads nil; ``scheduledTimer(timeInterval:target:selector:userInfo:repeats:)``
  /// keeps it.
  @MainActor
  public convenience init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    let call = SelectorTimer.call(target as AnyObject, selector)
    self.init(timeInterval: SelectorTimer.interval(interval), repeats: repeats, block: call)
  }

  /// Schedules on the main run loop a timer that sends `selector` to `target` after
  /// `interval` seconds (and every `interval` seconds when `repeats`); the host's loop runs it.
  /// The timer's `userInfo` is `userInfo`.
  @MainActor
  @discardableResult
  public class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> Timer {
    let timer = SelectorTimer(
      interval: interval, target: target as AnyObject, selector: selector, info: userInfo,
      repeats: repeats)
    RunLoop.main.add(timer, forMode: .default)
    return timer
  }
}

/// A timer that calls an action and carries a `userInfo`.
final class SelectorTimer: Timer {
  private let info: Any?

  @MainActor
  init(interval: TimeInterval, target: AnyObject, selector: Selector, info: Any?, repeats: Bool) {
    self.info = info
    let interval = Self.interval(interval)
    super.init(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
      block: Self.call(target, selector))
  }

  /// A usable interval: Foundation treats 0 and less as 0.1 ms, and so does this.
  static func interval(_ value: TimeInterval) -> TimeInterval {
    value.isFinite ? max(value, 0.0001) : 0.0001
  }

  /// The timer's block: `selector` sent to `target` with the timer as the sender, or a
  /// diagnostic when the target does not implement it.
  static func call(_ target: AnyObject, _ selector: Selector) -> @Sendable (Timer) -> Void {
    nonisolated(unsafe) let target = target
    return { timer in
      nonisolated(unsafe) let timer = timer
      MainActor.assumeIsolated {
        guard let actionTarget = target as? any ActionTarget,
          let action = actionTarget.action(for: selector)
        else {
          HostServices.report(
            .actionNotImplemented,
            "Timer: target \(type(of: target)) does not implement \(selector)")
          return
        }
        action(timer, nil)
      }
    }
  }

  override var userInfo: Any? { info }
}
