import Foundation

/// A view that scrolls and zooms content larger than itself, as UIKit's does: the finger or the
/// mouse drags it through ``panGestureRecognizer``, a release decelerates it along UIKit's curve
/// and bounces it at the edges, the wheel and the keyboard scroll it, and it decides touch by
/// touch whether the user is scrolling or using a control inside (spec G44).
///
/// Scrolling is `bounds.origin` (``contentOffset``): hit testing and drawing follow it with no
/// special case, and subviews outside the visible rectangle are not drawn.
///
/// The work lives in concern files: `UIScrollView+Dragging` (the pan and G44),
/// `UIScrollView+Motion` (deceleration, bouncing, animated scrolls), `+Indicators`, `+Wheel`,
/// `+Keyboard` and `+Zooming`.
@preconcurrency @MainActor
open class UIScrollView: UIView, UIGestureRecognizerDelegate {
  // MARK: - Content

  /// Told of scrolling, dragging, deceleration and zooming.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The size of the content, in points. Zero by default: nothing to scroll.
  open var contentSize: CGSize = .zero {
    didSet { if contentSize != oldValue { invalidate(.appearance) } }
  }

  /// The point of the content shown at the top-left corner: `bounds.origin`.
  ///
  /// Setting it moves the content at once and tells the delegate; a running deceleration or
  /// animated scroll carries on from there (``setContentOffset(_:animated:)`` stops it).
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      var b = bounds
      b.origin = newValue
      bounds = b
    }
  }

  /// Extra room around the content, scrollable into view.
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      guard contentInset != oldValue else { return }
      adjustedContentInsetDidChange()
      delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }
  }

  /// The insets scrolling honours: ``contentInset`` (no safe area on a desktop window).
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// How safe-area insets would join ``contentInset``; ``UIScrollView/ContentInsetAdjustmentBehavior/automatic`` by default.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// Called when ``adjustedContentInset`` changed. Does nothing by default.
  open func adjustedContentInsetDidChange() {}

  // MARK: - Behaviour

  /// Whether the user can scroll it. True by default; the pan and the wheel stop when false.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }
  /// Whether the content goes past the edges and springs back. True by default.
  open var bounces = true
  /// Whether vertical dragging bounces even when the content is not taller than the view.
  open var alwaysBounceVertical = false
  /// Whether horizontal dragging bounces even when the content is not wider than the view.
  open var alwaysBounceHorizontal = false
  /// Whether scrolling stops on multiples of the view's size.
  open var isPagingEnabled = false
  /// Whether a drag that starts along one axis stays on it.
  open var isDirectionalLockEnabled = false
  /// How quickly a released drag slows down. ``DecelerationRate/normal`` by default.
  open var decelerationRate: DecelerationRate = .normal

  /// Whether a touch-down is held back from the content until the scroll view knows whether
  /// the user is scrolling: up to 150 ms, or until the finger lifts (spec G44). True by default.
  open var delaysContentTouches = true {
    didSet { delayRecognizer.delaysTouchesBegan = delaysContentTouches }
  }
  /// Whether a scroll that starts after the content got a touch cancels that touch (spec G44).
  /// True by default; when false, a touch the content took never scrolls.
  open var canCancelContentTouches = true

  // MARK: - Indicators

  /// Whether the vertical indicator shows while scrolling. True by default.
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling. True by default.
  open var showsHorizontalScrollIndicator = true
  /// The indicators' colours.
  open var indicatorStyle: IndicatorStyle = .default
  /// Insets of the vertical indicator's track from the view's edges.
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Insets of the horizontal indicator's track from the view's edges.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  /// Both indicators' insets; reads the vertical one's.
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }

  // MARK: - State

  /// Whether the user is dragging the content (the pan has begun and not ended).
  public internal(set) var isDragging = false
  /// Whether the content is still moving after the user lifted the finger.
  public internal(set) var isDecelerating = false
  /// Whether a pinch is zooming the content.
  public internal(set) var isZooming = false
  /// Whether the zoom is springing back inside its limits.
  public internal(set) var isZoomBouncing = false

  /// Whether a finger is down on the scroll view or its content, scrolling or not.
  open var isTracking: Bool {
    guard let application = window?.application else { return false }
    for touch in application.pointerTable.live.values
    where touch.view?.isDescendant(of: self) == true && !touch.isFinished {
      return true
    }
    return false
  }

  // MARK: - Zooming

  /// The smallest zoom scale. 1 by default.
  open var minimumZoomScale: CGFloat = 1 {
    didSet { updateZoomRecognizer() }
  }
  /// The largest zoom scale. 1 by default: no zooming until it is raised.
  open var maximumZoomScale: CGFloat = 1 {
    didSet { updateZoomRecognizer() }
  }
  /// Whether a zoom past the limits springs back. True by default.
  open var bouncesZoom = true
  var zoomScaleStorage: CGFloat = 1

  // MARK: - Recognizers and motion

  /// The recognizer that drags the content. Its delegate is the scroll view and must stay so.
  public let panGestureRecognizer: UIPanGestureRecognizer
  /// The pinch that zooms, present while zooming is possible (``maximumZoomScale`` above
  /// ``minimumZoomScale``).
  public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
  /// Holds touch-down back from the content (G44); never recognizes.
  let delayRecognizer: ScrollDelayRecognizer
  /// What runs per frame: deceleration, bounce, an animated scroll, the indicators' fading.
  lazy var motion = ScrollMotion(scrollView: self)
  /// The offset when the drag began, and the pan's translation then.
  var dragOrigin = (offset: CGPoint.zero, translation: CGPoint.zero)
  /// The axis a directional lock chose for this drag: nil until decided, then x, y or both.
  var lockedAxes: (x: Bool, y: Bool)?
  /// The pinch's state when it began: the scale and the content point under the fingers.
  var zoomOrigin: (scale: CGFloat, anchor: CGPoint, offset: CGPoint)?
  /// The keys whose press this scroll view took, so their changes and ends stop here too.
  var scrollingKeys: Set<UIKeyboardHIDUsage> = []

  // MARK: - Initialisers

  /// Creates a scroll view; it clips its content.
  public override init(frame: CGRect) {
    panGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    delayRecognizer = ScrollDelayRecognizer(target: nil, action: nil)
    super.init(frame: frame)
    clipsToBounds = true
    installRecognizers()
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func installRecognizers() {
    delayRecognizer.delaysTouchesBegan = true
    delayRecognizer.cancelsTouchesInView = false
    delayRecognizer.delaysTouchesEnded = false
    delayRecognizer.name = "UIScrollView delay"
    addGestureRecognizer(delayRecognizer)
    panGestureRecognizer.name = "UIScrollView pan"
    panGestureRecognizer.delegate = self
    panGestureRecognizer.addAction { [unowned self] pan in
      self.handlePan(pan as! UIPanGestureRecognizer)
    }
    addGestureRecognizer(panGestureRecognizer)
  }

  // MARK: - Scrolling

  /// Scrolling moves `bounds.origin`; every change tells the delegate (UIKit does the same).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      if super.bounds.origin != old.origin { didScroll() }
    }
  }

  /// Tells the delegate, shows the indicators, and asks for layout: as in UIKit, a scroll view
  /// is laid out as it scrolls, so a subclass can place only what is in view (a list's rows).
  func didScroll() {
    setNeedsLayout()
    motion.noteScrolled()
    delegate?.scrollViewDidScroll(self)
  }

  /// Scrolls to `contentOffset`; animated, it eases there in 0.3 s and then tells the delegate
  /// ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``. Either way a running
  /// deceleration or animated scroll stops.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    let target = CGPoint(x: contentOffset.x.finiteOrZero, y: contentOffset.y.finiteOrZero)
    guard animated else {
      stopMotion()
      self.contentOffset = target
      return
    }
    stopMotion()
    motion.animate(to: target)
  }

  /// Scrolls the least needed to show `rect` (content coordinates), inside the insets.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite,
      rect.height.isFinite
    else { return }
    let visible = bounds.inset(by: adjustedContentInset)
    var offset = contentOffset
    func axis(_ lo: CGFloat, _ hi: CGFloat, _ vLo: CGFloat, _ vHi: CGFloat) -> CGFloat {
      if hi - lo > vHi - vLo || lo < vLo { return lo - vLo }
      if hi > vHi { return hi - vHi }
      return 0
    }
    offset.x += axis(rect.minX, rect.maxX, visible.minX, visible.maxX)
    offset.y += axis(rect.minY, rect.maxY, visible.minY, visible.maxY)
    let limits = offsetLimits
    offset.x = min(max(offset.x, limits.x.lowerBound), limits.x.upperBound)
    offset.y = min(max(offset.y, limits.y.lowerBound), limits.y.upperBound)
    guard offset != contentOffset else { return }
    setContentOffset(offset, animated: animated)
  }

  // MARK: - Touches in the content (G44)

  /// Whether the content view `view` may receive `touches`: asked when the scroll view lets
  /// touches through to its content (after the delay, or at touch-down without one). True by
  /// default; false keeps them from `view` (recognizers still see them).
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  {
    true
  }

  /// Whether a starting scroll may cancel `view`'s touches: true unless `view` is a
  /// ``UIControl`` (spec G44). False keeps the touch with the view and the content still.
  open func touchesShouldCancel(in view: UIView) -> Bool {
    !(view is UIControl)
  }

  // MARK: - Recognizers

  /// The scroll view's answer for its own pan (see `panMayBegin()`: G44, nesting, edges);
  /// other recognizers as ``UIView``. It is also the pan's and the pinch's delegate answer, so a
  /// subclass overrides it as in UIKit.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer)
    -> Bool
  {
    guard gestureRecognizer === panGestureRecognizer else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    return panMayBegin()
  }

  /// The scroll view's pan and pinch work together (dragging while zooming); nothing else.
  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    let mine: [UIGestureRecognizer?] = [panGestureRecognizer, pinchGestureRecognizer]
    return mine.contains { $0 === gestureRecognizer }
      && mine.contains { $0 === otherGestureRecognizer }
  }

  /// Whether a recognizer the scroll view is the delegate of receives `touch`. True by
  /// default; a subclass overrides it as in UIKit (a text view keeps mouse drags from its pan).
  open func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool {
    true
  }

  /// Shows the indicators for a moment, as after scrolling.
  open func flashScrollIndicators() {
    motion.noteScrolled()
  }

  // MARK: - Keys

  /// Arrows, Page Up/Down, Home and End scroll (a held key repeats); other keys, and keys for a
  /// direction the content cannot move in, go on up the responder chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var others = Set<UIPress>()
    for press in presses {
      if let key = press.key, scroll(forKey: key) {
        scrollingKeys.insert(key.keyCode)
      } else {
        others.insert(press)
      }
    }
    if !others.isEmpty { super.pressesBegan(others, with: event) }
  }

  open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var others = Set<UIPress>()
    for press in presses {
      guard let key = press.key, scrollingKeys.contains(key.keyCode) else {
        others.insert(press)
        continue
      }
      _ = scroll(forKey: key)
    }
    if !others.isEmpty { super.pressesChanged(others, with: event) }
  }

  open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let others = finishKeys(presses)
    if !others.isEmpty { super.pressesEnded(others, with: event) }
  }

  open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let others = finishKeys(presses)
    if !others.isEmpty { super.pressesCancelled(others, with: event) }
  }

  private func finishKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
    presses.filter { press in
      guard let code = press.key?.keyCode else { return true }
      return scrollingKeys.remove(code) == nil
    }
  }

  // MARK: - Window

  /// Off screen the pan and pinch send no more actions: a drag or zoom they started ends here,
  /// inside the limits, and a running motion ends at its resting point.
  override func windowDidChange() {
    guard window == nil else { return }
    endZoomAbruptly()
    if isDragging { endDrag(velocity: .zero) }
    motion.finishAtRest()
  }

  /// App code took the pan or the pinch away mid-gesture (`gestureRecognizers = nil`, or moved
  /// to another view): its cancel may never come as an action, so what it started ends here.
  override func gestureRecognizerDidDetach(_ recognizer: UIGestureRecognizer) {
    if recognizer === pinchGestureRecognizer { endZoomAbruptly() }
    if recognizer === panGestureRecognizer, isDragging { endDrag(velocity: .zero) }
  }

  /// Ends a zoom whose pinch will say no more, settled within the limits about the centre.
  private func endZoomAbruptly() {
    guard isZooming else { return }
    isZooming = false
    zoomOrigin = nil
    let settled = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    applyZoom(settled, offset: zoomedOffset(settled, keeping: centre))
    delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
  }

  // MARK: - The wheel and scrolling keys (UIScrollView+Input)

  /// Scrolls by the wheel as far as the limits allow on each axis that can scroll, and returns
  /// what it used: the rest goes on to an enclosing scroll view.
  open override func scrollWheel(by delta: CGPoint) -> CGPoint { scroll(byWheel: delta) }

  /// Zooms about `location` when there is a range of scales and a view to scale.
  open override func zoomWheel(by deltaY: CGFloat, at location: CGPoint) -> Bool {
    guard canZoom else { return false }
    zoom(byWheel: deltaY, at: location)
    return true
  }

  override var takesScrollingKeysUnderPointer: Bool { isScrollEnabled }

  // MARK: - Drawing

  override func overlayCommands(at time: TimeInterval?) -> [CanvasCommand] {
    indicatorCommands(at: time ?? window?.application?.clock.now ?? 0)
  }
}
