import Foundation

/// A rectangle that draws a background, rounded corners, a border and its sublayers.
///
/// Every view has one (`view.layer`): its geometry, colour, opacity and masking are the view's
/// own, and the sublayers you add to it draw above the view's content and below its subviews.
/// A layer made with `CALayer()` is a standalone one with its own geometry (`frame`, `bounds`,
/// `position`, `anchorPoint`, an affine transform), added with ``addSublayer(_:)``.
///
/// Layers run Core Animation's explicit animations (``add(_:forKey:)``, `CABasicAnimation`,
/// `CAKeyframeAnimation`, `CASpringAnimation`, `CAAnimationGroup`) on the application's frame
/// clock, with layer time (``speed``, ``timeOffset``, ``beginTime``) for pausing and resuming.
///
/// UIKit differences: no implicit animations and no `contents`; a ``transform`` with depth or
/// perspective is drawn by its plane part; layers take no touches, as in UIKit.
@preconcurrency @MainActor
open class CALayer: @preconcurrency CAMediaTiming {
  /// The view this layer belongs to; nil for a standalone layer.
  public private(set) weak var delegate: UIView?
  /// The layer this one is a sublayer of.
  public private(set) weak var superlayer: CALayer?
  private var sublayerStorage: [CALayer] = []
  // A standalone layer's own geometry.
  private var ownBounds = CGRect.zero
  private var ownPosition = CGPoint.zero
  private var ownTransform = CATransform3DIdentity
  private var ownBackground: CGColor?
  private var ownOpacity: Float = 1
  private var ownHidden = false
  private var ownMasks = false

  /// Creates a standalone layer with an empty frame.
  public init() {}

  init(view: UIView) { self.delegate = view }

  /// A copy showing `state` (a presentation layer).
  private init(copying layer: CALayer, state: LayerState) {
    ownBounds = state.bounds
    ownPosition = state.position
    ownTransform = state.transform
    ownOpacity = Float(state.opacity)
    ownBackground = state.backgroundColor.map { UIColor($0).cgColor }
    ownHidden = layer.isHidden
    ownMasks = layer.masksToBounds
    anchorPoint = state.anchorPoint
    cornerRadius = state.cornerRadius
    borderWidth = state.borderWidth
    borderColor = state.borderColor.map { UIColor($0).cgColor }
    shadowColor = state.shadowColor.map { UIColor($0).cgColor }
    shadowOpacity = Float(state.shadowOpacity)
    shadowOffset = state.shadowOffset
    shadowRadius = state.shadowRadius
    shadowPath = layer.shadowPath
    name = layer.name
  }

  // MARK: - Model and presentation

  /// The layer as it is on screen now: for a view's layer in an animation, a copy holding the
  /// values the animation shows at the application's current time (its `frame`, `position`,
  /// `bounds`, `opacity`, `backgroundColor`, transform), while the view's properties already
  /// read the final values. Use it to catch a moving view where it is seen, as in UIKit:
  /// `view.layer.presentation()?.frame`.
  ///
  /// Core Animation animations (``add(_:forKey:)``) show in it too. A standalone layer with no
  /// animation is its own presentation (the layer itself is returned). The copy carries no
  /// sublayers; a subclass's presentation is a plain `CALayer`, so `as? Self` gives nil there.
  open func presentation() -> Self? {
    guard let view = delegate else {
      guard hasAnimations else { return self }
      let time = UIApplication.owning(owningView)?.clock.now ?? CACurrentMediaTime()
      return CALayer(copying: self, state: presentedState(atGlobal: time)) as? Self
    }
    let state = view.presentationState(at: UIApplication.owning(view)?.clock.now)
    // A view's layer is always a plain `CALayer` (there is no `layerClass`), so this holds.
    return CALayer(copying: self, state: state) as? Self
  }

  /// The layer holding the model values: the layer itself (a presentation copy is never
  /// asked).
  open func model() -> Self { self }

  // MARK: - Geometry

