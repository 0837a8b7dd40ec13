import Foundation

/// The application's table of pointers: which live touch each pointer id drives, which pointers
/// are still physically down but no longer drive a touch (cancelled, or touch-down hit nothing),
/// and the previous touch-down for counting taps.
struct TouchTracker {
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
