import Foundation

/// The base class of gesture recognizers: a state machine fed with the touches of its view and
/// the view's descendants before the views themselves see them (spec C4, G8).
///
/// Subclasses override the touch methods and set ``state``; transitions follow the table of spec
/// G3 and illegal ones are refused with a diagnostic. Actions are sent on began, changed, ended
/// and cancelled (G4), queued and flushed at the end of the dispatch (decision G5). Once every
/// touch of the sequence has ended, a recognizer in a final state is reset to possible (G6).
@preconcurrency @MainActor
open class UIGestureRecognizer {
  /// The states of a recognizer (raw values as UIKit's, spec G1).
  public enum State: Int, Sendable {
    /// Not yet recognized; the starting state.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// A continuous gesture ended, or a discrete gesture was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The touches are not this gesture.
    case failed = 5

    /// A discrete gesture was recognized: the same as `.ended`.
    public static var recognized: State { .ended }

    /// Whether the state ends a sequence (ended, cancelled or failed).
    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
  }

  // MARK: - Configuration

  /// The delegate that may veto beginning, touches and simultaneous recognition.
  public weak var delegate: (any UIGestureRecognizerDelegate)?

  /// The view the recognizer is attached to.
  public internal(set) var view: UIView? {
    get { viewAnchor?.object }
    set { viewAnchor = newValue?.referenceAnchor }
  }
  /// Holds `view` as a weak reference would, without slowing the view's reference counting.
  @exclusivity(unchecked) private var viewAnchor: Anchor<UIView>?

  /// A name for logs and debugging.
  public var name: String?

  /// Whether the view's touches are cancelled when this recognizer recognizes. True by default
  /// (spec G13, G14).
  @exclusivity(unchecked) open var cancelsTouchesInView = true

  /// Whether began-phase touches are held back from the view until this recognizer fails.
  /// False by default (G13, G16).
  @exclusivity(unchecked) open var delaysTouchesBegan = false

  /// Whether ended-phase touches are held back from the view while this recognizer is still
  /// possible. True by default (G13, G17).
  @exclusivity(unchecked) open var delaysTouchesEnded = true

  /// Whether the recognizer receives touches. Disabling it during a gesture cancels the gesture
  /// (spec G12); disabling it while possible makes it fail.
  @exclusivity(unchecked) open var isEnabled = true {
    didSet {
      // Disabling ends the recognizer's part in the sequence, as an interruption does (G12).
      guard oldValue && !isEnabled else { return }
      interrupt()
    }
  }

  // MARK: - State

  @exclusivity(unchecked) var stateStorage: State = .possible
  /// Set when the recognizer left possible for began or recognized in this sequence.
  @exclusivity(unchecked) var hasRecognized = false
  /// Set when the framework ended this recognizer's sequence from outside (its view left the
  /// window, input was interrupted): the recognizer's own code, perhaps in the middle of a
  /// callback, cannot know, so what it asks for until the reset is ignored without a diagnostic.
  @exclusivity(unchecked) var wasInterrupted = false
  var targets: [TargetAction] = []
  var actionHandlers: [(UIGestureRecognizer) -> Void] = []
  /// Recognizers this one must wait for, from ``require(toFail:)``.
  @exclusivity(unchecked) var explicitRequirements: [WeakRecognizer] = []
  /// The state this recognizer asked for while recognizers it depends on had not yet failed.
  @exclusivity(unchecked) var pendingState: State?
  /// Recognizers it is waiting for, decided when it asked.
  @exclusivity(unchecked) var waitingOn: [WeakRecognizer] = []
  /// Timers this recognizer scheduled; cancelled on reset.
  @exclusivity(unchecked) var timers: [TimerScheduler.Timer] = []
  /// A number for logs: `tap#3`.
  let serialNumber: Int = UIGestureRecognizer.nextSerial()
  /// Whether the recognizer takes touches at all (hover recognizers follow the pointer instead).
  var acceptsTouches: Bool { true }

  /// Whether a touch begun with `button` is this recognizer's to track (decision B14). A
  /// custom recognizer sees every button and can read `event.buttonMask`; the built-in
  /// continuous ones see the primary button only (a right-drag neither pans nor scrolls), and
  /// a tap sees its `buttonMaskRequired`.
  func accepts(button: UIEvent.ButtonMask) -> Bool { true }

  /// The buttons of the gesture: those held for the touches it tracks (iPadOS 13.4).
  public var buttonMask: UIEvent.ButtonMask {
    var mask: UIEvent.ButtonMask = []
    for touch in trackedTouches { mask.formUnion(touch.buttons) }
    return mask
  }

