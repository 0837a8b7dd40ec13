import Foundation

/// Keeps the timing rules of gesture recognition for one application: actions queued during a
/// dispatch's gesture stage are sent right after it, before the touches reach the views, and
/// what is queued later at the dispatch's end (decision G5); view deliveries held back by recognizers are
/// released or cancelled as recognizers decide, and recognizers whose sequence is over are reset
/// (decision G6). Arbitration between recognizers (spec G18–G23) plugs in here.
@MainActor
final class GestureCoordinator {
  // Its state is read on every event and belongs to the main actor: `@exclusivity(unchecked)`.
  unowned let application: UIApplication
  /// The delivery stage, which hands views what they are owed once recognizers decide.
  let touchDelivery: TouchDeliveryStage
  @exclusivity(unchecked) private var pendingActions: [UIGestureRecognizer] = []
  /// Recognizers that track touches or sit in a non-possible state: candidates for reset.
  @exclusivity(unchecked) private var engaged: [UIGestureRecognizer] = []

  /// Recognizers that track touches, wait, or sit in a non-possible state.
  var engagedRecognizers: [UIGestureRecognizer] { engaged }
  @exclusivity(unchecked) private var dispatchDepth = 0
  @exclusivity(unchecked) private var isFlushing = false

  /// Whether a dispatch, a timer or a flush is under way: events sent by app code now would
  /// reach recognizers in the middle of their own delivery.
  var isBusy: Bool { dispatchDepth > 0 || isFlushing }

  init(application: UIApplication, touchDelivery: TouchDeliveryStage) {
    self.application = application
    self.touchDelivery = touchDelivery
  }

  /// Runs `body` as one dispatch: the transitions made inside it are flushed together when
  /// the outermost dispatch ends. The one bracket every caller uses, so none can open a
  /// dispatch and forget to close it.
  @inline(__always)
  func dispatch<Result>(_ body: () throws -> Result) rethrows -> Result {
    dispatchDepth += 1
    defer {
      dispatchDepth -= 1
      if dispatchDepth == 0 { flush() }
    }
    return try body()
  }

  /// Interrupts every engaged recognizer (focus loss): those waiting on others first, so that
  /// none recognizes because another failed meanwhile.
  func interruptAll() {
    let all = engaged
    for recognizer in all where recognizer.pendingState != nil { recognizer.interrupt() }
    for recognizer in all { recognizer.interrupt() }
  }

  /// Interrupts the engaged recognizers attached to `subtree` (it is leaving its window), so
  /// that none of them recognizes or sends an action from outside a window.
  func interrupt(in subtree: UIView) {
    for recognizer in engaged where recognizer.view?.isDescendant(of: subtree) == true {
      recognizer.interrupt()
    }
  }

  func register(_ recognizer: UIGestureRecognizer) {
    if !engaged.containsObject(recognizer) { engaged.append(recognizer) }
  }

  func recognizer(
    _ recognizer: UIGestureRecognizer, didTransitionFrom old: UIGestureRecognizer.State,
    to new: UIGestureRecognizer.State
  ) {
    register(recognizer)
    if new.sendsAction { pendingActions.append(recognizer) }
    if new == .failed { resolveDependents(of: recognizer) }
    // A transition outside any dispatch (a timer, a property set by app code) is settled now.
    if dispatchDepth == 0 { flush() }
  }

  /// Sends the actions queued so far, right after a window's gesture stage and before its
  /// touches reach the views (decision G5: with `cancelsTouchesInView == false` a recognizer's
  /// action precedes a control's, H19). Resets wait for the end of the dispatch (G6).
  func sendQueuedActions() {
    guard !isFlushing, !pendingActions.isEmpty else { return }
    isFlushing = true
    defer { isFlushing = false }
    var rounds = 0
    repeat {
      let actions = pendingActions
      pendingActions.removeAll()
      for recognizer in actions where recognizer.view?.window != nil { recognizer.sendActions() }
      rounds += 1
    } while !pendingActions.isEmpty && rounds < 64
  }

  /// Delivers what the views are owed, sends queued actions, then resets finished recognizers.
  func flush() {
    guard !isFlushing else { return }
    isFlushing = true
    defer { isFlushing = false }
    // Actions may change other recognizers' states; settle until nothing is left, with a bound
    // so that two handlers toggling each other cannot hang the application.
    var rounds = 0
    repeat {
      touchDelivery.settleViews()
      let actions = pendingActions
      pendingActions.removeAll()
      // A recognizer whose view left its window (or that was detached) meanwhile sends nothing:
      // app code never hears from a gesture outside a window.
      for recognizer in actions where recognizer.view?.window != nil { recognizer.sendActions() }
      rounds += 1
    } while !pendingActions.isEmpty && rounds < 64
    resetFinishedRecognizers()
    touchDelivery.settleViews()
  }

  private func resetFinishedRecognizers() {
    for recognizer in engaged where recognizer.stateStorage.isFinal && recognizer.isSequenceOver {
      recognizer.resetToPossible()
    }
    // Most flushes have nothing to drop: look before building a new array.
    var idle = 0
    for recognizer in engaged where recognizer.isIdle { idle += 1 }
    guard idle > 0 else { return }
    var kept: [UIGestureRecognizer] = []
    kept.reserveCapacity(engaged.count - idle)
    for recognizer in engaged where !recognizer.isIdle { kept.append(recognizer) }
    engaged = kept
  }
}

extension UIGestureRecognizer {
  /// Possible, tracking nothing and waiting for nothing: no longer engaged.
  var isIdle: Bool {
    stateStorage == .possible && trackedTouches.isEmpty && heldTouches.isEmpty
      && pendingState == nil
  }
}
