import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Keeps every touch and event it is given, with what they said at the time.
@MainActor
final class CapturingView: UIView {
  var touches: [UITouch] = []
  var events: [UIEvent] = []
  var snapshots: [(phase: UITouch.Phase, location: CGPoint, previous: CGPoint, tapCount: Int)] = []
  var movedSets: [Int] = []
  var allTouchesCounts: [Int] = []

  private func capture(_ set: Set<UITouch>, _ event: UIEvent?) {
    for touch in set.sorted(by: { $0.timestamp < $1.timestamp }) {
      touches.append(touch)
      snapshots.append(
        (touch.phase, touch.location(in: self), touch.previousLocation(in: self), touch.tapCount))
    }
    if let event {
      events.append(event)
      allTouchesCounts.append(event.allTouches?.count ?? -1)
    }
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    capture(touches, event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    movedSets.append(touches.count)
    capture(touches, event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    capture(touches, event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    capture(touches, event)
  }
}

@Suite("Touch lifecycle (B1–B16)", .debugSwitchesOff)
@MainActor
struct TouchLifecycleTests {
  @Test("B1/B16: one UITouch object and one UIEvent object for the whole sequence")
  func sameObjects() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(20, 20)).release()
    #expect(v.touches.count == 3)
    #expect(v.touches.allSatisfy { $0 === v.touches[0] })
    #expect(v.events.allSatisfy { $0 === v.events[0] })
    #expect(v.snapshots.map(\.phase) == [.began, .moved, .ended])
  }

  @Test("B2: phase raw values match UIKit")
  func phaseRawValues() {
    #expect(
      [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled].map(\.rawValue) == [
        0, 1, 2, 3, 4,
      ])
  }

