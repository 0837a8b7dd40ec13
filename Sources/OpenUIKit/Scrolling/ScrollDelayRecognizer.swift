import Foundation

/// A scroll view's private recognizer for spec G44: it holds a touch-down back from the
/// content (`delaysTouchesBegan`, set from `delaysContentTouches`) until the scroll view knows
/// whether the user is scrolling, and never recognizes.
///
/// - It fails 150 ms after touch-down, or when the fingers lift first: the held touches then
///   reach the content (a quick tap on a button in a list fires it).
/// - If the pan begins first, the pan cancels the touches, so the content never hears them (a
///   drag that starts on a button scrolls and the button does not fire).
/// - Before letting touches through it asks `touchesShouldBegin(_:with:in:)`; a touch that
///   lands while the content is moving on its own stops it and goes no further (catching a
///   fling does not tap what is under the finger).
///
/// The hold is this recognizer's `delaysTouchesBegan`, so delivery needs no scroll-view check.
@MainActor
final class ScrollDelayRecognizer: UIGestureRecognizer {
  /// UIKit's delay (Godot's emulation of it measures 150 ms).
  static let delay: TimeInterval = 0.15

  private var scrollView: UIScrollView? { view as? UIScrollView }
  private var isTimed = false

  /// A right click is never a scroll: its touch reaches the content at once.
  override func accepts(button: UIEvent.ButtonMask) -> Bool { button == .primary }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let scrollView else { return }
    if scrollView.motion.isMoving {
      scrollView.stopMotion()
      for touch in touches { touch.isWithheldFromView = true }
    }
    guard delaysTouchesBegan else {
      letThrough(touches, with: event)
      return
    }
    guard !isTimed, let first = touches.first else { return }
    isTimed = true
    scheduleTimer(at: first.timestamp + Self.delay) { [unowned self] in
      self.letThrough(Set(self.trackedTouches), with: self.application?.touchesEvent)
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    // Every finger lifted before the delay: a tap. The content hears it begin and end now.
    for touch in trackedTouches where !touch.isFinished { return }
    letThrough(Set(trackedTouches), with: event)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func reset() {
    isTimed = false
  }

  /// Asks the scroll view about each content view's touches, keeps back those it refuses, and
  /// fails so the rest are delivered.
  private func letThrough(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard state == .possible else { return }
    if let scrollView {
      var views: [UIView] = []
      for touch in touches where touch.viewDelivery == .pending && !touch.isWithheldFromView {
        if let view = touch.view, !views.containsObject(view) { views.append(view) }
      }
      for view in views {
        let mine = touches.filter { $0.view === view && $0.viewDelivery == .pending }
        if !scrollView.touchesShouldBegin(mine, with: event, in: view) {
          for touch in mine { touch.isWithheldFromView = true }
        }
      }
    }
    state = .failed
  }
}
