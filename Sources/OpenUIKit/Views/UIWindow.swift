import Foundation

/// The root of a view tree on screen: it places the tree in screen space by its frame, owns the
/// first responder of its tree, and delivers the events the application sends it (spec C2).
///
/// Like UIKit's, a window starts hidden; ``makeKeyAndVisible()`` shows it, adds it to the
/// application's windows and makes it key. Windows are hit-tested from the highest
/// ``windowLevel`` down, and within one level the most recently made key first (decision A11).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The stacking level of a window: higher levels are in front.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    /// The level value.
    public let rawValue: CGFloat
    /// Creates a level.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a level.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ordinary app windows: 0.
    public static let normal = Level(0)
    /// Above normal windows: 1000.
    public static let statusBar = Level(1000)
    /// Above the status bar: 2000.
    public static let alert = Level(2000)
    /// Orders levels by value.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The window's stacking level (spec A11). `.normal` by default.
  open var windowLevel: Level = .normal {
    didSet { if windowLevel != oldValue, !isHidden { application?.windowsDidChange() } }
  }

  /// The root view controller; its view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      installRootViewController(old: oldValue)
    }
  }

  /// The application this window belongs to: the shared one when the window was created. Held
  /// as a weak reference would be (see `Anchor`).
  public internal(set) var application: UIApplication? {
    get { applicationAnchor?.object }
    set { applicationAnchor = newValue?.referenceAnchor }
  }
  private var applicationAnchor: Anchor<UIApplication>?

  /// The screen the window is shown on: its application's. Settable as in UIKit, so code
  /// written for external displays compiles; an application has one screen, so setting it
  /// changes nothing.
  public var screen: UIScreen {
    get { application?.screen ?? UIScreen.main }
    set {}  // One screen per application: there is nothing else to move to.
  }

  /// Whether this is the application's key window, which receives presses and motion (E6, C3).
  public var isKeyWindow: Bool { application?.keyWindowStorage === self }

  package weak var firstResponderStorage: UIResponder?
  var isChangingFirstResponder = false
  /// The view inside which responders resign whatever they say, while `endEditing(true)` is
  /// called on it or while it leaves this window (its touches cancelled): a text field inside
  /// it does not ask its delegate then; one elsewhere still does. Not an argument, because the
  /// reason must pass through `resignFirstResponder()`, which apps override with UIKit's
  /// signature; the scope says which responders it is about. Held strongly, and only while
  /// ``forcingResign(inside:_:)`` runs: a weak reference would move the view's reference count
  /// to a side table and slow every retain of it.
  var forcedResignScope: UIView?

  /// Whether `responder` resigns now whatever it says: it is inside ``forcedResignScope``.
  func isForcingResign(of responder: UIResponder) -> Bool {
    guard let scope = forcedResignScope else { return false }
    return responder.isContained(in: scope)
  }

  /// Runs `body` with responders inside `scope` made to resign whatever they say.
  func forcingResign<Result>(inside scope: UIView, _ body: () -> Result) -> Result {
    let outer = forcedResignScope
    forcedResignScope = scope
    defer { forcedResignScope = outer }
    return body()
  }
  /// The event the application is handing this window now (``UIApplication/sendEvent(_:)``),
  /// so that ``sendEvent(_:)``, which apps override, knows its caller by the event itself.
  /// Its identity only, set and cleared around the call: a weak reference would move the
  /// event's reference count to a side table and slow every retain of it (+9 % instructions
  /// per dispatched sequence, measured).
  var eventFromApplication: ObjectIdentifier?
  // Delivery state, read on every event and owned by the main actor: no dynamic exclusivity
  // checks (`@exclusivity(unchecked)`).
  /// Touches whose view delivery is not over, oldest first.
  @exclusivity(unchecked) var touchesInDelivery: [UITouch] = []
  /// Ordering among windows of one level: larger is in front (decision A11).
  var orderStamp = 0
  @exclusivity(unchecked) var isDeliveringEvent = false
  /// The touches event being delivered, so that actions and cancels run inside it hand views
  /// that same event (an app-built one, spec C2), not the application's own.
  @exclusivity(unchecked) var touchesEventInDelivery: UIEvent?
  /// The view with keyboard focus (Tab), held as a weak reference would be; nil once it has
  /// left this window.
  package var focusedView: UIView? {
    get {
      guard let view = focusAnchor?.object, view.window === self else { return nil }
      return view
    }
    set { focusAnchor = newValue?.referenceAnchor }
  }
  private var focusAnchor: Anchor<UIView>?
  private lazy var windowUndoManager = UndoManager()
  /// Whether the host shows this window on a surface of its own (a second host window) rather
  /// than in the main one: the main frame leaves it out, and a resize of the main window does
  /// not resize it. Its frame places it in the application's screen space, where a host keeps
  /// each surface's points apart.
  package var hasOwnDisplay = false

  /// The window's own undo manager, where the responder chain's ``UIResponder/undoManager``
  /// ends: text fields record their edits in it, and Ctrl+Z undoes its last step.
  open override var undoManager: UndoManager? { windowUndoManager }

  /// The set of one touch shared by the calls of the dispatch under way (``touchSet(_:)``).
  @exclusivity(unchecked) var singleTouchSet: Set<UITouch>?

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a hidden window with the given frame in screen points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    application = UIApplication.current
    isHidden = true
  }

  // MARK: - Key window

  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window the key window; the previous key window gets ``resignKey()``.
  open func makeKey() {
    if application == nil { application = UIApplication.shared }
    guard let application else { return }
    application.register(self)
    application.orderFront(self)
    guard application.keyWindowStorage !== self else { return }
    let previous = application.keyWindowStorage
    application.keyWindowStorage = self
    previous?.resignKey()
    becomeKey()
  }

  /// Called when the window became key. Does nothing by default.
  open func becomeKey() {}

  /// Called when the window stopped being key. Does nothing by default.
  open func resignKey() {}

  open override var isHidden: Bool {
    didSet {
      guard !isHidden, oldValue else { return }
      if application == nil { application = UIApplication.shared }
      application?.register(self)
    }
  }

  // MARK: - Events

  /// Delivers an event sent by the application (spec C2): touches to the recognizers fixed on
  /// each touch and then to the touches' views; presses, motion and remote-control events to the
  /// first responder. A call from inside this window's own delivery is dropped with a
  /// diagnostic.
  open func sendEvent(_ event: UIEvent) {
    // From the application's own routing, or from app code outside any dispatch; app code
    // inside a dispatch, a timer or the action flush would deliver phases a second time.
    let busy =
      application.map {
        $0.gestureCoordinator.isBusy && eventFromApplication != ObjectIdentifier(event)
      } ?? false
    guard !isDeliveringEvent, !busy else {
      application?.report(
        .reentrantSendEvent, "UIWindow.sendEvent(_:) was called during delivery; dropped")
      return
    }
    isDeliveringEvent = true
    defer { isDeliveringEvent = false }
    switch event.type {
    case .touches: deliverTouches(event)
    case .presses: deliverPresses(event)
    case .motion: deliverMotion(event)
    case .remoteControl: firstResponderStorage?.remoteControlReceived(with: event)
    }
  }

  // MARK: - Responder

  /// The application (spec D4).
  open override var next: UIResponder? { application }

  override var responderWindow: UIWindow? { self }

  /// Keeps the root view controller's view, and every presented controller's, filling the
  /// window (a presented screen follows a resize as the one behind it does).
  open override func layoutSubviews() {
    super.layoutSubviews()
    rootViewController?.viewIfLoaded?.frame = bounds
    for case let container as PresentationContainerView in subviews {
      container.frame = bounds
    }
  }
}
