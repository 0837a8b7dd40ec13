import Foundation

/// Everything about a layer that animations can change, at one moment: the model values, with
/// each running animation applied on top in the order it was added (Core Animation's render
/// tree). Drawing and `presentation()` read it.
struct LayerState {
  var position: CGPoint
  var bounds: CGRect
  var anchorPoint: CGPoint
  var transform: CATransform3D
  var opacity: CGFloat
  var backgroundColor: DisplayColor?
  var cornerRadius: CGFloat
  var maskedCorners: CACornerMask
  var borderWidth: CGFloat
  var borderColor: DisplayColor?
  var shadowColor: DisplayColor?
  var shadowOpacity: CGFloat
  var shadowOffset: CGSize
  var shadowRadius: CGFloat
  /// The animatable properties of layer subclasses (a shape layer's `strokeEnd`), by name.
  var extras: [String: LayerValue] = [:]

  /// The model values of `layer`.
  @MainActor init(model layer: CALayer) {
    position = layer.position
    bounds = layer.bounds
    anchorPoint = layer.anchorPoint
    transform = layer.transform
    opacity = CGFloat(layer.opacity)
    backgroundColor = layer.backgroundColor.map(DisplayColor.init(cgColor:))
    cornerRadius = layer.cornerRadius
    maskedCorners = layer.maskedCorners
    borderWidth = layer.borderWidth
    borderColor = layer.borderColor.map(DisplayColor.init(cgColor:))
    shadowColor = layer.shadowColor.map(DisplayColor.init(cgColor:))
    shadowOpacity = CGFloat(layer.shadowOpacity)
    shadowOffset = layer.shadowOffset
    shadowRadius = layer.shadowRadius
    extras = layer.animatableExtras
  }

  /// The plane part of the transform.
  var affineTransform: CGAffineTransform { CATransform3DGetAffineTransform(transform) }

  /// Bounds coordinates to the superlayer's.
  var transformToSuperlayer: CGAffineTransform {
    CGAffineTransform(
      translationX: -(bounds.minX + anchorPoint.x * bounds.width),
      y: -(bounds.minY + anchorPoint.y * bounds.height)
    )
    .concatenating(affineTransform)
    .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }

  /// The geometry of a view showing this state (a view's layer turns about its centre).
  var viewGeometry: ViewGeometry {
    var g = ViewGeometry(bounds: bounds, center: position)
    g.transform3D = transform
    return g
  }

  /// The scalar extra `name`, or `fallback`.
  func scalar(_ name: String, _ fallback: CGFloat) -> CGFloat {
    if case .scalar(let v)? = extras[name] { return v }
    return fallback
  }

  /// The colour extra `name`, or `fallback`.
  func color(_ name: String, _ fallback: DisplayColor?) -> DisplayColor? {
    if case .color(let v)? = extras[name] { return v }
    return fallback
  }
}
