import Foundation

/// Recognizes a press held still for a while (spec G35–G38): continuous. It begins from a timer
/// once the required fingers have been down for ``minimumPressDuration`` without moving more
/// than ``allowableMovement``; it changes as fingers move (with no limit once begun, decision
/// G37) and ends when any finger lifts.
///
/// UIKit differences: `numberOfTapsRequired` other than 0 is not supported yet.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must be down. 0.5 s by default.
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far a finger may move before the press begins, in points. 10 by default.
  open var allowableMovement: CGFloat = 10
  /// Fingers needed. 1 by default.
  open var numberOfTouchesRequired = 1
  /// Taps before the press. 0 (the only supported value) by default.
  open var numberOfTapsRequired = 0

  private var starts: [ObjectIdentifier: CGPoint] = [:]

  override func accepts(button: UIEvent.ButtonMask) -> Bool { button == .primary }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { starts[ObjectIdentifier(touch)] = touch.locationInWindow }
    guard state == .possible else { return }
    if starts.count > numberOfTouchesRequired { return state = .failed }
    if starts.count == numberOfTouchesRequired, let touch = touches.first {
      // The timer begins the gesture with no touch event (spec G38).
      scheduleTimer(at: touch.timestamp + minimumPressDuration) { [anchor = referenceAnchor] in
        guard let self = anchor.object as? UILongPressGestureRecognizer, self.state == .possible,
          self.starts.count == self.numberOfTouchesRequired
        else { return }
        self.state = .began
      }
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      for touch in touches {
        guard let start = starts[ObjectIdentifier(touch)] else { continue }
        let p = touch.locationInWindow
        if hypot(p.x - start.x, p.y - start.y) > allowableMovement { return state = .failed }
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches { starts[ObjectIdentifier(touch)] = nil }
    concludeContinuousGesture(cancelled: false)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    concludeContinuousGesture(cancelled: true)
  }

  open override func reset() {
    starts.removeAll()
  }
}
