import Foundation

/// Recognizes two fingers moving apart or together (spec G39): continuous. It begins the first
/// time the distance between the fingers changes; ``scale`` is the current distance over the
/// distance at touch-down (absolute, not a delta); it ends when a finger lifts.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  private var fingers: [UITouch] = []
  private var baseDistance: CGFloat = 0
  private var baseScale: CGFloat = 1
  private var lastSample: (time: TimeInterval, scale: CGFloat)?

  /// The scale relative to the fingers' distance at touch-down. Setting it rebases the
  /// measurement (the usual pattern sets it back to 1 in each action) and resets velocity.
  open var scale: CGFloat {
    get { fingers.count >= 2 && baseDistance > 0 ? baseScale * distance / baseDistance : baseScale }
    set {
      baseScale = newValue
      if fingers.count >= 2 { baseDistance = distance }
      velocity = 0
      lastSample = nil
    }
  }

  /// The speed of the scale change, in scale units per second.
  open private(set) var velocity: CGFloat = 0

  private var distance: CGFloat {
    let a = fingers[0].locationInWindow, b = fingers[1].locationInWindow
    return hypot(b.x - a.x, b.y - a.y)
  }

  override func accepts(button: UIEvent.ButtonMask) -> Bool { button == .primary }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    takeFingers(touches, upTo: 2, into: &fingers, event: event)
    if fingers.count == 2 && state == .possible { baseDistance = distance }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard fingers.count == 2, baseDistance > 0 else { return }
    let time = touches.first?.timestamp ?? now
    let current = scale
    if let last = lastSample, time > last.time {
      velocity = (current - last.scale) / CGFloat(time - last.time)
    }
    lastSample = (time, current)
    switch state {
    case .possible where distance != baseDistance: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    // Keep the scale the fingers reached for the final action.
    if fingers.count >= 2 { baseScale = scale }
    fingers.removeAll { touches.contains($0) }
    // A possible gesture waits for the last finger; a begun one ends with the first lift.
    if state != .possible || fingers.isEmpty { concludeContinuousGesture(cancelled: false) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    concludeContinuousGesture(cancelled: true)
  }

  open override func reset() {
    fingers.removeAll()
    baseDistance = 0
    baseScale = 1
    velocity = 0
    lastSample = nil
  }
}