  static var serialCounter = 0
  static func nextSerial() -> Int {
    serialCounter += 1
    return serialCounter
  }
  /// The touches this recognizer tracks, in the order they began.
  @exclusivity(unchecked) var trackedTouches: [UITouch] = []
  /// Tracked touches whose began this recognizer was sent, and those whose end (ended or
  /// cancelled) it was sent: it hears each once, and nothing else before began or after the end.
  @exclusivity(unchecked) var heardBegan: [UITouch] = []
  @exclusivity(unchecked) var heardEnd: [UITouch] = []
  /// Ended touches of earlier steps of this gesture (the first tap of a double tap) whose views'
  /// ends it still holds back (G17): no longer tracked, but cancelled if it recognizes and
  /// ended if it fails.
  @exclusivity(unchecked) var heldTouches: [UITouch] = []

  struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
  }

  struct TargetAction {
    weak var target: AnyObject?
    let action: Selector
  }

  /// The current state. Subclasses set it; transitions outside spec G3's table are refused.
  open var state: State {
    get { stateStorage }
    set { transition(to: newValue) }
  }

  /// What timers hold instead of a weak reference to the recognizer (see ``Anchor``); cleared
  /// by `deinit`, which is nonisolated.
  nonisolated(unsafe) private var anchorStorage: Anchor<UIGestureRecognizer>?

  /// This recognizer's anchor, made on first use.
  var referenceAnchor: Anchor<UIGestureRecognizer> {
    if let anchorStorage { return anchorStorage }
    let made = Anchor<UIGestureRecognizer>(self)
    anchorStorage = made
    return made
  }

  // Nonisolated, as UIKit's: subclasses port with their own plain `deinit`.
  deinit {
    anchorStorage?.object = nil
  }

  // MARK: - Initialisers

  /// Creates a recognizer that sends `action` to `target`; either may be nil.
  public init(target: Any?, action: Selector?) {
    if let target, let action { addTarget(target, action: action) }
  }

  /// Creates a recognizer with no target.
  public convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Creates a recognizer that runs `handler` on every action (began, changed, ended,
  /// cancelled), a closure form of target–action.
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init(target: nil, action: nil)
    actionHandlers.append(handler)
  }

  /// Adds a closure that runs on every action, after the targets, in the order added.
  public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    actionHandlers.append(handler)
  }

  /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes; if
  /// the other recognizes, this one fails (spec G18). Typical use: a single tap that requires a
  /// double tap to fail.
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !explicitRequirements.contains(where: { $0.recognizer === otherGestureRecognizer })
    else { return }
    explicitRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  // MARK: - Target–action

  /// Adds a target and action (spec F14). A duplicate pair is ignored. The target is held weakly
  /// and must implement the action through ``ActionTarget``.
  open func addTarget(_ target: Any, action: Selector) {
    let object = target as AnyObject
    guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
    targets.append(TargetAction(target: object, action: action))
  }

  /// Removes a target and action; nil for either acts as a wildcard (spec F14).
  open func removeTarget(_ target: Any?, action: Selector?) {
    let object = target.map { $0 as AnyObject }
    targets.removeAll { entry in
      (object == nil || entry.target === object) && (action == nil || entry.action == action)
    }
  }

  // MARK: - Touches

  /// The number of touches the recognizer tracks.
  public var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the tracked touches in `view`'s coordinates; nil gives window coordinates
  /// (spec G27). With no touches, the window origin.
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return .zero }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in trackedTouches {
      let p = touch.location(in: view)
      x += p.x
      y += p.y
    }
    let n = CGFloat(trackedTouches.count)
    return CGPoint(x: x / n, y: y / n)
  }

  /// The location of the tracked touch at `touchIndex` in `view`'s coordinates (spec G27); the
  /// window origin for an index out of range.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return .zero }
    return trackedTouches[touchIndex].location(in: view)
  }

  // MARK: - Subclass API

  /// Called with the tracked touches that began in this event. Does nothing by default.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called with the tracked touches that moved in this event. Does nothing by default.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called with the tracked touches that ended in this event. Does nothing by default.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called with the tracked touches that were cancelled. Does nothing by default; subclasses
  /// fail from possible and cancel from began or changed (decision G42).
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called when the recognizer returns to possible; override to clear per-gesture state.
  open func reset() {}

  /// Stops tracking `touch`: no more callbacks for it, and it is not cancelled in its view (G26).
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    stopTracking(touch)
  }

  /// Whether this recognizer can prevent `preventedGestureRecognizer` from recognizing. True.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether `preventingGestureRecognizer` can prevent this one from recognizing. True.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. False (G20).
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Whether `otherGestureRecognizer` must wait for this one to fail. False (G20).
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}
