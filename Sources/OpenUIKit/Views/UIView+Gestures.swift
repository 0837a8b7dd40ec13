import Foundation

extension UIView {
  /// The recognizers attached to this view, in attachment order: nil until one is attached, and
  /// `[]` after the last is removed (spec G43). Setting it replaces them all.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage }
    set {
      for recognizer in gestureRecognizerStorage ?? [] { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
      if newValue == nil { gestureRecognizerStorage = nil }
    }
  }

  /// Attaches `gestureRecognizer`, detaching it from any other view first (spec G43). The view
  /// holds it strongly.
  ///
  /// A recognizer in the middle of its gesture that moves to another view in the same window
  /// goes on with the touches it has, as in UIKit (zoom libraries move a pinch to the view
  /// they zoom); moved out of the window, or into another, it is cancelled as when removed.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if gestureRecognizer.view === self { return }
    if let old = gestureRecognizer.view {
      if gestureRecognizer.isMidGesture, let window = old.window, window === self.window,
        !isLeavingWindow
      {
        old.invalidate(.recognizers)
        old.gestureRecognizerStorage?.removeObject(gestureRecognizer)
      } else {
        old.removeGestureRecognizer(gestureRecognizer)
      }
    }
    gestureRecognizerStorage = (gestureRecognizerStorage ?? []) + [gestureRecognizer]
    gestureRecognizer.view = self
    invalidate(.recognizers)
  }

  /// Detaches `gestureRecognizer`. A gesture in progress is cancelled, a possible one with live
  /// touches fails, and it stops receiving touches at once.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    invalidate(.recognizers)
    // As an interruption, and also when the recognizer tracks nothing but its view still has
    // touches down (it must not recognize from the middle of that sequence if added back).
    if gestureRecognizer.stateStorage == .possible && !gestureRecognizer.isSequenceOver {
      gestureRecognizer.wasInterrupted = true
      gestureRecognizer.state = .failed
    } else {
      gestureRecognizer.interrupt()
    }
    gestureRecognizer.releaseTouches()
    gestureRecognizerStorage?.removeObject(gestureRecognizer)
    gestureRecognizer.view = nil
    gestureRecognizerDidDetach(gestureRecognizer)
  }

}
