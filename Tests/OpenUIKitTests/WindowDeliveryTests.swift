import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Counts sendEvent calls before passing them on.
@MainActor
final class CountingApplication: UIApplication {
  var sent: [UIEvent.EventType] = []
  override func sendEvent(_ event: UIEvent) {
    sent.append(event.type)
    super.sendEvent(event)
  }
}

@Suite("Event delivery from the application and window (C1–C14)", .debugSwitchesOff)
@MainActor
struct WindowDeliveryTests {
  @Test("C1: every event passes through UIApplication.sendEvent, which subclasses can observe")
  func applicationSendEvent() {
    let clock = ManualClock()
    let app = CountingApplication(clock: clock)
    let window = UIWindow(frame: CGRect(0, 0, 100, 100))
    window.makeKeyAndVisible()
    let log = EventLog()
    window.addSubview(LoggingView("v", frame: CGRect(0, 0, 100, 100), log: log))
    TouchSequence(application: app, clock: clock).tap(at: CGPoint(5, 5))
    #expect(app.sent == [.touches, .touches])
    #expect(log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
  }

  @Test("C2: an event the app builds reaches touch.view and its recognizers through sendEvent")
  func windowSendEvent() {
    let scene = TestScene()
    let back = CapturingView(frame: CGRect(0, 0, 100, 100))
    let v = CapturingView(frame: CGRect(10, 10, 50, 50))
    back.addSubview(v)
    scene.window.addSubview(back)
    let tap = UITapGestureRecognizer(target: scene.recorder("tap"), action: "handle:")
    tap.cancelsTouchesInView = false
    back.addGestureRecognizer(tap)
    let touch = UITouch(location: CGPoint(20, 20), in: scene.window, timestamp: 1)
    #expect(touch.view === v, "hit-tested when made, as a touch-down is (B4)")
    #expect(touch.gestureRecognizers?.count == 1, "the ancestors' recognizers are fixed on it")
    let event = UIEvent(touches: [touch], timestamp: 1)
    scene.window.sendEvent(event)
    touch.setPhase(.moved, location: CGPoint(22, 21), timestamp: 1.05)
    scene.window.sendEvent(event)
    touch.setPhase(.ended, location: CGPoint(22, 21), timestamp: 1.1)
    scene.window.sendEvent(event)
    #expect(v.snapshots.map(\.phase) == [.began, .moved, .ended])
    #expect(
      v.snapshots[1].location == CGPoint(12, 11) && v.snapshots[1].previous == CGPoint(10, 10))
    #expect(v.events.allSatisfy { $0 === event })
    #expect(back.touches.isEmpty, "the touch's view handled it; nothing went elsewhere")
    #expect(
      scene.log.entries == ["tap.action(ended)"],
      "the recognizer saw the built touch and recognized the tap")
    touch.setPhase(.began, location: .zero, timestamp: 2)
    #expect(touch.phase == .ended, "a finished built touch does not go back")
    #expect(scene.diagnosticCodes.contains(.invalidValue))
  }

  @Test("C2: a built touch on nothing reaches no view; a system touch cannot be driven")
  func builtTouchMisses() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 10, 10))
    scene.window.addSubview(v)
    let miss = UITouch(location: CGPoint(.nan, 5), in: scene.window, timestamp: 1)
    #expect(miss.view == nil)
    scene.window.sendEvent(UIEvent(touches: [miss], timestamp: 1))
    #expect(v.touches.isEmpty)
    scene.fingers.press(at: CGPoint(5, 5))
    let system = v.touches[0]
    system.setPhase(.ended, location: CGPoint(5, 5), timestamp: 2)
    #expect(system.phase == .began, "only the app's own touches can be driven")
  }

  @Test("C3: presses go to the key window")
  func pressesToKeyWindow() {
    let scene = TestScene()
    let first = LoggingResponderView("first", scene.log)
    first.acceptsFirstResponder = true
    scene.window.addSubview(first)
    #expect(first.becomeFirstResponder())
    let other = UIWindow(frame: CGRect(0, 0, 10, 10))
    let otherResponder = LoggingResponderView("other", scene.log)
    otherResponder.acceptsFirstResponder = true
    other.addSubview(otherResponder)
    other.isHidden = false
    #expect(otherResponder.becomeFirstResponder())
    scene.send(.key(.down, "a"))
    #expect(scene.log.entries == ["first.pressesBegan(a)"])
  }

  @Test("C4: recognizers get each phase before the view")
  func recognizersFirst() {
    let scene = TestScene()
    let v = scene.loggingView("view", CGRect(0, 0, 100, 100))
    v.addGestureRecognizer(ScriptedRecognizer("gr", scene.log))
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(6, 6)).cancel()
    #expect(
      scene.log.entries == [
        "gr.began(1)", "view.touchesBegan(1)", "gr.moved(1)", "view.touchesMoved(1)",
        "gr.cancelled(1)", "view.touchesCancelled(1)",
      ])
  }

  @Test("C5: two fingers landing together give one touchesBegan with 2 touches")
  func groupedTogether() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 200, 200))
    v.isMultipleTouchEnabled = true
    scene.fingers.together { $0.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(50, 50)) }
    scene.fingers.together { $0.move(0, to: CGPoint(12, 12)).move(1, to: CGPoint(52, 52)) }
    scene.fingers.together { $0.release(0).release(1) }
    #expect(scene.log.entries == ["v.touchesBegan(2)", "v.touchesMoved(2)", "v.touchesEnded(2)"])
  }

  @Test("C5: two fingers landing one after the other give two touchesBegan calls")
  func oneAfterTheOther() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 200, 200))
    v.isMultipleTouchEnabled = true
    scene.fingers.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(50, 50))
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesBegan(1)"])
  }

  @Test("C5: touches in different views landing together make one call per view")
  func groupedPerView() {
    let scene = TestScene()
    scene.loggingView("a", CGRect(0, 0, 100, 100))
    scene.loggingView("b", CGRect(100, 0, 100, 100))
    scene.fingers.together { $0.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(110, 10)) }
    #expect(scene.log.entries == ["a.touchesBegan(1)", "b.touchesBegan(1)"])
  }

  @Test("C6/C7/G11: without multiple touch a view gets only the first touch; recognizers get both")
  func multipleTouchDisabled() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 200, 200))
    let gr = ScriptedRecognizer("gr", scene.log)
    gr.cancelsTouchesInView = false
    gr.delaysTouchesEnded = false
    v.addGestureRecognizer(gr)
    scene.fingers.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(50, 50))
    scene.fingers.release(1).release(0)
    #expect(
      scene.log.entries == [
        "gr.began(1)", "v.touchesBegan(1)", "gr.began(1)", "gr.ended(1)", "gr.ended(1)",
        "v.touchesEnded(1)",
      ])
  }

  @Test("C7/C9: fingers landing in one batch see each other: the first in batch order wins")
  func batchSeesItself() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 200, 200))
    let gr = ScriptedRecognizer("gr", scene.log)
    gr.cancelsTouchesInView = false
    v.addGestureRecognizer(gr)
    scene.fingers.together { $0.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(50, 50)) }
    #expect(
      scene.log.entries == ["gr.began(2)", "v.touchesBegan(1)"],
      "the view gets one, recognizers both")
    scene.fingers.together { $0.release(0).release(1) }
    // An exclusive-touch view and another view touched in one batch: only the first gets a touch.
    for exclusiveFirst in [true, false] {
      let other = TestScene()
      let exclusive = other.loggingView("x", CGRect(0, 0, 100, 100))
      exclusive.isExclusiveTouch = true
      other.loggingView("o", CGRect(100, 0, 100, 100))
      let (a, b) =
        exclusiveFirst ? (CGPoint(10, 10), CGPoint(110, 10)) : (CGPoint(110, 10), CGPoint(10, 10))
      other.fingers.together { $0.press(0, at: a).press(1, at: b) }
      #expect(other.log.entries == [exclusiveFirst ? "x.touchesBegan(1)" : "o.touchesBegan(1)"])
    }
  }

  @Test("C8: a superview still receives touches forwarded from two subviews")
  func forwardedTouchesReachParent() {
    let scene = TestScene()
    let parent = scene.loggingView("parent", CGRect(0, 0, 300, 300))
    scene.loggingView("a", CGRect(0, 0, 100, 100), in: parent)
    scene.loggingView("b", CGRect(100, 0, 100, 100), in: parent)
    #expect(parent.isMultipleTouchEnabled == false)
    scene.fingers.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(110, 10))
    #expect(
      scene.log.entries(startingWith: "parent") == [
        "parent.touchesBegan(1)", "parent.touchesBegan(1)",
      ])
  }

  @Test("C9: while an exclusive view tracks a touch, other views get no new touches")
  func exclusiveTouch() {
    let scene = TestScene()
    let exclusive = scene.loggingView("x", CGRect(0, 0, 100, 100))
    exclusive.isExclusiveTouch = true
    scene.loggingView("other", CGRect(100, 0, 100, 100))
    scene.fingers.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(110, 10))
    #expect(scene.log.entries == ["x.touchesBegan(1)"])
    scene.fingers.release(0).release(1)
    scene.log.clear()
    // A touch that starts in an exclusive view while another view tracks one is not delivered.
    scene.fingers.press(1, at: CGPoint(110, 10)).press(0, at: CGPoint(10, 10))
    #expect(scene.log.entries == ["other.touchesBegan(1)"])
  }

  @Test("C10: a touch outside every window reaches nothing, and its lift is quiet")
  func outsideEverything() {
    let scene = TestScene(size: CGSize(width: 100, height: 100))
    scene.window.addGestureRecognizer(ScriptedRecognizer("gr", scene.log))
    scene.fingers.press(at: CGPoint(500, 500)).move(to: CGPoint(50, 50)).release()
    #expect(scene.log.entries.isEmpty)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("C12: removing the tracking view cancels its touches at once, then nothing more")
  func removalCancels() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let gr = ScriptedRecognizer("gr", scene.log)
    gr.cancelsTouchesInView = false
    scene.window.addGestureRecognizer(gr)
    scene.fingers.press(at: CGPoint(5, 5))
    v.removeFromSuperview()
    #expect(
      scene.log.entries == [
        "gr.began(1)", "v.touchesBegan(1)", "gr.cancelled(1)", "v.touchesCancelled(1)",
      ])
    scene.fingers.move(to: CGPoint(7, 7)).release()
    #expect(scene.log.entries.count == 4)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("B5/C12: touch.view is cleared once its view has left the window")
  func viewClearedAfterRemoval() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5))
    let touch = v.touches[0]
    #expect(touch.view === v)
    v.removeFromSuperview()
    #expect(touch.view == nil)
    #expect(touch.phase == .cancelled)
  }

  @Test("moving the tracking view within its window does not cancel its touch")
  func moveWithinWindowKeepsTouch() {
    let scene = TestScene()
    let a = UIView(frame: CGRect(0, 0, 200, 200))
    let b = UIView(frame: CGRect(0, 200, 200, 200))
    scene.window.addSubview(a)
    scene.window.addSubview(b)
    let v = scene.loggingView("v", CGRect(0, 0, 50, 50), in: a)
    scene.fingers.press(at: CGPoint(5, 5))
    b.addSubview(v)
    scene.fingers.release()
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
  }

  @Test("C13: losing window focus cancels live touches and presses")
  func focusLoss() {
    let scene = TestScene()
    scene.responder("v", focused: true)
    scene.loggingView("t", CGRect(100, 100, 100, 100))
    scene.fingers.press(at: CGPoint(150, 150))
    scene.app.enqueue(.key(.down, "k"))
    scene.send(InputRecord(.window(.focusLost)))
    #expect(
      scene.log.entries == [
        "t.touchesBegan(1)", "v.pressesBegan(k)", "t.touchesCancelled(1)", "v.pressesCancelled",
      ])
    scene.fingers.release()
    scene.send(.key(.up, "k"))
    #expect(scene.log.entries.count == 4)
  }

  @Test("hiding a window cancels its touches and removes it from the application")
  func hidingWindow() {
    let scene = TestScene()
    scene.loggingView("v", CGRect(0, 0, 100, 100))
    scene.fingers.press(at: CGPoint(5, 5))
    scene.window.isHidden = true
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    #expect(scene.app.windows.isEmpty)
    #expect(scene.app.keyWindow == nil)
  }

  @Test("window resize: the key window, its root view and their autoresizing subviews follow")
  func resize() {
    let scene = TestScene(size: CGSize(width: 100, height: 100))
    let controller = UIViewController()
    scene.window.rootViewController = controller
    scene.app.layoutIfNeeded()
    let toolbar = UIView(frame: CGRect(0, 60, 100, 40))
    toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    controller.view.addSubview(toolbar)
    scene.send(InputRecord(.window(.resized(CGSize(width: 640, height: 480)))))
    scene.app.layoutIfNeeded()
    #expect(scene.window.frame == CGRect(0, 0, 640, 480))
    #expect(controller.view.frame == CGRect(0, 0, 640, 480))
    #expect(toolbar.frame == CGRect(0, 440, 640, 40), "pinned to the bottom, full width")
  }
}
