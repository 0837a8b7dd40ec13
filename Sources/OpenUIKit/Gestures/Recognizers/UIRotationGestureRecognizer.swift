import Foundation

/// Recognizes two fingers turning (spec G40): continuous. ``rotation`` is the angle, in radians,
/// between the line through the fingers at touch-down and the current line (absolute, clockwise
/// positive on screen, unwrapped past ±π); it begins the first time that angle changes and ends
/// when a finger lifts.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  private var fingers: [UITouch] = []
  private var lastAngle: CGFloat = 0
  private var accumulated: CGFloat = 0
  private var baseRotation: CGFloat = 0
  private var lastSample: (time: TimeInterval, rotation: CGFloat)?

  /// The rotation since touch-down, in radians. Setting it rebases the measurement and resets
  /// velocity.
  open var rotation: CGFloat {
    get { baseRotation + accumulated }
    set {
      baseRotation = newValue
      accumulated = 0
      velocity = 0
      lastSample = nil
    }
  }

  /// The speed of the rotation in radians per second.
  open private(set) var velocity: CGFloat = 0

  private var angle: CGFloat {
    let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
    return atan2(b.y - a.y, b.x - a.x)
  }

  override func accepts(button: UIEvent.ButtonMask) -> Bool { button == .primary }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    takeFingers(touches, upTo: 2, into: &fingers, event: event)
    if fingers.count == 2 { lastAngle = angle }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.count == 2 else { return }
    var delta = angle - lastAngle
    // Unwrap: the shortest turn between the two readings.
    while delta > .pi { delta -= 2 * .pi }
    while delta <= -.pi { delta += 2 * .pi }
    lastAngle = angle
    accumulated += delta
    let time = touches.first?.timestamp ?? now
    if let last = lastSample, time > last.time {
      velocity = (rotation - last.rotation) / CGFloat(time - last.time)
    }
    lastSample = (time, rotation)
    switch state {
    case .possible where accumulated != 0: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.removeAll { touches.contains($0) }
    // A possible gesture waits for the last finger; a begun one ends with the first lift.
    if state != .possible || fingers.isEmpty { concludeContinuousGesture(cancelled: false) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    concludeContinuousGesture(cancelled: true)
  }

  open override func reset() {
    fingers.removeAll()
    lastAngle = 0
    accumulated = 0
    baseRotation = 0
    velocity = 0
    lastSample = nil
  }
}
