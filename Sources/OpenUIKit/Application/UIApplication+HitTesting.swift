import Foundation

// The application's questions to hit testing: what is under a point of the screen, across its
// windows, asked with its touches event as UIKit's hit testing is (spec A1, A11, C10).
extension UIApplication {
  /// Hit-tests the windows front to back at `screenPoint` (spec A11, C10): the first window
  /// whose `hitTest(_:with:)` returns a view that can take a touch answers. Nil when the point
  /// is not finite or reaches no view.
  public func hitTestAnswer(atScreenPoint screenPoint: CGPoint) -> HitTestAnswer? {
    hitTestAnswer(atScreenPoint: screenPoint, among: windowsInHitTestOrder)
  }

  /// The same, asking only `windows` (front to back): the inspector leaves its own out.
  func hitTestAnswer(atScreenPoint screenPoint: CGPoint, among windows: [UIWindow])
    -> HitTestAnswer?
  {
    guard screenPoint.x.isFinite, screenPoint.y.isFinite else { return nil }
    for window in windows {
      guard let local = window.convertFromSuperview(screenPoint),
        let answer = window.hitTestAnswer(at: local, with: touchesEvent)
      else { continue }
      return answer
    }
    return nil
  }
}

extension UIWindow {
  /// Hit-tests this window at `point` (window coordinates) with its application's touches
  /// event.
  public func hitTestAnswer(at point: CGPoint) -> HitTestAnswer? {
    hitTestAnswer(at: point, with: application?.touchesEvent)
  }
}
