import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A recognizer that begins from a timer, like a long press (spec G38).
@MainActor
final class TimedRecognizer: UIGestureRecognizer {
  var timer: TimerScheduler.Timer?
  let delay: TimeInterval
  init(delay: TimeInterval) {
    self.delay = delay
    super.init(target: nil, action: nil)
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let app = view?.window?.application, let touch = touches.first else { return }
    timer = app.timers.schedule(at: touch.timestamp + delay) { [weak self] in
      if self?.state == .possible { self?.state = .began }
    }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    timer?.cancel()
    state = state == .possible ? .failed : .ended
  }
  override func reset() { timer?.cancel() }
}

@MainActor
final class VetoingDelegate: UIGestureRecognizerDelegate {
  var shouldBegin = true
  var shouldReceive = true
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    shouldBegin
  }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    shouldReceive
  }
}

@Suite("The gesture stage of window delivery (C4, G1–G17, G24–G27, G43)", .debugSwitchesOff)
@MainActor
struct GestureStageTests {
  func setUp(_ name: String = "gr") -> (TestScene, LoggingView, ScriptedRecognizer) {
    let scene = TestScene()
    let view = scene.loggingView("view", CGRect(0, 0, 200, 200))
    let recognizer = ScriptedRecognizer(name, scene.log)
    view.addGestureRecognizer(recognizer)
    recognizer.addTarget(scene.recorder(name), action: "handle:")
    return (scene, view, recognizer)
  }

  @Test("G1/G13: raw values and defaults match UIKit")
  func defaults() {
    #expect(UIGestureRecognizer.State.failed.rawValue == 5)
    #expect(UIGestureRecognizer.State.recognized == .ended)
    let r = UIGestureRecognizer()
    #expect(r.cancelsTouchesInView && !r.delaysTouchesBegan && r.delaysTouchesEnded && r.isEnabled)
    #expect(r.state == .possible && r.delegate == nil && r.view == nil)
  }

