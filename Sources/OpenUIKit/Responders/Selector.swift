/// The name of an action, standing in for Objective-C's selectors.
///
/// Linux has no Objective-C runtime, so `#selector` does not exist. An action is named by a
/// `Selector` (`Selector("save:")`, or a string literal where a `Selector` is expected), and an
/// object declares the actions it implements by overriding ``ActionTarget/action(for:)``.
/// Nil-target actions use these declarations to walk the responder chain (spec F1–F6).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The action's name, for example `"copy:"`.
  public let name: String

  /// Creates a selector with the given name.
  public init(_ name: String) { self.name = name }

  /// Creates a selector from a string literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The name.
  public var description: String { name }
}

/// An object that can be the target of a named action: every `UIResponder`, and any other class
/// that adopts this protocol.
@preconcurrency @MainActor
public protocol ActionTarget: AnyObject {
  /// Returns the code to run for `selector`, or nil when this object does not implement it.
  ///
  /// Override in a switch over the names you implement and fall back to `super` (responders) or
  /// nil. The handler receives the sender and the event; an action may ignore either, which
  /// covers UIKit's 0-, 1- and 2-argument action shapes (spec F4).
  func action(for selector: Selector) -> ActionHandler?
}

/// The code behind a named action: `(sender, event)`.
public typealias ActionHandler = (_ sender: Any?, _ event: UIEvent?) -> Void
