import Foundation

/// A timer that fires once per screen frame, on the application's clock (QuartzCore's
/// `CADisplayLink`).
///
/// As in UIKit, a link does nothing until added to a run loop, and the run loop keeps it (and
/// its target) alive until ``invalidate()``. While no link runs, no frame timer is pending and
/// the host sleeps. Tests drive links frame by frame with a manual clock: advance it by
/// `1/60` and call `UIApplication.fireDueTimers()`.
@preconcurrency @MainActor
open class CADisplayLink {
  private let target: AnyObject?
  private let selector: Selector?
  private let handler: ((CADisplayLink) -> Void)?
  private var application: UIApplication? {
    get { applicationAnchor?.object }
    set { applicationAnchor = newValue?.referenceAnchor }
  }
  private var applicationAnchor: Anchor<UIApplication>?
  /// Frames to skip between calls, from ``preferredFramesPerSecond``.
  private var framesUntilCall = 0
  private var isAdded = false

  /// The time of the frame last shown, when the target was last called.
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time the next frame will be shown: finish drawing before it.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames at the screen's rate.
  public private(set) var duration: CFTimeInterval = 1.0 / 60

  /// Whether calls are suspended. The link stays in its run loop.
  open var isPaused = false {
    didSet {
      if !isPaused, oldValue, isAdded { application?.frameClock.add(self) }
    }
  }

  /// The rate the target would like to be called at; 0 (the default) means the screen's rate.
  /// The link calls on every n-th frame, n = the screen's rate ÷ this, rounded.
  open var preferredFramesPerSecond = 0

  /// Creates a link that sends `selector` to `target` each frame (a `(CADisplayLink)` action,
  /// declared through ``ActionTarget/action(for:)``).
  public init(target: Any, selector: Selector) {
    self.target = target as AnyObject
    self.selector = selector
    handler = nil
  }

  /// Creates a link that runs `handler` each frame. OpenUIKit's closure form, for code that
  /// has no selectors.
  public init(handler: @escaping (CADisplayLink) -> Void) {
    target = nil
    selector = nil
    self.handler = handler
  }

  /// Starts the link: the run loop stands for the application (the shared one).
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    add(to: UIApplication.shared)
  }

  /// Starts the link on `application`'s frames.
  public func add(to application: UIApplication) {
    guard !isAdded else { return }
    isAdded = true
    self.application = application
    application.displayLinks.append(self)
    if !isPaused { application.frameClock.add(self) }
  }

  /// Stops the link for the given mode; a link in no run loop is invalidated.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

  /// Stops the link for good and lets go of the target.
  open func invalidate() {
    guard isAdded, let application else {
      isAdded = false
      return
    }
    isAdded = false
    application.frameClock.remove(self)
    application.displayLinks.removeObject(self)
  }

  fileprivate func fire(frameTime: TimeInterval, interval: TimeInterval) {
    let step =
      preferredFramesPerSecond > 0
      ? max(1, Int((1 / interval / Double(preferredFramesPerSecond)).rounded())) : 1
    if framesUntilCall > 0 {
      framesUntilCall -= 1
      return
    }
    framesUntilCall = step - 1
    duration = interval
    timestamp = frameTime
    targetTimestamp = frameTime + interval
    if let handler {
      handler(self)
    } else if let selector, let target {
      if let actionTarget = target as? any ActionTarget,
        let action = actionTarget.action(for: selector)
      {
        action(self, nil)
      } else {
        application?.report(
          .actionNotImplemented,
          "CADisplayLink: target \(type(of: target)) does not implement \(selector)")
      }
    }
  }
}

extension CADisplayLink: FrameClient {
  func step(frameTime time: TimeInterval, interval: TimeInterval) -> Bool {
    guard isAdded, !isPaused else { return false }
    fire(frameTime: time, interval: interval)
    return isAdded && !isPaused
  }
}
