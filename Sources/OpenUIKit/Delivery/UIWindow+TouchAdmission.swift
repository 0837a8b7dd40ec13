import Foundation

// Which new touches a window lets reach their view (spec C6, C7, C9), and screen-to-window
// conversion for touch-down.
extension UIWindow {
  /// Converts a point from screen space into this window's coordinates.
  func convertFromScreen(_ point: CGPoint) -> CGPoint {
    convertFromSuperview(point) ?? point
  }

  /// Whether a new touch on `view` must go to recognizers only: `view` refuses a second touch
  /// (C6, C7), or an exclusive-touch view is involved (C9). `landing` are the touches that
  /// began earlier in the same batch.
  func withholdsNewTouch(on view: UIView, alongside landing: [UITouch] = []) -> Bool {
    let tracking = (touchesInDelivery + landing).filter {
      !$0.isFinished && !$0.isWithheldFromView && $0.viewDelivery != .finished
    }
    if !view.isMultipleTouchEnabled && tracking.contains(where: { $0.view === view }) {
      return true
    }
    let others = tracking.filter { $0.view !== view }
    if others.contains(where: { $0.view?.isExclusiveTouch == true }) { return true }
    return view.isExclusiveTouch && !others.isEmpty
  }
}
