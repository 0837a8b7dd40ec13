import Foundation

/// One physical key press, from key-down to key-up (spec E9).
@preconcurrency @MainActor
public final class UIPress: Hashable {
  /// The phase of a press (raw values as UIKit's).
  public enum Phase: Int, Sendable {
    /// The key went down.
    case began = 0
    /// The press changed (force, or a modifier).
    case changed = 1
    /// The key is down and unchanged.
    case stationary = 2
    /// The key went up.
    case ended = 3
    /// The system cancelled the press (focus loss).
    case cancelled = 4
  }

  /// The current phase.
  public internal(set) var phase: Phase
  /// When the press began or last changed, in seconds on the application's clock.
  public internal(set) var timestamp: TimeInterval
  /// The key, for keyboard presses.
  public let key: UIKey?
  /// The responder that was first responder (or the fallback of decision E12) when the press
  /// began; every phase of the press goes to it (spec E11). Held weakly: a press never keeps a
  /// responder alive, and a responder that leaves its window gets `pressesCancelled` first.
  public internal(set) weak var responder: UIResponder?
  /// The window the press was delivered in: the key window at key-down.
  public internal(set) weak var window: UIWindow?
  /// The force of the press: 1 for keys.
  public let force: CGFloat = 1
  /// Set while the press's current phase is on its way to the responder: app code in another
  /// responder's callback of the same dispatch may take this one out of its window first.
  var isDeliveryPending = false
  /// Whether the responder heard `pressesBegan`: only then is it told of later phases.
  var responderHeardBegan = false

  init(key: UIKey, timestamp: TimeInterval) {
    self.key = key
    self.phase = .began
    self.timestamp = timestamp
  }

  /// Presses are equal only when they are the same object.
  nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A press event: the presses that changed together (spec E9).
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
  var pressList: [UIPress] = []
  /// The presses whose phase changed in this dispatch.
  var changedPresses: [UIPress] = []

  init() { super.init(type: .presses) }

  /// Every press of the event.
  public var allPresses: Set<UIPress> { Set(pressList) }

  /// The presses being delivered to `gesture`: none, as key presses do not reach recognizers.
  public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
