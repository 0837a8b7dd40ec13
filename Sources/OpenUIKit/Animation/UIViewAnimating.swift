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

/// A cubic timing curve, for ports.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
  /// The curve.
  public let animationCurve: UIView.AnimationCurve
  /// Creates parameters for one of UIKit's curves.
  public init(animationCurve curve: UIView.AnimationCurve) { animationCurve = curve }
}

/// A spring timing curve, for ports.
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
  /// The damping ratio.
  public let dampingRatio: CGFloat
  /// Creates parameters for a spring.
  public init(dampingRatio ratio: CGFloat) { dampingRatio = ratio }
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
    case (.alpha, .scalar(let alpha)): self.alpha = alpha
    case (.backgroundColor, .color(let color)): backgroundColor = color
    default: break
    }
  }
}
