import Foundation

// The wheel and the keyboard scroll scroll views (issue 11). Both find their scroll view
// through the one hit-test answer (HitTestAnswer): the wheel the innermost one under the pointer
// that can still move that way, then its ancestors; scrolling keys the first responder's
// chain, or the scroll view under the pointer when nothing is first responder.
extension UIApplication {
  /// Scrolls by a wheel or trackpad record: each axis goes to the innermost scroll view under
  /// the pointer that can still move that way, and what it cannot take goes to the next one
  /// out (a list inside a page hands the wheel to the page at its end). The deltas are used as
  /// they come, fractions included, with no inertia added: the system adds its own. Shift turns
  /// a vertical wheel horizontal; control zooms the innermost zoomable scroll view.
  func dispatchWheel(_ input: WheelInput) {
    guard input.deltaX.isFinite, input.deltaY.isFinite, input.location.x.isFinite,
      input.location.y.isFinite
    else {
      report(.nonFiniteLocation, "a wheel record with a non-finite delta or location; dropped")
      return
    }
    pointer.move(to: input.location)
    guard let answer = answerUnderPointer() else { return }
    var delta = CGPoint(x: input.deltaX, y: input.deltaY)
    if input.modifierFlags.contains(.control) {
      for view in answer.path.reversed() where view.window === answer.window {
        let location = view.convert(answer.locationInWindow, from: answer.window)
        if view.zoomWheel(by: delta.y, at: location) { return }
      }
      return
    }
    if input.modifierFlags.contains(.shift) && delta.x == 0 { delta = CGPoint(x: delta.y, y: 0) }
    for view in answer.path.reversed() {
      // A view removed by an earlier one's delegate takes nothing.
      guard view.window === answer.window else { continue }
      let used = view.scrollWheel(by: delta)
      // What a view says it used is trusted only as far as it is a number within the delta.
      delta.x -= used.x.isFinite ? used.x : 0
      delta.y -= used.y.isFinite ? used.y : 0
      if delta == .zero { return }
    }
  }

  /// The scroll view a scrolling key goes to when nothing is first responder: the innermost
  /// one under the pointer. Nil otherwise (the first responder's chain takes the key).
  func scrollResponder(for key: UIKey, in window: UIWindow) -> UIResponder? {
    guard window.firstResponderStorage == nil, UIScrollView.scrollsForKey(key),
      let answer = answerUnderPointer(), answer.window === window
    else { return nil }
    return answer.path.last { $0.takesScrollingKeysUnderPointer }
  }
}
