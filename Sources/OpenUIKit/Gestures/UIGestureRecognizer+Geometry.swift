import Foundation

// Shared geometry for recognizer subclasses: centroids and window-space points and vectors
// converted into a view's space.
extension UIGestureRecognizer {
  /// The centroid of `touches` in window coordinates.
  func centroid(of touches: some Collection<UITouch>) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    var x: CGFloat = 0, y: CGFloat = 0
    for touch in touches {
      x += touch.locationInWindow.x
      y += touch.locationInWindow.y
    }
    return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
  }

  /// A window point in `view`'s coordinates (nil: the window's).
  static func convertFromWindow(_ point: CGPoint, of window: UIWindow?, to view: UIView?) -> CGPoint
  {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }

  /// A window-space vector in `view`'s coordinates (nil: the window's).
  func convertVector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = self.view?.window else { return vector }
    let origin = view.convert(CGPoint.zero, from: window)
    let end = view.convert(vector, from: window)
    return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
  }

  /// A vector in `view`'s coordinates as a window-space vector.
  func convertVectorToWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
    guard let view, let window = self.view?.window else { return vector }
    let origin = view.convert(CGPoint.zero, to: window)
    let end = view.convert(vector, to: window)
    return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
  }

  /// Adds `touches` to `fingers` in the order they began, up to `limit`; the recognizer
  /// ignores any more (spec G26), so they stay with their views.
  func takeFingers(
    _ touches: Set<UITouch>, upTo limit: Int, into fingers: inout [UITouch], event: UIEvent
  ) {
    for touch in touches.sorted(by: { $0.serialNumber < $1.serialNumber }) {
      guard fingers.count < limit else {
        ignore(touch, for: event)
        continue
      }
      fingers.append(touch)
    }
  }

  /// Ends a continuous gesture when its touches end or are cancelled: a possible one fails
  /// (decision G42), a begun one ends, or is cancelled when `cancelled`.
  func concludeContinuousGesture(cancelled: Bool) {
    switch state {
    case .possible: state = .failed
    case .began, .changed: state = cancelled ? .cancelled : .ended
    default: break
    }
  }

  /// The current time on the application's clock.
  var now: TimeInterval { application?.clock.now ?? 0 }
}