  /// The layer's rectangle in its superlayer's coordinates (the view's `frame` for a view's
  /// layer). With a transform, the box around the transformed bounds.
  open var frame: CGRect {
    get {
      if let delegate { return delegate.frame }
      return CGRect.boundingBox(of: ownBounds.corners.map { $0.applying(transformToSuperlayer) })
    }
    set {
      if let delegate { return delegate.frame = newValue }
      let r = newValue.standardized
      ownBounds.size = r.size
      ownPosition = CGPoint(
        x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
      changed()
    }
  }

  /// The layer's own coordinate space (the view's `bounds` for a view's layer).
  open var bounds: CGRect {
    get { delegate?.bounds ?? ownBounds }
    set {
      if let delegate { return delegate.bounds = newValue }
      ownBounds = newValue.standardized
      changed()
    }
  }

  /// Where the anchor point sits in the superlayer (the view's `center` for a view's layer).
  open var position: CGPoint {
    get { delegate?.center ?? ownPosition }
    set {
      if let delegate { return delegate.center = newValue }
      ownPosition = newValue
      changed()
    }
  }

  /// The point of the bounds, in unit coordinates, that `position` names and transforms turn
  /// around. (0.5, 0.5) by default; a view's layer keeps it there.
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
    didSet { if delegate == nil { changed() } }
  }

  /// Sets the layer's transform (a view's layer: the view's `transform`).
  open func setAffineTransform(_ transform: CGAffineTransform) {
    if let delegate { return delegate.transform = transform }
    ownTransform = CATransform3DMakeAffineTransform(transform)
    changed()
  }

  /// The layer's transform in the plane.
  open func affineTransform() -> CGAffineTransform {
    delegate?.transform ?? CATransform3DGetAffineTransform(ownTransform)
  }

  /// The layer's transform, about its anchor point (a view's layer: the view's `transform`).
  /// Depth and perspective are kept and animate, but are drawn by the plane part for now.
  open var transform: CATransform3D {
    get { delegate.map { CATransform3DMakeAffineTransform($0.transform) } ?? ownTransform }
    set {
      if let delegate { return delegate.transform = CATransform3DGetAffineTransform(newValue) }
      ownTransform = newValue
      changed()
    }
  }

  /// The layer's place in depth among its siblings (recorded; drawing follows the order of
  /// the sublayers).
  open var zPosition: CGFloat = 0

  /// Bounds coordinates to the superlayer's, for a standalone layer's model values.
  private var transformToSuperlayer: CGAffineTransform {
    let b = ownBounds
    return CGAffineTransform(
      translationX: -(b.minX + anchorPoint.x * b.width), y: -(b.minY + anchorPoint.y * b.height)
    )
    .concatenating(CATransform3DGetAffineTransform(ownTransform))
    .concatenating(CGAffineTransform(translationX: ownPosition.x, y: ownPosition.y))
  }

  /// A name for the layer, for debugging and `sublayers?.first { $0.name == … }`.
  open var name: String?

  // MARK: - Appearance

  /// The background colour (the view's `backgroundColor` for a view's layer).
  open var backgroundColor: CGColor? {
    get { delegate.map { $0.backgroundColor?.cgColor } ?? ownBackground }
    set {
      if let delegate { return delegate.backgroundColor = newValue.map(UIColor.init(cgColor:)) }
      ownBackground = newValue
      changed()
    }
  }

  /// The radius of the rounded corners of the background, border and mask, in points. 0 by
  /// default; clamped to half the shorter side when drawn.
  open var cornerRadius: CGFloat = 0 { didSet { changed() } }

  /// The width of the border drawn inside the bounds, in points. 0 by default.
  open var borderWidth: CGFloat = 0 { didSet { changed() } }

  /// The colour of the border. Opaque black by default, as in Core Animation.
  open var borderColor: CGColor? = UIColor.black.cgColor { didSet { changed() } }

  /// Whether sublayers (and a view's subviews) are clipped to the rounded bounds.
  open var masksToBounds: Bool {
    get { delegate?.clipsToBounds ?? ownMasks }
    set {
      if let delegate { return delegate.clipsToBounds = newValue }
      ownMasks = newValue
      changed()
    }
  }

