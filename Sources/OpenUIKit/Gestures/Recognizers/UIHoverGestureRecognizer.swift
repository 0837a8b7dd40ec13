import Foundation

/// Follows a mouse pointer moving over the view with no button down: continuous, began when the
/// pointer enters the view (hit-tested as touches are), changed as it moves over it, ended when
/// it leaves the view or the window. It takes no touches, and neither prevents nor is prevented
/// by other recognizers.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
  /// Where the pointer is, in window coordinates.
  var hoverLocation = CGPoint.zero

  override var acceptsTouches: Bool { false }

  /// The pointer's location in `view`'s coordinates.
  open override func location(in view: UIView?) -> CGPoint {
    Self.convertFromWindow(hoverLocation, of: self.view?.window, to: view)
  }

  /// Hovering runs alongside everything.
  open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Hovering runs alongside everything.
  open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}
