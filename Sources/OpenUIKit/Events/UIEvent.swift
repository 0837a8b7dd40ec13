import Foundation

/// An event: a set of touches that changed together, a press, a motion or a remote-control
/// command.
///
/// UIKit reuses one touches event for the whole multi-touch sequence and updates its timestamp
/// (spec B16); so does OpenUIKit. Do not keep events after handling them.
@preconcurrency @MainActor
open class UIEvent {
  /// The kind of event (raw values as UIKit's, spec B17).
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches = 0
    /// Device motion (shake).
    case motion = 1
    /// Remote-control commands.
    case remoteControl = 2
    /// Physical button or key presses.
    case presses = 3
  }

  /// The subtype of a motion or remote-control event (raw values as UIKit's, spec B17).
  public enum EventSubtype: Int, Sendable {
    /// No subtype (touches, presses).
    case none = 0
    /// The device was shaken.
    case motionShake = 1
    /// Play.
    case remoteControlPlay = 100
    /// Pause.
    case remoteControlPause = 101
    /// Stop.
    case remoteControlStop = 102
    /// Toggle play and pause.
    case remoteControlTogglePlayPause = 103
    /// Next track.
    case remoteControlNextTrack = 104
    /// Previous track.
    case remoteControlPreviousTrack = 105
    /// Begin seeking backward.
    case remoteControlBeginSeekingBackward = 106
    /// End seeking backward.
    case remoteControlEndSeekingBackward = 107
    /// Begin seeking forward.
    case remoteControlBeginSeekingForward = 108
    /// End seeking forward.
    case remoteControlEndSeekingForward = 109
  }

  /// The kind of event.
  public let type: EventType
  /// The subtype, for motion and remote-control events.
  public internal(set) var subtype: EventSubtype
  /// When the event occurred, in seconds on the application's clock (spec B9).
  public internal(set) var timestamp: TimeInterval

  /// Every touch of the event, possibly in several views and windows (spec B15).
  var touchList: [UITouch] = []
  /// What ``modifierFlags`` reads, set as the event is sent.
  var modifierFlagsStorage: UIKeyModifierFlags = []

  init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
    self.type = type
    self.subtype = subtype
    self.timestamp = timestamp
  }

  /// Makes an empty touches event, as UIKit's `UIEvent()`; see also
  /// ``init(touches:timestamp:)``.
  public convenience init() {
    self.init(type: .touches)
  }

  /// All touches of the event, including stationary ones; nil for other event types.
  public var allTouches: Set<UITouch>? {
    type == .touches ? Set(touchList) : nil
  }

  /// The touches whose view is `view` (spec B15).
  public func touches(for view: UIView) -> Set<UITouch>? {
    Set(touchList.lazy.filter { $0.view === view })
  }

  /// The touches whose window is `window` (spec B15).
  public func touches(for window: UIWindow) -> Set<UITouch>? {
    Set(touchList.lazy.filter { $0.window === window })
  }

  /// The touches being delivered to `gestureRecognizer` (spec B15).
  public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
    Set(touchList.lazy.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } })
  }
}
