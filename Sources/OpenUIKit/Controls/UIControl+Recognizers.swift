import Foundation

// Which recognizers of an ancestor a control refuses (spec H18/H19, DESIGN's ruling): the
// checks shared by UIButton, UISwitch and UISlider in `gestureRecognizerShouldBegin(_:)`.
extension UIControl {
  /// Whether `recognizer`, attached to an ancestor, is a one-finger single tap that would
  /// cancel this control's touches: the control refuses it so the tap is its own. One with
  /// `cancelsTouchesInView == false` is let through, and both fire (its action first, H19).
  func isCancellingAncestorTap(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else {
      return false
    }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
      && tap.cancelsTouchesInView
  }

  /// Whether `recognizer`, attached to an ancestor, is a pan or swipe moving along a horizontal
  /// track (a switch's or a slider's): the control refuses it. A vertical drag that starts on
  /// the control scrolls or pans its container as usual.
  func movesAlongHorizontalTrack(_ recognizer: UIGestureRecognizer) -> Bool {
    guard recognizer.view !== self else { return false }
    if let pan = recognizer as? UIPanGestureRecognizer {
      let moved = pan.translation(in: nil)
      return abs(moved.x) >= abs(moved.y)
    }
    if let swipe = recognizer as? UISwipeGestureRecognizer {
      return !swipe.direction.isDisjoint(with: [.left, .right])
    }
    return false
  }
}
