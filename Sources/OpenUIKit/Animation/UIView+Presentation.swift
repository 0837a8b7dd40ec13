import Foundation

// Model and presentation values (issue 11): the properties hold their model values and hit
// testing reads them; drawing reads the presentation values, which follow running animations.
// The setters report changes here, so an `animate` block records them.
extension UIView {
  /// Before an animatable property changes inside an `animate` block: what the animation will
  /// start from (what is on screen). Nil outside a block: no animation is recorded.
  func animationStart(_ property: AnimatableProperty) -> AnimatableValue? {
    guard let recording = ViewAnimationGroup.recording else { return nil }
    if let running = animationStorage?.animation(for: property) {
      // Set twice in one block: the animation still starts where the first change started.
      if running.group === recording { return running.from }
      if let time = running.group?.application?.clock.now { return running.value(at: time) }
    }
    return modelValue(of: property)
  }

  /// After the change: records the animation from `start` to the new model value. Outside an
  /// `animate` block, a change to another value stops that property's running animation (its
  /// completion then gets false): the view shows what the code just set.
  func recordAnimation(_ property: AnimatableProperty, from start: AnimatableValue?) {
    guard let group = ViewAnimationGroup.recording else {
      if let running = animationStorage?.animation(for: property),
        running.to != modelValue(of: property)
      {
        detach(running)
        running.group?.drop(running)
      }
      return
    }
    guard let start else { return }
    let end = modelValue(of: property)
    guard end != start else { return }
    group.add(self, property, from: start, to: end)
  }

  func modelValue(of property: AnimatableProperty) -> AnimatableValue {
    switch property {
    case .bounds: .rect(geometry.bounds)
    case .center: .point(geometry.center)
    case .transform:
      geometry.depth == nil ? .transform(geometry.transform) : .transform3D(geometry.transform3D)
    case .alpha: .scalar(alphaValue)
    case .backgroundColor: .color(backgroundColor?.displayColor)
    }
  }

  /// Keeps the hit-test flag of spec A9 in step with the view's running animations.
  func updateAnimationFlags() {
    let blocks = animationStorage?.blocksTouches ?? false
    if flags.isAnimatingWithoutInteraction != blocks {
      flags.isAnimatingWithoutInteraction = blocks
    }
  }

  /// Takes `animation` off the view, which then shows the model value of its property.
  func detach(_ animation: PropertyAnimation) {
    guard let storage = animationStorage else { return }
    storage.running.removeObject(animation)
    if storage.running.isEmpty { animationStorage = nil }
    updateAnimationFlags()
    invalidate(.animationEnded)
  }

  /// Whether any `UIView.animate` animation runs on the view (an OpenUIKit addition; UIKit has
  /// none, and `isAnimating` is ``UIActivityIndicatorView``'s).
  public var hasRunningAnimations: Bool { animationStorage != nil }

  // MARK: - What drawing reads

  /// The geometry shown at `time`: the model's, with running animations applied.
  func presentationGeometry(at time: TimeInterval?) -> ViewGeometry {
    if let time, let state = presentationLayerState(at: time) { return state.viewGeometry }
    return viewAnimationGeometry(at: time)
  }

  /// The geometry shown at `time` by `UIView.animate` animations alone.
  private func viewAnimationGeometry(at time: TimeInterval?) -> ViewGeometry {
    guard let storage = animationStorage, let time else { return geometry }
    var shown = geometry
    for animation in storage.running {
      switch animation.value(at: time) {
      case .rect(let bounds) where animation.property == .bounds: shown.bounds = bounds
      case .point(let center) where animation.property == .center: shown.center = center
      case .transform(let transform): shown.transform = transform
      case .transform3D(let transform): shown.transform3D = transform
      default: break
      }
    }
    return shown
  }

  /// The alpha shown at `time`.
  func presentationAlpha(at time: TimeInterval?) -> CGFloat {
    if let time, let state = presentationLayerState(at: time) {
      return min(max(state.opacity, 0), 1)
    }
    return viewAnimationAlpha(at: time)
  }

  private func viewAnimationAlpha(at time: TimeInterval?) -> CGFloat {
    guard let storage = animationStorage, let time,
      let animation = storage.animation(for: .alpha),
      case .scalar(let alpha) = animation.value(at: time)
    else { return alphaValue }
    return min(max(alpha, 0), 1)
  }

  /// The background colour shown at `time`.
  func presentationBackgroundColor(at time: TimeInterval?) -> DisplayColor? {
    if let time, let state = presentationLayerState(at: time) { return state.backgroundColor }
    return viewAnimationBackgroundColor(at: time)
  }

  private func viewAnimationBackgroundColor(at time: TimeInterval?) -> DisplayColor? {
    guard let storage = animationStorage, let time,
      let animation = storage.animation(for: .backgroundColor),
      case .color(let color) = animation.value(at: time)
    else { return backgroundColor?.displayColor }
    return color
  }

  /// Everything the view's layer shows at `time` when Core Animation animations run on it:
  /// the `UIView.animate` presentation values with the layer's animations applied on top.
  /// Nil when the layer runs none (most views), so drawing reads the cheaper paths.
  func presentationLayerState(at time: TimeInterval) -> LayerState? {
    guard let layer = layerStorage, layer.hasAnimations else { return nil }
    return presentationState(at: time)
  }

  /// Everything the view's layer shows at `time` (nil: the model values), for
  /// `layer.presentation()`.
  func presentationState(at time: TimeInterval?) -> LayerState {
    var base = LayerState(model: layer)
    guard let time else { return base }
    let g = viewAnimationGeometry(at: time)
    base.position = g.center
    base.bounds = g.bounds
    base.transform = g.transform3D
    base.opacity = viewAnimationAlpha(at: time)
    base.backgroundColor = viewAnimationBackgroundColor(at: time)
    return layer.hasAnimations ? layer.presentedState(atGlobal: time, base: base) : base
  }

  /// The frame shown now: where the view is on screen while it animates (its model ``frame``
  /// is already the destination). For tests and tools; UIKit reads it from
  /// `layer.presentation()`.
  public var presentationFrame: CGRect {
    // No application, no animation: the model is what shows.
    let shown = presentationGeometry(at: UIApplication.owning(self)?.clock.now)
    let corners = shown.bounds.corners.map { shown.toSuperview($0) }
    return CGRect.boundingBox(of: corners)
  }

  /// The alpha shown now.
  public var presentationAlphaValue: CGFloat {
    presentationAlpha(at: UIApplication.owning(self)?.clock.now)
  }
}
