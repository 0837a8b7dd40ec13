import Foundation

extension UIApplication {
  /// The pointer device a screen reader's taps come from: none of the host's.
  static let accessibilityPointer = PointerID(device: -0x0A11, index: 0)

  /// Taps the centre of `frame` (screen coordinates) as a finger would, for an element whose
  /// activation nothing else handles. Returns false when the frame is empty or not a number.
  package func tapForAccessibility(at frame: CGRect) -> Bool {
    let point = CGPoint(x: frame.midX, y: frame.midY)
    guard !frame.isEmpty, point.x.isFinite, point.y.isFinite else { return false }
    let now = clock.now
    enqueue(.pointer(.down, id: Self.accessibilityPointer, at: point, timestamp: now))
    enqueue(.pointer(.up, id: Self.accessibilityPointer, at: point, timestamp: now))
    // From inside a handler the records wait for the drain under way.
    processQueuedInput()
    return true
  }
}
