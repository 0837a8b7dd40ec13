import Foundation

/// A rectangular area on screen that draws content and handles touches: the node of the view
/// tree.
///
/// Geometry follows spec A13: `center` is where the bounds' centre sits in the superview, and
/// `transform` applies about the bounds' centre. The overridable parts live here; the work is in
/// concern files: `UIView+Hierarchy`, `UIView+Geometry`, `UIView+Conversion`,
/// `UIView+HitTesting`, `UIView+Layout`, `UIView+Gestures`.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // MARK: - Stored state

  /// Bounds, center and transform in one value, so the hit-testing loop reads a view's whole
  /// geometry with a single access. Views are main-actor bound, so the dynamic exclusivity check
  /// (a quarter of the cost of testing one sibling) guards nothing here.
  @exclusivity(unchecked) final var geometry: ViewGeometry {
    didSet { invalidate(.geometry(from: oldValue)) }
  }

  // Stored properties are laid out in declaration order: the one-byte ones sit in the gap
  // after `geometry`, so that a plain view needs no padding (≤ 250 bytes per view, issue 12).
  var needsLayoutFlag = true
  /// Whether this view or a view below it needs layout: a layout pass visits only such
  /// subtrees, so a frame of a 10,000-row list does not walk every row.
  var subtreeNeedsLayout = true
  /// Whether a size change of this view resizes its subviews by their masks. True by default.
  open var autoresizesSubviews = true
  /// Whether ``setNeedsDisplay()`` was called since the last draw.
  public internal(set) var needsDisplay = true
  /// Whether subviews are clipped to the bounds when drawn. Hit testing clips regardless (A4).
  @exclusivity(unchecked) open var clipsToBounds: Bool = false {
    didSet {
      guard clipsToBounds != oldValue else { return }
      invalidate(.clipping)
    }
  }
  /// Whether ``contentCache`` holds the recording (an empty one lives only in this flag).
  var contentIsCached = false
  /// Whether ``extentStorage`` holds the extent (``extentCache``).
  var hasExtent = false

  /// The superview. A subview never keeps its parent alive.
  public var superview: UIView? { superviewStorage }

  /// Not retained, and not weak either: a weak reference would move every view's reference
  /// count to a side table and make each retain in hit testing several times slower. The
  /// superview holds this view in `subviews`, and clears this pointer when it detaches the view
  /// or is deinitialised, so it never dangles.
  nonisolated(unsafe) unowned(unsafe) var superviewStorage: UIView?
  /// The subviews, back to front: the last one is frontmost and is hit-tested first (spec A5).
  @exclusivity(unchecked) public internal(set) var subviews: [UIView] = [] {
    didSet { invalidate(.subviews) }
  }

  // MARK: - Properties

  /// An integer that identifies the view in ``viewWithTag(_:)``. 0 by default.
  open var tag: Int {
    get { extrasStorage?.tag ?? 0 }
    set { if newValue != 0 || extrasStorage != nil { extras.tag = newValue } }
  }

  /// How the view follows its superview's size changes (``UIView/AutoresizingMask``).
  open var autoresizingMask: AutoresizingMask {
    get { extrasStorage?.autoresizingMask ?? [] }
    set { if !newValue.isEmpty || extrasStorage != nil { extras.autoresizingMask = newValue } }
  }

  /// Whether the view and its subtree are hidden: not drawn and not hit-tested (spec A2).
  ///
  /// Hiding a view that holds the first responder makes it resign (decision E8).
  open var isHidden: Bool {
    get { flags.isHidden }
    set {
      guard newValue != flags.isHidden else { return }
      flags.isHidden = newValue
      if newValue { hiddenStateDidChange() }
      (superview as? UIStackView)?.arrangedSubviewDidChange(self, intrinsicSize: false)
      invalidate(.appearance)
    }
  }

  /// The opacity, 0…1. A view with `alpha < 0.01` is not hit-tested (decision A2).
  open var alpha: CGFloat {
    get { alphaValue }
    set {
      guard newValue != alphaValue else { return }
      let start = animationStart(.alpha)
      alphaValue = newValue
      recordAnimation(.alpha, from: start)
      invalidate(.appearance)
    }
  }

  /// Whether Tab can move keyboard focus here (UIKit's focus system). False for plain views;
  /// enabled controls and text fields say yes.
  open var canBecomeFocused: Bool { false }

  /// Whether touches reach this view and its subtree. True by default (spec A10).
  open var isUserInteractionEnabled: Bool {
    get { interactionFlag }
    set { interactionFlag = newValue }
  }

  // Stored behind the open properties so hit testing can read them without dynamic calls for
  // views whose class cannot have overridden them (see UIView+HitTesting).
  @exclusivity(unchecked) final var flags = ViewFlags() {
    didSet { invalidate(.hitTestFlags) }
  }
  /// Its entry in the superview's `SubviewIndex`; here it fills the padding after `flags`.
  final var hitIndexSlot = UInt32.max

  /// The fill colour drawn behind the content; nil draws nothing.
  @exclusivity(unchecked) open var backgroundColor: UIColor? {
    didSet {
      guard backgroundColor != oldValue else { return }
      if ViewAnimationGroup.recording != nil || animationStorage != nil {
        let shown = animationStorage?.animation(for: .backgroundColor).flatMap { running in
          running.group?.application.map { running.value(at: $0.clock.now) }
        }
        recordAnimation(.backgroundColor, from: shown ?? .color(oldValue?.displayColor))
      }
      invalidate(.appearance)
    }
  }

  /// How the content fits the bounds. `.scaleToFill` by default.
  open var contentMode: ContentMode = .scaleToFill {
    didSet { setNeedsDisplay() }
  }
  /// The extent when ``hasExtent`` (UIView+Extras).
  final var extentStorage = CompactExtent()
  /// The rarely used state (``ViewExtras``), made on first use. Nonisolated so that the
  /// nonisolated deinit can read the recognizers from it: only the main actor writes it.
  nonisolated(unsafe) final var extrasStorage: ViewExtras?
  final var alphaValue: CGFloat {
    get { flags.alpha }
    set { flags.alpha = newValue }
  }
  final var interactionFlag: Bool {
    get { flags.isInteractive }
    set { flags.isInteractive = newValue }
  }

  /// Whether the view receives more than one touch at a time. False by default (spec C6).
  open var isMultipleTouchEnabled: Bool {
    get { extrasStorage?.isMultipleTouchEnabled ?? false }
    set { if newValue || extrasStorage != nil { extras.isMultipleTouchEnabled = newValue } }
  }

  /// Whether the view's touches exclude every other view of the window (spec C9).
  open var isExclusiveTouch: Bool {
    get { extrasStorage?.isExclusiveTouch ?? false }
    set { if newValue || extrasStorage != nil { extras.isExclusiveTouch = newValue } }
  }

  // MARK: - Initialisers

  /// Creates a view whose frame is `frame`, with the identity transform.
  public init(frame: CGRect) {
    MainThreadChecker.enforce("UIView.init(frame:)")
    let frame = frame.standardized
    geometry = ViewGeometry(
      bounds: CGRect(origin: .zero, size: frame.size), center: CGPoint(x: frame.midX, y: frame.midY)
    )
    super.init()
  }

  /// Returns nil: there are no nibs or storyboards on Linux, so nothing is decoded. It exists,
  /// `required` as UIKit's, so that the `required init?(coder:)` every UIKit view subclass
  /// declares compiles unchanged; create views in code with ``init(frame:)``.
  public required init?(coder: NSCoder) { nil }

  // Nonisolated, as UIKit's: subclasses port with their own plain `deinit` (an `isolated deinit`
  // here would force one on every subclass). The last release can happen on any thread (a
  // closure freed by a task), so the cleanup runs on whichever thread that is.
  deinit {
    // First: from here on, touches and recognizers that point back here read nil.
    extrasStorage?.anchor?.object = nil
    // Read before `self` is passed anywhere (deinit isolation is flow-sensitive).
    let recognizers = extrasStorage?.gestureRecognizers ?? []
    // `superviewStorage` is unowned(unsafe) and nonisolated(unsafe): cleared here, on any
    // thread, so that no surviving subview keeps a dangling pointer to this view.
    for subview in subviews where subview.superviewStorage === self {
      subview.superviewStorage = nil
    }
    // Values app code attached (objc_setAssociatedObject) go with the view.
    AssociatedObjects.ownerWillBeFreed(ObjectIdentifier(self))
    // A recognizer still tracking touches (the app went away mid-gesture) and its touches hold
    // each other: let them go now, so that neither outlives the view. That state belongs to
    // the main actor, which is where views are used and released; its thread is not always
    // the process's main thread (test runners), so no thread check can tell, and a hop would
    // come too late. Run the release here, unchecked.
    guard !recognizers.isEmpty else { return }
    let release: @MainActor () -> Void = {
      for recognizer in recognizers { recognizer.releaseTouches() }
    }
    unsafeBitCast(release, to: (() -> Void).self)()
  }

  /// Creates a view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  // MARK: - Geometry (UIView+Geometry)

  /// The view's rectangle in its superview's coordinates.
  ///
  /// With a non-identity transform this is the bounding box of the transformed bounds (decision
  /// A16) and is never used for conversion. Setting it moves ``center`` to the rectangle's middle
  /// and sizes ``bounds`` so that the transformed bounds fill it (a scale of 0.5 doubles the
  /// bounds' size), as UIKit does.
  open var frame: CGRect {
    get { computedFrame }
    set {
      MainThreadChecker.enforce("UIView.frame")
      let center = animationStart(.center), bounds = animationStart(.bounds)
      applyFrame(newValue)
      recordAnimation(.center, from: center)
      recordAnimation(.bounds, from: bounds)
    }
  }

  /// The view's own coordinate space: its origin is the point shown at the top-left corner.
  ///
  /// Changing the size keeps ``center`` (spec A15); changing the origin scrolls the content
  /// without moving the view (spec A14).
  open var bounds: CGRect {
    get { geometry.bounds }
    set {
      MainThreadChecker.enforce("UIView.bounds")
      let start = animationStart(.bounds)
      applyBounds(newValue)
      recordAnimation(.bounds, from: start)
    }
  }

  /// Where the bounds' centre sits in the superview's coordinates (spec A13).
  open var center: CGPoint {
    get { geometry.center }
    set {
      MainThreadChecker.enforce("UIView.center")
      let start = animationStart(.center)
      applyCenter(newValue)
      recordAnimation(.center, from: start)
    }
  }

  /// The transform applied about the bounds' centre (spec A13).
  open var transform: CGAffineTransform {
    get { geometry.transform }
    set {
      let start = animationStart(.transform)
      applyTransform(newValue)
      recordAnimation(.transform, from: start)
    }
  }

  // MARK: - Hierarchy hooks (UIView+Hierarchy)

  /// Called before the view moves to a new superview (or nil). Does nothing by default.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview (or was removed). Does nothing by default.
  open func didMoveToSuperview() {}
  /// Called before the view, or an ancestor, moves to a new window (or nil). Does nothing.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view, or an ancestor, moved to a new window. Does nothing by default.
  open func didMoveToWindow() {}
  /// Called after a subview was added. Does nothing by default.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed. Does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}
  /// The traits changed (the window moved to a display of another scale). Does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The tint colour or adjustment mode this view shows changed (UIView+Tint). Call super.
  open func tintColorDidChange() {}

  // MARK: - Hit testing (UIView+HitTesting)

  /// Returns the deepest visible, interactive descendant (or self) that contains `point`.
  ///
  /// `point` is in this view's bounds coordinates. Returns nil when this view is hidden, has
  /// user interaction disabled or `alpha < 0.01` (spec A2), or when ``point(inside:with:)`` is
  /// false (A4). Otherwise subviews are tried frontmost first, each with the point converted into
  /// its space (A5, A6); a subview whose transform cannot be inverted is skipped. The first
  /// non-nil answer wins, else self. `event` may be nil (A8).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point` (in bounds coordinates) is inside the view: `bounds.contains(point)` by
  /// default, with the max edges outside (spec A7). Override to grow or shrink the touch area.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let inside = geometry.bounds.containsHalfOpen(point)
    // Tells a hit-test report that the default test, not an override, decided.
    HitTestTrace.current?.boundsTested(self, inside: inside)
    return inside
  }

  // MARK: - Layout (UIView+Layout)

  /// Lays out subviews. By default gives the subviews that Auto Layout places their solved
  /// frames; override to position subviews yourself, calling `super` first when constraints
  /// place some of them.
  open func layoutSubviews() {
    if layoutStateIfAny?.hasEngineSubviews == true { layoutEngine?.applyFrames(toSubviewsOf: self) }
  }

  // MARK: - Auto Layout (UIView+Constraints, UIView+LayoutMargins, Layout/)

  /// Whether the view's class lays itself out with constraints it makes in
  /// ``updateConstraints()``, which then runs before its first layout. False by default.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Whether Auto Layout places the view where its frame and ``autoresizingMask`` say (true,
  /// the default) or only by constraints (false: what a view placed by constraints needs).
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutStateIfAny?.translatesAutoresizingMask ?? true }
    set { setTranslatesAutoresizingMask(newValue) }
  }

  /// The active constraints installed on this view (those whose items' nearest common
  /// ancestor it is), in the order they were activated.
  open var constraints: [NSLayoutConstraint] { layoutStateIfAny?.installed ?? [] }

  /// Makes the view's constraints. Runs in the constraint pass, before layout, when
  /// ``setNeedsUpdateConstraints()`` was called; call `super` last.
  open func updateConstraints() {}

  /// Tells Auto Layout that ``intrinsicContentSize`` changed: the next layout pass uses the
  /// new size.
  open func invalidateIntrinsicContentSize() {
    invalidateIntrinsicSizeConstraints()
    (superview as? UIStackView)?.arrangedSubviewDidChange(self, intrinsicSize: true)
  }

  /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 default).
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutStateIfAny.map { priority($0.hugging, axis) } ?? .defaultLow
  }

  /// Sets the hugging priority on `axis`.
  open func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { setHugging(priority, axis) }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 default).
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { layoutStateIfAny.map { priority($0.compression, axis) } ?? .defaultHigh }

  /// Sets the compression resistance priority on `axis`.
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) { setCompression(priority, axis) }

  /// How far the alignment rectangle (what constraints place) lies inside the frame. Zero by
  /// default; a view with a shadow or badge outside its visual edges overrides it.
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The view whose first baseline is this view's `firstBaselineAnchor` (the view itself).
  open var viewForFirstBaselineLayout: UIView { self }

  /// The view whose last baseline is this view's `lastBaselineAnchor` (the view itself).
  open var viewForLastBaselineLayout: UIView { self }

  /// The space to keep between the view's edges and its content, left to right. 8 points on
  /// each side by default (20 leading and trailing for a view controller's root view).
  open var layoutMargins: UIEdgeInsets {
    get { storedLayoutMargins.edgeInsets }
    set { setStoredLayoutMargins(newValue.directional) }
  }

  /// ``layoutMargins`` with leading and trailing.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { storedLayoutMargins }
    set { setStoredLayoutMargins(newValue) }
  }

  /// Called after the layout margins changed. Does nothing by default.
  open func layoutMarginsDidChange() {}

  /// Called after the safe area insets changed (never on a desktop window, where they stay 0).
  open func safeAreaInsetsDidChange() {}

  /// The size the view's constraints give it when it is asked to be `targetSize`, each axis
  /// held at ``UILayoutPriority/fittingSizeLevel`` (so the constraints win).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    fittingSize(targetSize, .fittingSizeLevel, .fittingSizeLevel)
  }

  /// As ``systemLayoutSizeFitting(_:)``, with a priority per axis (`.required` fixes that
  /// axis to the target: a cell's width, say).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { fittingSize(targetSize, horizontalFittingPriority, verticalFittingPriority) }

  // MARK: - Drawing (UIView+Drawing)

  /// Draws the view's own content into the current drawing context with ``UIBezierPath`` and
  /// ``UIColor/setFill()``. Does nothing by default. The result is kept until
  /// ``setNeedsDisplay()`` or a change of size, as UIKit keeps a layer's contents.
  ///
  /// - Parameter rect: The area to draw, in bounds coordinates: the whole bounds.
  open func draw(_ rect: CGRect) {}

  /// Records this view's content. The default runs ``draw(_:)``; UILabel and UIImageView
  /// record text and images.
  func recordContent(into canvas: ContentCanvas) {
    ContentCanvas.withCurrent(canvas) { draw(bounds) }
  }

  /// The framework's own reaction to moving in or out of a window, before the open
  /// ``didMoveToWindow()`` (which subclasses may override without calling super). Nothing by
  /// default; a scroll view ends a drag or zoom its recognizers can no longer end.
  func windowDidChange() {}

  /// Called after `recognizer` left this view, whose cancel (queued inside a dispatch) is then
  /// never sent: the scroll view ends the drag or zoom it drove.
  func gestureRecognizerDidDetach(_ recognizer: UIGestureRecognizer) {}

  /// What the view draws over its subviews (a scroll view's indicators), in bounds coordinates,
  /// at `time` (nil: now). Nothing by default.
  func overlayCommands(at time: TimeInterval?) -> [CanvasCommand] { [] }

  /// Where the view's own content may show: the bounds, as UIKit's backing store is; an image
  /// view's image may reach further, as a layer's contents do.
  func drawnContentExtent(in bounds: CGRect) -> CGRect { bounds }

  // MARK: - Size

  /// The size that best fits `size`. The default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The natural size of the content; `UIView.noIntrinsicMetric` (-1) on both axes by default.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// No natural size on this axis.
  public static let noIntrinsicMetric: CGFloat = -1

  // MARK: - Gestures

  /// Whether `gestureRecognizer`, attached to an ancestor or to this view, may leave the possible
  /// state. True by default (spec G25); controls override it.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: - The pointer with no button down (Delivery/PointerTracker)

  /// Takes what it can of a wheel or trackpad scroll that reached this view, and returns the
  /// part it used (OpenUIKit's: UIKit on iPadOS and Mac Catalyst gives the wheel only to scroll
  /// views). The wheel goes to the view under the pointer first, then up the superview chain
  /// with what is left, so a list inside a page hands the wheel to the page at its end.
  ///
  /// `delta` is in points, positive to move the content up and left (a wheel turned towards
  /// the user). Plain views take nothing; ``UIScrollView`` scrolls. Override to take the wheel
  /// in a view of your own (a map, a canvas), returning what you used.
  open func scrollWheel(by delta: CGPoint) -> CGPoint { .zero }

  /// Zooms for a control+wheel turn of `deltaY` points about `location` (in this view's
  /// coordinates); returns whether it zoomed. The innermost view under the pointer that zooms
  /// takes it. Plain views do not; a ``UIScrollView`` with a zooming view does.
  open func zoomWheel(by deltaY: CGFloat, at location: CGPoint) -> Bool { false }

  /// Whether a scrolling key (arrows, Page Up and Down, Home, End) pressed while nothing is
  /// first responder goes to this view when the pointer is over it: scroll views that can
  /// scroll.
  var takesScrollingKeysUnderPointer: Bool { false }

  /// The cursor this view shows by itself, or nil to leave it to its superview: the I-beam
  /// over an enabled text field, the hand over a button with `isPointerInteractionEnabled`.
  var defaultPointerCursor: UIPointerStyle.Cursor? { nil }

  // MARK: - Accessibility (Accessibility/UIView+Accessibility)

  /// Whether assistive technologies see this view as one element (its class's default: false
  /// for a plain view, true for labels and the standard controls).
  open var isAccessibilityElement: Bool {
    get { accessibility?.isElement ?? defaultAccessibility.isElement }
    set { writableAccessibility.isElement = newValue }
  }
  /// The element's name, read out first (default: a label's text, a button's title).
  open var accessibilityLabel: String? {
    get { accessibility?.label ?? defaultAccessibility.label }
    set { writableAccessibility.label = newValue }
  }
  /// What activating the element does, read after a pause.
  open var accessibilityHint: String? {
    get { accessibility?.hint ?? defaultAccessibility.hint }
    set { writableAccessibility.hint = newValue }
  }
  /// The element's value (a slider's percentage, a switch's "1" or "0", a field's text).
  open var accessibilityValue: String? {
    get { accessibility?.value ?? defaultAccessibility.value }
    set { writableAccessibility.value = newValue }
  }
  /// The element's kind and state (default: the class's, with `.notEnabled` for a disabled
  /// control).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { accessibility?.traits ?? defaultAccessibility.traits.union(stateTraits) }
    set { writableAccessibility.traits = newValue }
  }
  /// The element's frame in screen coordinates (default: the view's bounds on the screen).
  open var accessibilityFrame: CGRect {
    get { accessibility?.frame ?? screenRect(of: bounds) }
    set { writableAccessibility.frame = newValue }
  }
  /// The elements inside this view, in reading order, when the app lists them (views and
  /// ``UIAccessibilityElement``s); nil: the subviews are walked.
  open var accessibilityElements: [Any]? {
    get { accessibility?.elements ?? defaultAccessibilityElements }
    set { writableAccessibility.elements = newValue }
  }
  /// Whether the elements inside this view are hidden from assistive technologies.
  open var accessibilityElementsHidden: Bool {
    get { accessibility?.elementsHidden ?? false }
    set { writableAccessibility.elementsHidden = newValue }
  }
  /// Whether only this view's elements are reachable while it is shown (an alert): its
  /// siblings are hidden from assistive technologies.
  open var accessibilityViewIsModal: Bool {
    get { accessibility?.viewIsModal ?? defaultAccessibilityViewIsModal }
    set { writableAccessibility.viewIsModal = newValue }
  }
  /// Whether the elements inside are read as a group before those beside it.
  open var shouldGroupAccessibilityChildren: Bool {
    get { accessibility?.groupsChildren ?? false }
    set { writableAccessibility.groupsChildren = newValue }
  }
  /// Actions the element offers besides activating it.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { accessibility?.customActions }
    set { writableAccessibility.customActions = newValue }
  }
  /// The language of the element's label and value (nil: the app's).
  open var accessibilityLanguage: String? {
    get { accessibility?.language }
    set { writableAccessibility.language = newValue }
  }
  /// Activates the element; return true when handled. The default returns false, and the
  /// element is then tapped (a control fires, a switch flips), as UIKit does.
  open func accessibilityActivate() -> Bool { false }
  /// Increments an adjustable element (a slider moves a tenth). Does nothing by default.
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element. Does nothing by default.
  open func accessibilityDecrement() {}

  /// The class's defaults (overridden by labels and the standard controls).
  var defaultAccessibility: AccessibilityAttributes { AccessibilityAttributes() }
  /// Elements the class makes (a segmented control's segments); nil for most.
  var defaultAccessibilityElements: [Any]? { nil }
  /// Whether the class is modal by default (an alert).
  var defaultAccessibilityViewIsModal: Bool { false }

  // MARK: - Responder

  /// The view controller when this is its root view, otherwise the superview (spec D2).
  open override var next: UIResponder? {
    if let controller = owningViewController { return controller }
    return superview
  }

  override var responderWindow: UIWindow? { window }

  override var isLeavingWindow: Bool {
    var view: UIView? = self
    while let current = view {
      if current.flags.isLeavingWindow { return true }
      view = current.superview
    }
    return false
  }
}
