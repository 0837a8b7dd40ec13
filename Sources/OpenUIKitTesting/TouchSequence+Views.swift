import Foundation
import OpenUIKit

/// Why a touch meant for a view would land elsewhere: thrown by the `on:` steps of
/// ``TouchSequence`` and by ``TouchSequence/requireHittable(_:at:)`` instead of touching
/// something else.
public struct TouchTargetError: Error, CustomStringConvertible {
  /// The view the touch was meant for, by its inspector name.
  public let viewName: String
  /// The point tried, in screen coordinates.
  public let point: CGPoint
  /// One sentence: why a touch there does not reach the view.
  public let reason: String
  /// The hit-test report at that point, one line per view looked at.
  public let report: String

  /// The reason, then the report.
  public var description: String {
    "cannot touch \(viewName) at (\(point.x), \(point.y)): \(reason)\n\(report)"
  }
}

extension TouchSequence {
  /// Taps the visible centre of `view`; throws ``TouchTargetError`` with the reason when a
  /// touch there would reach another view.
  @discardableResult
  public func tap(_ finger: Int = 0, on view: UIView) throws -> Self {
    let point = try touchPoint(on: view)
    return tap(finger, at: point)
  }

  /// Puts a finger down on the visible centre of `view`; throws ``TouchTargetError`` when a
  /// touch there would reach another view.
  @discardableResult
  public func press(_ finger: Int = 0, on view: UIView) throws -> Self {
    let point = try touchPoint(on: view)
    return press(finger, at: point)
  }

  /// Presses the visible centre of `view`, drags by `offset` (screen points) in `steps` moves
  /// and lifts; throws ``TouchTargetError`` when the press would reach another view.
  @discardableResult
  public func drag(_ finger: Int = 0, on view: UIView, by offset: CGVector, steps: Int = 10)
    throws -> Self
  {
    let start = try touchPoint(on: view)
    return press(finger, at: start)
      .drag(finger, to: CGPoint(x: start.x + offset.dx, y: start.y + offset.dy), steps: steps)
      .release(finger)
  }

  /// Checks that a touch at `point` (in `view`'s coordinates; its visible centre when nil)
  /// reaches `view` or a view inside it, and throws ``TouchTargetError`` with the reason and
  /// the hit-test report when it does not. Returns the point in screen coordinates.
  @discardableResult
  public func requireHittable(_ view: UIView, at point: CGPoint? = nil) throws -> CGPoint {
    guard let window = view.window else {
      throw TouchTargetError(
        viewName: view.inspectorName, point: .zero,
        reason: "\(view.inspectorName) is not in a window", report: "")
    }
    let local = point ?? ScreenGeometry.visibleCentre(of: view)
    let inWindow = view.convert(local, to: window)
    let screen = CGPoint(
      x: window.frame.minX + inWindow.x - window.bounds.minX,
      y: window.frame.minY + inWindow.y - window.bounds.minY)
    let answer = application.hitTestAnswer(atScreenPoint: screen)
    if let hit = answer?.view, hit.isDescendant(of: view) { return screen }
    let report = window.hitTestReport(at: inWindow)
    var reason = report.whyNot(view)
    if let other = answer?.window, other !== window {
      reason = "the window \(other.inspectorName) in front takes the touch"
    }
    throw TouchTargetError(
      viewName: view.inspectorName, point: screen, reason: reason, report: report.description)
  }

  private func touchPoint(on view: UIView) throws -> CGPoint {
    try requireHittable(view)
  }
}