  @Test("G2/G3: transitions outside the table are refused with a diagnostic")
  func illegalTransition() {
    let (scene, _, r) = setUp()
    r.onPhase = [.began: .began, .moved: .failed]
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(9, 9))
    #expect(r.state == .began)
    #expect(scene.diagnosticCodes == [.illegalGestureStateTransition])
  }

  @Test(
    "G4/G5: actions fire for began, changed, ended — right after the gesture stage, before the view hears that event"
  )
  func actionsBeforeDelivery() {
    let (scene, _, r) = setUp()
    r.cancelsTouchesInView = false
    r.onPhase = [.began: .began, .moved: .changed, .ended: .ended]
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(9, 9)).release()
    #expect(
      scene.log.entries == [
        "gr.began(1)", "gr.action(began)", "view.touchesBegan(1)",
        "gr.moved(1)", "gr.action(changed)", "view.touchesMoved(1)",
        "gr.ended(1)", "gr.action(ended)", "view.touchesEnded(1)", "gr.reset",
      ])
  }

  @Test("G4: failing sends no action")
  func failureIsSilent() {
    let (scene, _, r) = setUp()
    r.onPhase = [.began: .failed]
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(scene.log.entries(startingWith: "gr.action").isEmpty)
  }

  @Test("G6/G7: a failed recognizer hears nothing more and resets when the last touch lifts")
  func resetAfterSequence() {
    let (scene, view, r) = setUp()
    view.isMultipleTouchEnabled = true
    r.onPhase = [.began: .failed]
    scene.fingers.press(0, at: CGPoint(5, 5)).press(1, at: CGPoint(50, 50)).release(0)
    #expect(r.state == .failed)
    scene.fingers.release(1)
    #expect(r.state == .possible)
    #expect(scene.log.entries(startingWith: "gr.") == ["gr.began(1)", "gr.reset"])
  }

  @Test(
    "G12: disabling during a gesture cancels it and sends the action; disabled ones hear nothing")
  func disabling() {
    let (scene, _, r) = setUp()
    r.onPhase = [.began: .began]
    scene.fingers.press(at: CGPoint(5, 5))
    r.isEnabled = false
    #expect(
      scene.log.entries(startingWith: "gr.action") == ["gr.action(began)", "gr.action(cancelled)"])
    scene.fingers.release()
    scene.log.clear()
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(scene.log.entries == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
  }

  @Test("G14: cancelsTouchesInView true — the view gets began, then cancelled, then nothing")
  func cancelsTouches() {
    let (scene, _, r) = setUp()
    r.onPhase = [.moved: .began]
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(30, 5)).move(to: CGPoint(60, 5))
      .release()
    #expect(
      scene.log.entries(startingWith: "view") == [
        "view.touchesBegan(1)", "view.touchesCancelled(1)",
      ])
  }

  @Test("G15: cancelsTouchesInView false — the view gets the whole sequence")
  func keepsTouches() {
    let (scene, _, r) = setUp()
    r.cancelsTouchesInView = false
    r.onPhase = [.moved: .began, .ended: .ended]
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(30, 5)).release()
    #expect(
      scene.log.entries(startingWith: "view") == [
        "view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)",
      ])
  }

  @Test("G16: delaysTouchesBegan — nothing reaches the view if the gesture recognizes")
  func delaysBeganRecognized() {
    let (scene, _, r) = setUp()
    r.delaysTouchesBegan = true
    r.onPhase = [.moved: .began, .ended: .ended]
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(30, 5)).release()
    #expect(scene.log.entries(startingWith: "view").isEmpty)
  }

  @Test("G16: delaysTouchesBegan — a failure replays began at the touch-down point, then the move")
  func delaysBeganFailed() {
    final class Spy: UIView {
      var seen: [(UITouch.Phase, CGPoint)] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        seen.append((touches.first!.phase, touches.first!.location(in: self)))
      }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        seen.append((touches.first!.phase, touches.first!.location(in: self)))
      }
    }
    let scene = TestScene()
    let spy = Spy(frame: CGRect(0, 0, 200, 200))
    scene.window.addSubview(spy)
    let r = ScriptedRecognizer("gr", scene.log)
    r.delaysTouchesBegan = true
    spy.addGestureRecognizer(r)
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(20, 5))
    #expect(spy.seen.isEmpty)
    r.onPhase = [.moved: .failed]
    scene.fingers.move(to: CGPoint(40, 5))
    #expect(spy.seen.map(\.0) == [.began, .moved])
    #expect(spy.seen.map(\.1) == [CGPoint(5, 5), CGPoint(40, 5)])
  }

  @Test("G17: delaysTouchesEnded holds the view's ended while possible, then ends on failure")
  func delaysEndedThenFails() {
    let (scene, _, r) = setUp()
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(scene.log.entries(startingWith: "view") == ["view.touchesBegan(1)"])
    r.state = .failed
    #expect(
      scene.log.entries(startingWith: "view") == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
    #expect(r.state == .possible, "reset once its sequence is over")
  }

  @Test("G17: delaysTouchesEnded turns the held ended into cancelled when it recognizes")
  func delaysEndedThenRecognizes() {
    let (scene, _, r) = setUp()
    scene.fingers.tap(at: CGPoint(5, 5))
    r.state = .ended
    #expect(
      scene.log.entries(startingWith: "view") == [
        "view.touchesBegan(1)", "view.touchesCancelled(1)",
      ])
    #expect(scene.log.entries(startingWith: "gr.action") == ["gr.action(ended)"])
  }

  @Test("G17: with delaysTouchesEnded false the view's ended is not held")
  func endedNotHeld() {
    let (scene, _, r) = setUp()
    r.delaysTouchesEnded = false
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(
      scene.log.entries(startingWith: "view") == ["view.touchesBegan(1)", "view.touchesEnded(1)"])
  }

  @Test("G38: a recognizer that begins from a timer cancels the view's touch when it fires")
  func timerDrivenRecognition() {
    let scene = TestScene()
    let view = scene.loggingView("view", CGRect(0, 0, 200, 200))
    let r = TimedRecognizer(delay: 0.5)
    r.addTarget(scene.recorder("timed"), action: "handle:")
    view.addGestureRecognizer(r)
    scene.fingers.press(at: CGPoint(5, 5)).wait(0.4)
    #expect(scene.log.entries == ["view.touchesBegan(1)"])
    scene.fingers.wait(0.2)
    #expect(
      scene.log.entries == [
        "view.touchesBegan(1)", "view.touchesCancelled(1)", "timed.action(began)",
      ])
    #expect(scene.app.nextTimerDeadline == nil)
    scene.fingers.release()
    #expect(scene.log.entries.last == "timed.action(ended)")
  }

  @Test("G8: recognizers of the window are included; a delegate can refuse a touch")
  func whoReceives() {
    let (scene, _, r) = setUp()
    let onWindow = ScriptedRecognizer("window", scene.log)
    scene.window.addGestureRecognizer(onWindow)
    let delegate = VetoingDelegate()
    delegate.shouldReceive = false
    r.delegate = delegate
    r.delaysTouchesEnded = false
    onWindow.delaysTouchesEnded = false
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(
      scene.log.entries == [
        "window.began(1)", "view.touchesBegan(1)", "window.ended(1)", "view.touchesEnded(1)",
      ])
  }

  @Test("G9: deepest view's recognizers first, attachment order within a view")
  func recognizerOrder() {
    let scene = TestScene()
    let parent = scene.loggingView("parent", CGRect(0, 0, 200, 200))
    let child = scene.loggingView("child", CGRect(0, 0, 50, 50), in: parent)
    let p1 = ScriptedRecognizer("p1", scene.log), p2 = ScriptedRecognizer("p2", scene.log)
    let c1 = ScriptedRecognizer("c1", scene.log)
    parent.addGestureRecognizer(p1)
    parent.addGestureRecognizer(p2)
    child.addGestureRecognizer(c1)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(
      scene.log.entries == [
        "c1.began(1)", "p1.began(1)", "p2.began(1)", "child.touchesBegan(1)",
        "parent.touchesBegan(1)",
      ])
  }

  @Test("G24: a delegate that refuses to begin makes the recognizer fail")
  func delegateVeto() {
    let (scene, _, r) = setUp()
    let delegate = VetoingDelegate()
    delegate.shouldBegin = false
    r.delegate = delegate
    r.onPhase = [.began: .began]
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(r.state == .failed)
    #expect(scene.log.entries(startingWith: "gr.action").isEmpty)
  }

  @Test("G25: the hit view, not the recognizer's own view, is asked gestureRecognizerShouldBegin")
  func viewVeto() {
    final class Refusing: UIView {
      var asked = 0
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
      }
    }
    let scene = TestScene()
    let parent = Refusing(frame: CGRect(0, 0, 200, 200))
    let child = Refusing(frame: CGRect(0, 0, 50, 50))
    scene.window.addSubview(parent)
    parent.addSubview(child)
    let r = ScriptedRecognizer("gr", scene.log)
    r.onPhase = [.began: .began]
    parent.addGestureRecognizer(r)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(r.state == .failed)
    #expect(child.asked == 1 && parent.asked == 0)
    scene.fingers.release()
    scene.fingers.press(at: CGPoint(100, 100))
    #expect(r.state == .began, "a touch on the recognizer's own view asks nobody")
  }

  @Test("G26: an ignored touch gets no more callbacks and is not cancelled in the view")
  func ignoring() {
    final class Ignoring: UIGestureRecognizer {
      var moves = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for t in touches { ignore(t, for: event) }
      }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves += 1 }
    }
    let scene = TestScene()
    let view = scene.loggingView("view", CGRect(0, 0, 200, 200))
    let r = Ignoring()
    view.addGestureRecognizer(r)
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(9, 9)).release()
    #expect(r.moves == 0)
    #expect(r.numberOfTouches == 0)
    #expect(
      scene.log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
  }

  @Test("G27: location(in:) is the centroid of the tracked touches")
  func centroid() {
    let (scene, view, r) = setUp()
    view.isMultipleTouchEnabled = true
    scene.fingers.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(30, 50))
    #expect(r.numberOfTouches == 2)
    #expect(r.location(in: nil) == CGPoint(20, 30))
    #expect(r.location(ofTouch: 1, in: view) == CGPoint(30, 50))
    #expect(r.location(ofTouch: 5, in: view) == .zero)
  }

  @Test("G43: a recognizer belongs to one view; gestureRecognizers is nil, then [] after removal")
  func ownership() {
    let a = UIView(), b = UIView()
    let r = UIGestureRecognizer()
    #expect(a.gestureRecognizers == nil)
    a.addGestureRecognizer(r)
    b.addGestureRecognizer(r)
    #expect(r.view === b)
    #expect(a.gestureRecognizers?.isEmpty == true)
    b.removeGestureRecognizer(r)
    #expect(b.gestureRecognizers?.isEmpty == true)
    #expect(r.view == nil)
  }

  @Test("F14: duplicate targets are ignored and nil removes act as wildcards")
  func targets() {
    let (scene, _, r) = setUp()
    let extra = scene.recorder("extra")
    r.addTarget(extra, action: "handle:")
    r.addTarget(extra, action: "handle:")
    r.cancelsTouchesInView = false
    r.onPhase = [.began: .ended]
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(scene.log.entries(startingWith: "extra") == ["extra.action(ended)"])
    r.removeTarget(nil, action: nil)
    scene.log.clear()
    scene.fingers.wait(1).tap(at: CGPoint(5, 5))
    #expect(scene.log.entries(startingWith: "extra").isEmpty)
    #expect(scene.log.entries(startingWith: "gr.action").isEmpty)
  }

  @Test("a recognizer removed mid-gesture is cancelled and hears nothing more")
  func removedMidGesture() {
    let (scene, view, r) = setUp()
    r.onPhase = [.began: .began]
    r.cancelsTouchesInView = false
    scene.fingers.press(at: CGPoint(5, 5))
    view.removeGestureRecognizer(r)
    scene.fingers.move(to: CGPoint(9, 9)).release()
    #expect(
      scene.log.entries(startingWith: "gr.") == [
        "gr.began(1)", "gr.action(began)", "gr.action(cancelled)", "gr.reset",
      ])
  }
}
