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
/// Subclasses draw: `CAShapeLayer`, `CAGradientLayer`, `CATextLayer`, `CAReplicatorLayer`, a
/// subclass's ``draw(in:)``, or an image in ``contents``; shadows, ``mask`` and ``render(in:)``
/// work on every layer, a view's included.
///
/// UIKit differences: no implicit animations; layers are flattened into their superlayer's plane
/// (a ``transform`` with perspective is drawn projected, but sublayers do not share a 3D space
/// and `zPosition` does not reorder them); a shadow follows the background's shape, `shadowPath` or a shape layer's
/// path (not the alpha of arbitrary content); layers take no touches, as in UIKit.
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

  /// A copy of `layer`'s geometry and appearance, as Core Animation makes shadow copies;
  /// subclasses override it to copy their own properties.
  public init(layer: Any) {
    guard let other = layer as? CALayer else { return }
    let copy = CALayer.showing(LayerState(model: other), of: other)
    ownBounds = copy.ownBounds
    ownPosition = copy.ownPosition
    ownTransform = copy.ownTransform
    ownBackground = copy.ownBackground
    ownOpacity = copy.ownOpacity
    ownHidden = copy.ownHidden
    ownMasks = copy.ownMasks
    anchorPoint = copy.anchorPoint
    cornerRadius = copy.cornerRadius
    borderWidth = copy.borderWidth
    borderColor = copy.borderColor
    extras = copy.extras
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
      return CALayer.showing(presentedState(atGlobal: time), of: self) as? Self
    }
    let state = view.presentationState(at: UIApplication.owning(view)?.clock.now)
    // A view's layer is always a plain `CALayer` (there is no `layerClass`), so this holds.
    return CALayer.showing(state, of: self) as? Self
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

  /// The layer's transform, about its anchor point (a view's layer: the view's
  /// `transform3D`). Perspective (`m34 = -1 / distance`) is drawn: a rotation about x or y
  /// shows its near edge larger, and a view's touches follow the projected shape. The layer is
  /// flattened into its superlayer's plane, as in Core Animation (no `CATransformLayer`).
  open var transform: CATransform3D {
    get { delegate?.transform3D ?? ownTransform }
    set {
      if let delegate { return delegate.transform3D = newValue }
      ownTransform = newValue
      changed()
    }
  }

  /// The layer's place in depth among its siblings (recorded; drawing follows the order of
  /// the sublayers).
  open var zPosition: CGFloat {
    get { extras?.zPosition ?? 0 }
    set { edit { $0.zPosition = newValue } }
  }

  /// Whether the layer shows when its transform turns its back to the viewer (a card turned
  /// past 90° about y). True by default; a card flip sets it false on both faces.
  open var isDoubleSided: Bool {
    get { extras?.isDoubleSided ?? true }
    set { edit { $0.isDoubleSided = newValue } }
  }

  /// A name for the layer, for debugging and `sublayers?.first { $0.name == … }`.
  open var name: String? {
    get { extras?.name }
    set { extras = extras ?? LayerExtras(); extras?.name = newValue }
  }

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

  /// The corners ``cornerRadius`` rounds; all four by default.
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  { didSet { changed() } }

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

  // MARK: - Timing (CAMediaTiming)

  /// When the layer's time starts, in its superlayer's time.
  open var beginTime: CFTimeInterval {
    get { extras?.beginTime ?? 0 }
    set { editTiming { $0.beginTime = newValue.isFinite ? newValue : 0 } }
  }
  /// How fast the layer's time runs (0 pauses every animation in its tree). 1 by default.
  open var speed: Float {
    get { extras?.speed ?? 1 }
    set { editTiming { $0.speed = newValue.isFinite ? newValue : 1 } }
  }
  /// Added to the layer's time (the time a paused layer shows).
  open var timeOffset: CFTimeInterval {
    get { extras?.timeOffset ?? 0 }
    set { editTiming { $0.timeOffset = newValue.isFinite ? newValue : 0 } }
  }
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

  /// What few layers set (shadow, timing, contents, mask), boxed so a plain layer stays small.
  var extras: LayerExtras?

  func edit(_ body: (LayerExtras) -> Void) {
    let box = extras ?? LayerExtras()
    extras = box
    body(box)
    changed()
  }

  private func editTiming(_ body: (LayerExtras) -> Void) {
    edit(body)
    timingChanged()
  }

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

  // MARK: - Content

  /// An image the layer shows over its bounds (a `CGImage` or a `UIImage`), placed by
  /// ``contentsGravity``. Nil by default.
  open var contents: Any? {
    get { extras?.contents }
    set { edit { $0.contents = newValue } }
  }
  /// How ``contents`` fits the bounds. `.resize` by default.
  open var contentsGravity: CALayerContentsGravity {
    get { extras?.contentsGravity ?? .resize }
    set { edit { $0.contentsGravity = newValue } }
  }
  /// Pixels per point of the layer's content (recorded; drawing is sharp at any scale).
  open var contentsScale: CGFloat {
    get { extras?.contentsScale ?? 1 }
    set { extras = extras ?? LayerExtras(); extras?.contentsScale = newValue }
  }
  /// Whether a bounds change redraws the content (calls ``draw(in:)`` again). False by
  /// default: the recorded content is kept, as Core Animation stretches its backing store.
  open var needsDisplayOnBoundsChange: Bool {
    get { extras?.needsDisplayOnBoundsChange ?? false }
    set { extras = extras ?? LayerExtras(); extras?.needsDisplayOnBoundsChange = newValue }
  }
  /// A layer whose shape the layer is cut to, in the layer's coordinates: a shape layer's
  /// filled path, or another layer's rounded bounds. Nil by default.
  open var mask: CALayer? {
    get { extras?.mask }
    set { edit { $0.mask = newValue === self ? nil : newValue } }
  }

  /// Draws the layer's content. Subclasses override it; it is called again after
  /// ``setNeedsDisplay()``, with the bounds as the context's coordinates, and what it draws is
  /// clipped to the bounds. The default draws nothing.
  open func draw(in ctx: CGContext) {}

  /// Updates the content: calls ``draw(in:)``. Called on the next frame after
  /// ``setNeedsDisplay()``.
  open func display() {
    let canvas = ContentCanvas()
    ContentCanvas.withCurrent(canvas) { draw(in: canvas.context) }
    extras = extras ?? LayerExtras()
    extras?.drawnContent = canvas.commands
    extras?.drawnBounds = bounds
  }

  /// What the layer draws over its background at `state`, in its bounds coordinates: the
  /// shape, gradient and text layers override it. The default: ``contents``, then what
  /// ``draw(in:)`` recorded.
  func contentCommands(_ state: LayerState) -> [CanvasCommand] { recordedContent(state) }

  /// The animatable properties a subclass adds, with their model values (a shape layer's
  /// `strokeEnd`); none for a plain layer.
  var animatableExtras: [String: LayerValue] { [:] }

  /// Sets one of ``animatableExtras`` (`setValue(_:forKeyPath:)`, presentation copies).
  func setAnimatableExtra(_ name: String, _ value: LayerValue) {}

  /// A new layer of this class with its own settings copied (not the base geometry and
  /// appearance, which the caller sets): the start of a presentation copy.
  func makeBlankCopy() -> CALayer { CALayer() }

  /// Whether the content is cut to the bounds, as a backing store is (a shape layer's path is
  /// not).
  var clipsContentToBounds: Bool { true }

  /// The outline a shadow follows when no ``shadowPath`` is set, in bounds coordinates: the
  /// rounded bounds when there is a background or a border; nil (no shadow) otherwise.
  func shadowShape(_ state: LayerState) -> [[CGPoint]]? { backgroundShadowShape(state) }

  /// Asks for the content to be drawn again (``draw(in:)`` is called before the next frame).
  open func setNeedsDisplay() {
    extras?.drawnContent = nil
    changed()
  }
}

extension CALayer: Hashable {
  /// Identity: true only for the same layer.
  nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
  /// Hashes the layer's identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
