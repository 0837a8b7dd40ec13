import Foundation

/// Core Animation's transactions: a scope for the duration and timing curve of the animations
/// added in it, and a completion block that runs once all of them have ended.
///
/// ```swift
/// CATransaction.begin()
/// CATransaction.setCompletionBlock { view.removeFromSuperview() }
/// layer.add(fade, forKey: "fade")
/// CATransaction.commit()
/// ```
///
/// Outside `begin()`/`commit()` the implicit transaction of the current turn of the event loop
/// is used, committed when the turn ends. UIKit differences: layers have no implicit
/// animations (a property set outside `UIView.animate` changes at once), so
/// `setDisableActions(_:)` is recorded and answered but changes nothing.
@MainActor
public final class CATransaction {
  /// One open transaction.
  final class Scope {
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disableActions = false
    var completion: (() -> Void)?
    var values: [String: Any] = [:]
    /// Animations added since the completion block was set that have not ended.
    var pending = 0
    var isCommitted = false

    /// Runs the completion once nothing it waits for is left.
    func finishIfDone() {
      guard isCommitted, pending == 0, let completion else { return }
      self.completion = nil
      completion()
    }
  }

  private static var stack: [Scope] = []
  private static var implicit: Scope?

  /// The innermost transaction, opening the implicit one if none is open.
  static var current: Scope {
    if let top = stack.last { return top }
    if let implicit { return implicit }
    let scope = Scope()
    implicit = scope
    // The implicit transaction commits when this turn of the event loop ends.
    let application = UIApplication.shared
    application.timers.schedule(at: application.clock.now) {
      if implicit === scope { implicit = nil }
      commit(scope)
    }
    return scope
  }

  /// Opens a transaction nested in the current one.
  public static func begin() { stack.append(Scope()) }

  /// Closes the innermost transaction opened by ``begin()``; its completion runs when its
  /// animations have ended (at once, on a later turn, when it has none).
  public static func commit() {
    guard let scope = stack.popLast() else { return }
    commit(scope)
  }

  private static func commit(_ scope: Scope) {
    scope.isCommitted = true
    guard scope.completion != nil, scope.pending == 0 else { return }
    // As in Core Animation, a completion with nothing to wait for still runs after this code.
    let application = UIApplication.shared
    application.timers.schedule(at: application.clock.now) { scope.finishIfDone() }
  }

  /// Commits any pending implicit transaction now.
  public static func flush() {
    guard let scope = implicit else { return }
    implicit = nil
    commit(scope)
  }

  /// Does nothing: transactions belong to the main thread here.
  public static func lock() {}
  /// Does nothing.
  public static func unlock() {}

  /// The duration given to animations added with a duration of 0. 0.25 s by default.
  public static func animationDuration() -> CFTimeInterval { current.duration ?? 0.25 }
  /// Sets ``animationDuration()`` for the current transaction.
  public static func setAnimationDuration(_ duration: CFTimeInterval) {
    current.duration = duration.isFinite && duration >= 0 ? duration : nil
  }

  /// The timing curve given to animations added without one; nil by default.
  public static func animationTimingFunction() -> CAMediaTimingFunction? {
    current.timingFunction
  }
  /// Sets ``animationTimingFunction()``.
  public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    current.timingFunction = function
  }

  /// Whether implicit actions are off (recorded only; there are none).
  public static func disableActions() -> Bool { current.disableActions }
  /// Sets ``disableActions()``.
  public static func setDisableActions(_ flag: Bool) { current.disableActions = flag }

  /// The block run when the animations added after it to this transaction have ended.
  public static func completionBlock() -> (() -> Void)? { current.completion }
  /// Sets ``completionBlock()``.
  public static func setCompletionBlock(_ block: (() -> Void)?) {
    let scope = current
    scope.completion = block
    scope.pending = 0
  }

  /// A value stored in the transaction (`kCATransactionAnimationDuration` and the others map
  /// to their setters).
  public static func value(forKey key: String) -> Any? {
    switch key {
    case kCATransactionAnimationDuration: animationDuration()
    case kCATransactionDisableActions: disableActions()
    case kCATransactionAnimationTimingFunction: animationTimingFunction()
    case kCATransactionCompletionBlock: completionBlock()
    default: current.values[key]
    }
  }

  /// Stores a value in the transaction.
  public static func setValue(_ value: Any?, forKey key: String) {
    switch key {
    case kCATransactionAnimationDuration:
      setAnimationDuration((value as? Double) ?? (value as? NSNumber)?.doubleValue ?? 0.25)
    case kCATransactionDisableActions: setDisableActions((value as? Bool) ?? false)
    case kCATransactionAnimationTimingFunction:
      setAnimationTimingFunction(value as? CAMediaTimingFunction)
    case kCATransactionCompletionBlock: setCompletionBlock(value as? () -> Void)
    default: current.values[key] = value
    }
  }

  /// An animation was added to a layer: the transaction's completion waits for it. Returns
  /// the transaction to tell when it ends.
  static func animationAdded() -> Scope? {
    let scope = current
    guard scope.completion != nil else { return nil }
    scope.pending += 1
    return scope
  }

  /// An animation the transaction waited for has ended.
  static func animationEnded(in scope: Scope) {
    scope.pending = max(0, scope.pending - 1)
    scope.finishIfDone()
  }
}

/// The transaction key of the animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of the disable-actions flag.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
