import Foundation

/// The base of buttons, switches, sliders and text fields: it tracks one touch, keeps the
/// highlighted, selected and enabled state, and sends control events to targets and actions
/// (spec H1–H17, F7–F14).
///
/// A control consumes its touches: they do not go up the responder chain (D10). A disabled
/// control stays hittable, swallows its touches and sends nothing (decision H14). A touch counts
/// as inside up to ``trackingSlop`` points beyond the bounds (70 by default, decision H8).
@preconcurrency @MainActor
open class UIControl: UIView {
  /// Whether the control responds to touches. True by default.
  open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
  /// An enabled control takes keyboard focus.
  open override var canBecomeFocused: Bool { isEnabled }
  /// Whether the control is selected. False by default; UIControl never changes it.
  open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
  /// Whether the control is highlighted; the control sets it while a touch is inside.
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
  /// Whether a touch is being tracked (spec H12).
  public internal(set) var isTracking = false
  /// Whether the tracked touch is inside the tracking area (spec H13).
  public internal(set) var isTouchInside = false
  /// How far beyond the bounds a touch still counts as inside, in points (decision H8).
  public var trackingSlop: CGFloat = 70

  /// The state flags: highlighted, disabled and selected combined (spec H2).
  /// Creates a control with `frame` that runs `primaryAction` on `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  open var state: State {
    var state: State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isFocused { state.insert(.focused) }
    return state
  }

  var entries: [ControlEntry] = []
  /// The touch being tracked: only the first touch drives control events (spec H4).
  weak var trackedTouch: UITouch?

  // MARK: - Tracking (override in subclasses, spec H17)

  /// Called when a touch goes down; return whether to track it. True by default.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called as the tracked touch moves; return whether to keep tracking. True by default.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when the tracked touch lifts. Overrides must call `super`.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) { isTracking = false }

  /// Called when tracking is cancelled; `event` is nil when no event caused it (the control
  /// left its window). Overrides must call `super`.
  open func cancelTracking(with event: UIEvent?) { isTracking = false }

  /// Called when the enabled, selected or highlighted state changed. Redraws by default.
  open func stateDidChange() { setNeedsDisplay() }

  /// Whether `point` (bounds coordinates) is in the tracking area: the bounds grown by
  /// ``trackingSlop`` (decision H8).
  public func isInTrackingArea(_ point: CGPoint) -> Bool {
    bounds.insetBy(dx: -trackingSlop, dy: -trackingSlop).contains(point)
  }

  // MARK: - Touches (spec H3–H11)

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    // Controls answer the primary button only: a right click on a button does not press it
    // (decision B14).
    guard isEnabled, trackedTouch == nil,
      let touch = touches.min(by: { $0.timestamp < $1.timestamp }), touch.startingButton == .primary
    else { return }
    trackedTouch = touch
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    guard isTracking else { return }
    var events: Event = .touchDown
    if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
    sendActions(for: events, with: event)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, let touch = trackedTouch, touches.contains(touch) else { return }
    let inside = isInTrackingArea(touch.location(in: self))
    isHighlighted = inside
    guard isTracking else { return }
    isTracking = continueTracking(touch, with: event)
    guard isTracking else { return }
    var events: Event = inside ? .touchDragInside : .touchDragOutside
    if inside != isTouchInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
    isTouchInside = inside
    sendActions(for: events, with: event)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackedTouch = nil
    guard isEnabled else { return }
    let inside = isInTrackingArea(touch.location(in: self))
    isHighlighted = false
    if isTracking {
      endTracking(touch, with: event)
      sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside, with: event)
    }
    isTracking = false
    isTouchInside = false
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackedTouch = nil
    isHighlighted = false
    if isTracking {
      // Removed from the window: a cancellation no event caused, and no events after it.
      if touch.wasCancelledByLeavingWindow {
        cancelTracking(with: nil)
      } else {
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
      }
    }
    isTracking = false
    isTouchInside = false
  }

  // MARK: - Sending (spec F7)

  /// Sends a named action through the application (F7); override to watch or change dispatch,
  /// and call `super` to go ahead.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.serving(self).sendAction(
      action, to: target, from: self, for: event)
  }

  /// Runs a closure action with this control as its sender.
  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  /// What a lift inside sends; UIButton adds `.primaryActionTriggered` (decision H10).
  var touchUpInsideEvents: Event { .touchUpInside }
}
