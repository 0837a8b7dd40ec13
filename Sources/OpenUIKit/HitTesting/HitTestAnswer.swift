import Foundation

/// What is under a point of the screen: the answer of hit testing, with the path to it.
///
/// Touch-down, hover, the built touches of ``UITouch/init(location:in:timestamp:type:tapCount:)``
/// and the hit-area overlay all read this one value, so nothing walks `superview` again to
/// learn what hit testing already knew.
@preconcurrency @MainActor
public struct HitTestAnswer {
  /// The window whose hit test answered.
  public let window: UIWindow
  /// The views from the window (first) down to the view hit testing returned (last).
  public let path: [UIView]
  /// The point in the window's coordinates.
  public let locationInWindow: CGPoint

  /// The view hit testing returned.
  public var view: UIView { path[path.count - 1] }

  /// The point in the hit view's coordinates.
  public var location: CGPoint { view.convert(locationInWindow, from: window) }
}

extension UIWindow {
  /// Hit-tests this window at `point` (window coordinates), handing `event` to
  /// `hitTest(_:with:)`.
  func hitTestAnswer(at point: CGPoint, with event: UIEvent?) -> HitTestAnswer? {
    guard point.x.isFinite, point.y.isFinite,
      let view = hitTest(point, with: event),
      let path = touchPath(to: view)
    else { return nil }
    return HitTestAnswer(window: self, path: path, locationInWindow: point)
  }

  /// Whether a view hit testing returned can take a touch: in this window and not on its way
  /// out of it. `touchPath(to:)` without building the path.
  func canTakeTouch(on view: UIView) -> Bool {
    var current: UIView? = view
    var root = view
    while let each = current {
      if each.flags.isLeavingWindow { return false }
      root = each
      current = each.superview
    }
    return root === self
  }

  /// The path from this window to a view that hit testing returned, when that view can take a
  /// touch: one in this window (an overridden `hitTest` may answer with any view), and not in a
  /// subtree on its way out of it. One walk up answers both and builds the path.
  func touchPath(to view: UIView) -> [UIView]? {
    var path = [view]
    var isLeaving = view.flags.isLeavingWindow
    var root = view
    while let parent = root.superview {
      isLeaving = isLeaving || parent.flags.isLeavingWindow
      path.append(parent)
      root = parent
    }
    guard root === self else {
      application?.report(
        .invalidHierarchy,
        "hitTest returned a view outside the window; the touch hits nothing there")
      return nil
    }
    guard !isLeaving else { return nil }
    // In place: hover asks on every mouse move.
    path.reverse()
    return path
  }
}
