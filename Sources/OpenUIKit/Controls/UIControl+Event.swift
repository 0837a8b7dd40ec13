import Foundation

extension UIControl {
  /// The events a control sends (raw values as UIKit's, spec H1).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates events from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch went down (tap count above 1).
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// A tracked touch moved inside the control's tracking area.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A tracked touch moved outside the tracking area.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A tracked touch came back into the tracking area.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A tracked touch left the tracking area.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A tracked touch lifted inside the tracking area.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A tracked touch lifted outside the tracking area.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The tracked touch was cancelled.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action happened (buttons: with touchUpInside).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A control showed its menu as its primary action (iOS 14).
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the Return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// Bits for the application's own events.
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    /// Bits reserved for the system.
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// The state of a control (raw values as UIKit's, spec H2).
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a state from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No flags.
    public static let normal = State([])
    /// Highlighted (a touch is down inside).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
    /// Focused.
    public static let focused = State(rawValue: 1 << 3)
    /// Bits for the application's own states.
    public static let application = State(rawValue: 0x00FF_0000)
    /// Bits reserved for the system.
    public static let reserved = State(rawValue: 0xFF00_0000)
  }
}
