import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "Which touches a recognizer hears, and how a cancelled touch ends it (G10, G42)",
  .debugSwitchesOff)
@MainActor
struct RecognizerTouchTests {
  @Test("G10: each recognizer hears only the touches it tracks, in the view's phase methods")
  func onlyItsTouches() {
    let scene = TestScene()
    let left = scene.loggingView("left", CGRect(0, 0, 100, 100))
    let right = scene.loggingView("right", CGRect(200, 0, 100, 100))
    let a = ScriptedRecognizer("a", scene.log), b = ScriptedRecognizer("b", scene.log)
    left.addGestureRecognizer(a)
    right.addGestureRecognizer(b)
    scene.fingers.together { $0.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(210, 10)) }
    scene.fingers.move(0, to: CGPoint(20, 20)).release(1).release(0)
    #expect(scene.log.entries(startingWith: "a.") == ["a.began(1)", "a.moved(1)", "a.ended(1)"])
    #expect(scene.log.entries(startingWith: "b.") == ["b.began(1)", "b.ended(1)"])
  }

  @Test("G42: a cancelled touch fails a pan still possible and cancels one that began")
  func cancelledTouch() {
    let (scene, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    track(pan, "pan", scene.log)
    view.addGestureRecognizer(pan)
    var states: [UIGestureRecognizer.State] = []
    pan.addAction { states.append($0.state) }
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(12, 10)).cancel()
    #expect(states.isEmpty, "failing from possible sends no action")
    #expect(pan.state == .possible, "and it is reset for the next sequence")
    scene.fingers.wait(1).press(at: CGPoint(10, 10)).drag(to: CGPoint(60, 10), steps: 3).cancel()
    #expect(states.first == .began && states.last == .cancelled)
  }
}
