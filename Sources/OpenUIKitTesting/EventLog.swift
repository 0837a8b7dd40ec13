import Foundation
import OpenUIKit

/// An ordered log of callbacks, for asserting whole sequences at once.
///
/// Entries are plain strings such as `"blue.touchesBegan(2)"`; compare ``entries`` with an
/// expected array to check order and count together.
@MainActor
public final class EventLog {
  /// The entries, oldest first.
  public private(set) var entries: [String] = []

  /// Creates an empty log.
  public init() {}

  /// Appends an entry.
  public func record(_ entry: String) { entries.append(entry) }

  /// Removes every entry.
  public func clear() { entries.removeAll() }

  /// The entries that start with `prefix`.
  public func entries(startingWith prefix: String) -> [String] {
    entries.filter { $0.hasPrefix(prefix) }
  }
}

/// A view that writes its touch callbacks to an ``EventLog`` as `"name.touchesBegan(n)"`, then
/// forwards them to `super` when ``callsSuper`` is true (the UIKit default) or stops them.
@MainActor
open class LoggingView: UIView {
  /// The name used in log entries.
  public let name: String
  /// The log written to.
  public let log: EventLog
  /// Whether callbacks continue along the responder chain. True by default.
  public var callsSuper = true

  /// Creates a logging view, named `name` in logs and, as its accessibility identifier, in
  /// hit-test reports.
  public init(_ name: String, frame: CGRect, log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: frame)
    accessibilityIdentifier = name
  }
  /// Returns nil, as `UIView.init(coder:)`.
  public required init?(coder: NSCoder) { nil }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).touchesBegan(\(touches.count))")
    if callsSuper { super.touchesBegan(touches, with: event) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).touchesMoved(\(touches.count))")
    if callsSuper { super.touchesMoved(touches, with: event) }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).touchesEnded(\(touches.count))")
    if callsSuper { super.touchesEnded(touches, with: event) }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).touchesCancelled(\(touches.count))")
    if callsSuper { super.touchesCancelled(touches, with: event) }
  }
}