  @Test("B3: a stationary touch is left out of touchesMoved but stays in allTouches")
  func stationaryLeftOut() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 300, 300))
    v.isMultipleTouchEnabled = true
    scene.window.addSubview(v)
    scene.fingers.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(50, 50))
    scene.fingers.move(1, to: CGPoint(60, 60))
    #expect(v.movedSets == [1])
    #expect(v.allTouchesCounts.last == 2)
    let first = v.touches[0]
    #expect(first.phase == .stationary)
    #expect(first.previousLocation(in: nil) == first.location(in: nil))
  }

  @Test("B3: a move to the same place is stationary and not delivered")
  func zeroMoveIsStationary() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 300, 300))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(10, 10)).stationary()
    #expect(v.movedSets.isEmpty)
    #expect(v.touches[0].phase == .stationary)
  }

  @Test("B4/D9: touch.view stays the hit view when the finger leaves it")
  func viewFixed() {
    let scene = TestScene()
    let a = CapturingView(frame: CGRect(0, 0, 50, 50))
    let b = CapturingView(frame: CGRect(100, 0, 50, 50))
    scene.window.addSubview(a)
    scene.window.addSubview(b)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(120, 10)).release()
    #expect(a.snapshots.map(\.phase) == [.began, .moved, .ended])
    #expect(b.touches.isEmpty)
    #expect(a.touches[0].view === a)
  }

  @Test("B6: touch.window is the window the touch began in")
  func windowFixed() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 50, 50))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(10, 10))
    #expect(v.touches[0].window === scene.window)
  }

  @Test("B7/B8: location and previousLocation in any view; previous equals location at began")
  func locations() {
    let scene = TestScene()
    let outer = UIView(frame: CGRect(100, 100, 200, 200))
    let v = CapturingView(frame: CGRect(10, 10, 50, 50))
    scene.window.addSubview(outer)
    outer.addSubview(v)
    scene.fingers.press(at: CGPoint(115, 120)).move(to: CGPoint(125, 130))
    #expect(v.snapshots[0].location == CGPoint(5, 10))
    #expect(v.snapshots[0].previous == CGPoint(5, 10))
    #expect(v.snapshots[1].location == CGPoint(15, 20))
    #expect(v.snapshots[1].previous == CGPoint(5, 10))
    let touch = v.touches[0]
    #expect(touch.location(in: nil) == CGPoint(125, 130))
    #expect(touch.location(in: outer) == CGPoint(25, 30))
  }

  @Test("B9: timestamps come from the application's clock")
  func timestamps() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 50, 50))
    scene.window.addSubview(v)
    scene.clock.advance(by: 10)
    scene.fingers.press(at: CGPoint(10, 10))
    let touch = v.touches[0]
    #expect(touch.timestamp == scene.clock.now)
    #expect(v.events[0].timestamp == scene.clock.now)
  }

  @Test("B10/B11: a touch-down within 0.5 s and 32 pt counts as the next tap, fixed for life")
  func tapCount() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 300, 300))
    scene.window.addSubview(v)
    scene.fingers.tap(at: CGPoint(10, 10)).tap(at: CGPoint(20, 20))
    scene.fingers.press(at: CGPoint(25, 25)).move(to: CGPoint(200, 200)).release()
    #expect(v.snapshots.map(\.tapCount) == [1, 1, 2, 2, 3, 3, 3])
    scene.fingers.wait(0.6).tap(at: CGPoint(25, 25))
    #expect(v.snapshots.last?.tapCount == 1)
    scene.fingers.tap(at: CGPoint(100, 25))
    #expect(v.snapshots.last?.tapCount == 1, "40 pt away starts a new count")
  }

  @Test("B10: a finger landing while another is still down is a new tap, never the next one")
  func tapCountNeedsLift() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 300, 300))
    v.isMultipleTouchEnabled = true
    scene.window.addSubview(v)
    scene.fingers.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(14, 14))
    #expect(v.touches.map(\.tapCount) == [1, 1])
    scene.fingers.together { $0.press(2, at: CGPoint(20, 20)).press(3, at: CGPoint(22, 22)) }
    #expect(v.touches.suffix(2).map(\.tapCount) == [1, 1], "nor two fingers landing together")
    scene.fingers.together { $0.release(0).release(1).release(2).release(3) }
    scene.fingers.tap(at: CGPoint(22, 22))
    #expect(v.touches.last?.tapCount == 2, "after the lift, the next tap continues the count")
  }

  @Test("B10: the host's click count wins for the mouse")
  func clickCount() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 300, 300))
    scene.window.addSubview(v)
    scene.send(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(5, 5), clickCount: 3))
    #expect(v.touches[0].tapCount == 3)
    #expect(v.touches[0].type == .indirectPointer)
  }

  @Test("B14: fingers are direct touches, pens pencil")
  func touchTypes() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 300, 300))
    v.isMultipleTouchEnabled = true
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5))
    scene.send(.pointer(.down, id: 9, kind: .pen, at: CGPoint(6, 6)))
    #expect(v.touches.map(\.type) == [.direct, .pencil])
  }

  @Test(
    "B12: touch.gestureRecognizers lists the hit view's and ancestors' recognizers, deepest first")
  func touchRecognizers() {
    let scene = TestScene()
    let parent = UIView(frame: CGRect(0, 0, 200, 200))
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(parent)
    parent.addSubview(v)
    let onParent = ScriptedRecognizer("parent", scene.log)
    let onView = ScriptedRecognizer("view", scene.log)
    let onWindow = ScriptedRecognizer("window", scene.log)
    parent.addGestureRecognizer(onParent)
    v.addGestureRecognizer(onView)
    scene.window.addGestureRecognizer(onWindow)
    scene.fingers.press(at: CGPoint(5, 5))
    let names = v.touches[0].gestureRecognizers?.compactMap(\.name)
    #expect(names == ["view", "parent", "window"])
    let plain = CapturingView(frame: CGRect(250, 250, 10, 10))
    scene.window.removeGestureRecognizer(onWindow)
    scene.window.addSubview(plain)
    scene.fingers.press(1, at: CGPoint(255, 255))
    #expect(plain.touches[0].gestureRecognizers?.isEmpty == true)
  }

  @Test("B13/C11: a view hears one began, its moves, then exactly one ended or cancelled per touch")
  func exactlyOneEnd() {
    let scene = TestScene()
    scene.loggingView("v", CGRect(0, 0, 100, 100))
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(6, 6)).release()
    scene.fingers.press(at: CGPoint(5, 5)).cancel()
    #expect(
      scene.log.entries == [
        "v.touchesBegan(1)", "v.touchesMoved(1)", "v.touchesEnded(1)",
        "v.touchesBegan(1)", "v.touchesCancelled(1)",
      ])
  }

  @Test("B15: allTouches and touches(for:) by view, window and recognizer")
  func eventQueries() {
    let scene = TestScene()
    let a = CapturingView(frame: CGRect(0, 0, 100, 100))
    let b = CapturingView(frame: CGRect(100, 0, 100, 100))
    scene.window.addSubview(a)
    scene.window.addSubview(b)
    let recognizer = ScriptedRecognizer("r", scene.log)
    recognizer.cancelsTouchesInView = false
    b.addGestureRecognizer(recognizer)
    scene.fingers.together { $0.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(110, 10)) }
    let event = a.events[0]
    #expect(event.allTouches?.count == 2)
    #expect(event.touches(for: a)?.count == 1)
    #expect(event.touches(for: b)?.first?.view === b)
    #expect(event.touches(for: scene.window)?.count == 2)
    #expect(event.touches(for: recognizer)?.first === b.touches[0])
    #expect(event.type == .touches)
  }

  @Test("B17: event type and subtype raw values match UIKit")
  func eventRawValues() {
    #expect(UIEvent.EventType.presses.rawValue == 3)
    #expect(UIEvent.EventType.remoteControl.rawValue == 2)
    #expect(UIEvent.EventSubtype.motionShake.rawValue == 1)
    #expect(UIEvent.EventSubtype.remoteControlEndSeekingForward.rawValue == 109)
  }
}