  /// The opacity, 0…1 (the view's `alpha` for a view's layer).
  open var opacity: Float {
    get { delegate.map { Float($0.alpha) } ?? ownOpacity }
    set {
      if let delegate { return delegate.alpha = CGFloat(newValue) }
      ownOpacity = min(1, max(0, newValue.isNaN ? 1 : newValue))
      changed()
    }
  }

  // MARK: - Shadow

  /// The shadow's colour. Opaque black by default.
  open var shadowColor: CGColor? = UIColor.black.cgColor { didSet { changed() } }
  /// The shadow's opacity, 0…1. 0 (no shadow) by default.
  open var shadowOpacity: Float = 0 { didSet { changed() } }
  /// How far the shadow falls from the layer, in points. (0, −3) by default, as in Core
  /// Animation.
  open var shadowOffset = CGSize(width: 0, height: -3) { didSet { changed() } }
  /// The shadow's blur radius, in points. 3 by default.
  open var shadowRadius: CGFloat = 3 { didSet { changed() } }
  /// The shadow's shape; nil follows the layer's rounded bounds.
  open var shadowPath: CGPath? { didSet { changed() } }

  // MARK: - Timing (CAMediaTiming)

  /// When the layer's time starts, in its superlayer's time.
  open var beginTime: CFTimeInterval = 0 { didSet { timingChanged() } }
  /// How fast the layer's time runs (0 pauses every animation in its tree). 1 by default.
  open var speed: Float = 1 { didSet { timingChanged() } }
  /// Added to the layer's time (the time a paused layer shows).
  open var timeOffset: CFTimeInterval = 0 { didSet { timingChanged() } }
  /// Part of `CAMediaTiming`; a layer's own duration has no effect.
  open var duration: CFTimeInterval = 0
  /// Part of `CAMediaTiming`; no effect on a layer.
  open var repeatCount: Float = 0
  /// Part of `CAMediaTiming`; no effect on a layer.
  open var repeatDuration: CFTimeInterval = 0
  /// Part of `CAMediaTiming`; no effect on a layer.
  open var autoreverses = false
  /// Part of `CAMediaTiming`; no effect on a layer.
  open var fillMode: CAMediaTimingFillMode = .removed

  /// The running animations, nil while there are none (most layers).
  var animationList: LayerAnimationList?

  /// Whether the layer and its sublayers are not drawn (the view's `isHidden`).
  open var isHidden: Bool {
    get { delegate?.isHidden ?? ownHidden }
    set {
      if let delegate { return delegate.isHidden = newValue }
      ownHidden = newValue
      changed()
    }
  }

  // MARK: - Sublayers

  /// The sublayers added to this layer, back to front; nil when there are none. A view's
  /// subviews are not listed (their layers are drawn by the view tree).
  open var sublayers: [CALayer]? { sublayerStorage.isEmpty ? nil : sublayerStorage }

  /// Adds `layer` on top of the other sublayers, taking it from its old superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts `layer` at `index` among the sublayers (clamped).
  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    guard layer !== self, layer.delegate == nil, !isDescendant(of: layer) else { return }
    layer.removeFromSuperlayer()
    sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
    layer.superlayer = self
    changed()
  }

  /// Takes the layer out of its superlayer.
  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayerStorage.removeObject(self)
    superlayer = nil
    parent.changed()
  }

  private func isDescendant(of layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let each = current {
      if each === layer { return true }
      current = each.superlayer
    }
    return false
  }

  /// Asks for the layer to be drawn again.
  open func setNeedsDisplay() { changed() }

  /// The view whose tree the layer is in: its own view, or the view of a layer above it.
  var owningView: UIView? {
    var current: CALayer? = self
    while let each = current {
      if let view = each.delegate { return view }
      current = each.superlayer
    }
    return nil
  }

  /// Asks the window for a new frame when this layer is on screen.
  func changed() {
    var current: CALayer? = self
    while let each = current {
      if let view = each.delegate {
        // A sublayer may draw outside the view: the culling extent is computed again.
        return view.invalidate(.drawnAreaDidChange)
      }
      current = each.superlayer
    }
  }
}

extension CALayer: Hashable {
  /// Identity: true only for the same layer.
  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
  /// Hashes the layer's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
