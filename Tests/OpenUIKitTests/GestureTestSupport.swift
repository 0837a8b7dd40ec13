import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Logs every action of the recognizers it is attached to as "name:state".
@MainActor
func track(_ recognizer: UIGestureRecognizer, _ name: String, _ log: EventLog) {
  recognizer.name = name
  recognizer.addAction { log.record("\(name):\($0.state)") }
}

@MainActor
final class SimultaneousDelegate: UIGestureRecognizerDelegate {
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { true }
}

@MainActor
final class RequiringDelegate: UIGestureRecognizerDelegate {
  weak var other: UIGestureRecognizer?
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { otherGestureRecognizer === other }
}

/// A scene with one multi-touch logging view, the gesture tests' fixture.
@MainActor
func gestureScene() -> (TestScene, LoggingView) {
  let scene = TestScene()
  let view = scene.loggingView("view", CGRect(0, 0, 300, 300))
  view.isMultipleTouchEnabled = true
  return (scene, view)
}
