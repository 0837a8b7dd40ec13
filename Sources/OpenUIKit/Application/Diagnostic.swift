import Foundation

/// A problem OpenUIKit noticed and handled without crashing: bad input, a misuse of the API, or a
/// callback it refused to make. Every diagnostic names what was wrong and what was done.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// The kinds of diagnostic.
  public enum Code: String, Hashable, Sendable {
    /// A pointer location was NaN or infinite: a down was dropped, a move ignored, an up ended
    /// the touch at its last good location.
    case nonFiniteLocation
    /// A move, up or cancel named a pointer with no live touch; it was ignored.
    case unknownPointer
    /// A down arrived for a pointer whose touch was still live; the old touch was cancelled.
    case duplicatePointerDown
    /// `sendEvent` was called from inside a dispatch; the nested call was dropped.
    case reentrantSendEvent
    /// A key-up arrived for a key that was not down; it was ignored.
    case unknownKeyRelease
    /// A timestamp was NaN, infinite or earlier than the previous one; it was clamped.
    case invalidTimestamp
    /// A named action's target does not implement it.
    case actionNotImplemented
    /// A gesture recognizer was set to a state its current state cannot reach.
    case illegalGestureStateTransition
    /// A record arrived that cannot be delivered (for example, a key with no window).
    case undeliverable
    /// A file the app asked for (an image, a font) is missing or unreadable; a fallback is used.
    case resourceUnavailable
    /// A record carried a value out of its range (a click count outside 1…255, a force that is
    /// NaN or outside 0…1, a window size that is not a size); it was clamped or ignored.
    case invalidValue
    /// A view tree change would have broken the tree (a view added to itself or to one of its
    /// own descendants, or moved by a callback while the change ran); it was refused and the
    /// tree was left as it was.
    case invalidHierarchy
    /// Gesture recognizers' failure requirements formed a cycle (each waiting for another to
    /// fail): the one whose wait would have closed the cycle failed, so the others go on.
    case gestureRequirementCycle
    /// A layout constraint could not be made or activated as asked (items with no common
    /// ancestor, a location equal to a constant, attributes of different axes, a NaN or
    /// infinite number); it was left inactive or unchanged.
    case invalidConstraint
    /// Required layout constraints contradicted each other: the message lists the conflicting
    /// ones and the one left out so that the others hold.
    case unsatisfiableConstraints
    /// A list's data source or the app named rows or sections the list does not have, gave a
    /// negative count, or returned a cell already showing another row; the list kept a
    /// consistent state (the call ignored, the count taken as 0, a fresh cell used).
    case invalidListData
    /// A container was asked for what UIKit refuses (pushing a controller already on the stack
    /// or a navigation controller, popping one that is not there, presenting a controller
    /// already presented or from a controller with no window); nothing changed.
    case invalidNavigation
    /// UIKit API was called off the main thread (``MainThreadChecker``, debug builds): the call
    /// went ahead, racing with the main thread, as in UIKit.
    case offMainThread
  }

  /// What kind of problem.
  public let code: Code
  /// A sentence saying what was wrong and what was done.
  public let message: String

  /// Creates a diagnostic.
  public init(code: Code, message: String) {
    self.code = code
    self.message = message
  }

  /// `OpenUIKit [code]: message`.
  public var description: String { "OpenUIKit [\(code.rawValue)]: \(message)" }
}
