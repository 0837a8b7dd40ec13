import Foundation

/// What a view's `point(inside:with:)` really covers, found by asking it along the lines
/// through the middle of its bounds: the enlarged or shrunk touch areas apps give buttons.
@MainActor
enum TouchAreaProbe {
  /// How far beyond (and inside) the bounds the probe looks, in points.
  static let reach: CGFloat = 44

  /// The rectangle the view's `point(inside:with:)` covers, when it differs from the bounds
  /// in a way the probe can see; the bounds when it agrees; nil when it says no everywhere.
  static func area(of view: UIView) -> CGRect? {
    let b = view.bounds
    guard b.width > 0, b.height > 0 else { return nil }
    let inside = { (p: CGPoint) in view.point(inside: p, with: nil) }
    // The common case first: the default area, true just inside each edge, false just outside.
    let probes: [(CGPoint, Bool)] = [
      (CGPoint(x: b.minX + 0.5, y: b.midY), true), (CGPoint(x: b.minX - 0.5, y: b.midY), false),
      (CGPoint(x: b.maxX - 0.5, y: b.midY), true), (CGPoint(x: b.maxX + 0.5, y: b.midY), false),
      (CGPoint(x: b.midX, y: b.minY + 0.5), true), (CGPoint(x: b.midX, y: b.minY - 0.5), false),
      (CGPoint(x: b.midX, y: b.maxY - 0.5), true), (CGPoint(x: b.midX, y: b.maxY + 0.5), false),
    ]
    if probes.allSatisfy({ inside($0.0) == $0.1 }) { return b }
    let left = scan(from: b.minX - reach, to: b.midX) { inside(CGPoint(x: $0, y: b.midY)) }
    let right = scan(from: b.maxX + reach, to: b.midX) { inside(CGPoint(x: $0, y: b.midY)) }
    let top = scan(from: b.minY - reach, to: b.midY) { inside(CGPoint(x: b.midX, y: $0)) }
    let bottom = scan(from: b.maxY + reach, to: b.midY) { inside(CGPoint(x: b.midX, y: $0)) }
    guard let left, let right, let top, let bottom, right > left, bottom > top else { return nil }
    return CGRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Steps a point at a time from `start` toward `end` and returns the edge where `test`
  /// first holds (the near side of that point's cell), or nil if it never does.
  private static func scan(from start: CGFloat, to end: CGFloat, _ test: (CGFloat) -> Bool)
    -> CGFloat?
  {
    let step: CGFloat = end > start ? 1 : -1
    var edge = start
    while (end - edge) * step > 0 {
      if test(edge + step / 2) { return step > 0 ? edge : edge }
      edge += step
    }
    return nil
  }
}

/// What a person sees at a point: the view drawn frontmost there, and whether it looks like
/// something to tap.
@MainActor
enum VisualProbe {
  /// The view a person would expect a touch at `point` (window coordinates) to reach, when
  /// the touch does not reach it: the nearest view, from the frontmost one drawn there
  /// outward, that is a `UIControl` or has an enabled recognizer that takes touches; failing
  /// that, the frontmost drawn view itself when the touch falls through it to a view behind
  /// (interaction off, outside its parent). Labels and image views, which UIKit leaves
  /// non-interactive on purpose, are never suspects of their own. Never the window.
  static func unreachedView(drawnAt point: CGPoint, in window: UIWindow, hit: UIView?)
    -> UIView?
  {
    guard let drawn = frontmostDrawn(in: window, at: point), drawn !== window,
      !isInside(hit, drawn)
    else { return nil }
    var current: UIView? = drawn
    while let view = current, view !== window {
      if looksTappable(view) { return isInside(hit, view) ? nil : view }
      current = view.superview
    }
    if drawn is UILabel || drawn is UIImageView { return nil }
    // Only a touch that falls through to a view behind: one in front answering is coverage
    // the eye already sees.
    return hit.map { isInside(drawn, $0) } == true ? drawn : nil
  }

  /// Whether `view` is `ancestor` or inside it.
  static func isInside(_ view: UIView?, _ ancestor: UIView) -> Bool {
    var current = view
    while let each = current {
      if each === ancestor { return true }
      current = each.superview
    }
    return false
  }

  static func looksTappable(_ view: UIView) -> Bool {
    if view is UIControl { return true }
    for recognizer in view.gestureRecognizers ?? []
    where recognizer.isEnabled && recognizer.acceptsTouches {
      return true
    }
    return false
  }

  /// The frontmost visible view that draws something at `point` (its bounds coordinates), by
  /// drawing rules: hidden and fully transparent views draw nothing, clipping hides what lies
  /// outside.
  private static func frontmostDrawn(in view: UIView, at point: CGPoint) -> UIView? {
    guard !view.isHidden, view.alpha >= 0.01 else { return nil }
    let inside = view.bounds.containsHalfOpen(point)
    if view.clipsToBounds && !inside { return nil }
    for subview in view.subviews.reversed() {
      guard let local = subview.geometry.fromSuperview(point) else { continue }
      if let found = frontmostDrawn(in: subview, at: local) { return found }
    }
    return inside && draws(view) ? view : nil
  }

  private static func draws(_ view: UIView) -> Bool {
    if (view.backgroundColor?.alpha ?? 0) >= 0.05 { return true }
    if view is UIControl || view is UILabel || view is UIImageView { return true }
    if (view.layerStorage?.borderWidth ?? 0) > 0 { return true }
    return !view.contentCommands().isEmpty
  }
}
