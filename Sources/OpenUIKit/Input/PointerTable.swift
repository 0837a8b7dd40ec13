import Foundation

/// The application's table of pointers: which live touch each pointer id drives, which pointers
/// are still physically down but no longer drive a touch (cancelled, or touch-down hit nothing),
/// and the previous touch-down for counting taps.
struct PointerTable {
  /// Live touches by pointer id.
  var live: [PointerID: UITouch] = [:] {
    didSet { generation &+= 1 }
  }
  /// Counts changes to `live`, so that a list made from it can tell it is still current.
  private(set) var generation = 0
  /// Pointers whose remaining moves and up are ignored silently.
  var swallowed: Set<PointerID> = []
  /// The previous touch-down, for tap counting (decision B10).
  var lastTouchDown: (location: CGPoint, time: TimeInterval, tapCount: Int, pointer: PointerID)?
  var nextSerial = 1

  /// The tap count of a touch-down of `pointer` at `location` and `time` (decision B10): the
  /// next tap of the previous touch-down when that finger has lifted and this one is within
  /// `interval` seconds and `radius` points of it, else 1. Recorded as the previous touch-down
  /// with `hostCount` (the host's click count) when given, which wins over the counted one.
  mutating func countTap(
    of pointer: PointerID, at location: CGPoint, time: TimeInterval, interval: TimeInterval,
    radius: CGFloat, hostCount: Int?
  ) -> Int {
    var count = 1
    // A tap continues the previous one only once that finger has lifted: two fingers down at
    // the same time are two taps, never a double tap.
    if let previous = lastTouchDown, live[previous.pointer] == nil,
      time - previous.time <= interval,
      hypot(location.x - previous.location.x, location.y - previous.location.y) <= radius
    {
      // Saturates: a run of taps can never overflow the count.
      count = previous.tapCount == Int.max ? Int.max : previous.tapCount + 1
    }
    if let hostCount { count = hostCount }
    lastTouchDown = (location, time, count, pointer)
    return count
  }

  /// Live touches in the order they began. An insertion sort in a plain loop: there are a few
  /// touches at most, and a closure handed to `sorted(by:)` pays an isolation check per call.
  @MainActor var orderedLiveTouches: [UITouch] {
    var touches: [UITouch] = []
    touches.reserveCapacity(live.count)
    for touch in live.values {
      var index = touches.count
      while index > 0 && touches[index - 1].serialNumber > touch.serialNumber { index -= 1 }
      touches.insert(touch, at: index)
    }
    return touches
  }
}
