import Foundation

/// A relation among views, windows, touches and recognizers that should always hold and did
/// not, found by ``UIApplication/checkInvariants()`` or ``UIView/checkInvariants()``.
///
/// Each one is a bug in OpenUIKit (or memory corruption): input, however malformed, and app
/// code run inside callbacks must never produce one. Tests and the fuzzer check after every
/// step.
public struct InvariantViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which relation broke.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A touch lists a recognizer that does not track it, or a recognizer tracks a touch that
    /// does not list it.
    case touchAndRecognizerDisagree
    /// A recognizer tracks touches but the application's gesture coordinator does not know
    /// it, so it would never be reset.
    case recognizerUnregistered
    /// A live touch (its finger still down) is not among its window's touches, or has no
    /// window, so its view would never hear its end.
    case liveTouchNotInWindow
    /// A window tracks a touch twice, or a touch of another window.
    case windowTouchListWrong
    /// A view is in its superview's `subviews` with another superview, appears twice, or the
    /// views form a cycle.
    case notATree
    /// After a layout with nothing left to solve, a required constraint that the engine
    /// accepted does not hold (by more than 0.01 point).
    case brokenConstraint
    /// A laid-out list shows a row with no cell or with a cell placed elsewhere, one cell in
    /// two rows, or keeps more cells alive than its rows in view and its spares.
    case listCellsWrong
    /// A navigation controller at rest is not: a controller still in the middle of its
    /// appearance callbacks, two screens shown, the bar's items not the stack's.
    case navigationWrong
    /// A presentation at rest is not: the presented controller halfway through its appearance
    /// callbacks, presenter and presented not naming each other, touches still held off, a
    /// sheet's card away from its detent, or a dismissed presentation still in the window.
    case presentationWrong
    /// A stack view arranges a view that is not its subview, or one view twice (UIKit keeps
    /// every arranged view a subview).
    case stackWrong
  }

  /// Which relation broke.
  public let kind: Kind
  /// What was seen, naming the objects involved.
  public let detail: String

  /// Creates a violation.
  public init(_ kind: Kind, _ detail: String) {
    self.kind = kind
    self.detail = detail
  }

  /// `kind: detail`.
  public var description: String { "\(kind.rawValue): \(detail)" }
}
