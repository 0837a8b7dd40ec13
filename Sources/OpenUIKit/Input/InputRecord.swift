import Foundation

/// One piece of raw input, the only way input enters OpenUIKit.
///
/// Hosts (the SDL layer) translate platform events into records; tests and replays build them by
/// hand. `UIApplication.enqueue(_:)` appends them to a FIFO queue; draining the queue turns them
/// into `UITouch`, `UIPress` and `UIEvent` objects and dispatches them. Locations are in screen
/// points (the host window's points); windows are placed by their frames in that space.
public struct InputRecord: Hashable, Sendable {
  /// When the input happened, in seconds on the application's clock; nil means "now".
  public var timestamp: TimeInterval?
  /// What happened.
  public var payload: Payload

  /// Creates a record.
  public init(_ payload: Payload, timestamp: TimeInterval? = nil) {
    self.payload = payload
    self.timestamp = timestamp
  }

  /// The kinds of input.
  public enum Payload: Hashable, Sendable {
    /// A pointer (finger, mouse button, pen) went down, moved, lifted or was cancelled.
    case pointer(PointerInput)
    /// A key went down or up.
    case key(KeyInput)
    /// Text was entered (already composed, UTF-8 decoded).
    case text(String)
    /// An input method's text being composed, not yet committed; empty when it ends.
    case markedText(MarkedTextInput)
    /// Files or text dropped from another application.
    case drop(DropInput)
    /// The scroll wheel turned.
    case wheel(WheelInput)
    /// The host window changed state.
    case window(WindowInput)
    /// The device was shaken.
    case motion(MotionPhase)
    /// A remote-control command arrived (a subtype from 100 to 109).
    case remoteControl(UIEvent.EventSubtype)
  }

  /// Creates a pointer record.
  public static func pointer(
    _ phase: PointerInput.Phase, id: PointerID, kind: PointerInput.Kind = .touch,
    at location: CGPoint, timestamp: TimeInterval? = nil, button: PointerInput.Button = .primary,
    clickCount: Int? = nil, force: CGFloat? = nil
  ) -> InputRecord {
    InputRecord(
      .pointer(
        PointerInput(
          id: id, kind: kind, phase: phase, location: location, button: button,
          clickCount: clickCount, force: force)), timestamp: timestamp)
  }
}

/// Identifies one pointer (a finger on a device, or the mouse) for the life of a touch.
public struct PointerID: Hashable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The input device: a number the host keeps the same for each device, giving the mouse one
  /// that no touch device has (the bundled host uses `Int64.min`).
  public var device: Int64
  /// The finger or pointer on that device, as the host numbers them.
  public var index: Int64

  /// Creates an id from a device and a finger index.
  public init(device: Int64, index: Int64) {
    self.device = device
    self.index = index
  }

  /// Creates an id on device 0.
  public init(integerLiteral value: Int64) { self.init(device: 0, index: value) }

  /// The id as `device:index`.
  public var description: String { "\(device):\(index)" }
}

/// A pointer event.
public struct PointerInput: Hashable, Sendable {
  /// The kind of device: each maps to a `UITouch.TouchType` (decision B14).
  public enum Kind: Hashable, Sendable {
    /// A mouse (touches of type `.indirectPointer`).
    case mouse
    /// A finger on a touch screen (`.direct`).
    case touch
    /// A stylus (`.pencil`).
    case pen
  }

  /// What the pointer did.
  public enum Phase: Hashable, Sendable {
    /// Went down (a touch begins).
    case down
    /// Moved while down. A move to the same location makes the touch stationary.
    case move
    /// Lifted.
    case up
    /// Was cancelled by the system.
    case cancel
    /// Moved with no button down (mouse hover); kept for the hover recognizer.
    case hover
  }

  /// Which button, for mouse pointers. Only the primary button makes touches.
  public enum Button: Hashable, Sendable {
    /// The left button, or any finger or pen contact.
    case primary
    /// The right button.
    case secondary
    /// The middle button.
    case middle
    /// Another button, by number.
    case other(Int)
  }

  /// The pointer.
  public var id: PointerID
  /// The device kind.
  public var kind: Kind
  /// What happened.
  public var phase: Phase
  /// Where, in screen points.
  public var location: CGPoint
  /// Which button.
  public var button: Button
  /// The host's click count (SDL's `clicks`), or nil to let OpenUIKit count taps (decision B10).
  public var clickCount: Int?
  /// The pressure, 0…1, when the device reports one.
  public var force: CGFloat?

  /// Creates a pointer event.
  public init(
    id: PointerID, kind: Kind, phase: Phase, location: CGPoint, button: Button = .primary,
    clickCount: Int? = nil, force: CGFloat? = nil
  ) {
    self.id = id
    self.kind = kind
    self.phase = phase
    self.location = location
    self.button = button
    self.clickCount = clickCount
    self.force = force
  }
}

/// A key event.
public struct KeyInput: Hashable, Sendable {
  /// Down or up.
  public enum Phase: Hashable, Sendable {
    /// The key went down.
    case down
    /// The key went up.
    case up
  }

  /// Down or up.
  public var phase: Phase
  /// The key, its characters and modifiers.
  public var key: UIKey
  /// Whether this is an automatic repeat of a held key.
  public var isRepeat: Bool

  /// Creates a key event.
  public init(phase: Phase, key: UIKey, isRepeat: Bool = false) {
    self.phase = phase
    self.key = key
    self.isRepeat = isRepeat
  }
}

/// A scroll-wheel event.
public struct WheelInput: Hashable, Sendable {
  /// Horizontal scroll in points, positive to the right.
  public var deltaX: CGFloat
  /// Vertical scroll in points, positive downwards.
  public var deltaY: CGFloat
  /// The pointer's location in screen points.
  public var location: CGPoint
  /// The modifier keys held: shift turns a vertical wheel horizontal, control zooms.
  public var modifierFlags: UIKeyModifierFlags

  /// Creates a wheel event.
  public init(
    deltaX: CGFloat, deltaY: CGFloat, location: CGPoint, modifierFlags: UIKeyModifierFlags = []
  ) {
    self.deltaX = deltaX
    self.deltaY = deltaY
    self.location = location
    self.modifierFlags = modifierFlags
  }
}

/// A change of the host window's state.
public enum WindowInput: Hashable, Sendable {
  /// The window gained keyboard focus.
  case focusGained
  /// The window lost keyboard focus: live touches, presses and motion are cancelled (C13).
  case focusLost
  /// The window was resized to this size in points; the key window follows it.
  case resized(CGSize)
  /// The window was shown or restored.
  case shown
  /// The window was hidden or minimised: live input is cancelled (C13).
  case hidden
  /// The mouse pointer left the window: hovering ends.
  case pointerExited
}

/// The phase of a shake.
public enum MotionPhase: Hashable, Sendable {
  /// Shaking started.
  case began
  /// Shaking stopped.
  case ended
  /// Shaking was interrupted.
  case cancelled
}

/// Text an input method is composing (SDL's text-editing event): shown marked in the text
/// field until a ``InputRecord/Payload/text(_:)`` record commits it.
public struct MarkedTextInput: Hashable, Sendable {
  /// The composed text; empty when the composition ended or was cancelled.
  public var text: String
  /// The input method's cursor or selection inside `text`, in Unicode scalars as SDL counts.
  public var selection: Range<Int>

  /// Creates a record of composed text with the cursor or selection inside it.
  public init(text: String, selection: Range<Int>) {
    self.text = text
    self.selection = selection
  }
}
