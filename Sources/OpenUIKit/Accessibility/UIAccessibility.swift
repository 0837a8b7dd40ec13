import Foundation

/// Accessibility notifications and the state of assistive technologies, as UIKit's
/// `UIAccessibility` namespace.
@MainActor
public enum UIAccessibility {
  /// A notification an app posts for assistive technologies.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The notification's number (UIKit's).
    public let rawValue: UInt32
    /// Creates a notification.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A new screen appeared (argument: the element to move to, or nil).
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout changed (argument: the element to move to, or nil).
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Something to read out (argument: the `String`).
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll view scrolled a page (argument: a `String` describing where).
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Tells assistive technologies something changed, or asks them to say `argument`. Posted to
  /// every listener (the AT-SPI bridge, tests) in order.
  public static func post(notification: Notification, argument: Any?) {
    for listener in AccessibilityListeners.all { listener(notification, argument) }
  }

  /// Whether a screen reader is listening (true while an assistive-technology client is
  /// connected to the application's accessibility bridge).
  public static var isVoiceOverRunning: Bool { AccessibilityListeners.screenReaderConnected }

  /// Posted (on `NotificationCenter.default`) when ``isVoiceOverRunning`` changes: a screen
  /// reader started listening or stopped.
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// Who hears posted notifications: the bridge when one runs, and tests.
@MainActor
package enum AccessibilityListeners {
  package typealias Listener = (UIAccessibility.Notification, Any?) -> Void
  private static var listeners: [(id: Int, listener: Listener)] = []
  private static var serial = 0
  /// Set by a bridge while a screen reader is connected; a change is announced.
  package static var screenReaderConnected = false {
    didSet {
      guard screenReaderConnected != oldValue else { return }
      NotificationCenter.default.post(
        name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
    }
  }

  static var all: [Listener] { listeners.map(\.listener) }

  /// Adds a listener; returns the token that removes it.
  package static func add(_ listener: @escaping Listener) -> Int {
    serial += 1
    listeners.append((serial, listener))
    return serial
  }

  package static func remove(_ token: Int) { listeners.removeAll { $0.id == token } }
}
