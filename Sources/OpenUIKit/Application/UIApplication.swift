import Foundation

/// The application: owns the input queue, the windows, the clock and timers, and dispatches
/// every event (spec C1).
///
/// Each `UIApplication` is independent, so every test builds its own; the most recently created
/// one is ``shared``. Input enters only through ``enqueue(_:)`` as ``InputRecord`` values and is
/// dispatched, first in first out, by ``processQueuedInput()``.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// Keys for launch options (none are defined on Linux yet).
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// Creates a key.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The most recently created application that is still alive: when the newest one is
  /// freed, the one made before it is current again. Held weakly, so that an application and
  /// everything it holds are freed once its owner lets go of it.
  static var current: UIApplication? {
    while let newest = created.last {
      if let application = newest.object { return application }
      created.removeLast()
    }
    return nil
  }
  /// The applications alive now, oldest first: the debug switches are process-wide, and each
  /// one that changes tells every live application (``OpenUIKitDebug``).
  static var liveApplications: [UIApplication] {
    created.compactMap { $0.object }
  }
  /// The applications made, oldest first; freed ones are dropped as new ones are made.
  ///
  /// Weak, not the unsafe anchors views use: an application's owner may let it go on another
  /// thread (a test's scene released off the main actor) while the debug switches walk this
  /// list, and only a weak load is safe against a deinit in progress (AddressSanitizer found
  /// the use after free). The list is read when apps are made and switches change, never per
  /// event.
  private static var created: [WeakApplication] = []
  private struct WeakApplication {
    weak var object: UIApplication?
  }
  /// An application ``shared`` had to make itself, kept alive because nobody else owns it.
  private static var fallback: UIApplication?

  /// The application: the most recently created one that is still alive, or a new one on the
  /// system clock (kept for the rest of the process).
  public static var shared: UIApplication {
    if let current { return current }
    let made = UIApplication()
    fallback = made
    return made
  }

  /// The delegate. Held strongly, as `UIApplicationMain` does for UIKit apps.
  public var delegate: (any UIApplicationDelegate)?

  /// The clock every timestamp and timer uses.
  public let clock: any MonotonicClock
  /// The timers of this application (gesture timeouts, app timers).
  public let timers = TimerScheduler()

  /// The visible windows, back to front in hit-test order's reverse.
  @exclusivity(unchecked) public internal(set) var windows: [UIWindow] = []

  /// How long after one touch-down another one counts as the next tap (decision B10). 0.5 s.
  public var multipleTapInterval: TimeInterval = 0.5
  /// How far from the previous touch-down another one counts as the next tap. 32 points.
  public var multipleTapRadius: CGFloat = 32

  /// Whether a shake offers undo (a flag only on Linux; spec E17). True by default.
  public var applicationSupportsShakeToEdit = true

  /// Receives every diagnostic. The default logs it through swift-log (``OpenUIKitLog``) at its
  /// code's level, with the code as metadata; set your own to collect diagnostics instead, and
  /// call ``OpenUIKitLog/log(_:)`` from it to keep the log line.
  public var diagnosticHandler: (Diagnostic) -> Void = { OpenUIKitLog.log($0) }

  /// The live hit-area inspector of this application (Ctrl+Shift+I). Made on first use;
  /// closed until opened.
  public var hitAreaInspector: HitAreaInspector {
    if let inspectorStorage { return inspectorStorage }
    let made = HitAreaInspector(application: self)
    inspectorStorage = made
    return made
  }

  /// Receives the input the host gives the application, for a recording; nil by default.
  public var inputRecorder: (any InputRecorder)?

  /// Whether something changed that needs drawing; the host clears it after drawing.
  public var needsRedraw = true

  // MARK: - Internal state
  // State read on every event is `@exclusivity(unchecked)`: it belongs to the main actor, so
  // the dynamic exclusivity check guards nothing, and it cost about 8% of a dispatch.

  lazy var gestureCoordinator = GestureCoordinator(
    application: self, touchDelivery: touchDelivery)
  /// The one driver of the windows' touch delivery (gesture and view stages).
  lazy var touchDelivery = TouchDeliveryStage(application: self)
  /// What changed on screen since the last frame.
  let damageTracker = DamageTracker()
  /// The hit maps the overlay draws (OpenUIKitDebug.showsHitMap), kept until a change.
  lazy var hitMapCache = HitMapCache()
  /// Moved on by every change in this application's windows that can move a touch area (see
  /// ``HitMapCache``): views bump it as they note damage or change what hit testing reads.
  var hitMapGeneration = 0 {
    didSet { pointer.forgetAnswer() }
  }
  /// The inspector, once something asked for it.
  var inspectorStorage: HitAreaInspector?
  /// What watches the pipeline (``PipelineObserver``), in overlay order; empty unless a tool
  /// is open or a debug switch is on, and then the stages read no debug state.
  @exclusivity(unchecked) var pipelineObservers: [any PipelineObserver] = []
  /// The observer standing for the debug switches while any is on.
  var debugSwitchObserver: (any PipelineObserver)?
  /// Frames for display links, scroll deceleration and animations.
  lazy var frameClock = FrameClock(application: self)
  /// Runs Core Animation animations on the frame clock.
  lazy var layerAnimations = LayerAnimationDriver(application: self)
  /// The display links added and not invalidated: the run loop's, kept alive as UIKit's run
  /// loop keeps them.
  var displayLinks: [CADisplayLink] = []
  /// The `UIView.animate` animations running or about to end.
  var viewAnimationGroups: [ViewAnimationGroup] = []
  /// Where the mouse pointer was last seen and what is under it: hover, the cursor, the wheel,
  /// scrolling keys and drops ask it (``answerUnderPointer()``).
  var pointer = PointerTracker()
  @exclusivity(unchecked) var inputQueue: [InputRecord] = []
  @exclusivity(unchecked) var inputHead = 0
  var screenSize: CGSize = .zero
  var isShaking = false
  var motionPhase: MotionPhase = .began
  @exclusivity(unchecked) var isDrainingQueue = false
  @exclusivity(unchecked) var isSendingEvent = false
  @exclusivity(unchecked) var lastTimestamp: TimeInterval = 0
  @exclusivity(unchecked) var pointerTable = PointerTable()
  /// The tracker's generation the touches event's list was made at (see `refreshTouchList`).
  @exclusivity(unchecked) var touchListGeneration = -1
  lazy var touchesEvent = UIEvent(type: .touches)
  lazy var pressesEvent = UIPressesEvent()
  var livePresses: [UIKeyboardHIDUsage: UIPress] = [:]
  var isReceivingRemoteControlEvents = false
  var windowOrderSerial = 0
  /// The key window, held as a weak reference would be (see ``Anchor``).
  var keyWindowStorage: UIWindow? {
    get { keyWindowAnchor?.object.map { unsafeDowncast($0, to: UIWindow.self) } }
    set { keyWindowAnchor = newValue?.referenceAnchor }
  }
  @exclusivity(unchecked) private var keyWindowAnchor: Anchor<UIView>?
  /// The modifier keys held, as the latest key record said; touches events carry them.
  @exclusivity(unchecked) var modifierFlags: UIKeyModifierFlags = []
  @exclusivity(unchecked) var hoveredRecognizers: [UIHoverGestureRecognizer] = []
  /// The hit view of the latest touch-down, for the hit-area overlay. Only the hit view is
  /// held, through its anchor: a weak reference would give it and its ancestors side tables for
  /// good, and they are retained and released on every event (see ``Anchor``).
  @exclusivity(unchecked) var latestHitAnchor: Anchor<UIView>?

  /// The views on the path of the latest touch-down, window first, hit view last: the hit view
  /// and its ancestors as the tree is now; empty once the hit view has left its window.
  public var latestHitPath: [UIView] {
    guard let view = latestHitAnchor?.object, view.window != nil else { return [] }
    var path: [UIView] = []
    var next: UIView? = view
    while let current = next {
      path.append(current)
      next = current.superview
    }
    return path.reversed()
  }
  var textInputActive = false
  /// The on-screen keyboard (Keyboard/OnScreenKeyboard), made on first use.
  lazy var onScreenKeyboard = OnScreenKeyboard(
    application: self, environment: ProcessInfo.processInfo.environment)
  /// Keys whose release is expected and ignored quietly: their press ran a key command, or was
  /// cancelled because its responder left the window.
  var quietReleases: Set<UIKeyboardHIDUsage> = []
  /// What the host provides: text measurement, the image decoder, the clipboard and the
  /// text-input switch (``HostServices``). The SDL host hands its own over when it starts and
  /// takes them back at shutdown; without a host, the defaults.
  public var hostServices = HostServices()
  /// The screen this application draws on (`UIScreen.main` while it is the current
  /// application): its size follows the host window, its scale the window's display.
  package let screen = UIScreen()
  /// The general pasteboard of this application, kept in ``hostServices``' clipboard.
  package private(set) lazy var generalPasteboard = UIPasteboard(application: self)
  /// Told when text input should start (true) or stop (false): ``hostServices``'
  /// `textInputSwitch`, kept under this name for code written before ``HostServices``.
  public var textInputHandler: ((Bool) -> Void)? {
    get { hostServices.textInputSwitch }
    set { hostServices.textInputSwitch = newValue }
  }

  // MARK: - Initialisers

  /// Creates an application that reads time from `clock` and becomes ``shared``.
  public init(clock: any MonotonicClock) {
    self.clock = clock
    super.init()
    let alive = UIApplication.created.filter { $0.object != nil }
    UIApplication.created = alive + [WeakApplication(object: self)]
    syncDebugSwitches()
  }

  /// What windows, animations and hosts hold instead of a weak reference (see ``Anchor``);
  /// cleared by `deinit`, which is nonisolated.
  nonisolated(unsafe) private var anchorStorage: Anchor<UIApplication>?

  /// This application's anchor, made on first use.
  package var referenceAnchor: Anchor<UIApplication> {
    if let anchorStorage { return anchorStorage }
    let made = Anchor<UIApplication>(self)
    anchorStorage = made
    return made
  }

  // Nonisolated, as UIKit's: an app delegate's subclass ports with its own plain `deinit`.
  deinit {
    anchorStorage?.object = nil
  }

  /// Creates an application on the system clock.
  public convenience override init() {
    self.init(clock: SystemClock())
  }

  // MARK: - Dispatch

  /// Dispatches an event to the windows (spec C1): touches to each touch's window, presses,
  /// motion and remote-control events to the key window (C3). Subclasses that intercept events
  /// must call `super`.
  ///
  /// A call made from inside another dispatch is dropped with a diagnostic, so a handler cannot
  /// recurse into delivery.
  open func sendEvent(_ event: UIEvent) {
    // A dispatch, a timer and the action flush after them all count: app code running there
    // would make recognizers hear the same phase twice.
    guard !isSendingEvent, !gestureCoordinator.isBusy else {
      report(
        .reentrantSendEvent, "sendEvent(_:) was called during a dispatch; the event was dropped")
      return
    }
    isSendingEvent = true
    defer { isSendingEvent = false }
    gestureCoordinator.dispatch { routeToWindows(event) }
  }

  /// Touches to each touch's window, presses to each press's, the rest to the key window.
  private func routeToWindows(_ event: UIEvent) {
    switch event.type {
    case .touches:
      var seen: [UIWindow] = []
      for touch in event.touchList {
        guard let window = touch.window, !seen.containsObject(window) else { continue }
        seen.append(window)
        route(event, to: window)
      }
    case .presses:
      // Each press goes to the window it began in, which may no longer be key (E11).
      var seen: [UIWindow] = []
      for press in (event as? UIPressesEvent)?.changedPresses ?? [] {
        guard let window = press.window ?? keyWindow, !seen.containsObject(window) else { continue }
        seen.append(window)
        route(event, to: window)
      }
    case .motion, .remoteControl:
      if let keyWindow { route(event, to: keyWindow) }
    }
  }

  /// Hands an event to a window, which knows it comes from the application (and so accepts it
  /// although a dispatch is under way) because it is the very event it was handed: app code in
  /// an override that sends another one meanwhile is refused.
  private func route(_ event: UIEvent, to window: UIWindow) {
    let outer = window.eventFromApplication
    window.eventFromApplication = ObjectIdentifier(event)
    defer { window.eventFromApplication = outer }
    window.sendEvent(event)
  }

  // MARK: - Responder

  /// The app delegate when it is a responder other than a view, view controller or the
  /// application itself (spec D5); otherwise nil.
  open override var next: UIResponder? {
    guard let responder = delegate as? UIResponder else { return nil }
    if responder is UIView || responder is UIViewController || responder === self { return nil }
    return responder
  }

  // MARK: - Remote control

  /// Starts delivering remote-control events to the first responder (spec E16).
  public func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

  /// Stops delivering remote-control events.
  public func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }

  // MARK: - Diagnostics and redraw

  /// Reports a diagnostic to ``diagnosticHandler``.
  public func report(_ code: Diagnostic.Code, _ message: String) {
    diagnosticHandler(Diagnostic(code: code, message: message))
  }

  /// Notes that something visible changed, so the host draws the next frame, whole: views
  /// report their own changes as damaged areas and need not call this.
  public func setNeedsRedraw() {
    needsRedraw = true
    damageTracker.invalidateAll()
  }

  /// The areas to draw for the next frame, in whole pixels of a target of `pixelSize` at
  /// `scale`, and starts collecting afresh; nil means the whole target. The debug overlays and
  /// view animations (drawn at presentation values the damage does not follow) always take the
  /// whole target.
  public func takeDamage(pixelSize: CGSize, scale: CGFloat) -> [CGRect]? {
    // A focus ring lies outside its view's frame, where view damage does not reach.
    if !viewAnimationGroups.isEmpty || layerAnimations.isDrawing || observersNeedWholeFrames
      || windows.contains(where: { $0.focusedView != nil })
    {
      damageTracker.invalidateAll()
    }
    return damageTracker.take(pixelSize: pixelSize, scale: scale)
  }
}
