import Foundation

/// The delivery stage of an application's touches: the one driver of each window's gesture and
/// view stages (spec C4; `UIWindow+TouchDelivery`), given to the gesture coordinator when it is
/// made.
///
/// Three moments hand views what they are owed: a window's own delivery of an event (after its
/// gesture stage), the coordinator's flush (after queued actions and timers, when recognizers
/// decide), and cancellation (the application's, a view leaving its window). All three come
/// here, so the view stage has one driver, and the gesture stage asks it (not the pointer
/// table) whether touches are still down.
@MainActor
final class TouchDeliveryStage {
  private unowned let application: UIApplication

  init(application: UIApplication) {
    self.application = application
  }

  /// Every window delivers to its views what they are owed now.
  func settleViews() {
    for window in application.windows {
      window.reconcileTouchDelivery(event: application.touchesEvent(for: window))
    }
  }

  /// Delivers cancelled `touches` (already marked cancelled) in each of their windows: their
  /// recognizers hear the cancel first, then their views.
  func deliverCancellation(_ touches: [UITouch]) {
    var windows: [UIWindow] = []
    for touch in touches {
      guard let window = touch.window, !windows.containsObject(window) else { continue }
      windows.append(window)
    }
    for window in windows {
      var mine: [UITouch] = []
      for touch in touches where touch.window === window { mine.append(touch) }
      var recognizers: [UIGestureRecognizer] = []
      for touch in mine {
        for r in touch.recognizers where !recognizers.containsObject(r) { recognizers.append(r) }
      }
      let event = application.touchesEvent(for: window)
      for recognizer in recognizers {
        window.deliver(
          mine.filter { $0.recognizers.containsObject(recognizer) }, to: recognizer, event: event)
      }
      window.reconcile(mine, event: event)
    }
  }

  /// Whether a touch that has not ended is down on `view` or a view inside it: a recognizer's
  /// multi-touch sequence is not over while one is (decision G6).
  func hasLiveTouch(inside view: UIView) -> Bool {
    for touch in application.pointerTable.live.values
    where touch.view?.isDescendant(of: view) == true {
      return true
    }
    return false
  }
}
