import Foundation

/// The mouse pointer as the application last saw it, and the one answer to "what is under it".
///
/// Hover, the cursor, the wheel, scrolling keys and drops all ask
/// ``UIApplication/answerUnderPointer()``, which hit-tests once per pointer update and again
/// only after something that can move a touch area changed (the application's hit-map
/// generation moves on: a view moved, appeared, hid, changed a hit-test flag; a window came,
/// went or changed order). So a pointer update costs one hit test whatever reads it, and the
/// host reading the cursor after every frame costs none while nothing changes. (Flutter's
/// `MouseTracker` does the same: one hit test per device update drives enter, exit and the
/// cursor.) A touch-down is not answered here: it hit-tests with its event (spec A1).
struct PointerTracker {
  /// Where the pointer was last seen, in screen points; nil when it is outside every window.
  private(set) var location: CGPoint?
  /// The answer at ``location`` while ``isAnswered``. Dropped as soon as the tree changes, so
  /// it never keeps a removed view alive.
  fileprivate var remembered: HitTestAnswer?
  fileprivate var isAnswered = false

  /// The pointer is at `location` now (nil: it left every window). Non-finite points are not
  /// places: they leave the last known one.
  mutating func move(to location: CGPoint?) {
    if let location, !(location.x.isFinite && location.y.isFinite) { return }
    guard location != self.location else { return }
    self.location = location
    forgetAnswer()
  }

  /// The tree or the windows changed: the next question hit-tests again.
  mutating func forgetAnswer() {
    remembered = nil
    isAnswered = false
  }
}

extension UIApplication {
  /// What is under the pointer (every window, tools' included, front to back), or nil when it
  /// is outside them all or over nothing that takes touches; hit-tested at most once per
  /// pointer update and tree change (``PointerTracker``).
  func answerUnderPointer() -> HitTestAnswer? {
    if pointer.isAnswered { return pointer.remembered }
    let answer = pointer.location.flatMap { hitTestAnswer(atScreenPoint: $0) }
    pointer.remembered = answer
    pointer.isAnswered = true
    return answer
  }
}
