import Foundation

/// The application's table of pointers: which live touch each pointer id drives, which pointers
/// are still physically down but no longer drive a touch (cancelled, or touch-down hit nothing),
/// and the previous touch-down for counting taps.
struct TouchTracker {
  /// Live touches by pointer id.
  var live: [PointerID: UITouch] = [:]
  /// Pointers whose remaining moves and up are ignored silently.
  var swallowed: Set<PointerID> = []
  /// The previous touch-down, for tap counting (decision B10).
  var lastTouchDown: (location: CGPoint, time: TimeInterval, tapCount: Int, pointer: PointerID)?
  var nextSerial = 1

  /// Live touches in the order they began.
  @MainActor var orderedLiveTouches: [UITouch] {
    live.values.sorted { $0.serialNumber < $1.serialNumber }
  }
}
