import Foundation

// The vocabulary of UIViewPropertyAnimator: positions, states, curves and timing parameters.

/// Where an animator's views end up when it finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// The values the animation blocks set.
  case end
  /// The values before the animations: the model goes back to them.
  case start
  /// Wherever the animation was.
  case current
}

/// The life of an animator.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive
  /// Started: running or paused.
  case active
  /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
  case stopped
}

/// Timing parameters for `continueAnimation(withTimingParameters:durationFactor:)`.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {}

/// A cubic timing curve: one of UIKit's four, or a Bézier through two control points.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
  /// The named curve (`.easeInOut` for a custom one).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point of the Bézier, in unit coordinates.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint

  /// Parameters for one of UIKit's curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let points: (CGPoint, CGPoint) =
      switch curve {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
    (controlPoint1, controlPoint2) = points
  }

  /// Parameters for a Bézier from (0, 0) to (1, 1) through two control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
  }

  /// UIKit's default: ease in and out.
  public convenience init() { self.init(animationCurve: .easeInOut) }
}

/// A spring timing curve: a damping ratio and the speed the views already have.
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
  /// The damping ratio: 1 settles without overshoot, lower values oscillate.
  public let dampingRatio: CGFloat
  /// The speed at the start, in distances to the target per second (a view 200 pt from home
  /// moving towards it at 400 pt/s has 2). One speed drives every animated property: the
  /// curve uses the mean of `dx` and `dy`, which agree when the motion heads straight for
  /// the target.
  public let initialVelocity: CGVector

  /// Parameters for a spring starting at rest.
  public init(dampingRatio ratio: CGFloat) {
    dampingRatio = ratio
    initialVelocity = CGVector(dx: 0, dy: 0)
  }

  /// Parameters for a spring starting with `velocity`, as when a dragged view is released.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    initialVelocity = velocity
  }

  /// A critically damped spring from rest.
  public convenience init() { self.init(dampingRatio: 1) }
}

extension AnimationTiming.Curve {
  /// The curve that `parameters` describe; UIKit's default curve for unknown ones.
  @MainActor
  init(_ parameters: any UITimingCurveProvider) {
    switch parameters {
    case let spring as UISpringTimingParameters:
      let ratio = spring.dampingRatio.isFinite ? max(0, spring.dampingRatio) : 1
      let v = (spring.initialVelocity.dx + spring.initialVelocity.dy) / 2
      self = .spring(damping: ratio, velocity: v.isFinite ? v : 0)
    case let cubic as UICubicTimingParameters:
      let (a, b) = (cubic.controlPoint1, cubic.controlPoint2)
      self = .bezier(a.x, a.y, b.x, b.y)
    default:
      self = AnimationTiming.easeInOut
    }
  }
}

extension UIView {
  /// UIKit's four animation curves (raw values as UIKit's).
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear
  }

  /// Sets a property's model value without animating it.
  func setModelValue(_ value: AnimatableValue, for property: AnimatableProperty) {
    switch (property, value) {
    case (.bounds, .rect(let rect)): bounds = rect
    case (.center, .point(let point)): center = point
    case (.transform, .transform(let transform)): self.transform = transform
    case (.transform, .transform3D(let transform)): transform3D = transform
    case (.alpha, .scalar(let alpha)): self.alpha = alpha
    case (.backgroundColor, .color(let color)): backgroundColor = color.map(UIColor.init)
    default: break
    }
  }
}
