import Foundation

// Hovering: a mouse moving with no button down drives UIHoverGestureRecognizer. The pointer is
// hit-tested like a touch-down; hover recognizers on the hit view and its ancestors begin
// (entered), change (moved) and end (left the view or the window).
extension UIApplication {
  func dispatchHover(_ input: PointerInput, at time: TimeInterval) {
    var current: [UIHoverGestureRecognizer] = []
    pointer.move(to: input.location)
    if let answer = answerUnderPointer() {
      // Deepest view first, as recognizers are ordered everywhere (decision G9).
      for each in answer.path.reversed() {
        for case let hover as UIHoverGestureRecognizer in each.gestureRecognizerStorage ?? []
        where hover.isEnabled {
          hover.hoverLocation = answer.locationInWindow
          current.append(hover)
        }
      }
    }
    updateHover(current)
  }

  /// Ends every hover: the pointer left the window, or the window lost focus.
  func endHover() {
    updateHover([])
  }

  private func updateHover(_ current: [UIHoverGestureRecognizer]) {
    gestureCoordinator.dispatch {
      for hover in hoveredRecognizers
      where !current.contains(where: { $0 === hover }) && hover.isActive {
        hover.state = .ended
      }
      for hover in current {
        if hover.state == .possible {
          hover.state = .began
        } else if hover.isActive {
          hover.state = .changed
        }
      }
      hoveredRecognizers = current
    }
  }
}
