import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// An overlay whose hitTest answers with a view elsewhere (in another window).
@MainActor
final class RedirectingView: UIView {
  weak var target: UIView?
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { target }
}

@Suite(
  "What is under a screen point: one hit-test answer for every reader (issue 10)", .debugSwitchesOff
)
@MainActor
struct HitTestAnswerTests {
  @Test("the answer names the window, the path from it to the hit view and both locations")
  func answer() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let outer = UIView(frame: CGRect(10, 10, 100, 100))
    let inner = UIView(frame: CGRect(20, 20, 30, 30))
    outer.addSubview(inner)
    scene.window.addSubview(outer)
    guard let answer = scene.app.hitTestAnswer(atScreenPoint: CGPoint(35, 40)) else {
      Issue.record("nothing hit")
      return
    }
    #expect(answer.window === scene.window)
    #expect(
      answer.path.map(ObjectIdentifier.init)
        == [scene.window, outer, inner].map(ObjectIdentifier.init))
    #expect(answer.view === inner && answer.location == CGPoint(5, 10))
    #expect(answer.locationInWindow == CGPoint(35, 40))
    #expect(scene.app.hitTestAnswer(atScreenPoint: CGPoint(.nan, 3)) == nil)
    #expect(scene.app.hitTestAnswer(atScreenPoint: CGPoint(500, 500)) == nil)
  }

  @Test("the front window answers; a hitTest that returns a view of another window answers nothing")
  func windows() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let front = UIWindow(frame: CGRect(50, 50, 100, 100))
    front.windowLevel = .alert
    front.isHidden = false
    let overlay = RedirectingView(frame: front.bounds)
    front.addSubview(overlay)
    #expect(scene.app.hitTestAnswer(atScreenPoint: CGPoint(60, 60))?.window === front)
    let elsewhere = UIView(frame: CGRect(0, 0, 10, 10))
    scene.window.addSubview(elsewhere)
    overlay.target = elsewhere
    let answer = scene.app.hitTestAnswer(atScreenPoint: CGPoint(60, 60))
    #expect(
      answer?.window === scene.window, "the front window's answer is refused; the next one answers")
    #expect(scene.diagnosticCodes.contains(.invalidHierarchy))
  }

  @Test("touch-down fixes the answer's view and path; the overlay's latest hit path is that path")
  func touchDownReadsTheAnswer() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let v = CapturingView(frame: CGRect(10, 10, 50, 50))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(20, 20))
    #expect(v.touches.first?.view === v)
    #expect(
      scene.app.latestHitPath.map(ObjectIdentifier.init)
        == [scene.window, v].map(ObjectIdentifier.init))
  }
}
