import Foundation

/// One finger (or the pressed mouse button, or a pen) on the screen, from touch-down until it
/// lifts or is cancelled.
///
/// UIKit creates one `UITouch` per contact and updates that same object for the whole sequence
/// (spec B1). `view` and `window` are fixed at touch-down (B4, B6); `view` becomes nil only when
/// that view leaves its window (decision B5). Do not keep touches after their sequence ends.
@preconcurrency @MainActor
public final class UITouch: Hashable, @MainActor CustomStringConvertible {
  /// The phase of a touch (raw values as UIKit's, spec B2).
  public enum Phase: Int, Sendable {
    /// The touch went down.
    case began = 0
    /// The touch moved.
    case moved = 1
    /// The touch is down and did not move since the previous event (spec B3).
    case stationary = 2
    /// The touch lifted.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
    /// A hovering pointer entered the window (not part of a touch sequence).
    case regionEntered = 5
    /// A hovering pointer moved.
    case regionMoved = 6
    /// A hovering pointer left the window.
    case regionExited = 7
  }

  /// The kind of input that makes a touch (spec B14).
  public enum TouchType: Int, Sendable {
    /// A finger on a touch screen (SDL finger events).
    case direct = 0
    /// A touch not on the screen (a remote's surface).
    case indirect = 1
    /// A stylus.
    case pencil = 2
    /// A pressed mouse button, from press to release.
    case indirectPointer = 3
  }

  /// The current phase.
  @exclusivity(unchecked) public internal(set) var phase: Phase
  /// When the touch began or last changed, in seconds on the application's clock (spec B9).
  @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
  /// The number of taps this touch completes, fixed at touch-down (B10, B11).
  @exclusivity(unchecked) public internal(set) var tapCount: Int
  /// The kind of input (B14).
  public let type: TouchType
  /// The view hit-tested at touch-down (B4). Nil after that view leaves the window (B5), and for
  /// a touch that hit nothing. Held as a weak reference would be: a window tracks its touches,
  /// so a strong reference to a touched window would keep both alive forever, and views keep
  /// the touches they receive.
  public internal(set) var view: UIView? {
    get { viewAnchor?.object }
    set { viewAnchor = newValue?.referenceAnchor }
  }
  /// Holds `view` without slowing the view's reference counting (see `Anchor`).
  @exclusivity(unchecked) private var viewAnchor: Anchor<UIView>?
  /// The window the touch began in (B6). Held as a weak reference would be (see `Anchor`).
  public internal(set) var window: UIWindow? {
    get { windowAnchor?.object.map { unsafeDowncast($0, to: UIWindow.self) } }
    set { windowAnchor = newValue?.referenceAnchor }
  }
  @exclusivity(unchecked) private var windowAnchor: Anchor<UIView>?
  /// The force of the touch, 1 for an average press; 0 when the device reports none.
  @exclusivity(unchecked) public internal(set) var force: CGFloat
  /// The largest force the device can report.
  public let maximumPossibleForce: CGFloat = 1

  /// The recognizers receiving this touch (spec B12): filled at touch-down with those of the hit
  /// view and its ancestors, deepest first; they leave as they ignore the touch or reset.
  public var gestureRecognizers: [UIGestureRecognizer]? { recognizers }

  // MARK: - Internal state

  /// Where the pointer is, in the coordinates of `window`.
  @exclusivity(unchecked) var locationInWindow: CGPoint
  @exclusivity(unchecked) var previousLocationInWindow: CGPoint
  /// The touch-down location and time, replayed when a held began is delivered late (G16).
  let initialLocationInWindow: CGPoint
  let initialTimestamp: TimeInterval
  let pointerID: PointerID
  /// Creation order, for deterministic ordering of touches in one event.
  let serialNumber: Int
  @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
  /// Recognizers that no longer track this ended touch but still hold its view's end back
  /// (``UIGestureRecognizer/heldTouches``).
  @exclusivity(unchecked) var holdingRecognizers: [UIGestureRecognizer] = []

  /// How far this touch's delivery to its view has come.
  @exclusivity(unchecked) var viewDelivery: ViewDelivery = .pending
  /// Refused by `isMultipleTouchEnabled` or `isExclusiveTouch`: recognizers only (C6, C7, C9).
  @exclusivity(unchecked) var isWithheldFromView = false
  /// Moved since its view last heard of it.
  @exclusivity(unchecked) var hasUndeliveredMove = false
  /// The button the touch began with: the primary one for fingers and pens. Recognizers and
  /// controls decide by it.
  @exclusivity(unchecked) var startingButton: UIEvent.ButtonMask = .primary
  /// The buttons held while the touch lives: its starting one, and others pressed since.
  @exclusivity(unchecked) var buttons: UIEvent.ButtonMask = .primary
  /// Made by the app (``init(location:in:timestamp:type:tapCount:)``), which drives its phases.
  var isBuiltByApp = false
  /// Cancelled because its view left its window, or the window hid (decision C12): no event
  /// caused it, so a control tracking it sends no `.touchCancel`.
  var wasCancelledByLeavingWindow = false

  enum ViewDelivery {
    /// The view has not received began (not yet, or held back by a recognizer).
    case pending
    /// The view received began and waits for more.
    case active
    /// The view received its last callback, or never will.
    case finished
  }

  init(
    pointerID: PointerID, type: TouchType, locationInWindow: CGPoint, timestamp: TimeInterval,
    tapCount: Int, force: CGFloat, serialNumber: Int
  ) {
    self.pointerID = pointerID
    self.type = type
    self.phase = .began
    self.locationInWindow = locationInWindow
    self.previousLocationInWindow = locationInWindow
    self.initialLocationInWindow = locationInWindow
    self.timestamp = timestamp
    self.initialTimestamp = timestamp
    self.tapCount = tapCount
    self.force = force
    self.serialNumber = serialNumber
  }

  // MARK: - Locations

  /// The touch's location in `view`'s coordinates; nil gives window coordinates (spec B7).
  public func location(in view: UIView?) -> CGPoint {
    convertFromWindow(locationInWindow, to: view)
  }

  /// The location reported by the previous event for this touch, in `view`'s coordinates
  /// (spec B8); equal to ``location(in:)`` at began and when stationary.
  public func previousLocation(in view: UIView?) -> CGPoint {
    convertFromWindow(previousLocationInWindow, to: view)
  }

  private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }

  // MARK: - Hashable by identity

  /// Touches are equal only when they are the same object.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// A short description: serial number, phase and window location.
  public var description: String {
    "UITouch#\(serialNumber)(\(phase), \(locationInWindow.x), \(locationInWindow.y))"
  }

  // MARK: - Replay

  /// Runs `body` while the touch looks as it did at touch-down, then restores it (G16).
  func withTouchDownState(_ body: () -> Void) {
    let saved = (phase, locationInWindow, previousLocationInWindow, timestamp)
    phase = .began
    locationInWindow = initialLocationInWindow
    previousLocationInWindow = initialLocationInWindow
    timestamp = initialTimestamp
    body()
    // A handler may have cancelled the touch (by removing its view); that must survive.
    let cancelledMeanwhile = phase == .cancelled
    (phase, locationInWindow, previousLocationInWindow, timestamp) = saved
    if cancelledMeanwhile { phase = .cancelled }
  }

  /// Whether the touch ended or was cancelled.
  var isFinished: Bool { phase == .ended || phase == .cancelled }
}
