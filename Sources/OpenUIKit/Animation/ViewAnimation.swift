import Foundation

/// The properties `UIView.animate` animates.
enum AnimatableProperty: Hashable {
  case bounds, center, transform, alpha, backgroundColor
}

/// A value of an animatable property, interpolable.
enum AnimatableValue: Equatable {
  case rect(CGRect)
  case point(CGPoint)
  case transform(CGAffineTransform)
  /// A transform with depth or perspective (`transform3D`).
  case transform3D(CATransform3D)
  case scalar(CGFloat)
  case color(DisplayColor?)

  /// The value `progress` of the way from self to `other` (beyond 1 for an overshooting
  /// spring).
  func interpolated(to other: AnimatableValue, _ progress: CGFloat) -> AnimatableValue {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
    switch (self, other) {
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
          height: mix(a.height, b.height)))
    case (.point(let a), .point(let b)):
      return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
    case (.transform(let a), .transform(let b)):
      // Taken apart and put together again, so a rotation turns rather than shrinks.
      return .transform(TransformComponents.interpolate(a, b, progress))
    case (.transform3D, .transform), (.transform, .transform3D), (.transform3D, .transform3D):
      // Either end has depth: decomposed in 3D (a card turning about y stays a card).
      return .transform3D(
        Transform3DComponents.interpolate(asTransform3D, other.asTransform3D, progress))
    case (.scalar(let a), .scalar(let b)):
      return .scalar(mix(a, b))
    case (.color(let a), .color(let b)):
      // nil is clear: a view fading its background in starts from its target colour at 0.
      let from = a ?? (b ?? .clear).withAlpha(0)
      let to = b ?? (a ?? .clear).withAlpha(0)
      return .color(from.mixed(with: to, progress))
    default:
      return other
    }
  }

  private var asTransform3D: CATransform3D {
    switch self {
    case .transform(let t): CATransform3DMakeAffineTransform(t)
    case .transform3D(let t): t
    default: CATransform3DIdentity
    }
  }
}

/// One property of one view on its way from one value to another.
@MainActor
final class PropertyAnimation {
  /// Weak: an animation never keeps a view alive.
  weak var view: UIView?
  let property: AnimatableProperty
  let from: AnimatableValue
  let to: AnimatableValue
  /// The animation this is part of (for its timing, options and completion). Weak: the group
  /// holds its animations, and the application holds running groups; an animation whose
  /// application went away shows its end value.
  weak var group: ViewAnimationGroup?

  init(
    view: UIView, property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
    group: ViewAnimationGroup
  ) {
    self.view = view
    self.property = property
    self.from = from
    self.to = to
    self.group = group
  }

  /// The value shown at `time`.
  func value(at time: TimeInterval) -> AnimatableValue {
    guard let group else { return to }
    return from.interpolated(to: to, group.progress(at: time))
  }
}

/// A view's running property animations (boxed, so a view that never animates pays one
/// pointer).
@MainActor
final class ViewAnimations {
  var running: [PropertyAnimation] = []

  func animation(for property: AnimatableProperty) -> PropertyAnimation? {
    running.last { $0.property == property }
  }

  /// Whether an animation without `.allowUserInteraction` runs on the view (A9).
  var blocksTouches: Bool {
    running.contains { animation in
      animation.group.map { !$0.options.contains(.allowUserInteraction) } ?? false
    }
  }
}
