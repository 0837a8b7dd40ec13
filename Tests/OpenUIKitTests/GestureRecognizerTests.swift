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

@Suite("Gesture recognizers and arbitration (G18–G43)")
@MainActor
struct GestureRecognizerTests {
  func scene() -> (TestScene, LoggingView) {
    let scene = TestScene()
    let view = scene.loggingView("view", CGRect(0, 0, 300, 300))
    view.isMultipleTouchEnabled = true
    return (scene, view)
  }

  // MARK: Tap

  @Test("G29: a tap is recognized once, at lift-off, and cancels the view's touch")
  func tap() {
    let (scene, view) = scene()
    let tap = UITapGestureRecognizer()
    track(tap, "tap", scene.log)
    view.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(10, 10))
    #expect(scene.log.entries(startingWith: "tap").isEmpty)
    scene.fingers.release()
    #expect(scene.log.entries == ["view.touchesBegan(1)", "view.touchesCancelled(1)", "tap:ended"])
    #expect(tap.state == .possible, "reset after the sequence")
  }

  @Test("G30: a tap fails after 10 pt of movement or 0.75 s down")
  func tapLimits() {
    let (scene, view) = scene()
    let tap = UITapGestureRecognizer()
    track(tap, "tap", scene.log)
    view.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(21, 10)).release()
    scene.fingers.wait(1).press(at: CGPoint(10, 10)).wait(0.8).release()
    #expect(scene.log.entries(startingWith: "tap").isEmpty)
    scene.fingers.wait(1).press(at: CGPoint(10, 10)).move(to: CGPoint(18, 14)).release()
    #expect(scene.log.entries(startingWith: "tap") == ["tap:ended"])
  }

  @Test("G29: a two-finger tap needs both fingers")
  func twoFingerTap() {
    let (scene, view) = scene()
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    track(tap, "tap", scene.log)
    var location = CGPoint.zero
    tap.addAction { location = $0.location(in: view) }
    view.addGestureRecognizer(tap)
    scene.fingers.tap(at: CGPoint(10, 10))
    scene.fingers.wait(1).together { $0.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(40, 10)) }
    scene.fingers.together { $0.release(0).release(1) }
    #expect(scene.log.entries(startingWith: "tap") == ["tap:ended"])
    #expect(location == CGPoint(25, 10), "the centroid of the fingers, read in the action")
  }

  @Test("G19: one tap — the single tap fires late, once the double tap has failed")
  func singleRequiresDoubleOneTap() {
    let (scene, view) = scene()
    let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    track(single, "single", scene.log)
    track(double, "double", scene.log)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.log.entries(startingWith: "single").isEmpty, "waiting for the double tap")
    #expect(scene.log.entries == ["view.touchesBegan(1)"], "the view's ended is held (G17)")
    scene.fingers.wait(0.6)
    #expect(scene.log.entries == ["view.touchesBegan(1)", "view.touchesCancelled(1)", "single:ended"])
    #expect(single.state == .possible && double.state == .possible)
  }

  @Test("G19: two taps — the double tap fires and the single tap fails")
  func singleRequiresDoubleTwoTaps() {
    let (scene, view) = scene()
    let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    track(single, "single", scene.log)
    track(double, "double", scene.log)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    scene.fingers.tap(at: CGPoint(10, 10)).tap(at: CGPoint(12, 12))
    scene.fingers.wait(1)
    #expect(scene.log.entries(startingWith: "single").isEmpty)
    #expect(scene.log.entries(startingWith: "double") == ["double:ended"])
  }

  @Test("G22: without a requirement a single tap fires at once and does not block the double tap")
  func tapDoesNotPreventMoreTaps() {
    let (scene, view) = scene()
    let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    track(single, "single", scene.log)
    track(double, "double", scene.log)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    scene.fingers.tap(at: CGPoint(10, 10)).tap(at: CGPoint(10, 10))
    #expect(scene.log.entries(startingWith: "single") == ["single:ended", "single:ended"])
    #expect(scene.log.entries(startingWith: "double") == ["double:ended"])
  }

  // MARK: Long press

  @Test("G35/G38: a long press begins from the timer, changes with movement, ends on lift")
  func longPress() {
    let (scene, view) = scene()
    let press = UILongPressGestureRecognizer()
    track(press, "press", scene.log)
    view.addGestureRecognizer(press)
    scene.fingers.press(at: CGPoint(10, 10)).wait(0.4)
    #expect(scene.log.entries(startingWith: "press").isEmpty)
    scene.fingers.wait(0.2)
    #expect(scene.log.entries(startingWith: "press") == ["press:began"])
    scene.fingers.move(to: CGPoint(200, 200)).release()
    #expect(scene.log.entries(startingWith: "press") == ["press:began", "press:changed", "press:ended"], "no movement limit after began (G37)")
  }

  @Test("G36: a long press fails when the finger moves or lifts too early")
  func longPressFails() {
    let (scene, view) = scene()
    let press = UILongPressGestureRecognizer()
    track(press, "press", scene.log)
    view.addGestureRecognizer(press)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(25, 10)).wait(1).release()
    scene.fingers.press(at: CGPoint(10, 10)).wait(0.3).release().wait(1)
    #expect(scene.log.entries(startingWith: "press").isEmpty)
  }

  @Test("long press vs tap: a quick tap is a tap, a held press is a long press")
  func longPressVersusTap() {
    let (scene, view) = scene()
    let press = UILongPressGestureRecognizer(), tap = UITapGestureRecognizer()
    track(press, "press", scene.log)
    track(tap, "tap", scene.log)
    view.addGestureRecognizer(press)
    view.addGestureRecognizer(tap)
    scene.fingers.tap(at: CGPoint(10, 10))
    scene.fingers.wait(1).press(at: CGPoint(10, 10)).wait(0.6).release()
    let gestures = scene.log.entries.filter { $0.hasPrefix("press") || $0.hasPrefix("tap") }
    #expect(gestures == ["tap:ended", "press:began", "press:ended"])
  }

  // MARK: Pan

  @Test("G32/G33: a pan begins after 10 pt; translation counts from touch-down")
  func pan() {
    let (scene, view) = scene()
    let pan = UIPanGestureRecognizer()
    track(pan, "pan", scene.log)
    view.addGestureRecognizer(pan)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(16, 10))
    #expect(pan.state == .possible)
    scene.fingers.move(to: CGPoint(22, 10))
    #expect(pan.state == .began)
    #expect(pan.translation(in: view) == CGPoint(12, 0))
    scene.fingers.move(to: CGPoint(40, 30)).release()
    #expect(scene.log.entries(startingWith: "pan") == ["pan:began", "pan:changed", "pan:ended"])
    #expect(scene.log.entries(startingWith: "view") == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesCancelled(1)"])
  }

  @Test("G33: setTranslation rebases the translation, in the given view's coordinates")
  func setTranslation() {
    let (scene, view) = scene()
    let scaled = UIView(frame: CGRect(0, 0, 100, 100))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    view.addSubview(scaled)
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(50, 10))
    #expect(pan.translation(in: scaled) == CGPoint(20, 0), "half in a view scaled by 2")
    pan.setTranslation(.zero, in: view)
    scene.fingers.move(to: CGPoint(60, 20))
    #expect(pan.translation(in: view) == CGPoint(10, 10))
  }

  @Test("G34: velocity of a pan at a known speed, and 0 once it stops")
  func panVelocity() {
    let (scene, view) = scene()
    let pan = UIPanGestureRecognizer()
    view.addGestureRecognizer(pan)
    scene.fingers.stepInterval = 0.01
    scene.fingers.press(at: CGPoint(0, 100))
    for step in 1...20 { scene.fingers.move(to: CGPoint(CGFloat(step) * 5, 100)) }  // 500 pt/s
    let v = pan.velocity(in: view)
    #expect(abs(v.x - 500) < 1e-6 && v.y == 0)
    scene.fingers.wait(0.2)
    #expect(pan.velocity(in: view) == .zero)
  }

  @Test("pan inside pan: the inner one wins, the outer one fails")
  func panInsidePan() {
    let (scene, view) = scene()
    let inner = scene.loggingView("inner", CGRect(0, 0, 100, 100), in: view)
    let outerPan = UIPanGestureRecognizer(), innerPan = UIPanGestureRecognizer()
    track(outerPan, "outer", scene.log)
    track(innerPan, "inner", scene.log)
    view.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(40, 10)).release()
    let gestures = scene.log.entries.filter { $0.hasPrefix("outer:") || $0.hasPrefix("inner:") }
    #expect(gestures == ["inner:began", "inner:ended"])
  }

  @Test("pan vs swipe on one view: the pan wins; with pan requiring swipe to fail, the swipe wins")
  func panVersusSwipe() {
    let (scene, view) = scene()
    let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
    track(pan, "pan", scene.log)
    track(swipe, "swipe", scene.log)
    view.addGestureRecognizer(pan)
    view.addGestureRecognizer(swipe)
    scene.fingers.press(at: CGPoint(10, 10)).drag(to: CGPoint(100, 10), steps: 6).release()
    #expect(scene.log.entries(startingWith: "swipe").isEmpty)
    #expect(scene.log.entries(startingWith: "pan").first == "pan:began")
    scene.log.clear()
    pan.require(toFail: swipe)
    scene.fingers.wait(1).press(at: CGPoint(10, 10)).drag(to: CGPoint(100, 10), steps: 6).release()
    #expect(scene.log.entries(startingWith: "swipe") == ["swipe:ended"])
    #expect(scene.log.entries(startingWith: "pan").isEmpty)
  }

  // MARK: Swipe, edge pan

  @Test("G41: a swipe needs the right direction, distance and speed")
  func swipe() {
    let (scene, view) = scene()
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.left, .up]
    track(swipe, "swipe", scene.log)
    view.addGestureRecognizer(swipe)
    scene.fingers.press(at: CGPoint(200, 100)).drag(to: CGPoint(260, 100), steps: 3).release()
    scene.fingers.wait(1).press(at: CGPoint(200, 100)).drag(to: CGPoint(140, 140), steps: 3).release()
    scene.fingers.wait(1).press(at: CGPoint(200, 100)).wait(0.6).drag(to: CGPoint(100, 100), steps: 3).release()
    #expect(scene.log.entries(startingWith: "swipe").isEmpty, "wrong way, too steep, too slow")
    scene.fingers.wait(1).press(at: CGPoint(200, 200)).drag(to: CGPoint(200, 120), steps: 3).release()
    #expect(scene.log.entries(startingWith: "swipe") == ["swipe:ended"])
    #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
  }

  @Test("a screen-edge pan starts only near an enabled edge")
  func edgePan() {
    let (scene, view) = scene()
    let edge = UIScreenEdgePanGestureRecognizer()
    edge.edges = .left
    track(edge, "edge", scene.log)
    view.addGestureRecognizer(edge)
    scene.fingers.press(at: CGPoint(100, 100)).drag(to: CGPoint(200, 100), steps: 3).release()
    #expect(scene.log.entries(startingWith: "edge").isEmpty)
    scene.fingers.press(at: CGPoint(5, 100)).drag(to: CGPoint(100, 100), steps: 3).release()
    #expect(scene.log.entries(startingWith: "edge").first == "edge:began")
  }

  // MARK: Pinch and rotation

  @Test("G39/G40: two fingers give the exact scale and angle; both run together by delegate")
  func pinchAndRotation() {
    let (scene, view) = scene()
    let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
    let delegate = SimultaneousDelegate()
    pinch.delegate = delegate
    track(pinch, "pinch", scene.log)
    track(rotation, "rotation", scene.log)
    var endScale: CGFloat = 0
    pinch.addAction { if $0.state == .ended { endScale = pinch.scale } }
    view.addGestureRecognizer(pinch)
    view.addGestureRecognizer(rotation)
    scene.fingers.together { $0.press(0, at: CGPoint(100, 100)).press(1, at: CGPoint(200, 100)) }
    // Finger 1 goes to straight below finger 0, twice as far: scale 2, a quarter turn.
    scene.fingers.together { $0.stationary(0).move(1, to: CGPoint(100, 300)) }
    #expect(abs(pinch.scale - 2) < 1e-9)
    #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
    scene.fingers.together { $0.release(0).release(1) }
    #expect(abs(endScale - 2) < 1e-9, "the final action still reads the scale reached")
    #expect(scene.log.entries(startingWith: "pinch") == ["pinch:began", "pinch:ended"])
    #expect(scene.log.entries(startingWith: "rotation") == ["rotation:began", "rotation:ended"])
  }

  @Test("G22: without simultaneous recognition the first to begin prevents the other")
  func pinchPreventsRotation() {
    let (scene, view) = scene()
    let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
    track(pinch, "pinch", scene.log)
    track(rotation, "rotation", scene.log)
    view.addGestureRecognizer(pinch)
    view.addGestureRecognizer(rotation)
    scene.fingers.together { $0.press(0, at: CGPoint(100, 100)).press(1, at: CGPoint(200, 100)) }
    scene.fingers.move(1, to: CGPoint(100, 300)).together { $0.release(0).release(1) }
    #expect(scene.log.entries(startingWith: "rotation").isEmpty)
    #expect(scene.log.entries(startingWith: "pinch").first == "pinch:began")
  }

  @Test("G39: setting scale rebases it, as the reset-to-1 pattern expects")
  func pinchRebase() {
    let (scene, view) = scene()
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    scene.fingers.together { $0.press(0, at: CGPoint(100, 100)).press(1, at: CGPoint(200, 100)) }
    scene.fingers.move(1, to: CGPoint(300, 100))
    #expect(pinch.scale == 2)
    pinch.scale = 1
    scene.fingers.move(1, to: CGPoint(500, 100))
    #expect(pinch.scale == 2)
  }

  // MARK: Arbitration details

  @Test("G20: a delegate's shouldRequireFailureOf makes a recognizer wait")
  func delegateRequirement() {
    let (scene, view) = scene()
    let tap = UITapGestureRecognizer(), press = UILongPressGestureRecognizer()
    let delegate = RequiringDelegate()
    delegate.other = press
    tap.delegate = delegate
    track(tap, "tap", scene.log)
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(press)
    scene.fingers.press(at: CGPoint(10, 10)).release()
    #expect(scene.log.entries(startingWith: "tap") == ["tap:ended"], "the press failed at lift-off, so the tap went ahead")
  }

  @Test("G20: shouldBeRequiredToFailBy and the subclass hook set up requirements too")
  func otherRequirementHooks() {
    @MainActor final class Patient: UITapGestureRecognizer {
      override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
        (other as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
      }
    }
    @MainActor final class Imposing: UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
      ) -> Bool { otherGestureRecognizer.name == "tap" }
    }
    let (scene, view) = scene()
    let patient = Patient(), firstDouble = UITapGestureRecognizer()
    firstDouble.numberOfTapsRequired = 2
    track(patient, "patient", scene.log)
    view.addGestureRecognizer(patient)
    view.addGestureRecognizer(firstDouble)
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.log.entries.filter { $0.contains(":") }.isEmpty, "the subclass hook makes it wait")
    scene.fingers.wait(0.6)
    #expect(scene.log.entries.filter { $0.contains(":") } == ["patient:ended"])
    view.removeGestureRecognizer(firstDouble)
    view.removeGestureRecognizer(patient)
    let tap = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let imposing = Imposing()
    double.delegate = imposing
    track(tap, "tap", scene.log)
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(double)
    scene.log.clear()
    scene.fingers.wait(1).tap(at: CGPoint(10, 10))
    #expect(scene.log.entries.filter { $0.contains(":") }.isEmpty, "the tap waits for the double tap")
    scene.fingers.wait(0.6)
    #expect(scene.log.entries.filter { $0.contains(":") } == ["tap:ended"])
  }

  @Test("recognizers on the window and on ancestors see the touch; the deepest recognizes first")
  func windowAndAncestors() {
    let (scene, view) = scene()
    let onWindow = UITapGestureRecognizer(), onView = UITapGestureRecognizer()
    track(onWindow, "window", scene.log)
    track(onView, "view", scene.log)
    scene.window.addGestureRecognizer(onWindow)
    view.addGestureRecognizer(onView)
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.log.entries.filter { $0.contains(":") } == ["view:ended"])
    scene.fingers.wait(1).tap(at: CGPoint(310, 400))
    #expect(scene.log.entries.filter { $0.contains(":") } == ["view:ended", "window:ended"])
  }

  @Test("cancelsTouchesInView false: the view gets the whole sequence alongside the pan")
  func panKeepsViewTouches() {
    let (scene, view) = scene()
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    view.addGestureRecognizer(pan)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(40, 10)).release()
    #expect(scene.log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
  }

  @Test("delaysTouchesBegan on a tap: the view never sees a tap, but sees a drag replayed")
  func delaysBeganWithTap() {
    let (scene, view) = scene()
    let tap = UITapGestureRecognizer()
    tap.delaysTouchesBegan = true
    view.addGestureRecognizer(tap)
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.log.entries.isEmpty)
    scene.fingers.wait(1).press(at: CGPoint(10, 10)).move(to: CGPoint(40, 10))
    #expect(scene.log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)"])
  }

  @Test("a pan disabled mid-gesture is cancelled, and one whose view leaves is cancelled too")
  func disabledAndRemoved() {
    let (scene, view) = scene()
    let pan = UIPanGestureRecognizer()
    track(pan, "pan", scene.log)
    view.addGestureRecognizer(pan)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(40, 10))
    pan.isEnabled = false
    scene.fingers.release()
    pan.isEnabled = true
    scene.fingers.wait(1).press(at: CGPoint(10, 10)).move(to: CGPoint(40, 10))
    view.removeFromSuperview()
    scene.fingers.move(to: CGPoint(60, 10)).release()
    #expect(scene.log.entries(startingWith: "pan") == ["pan:began", "pan:cancelled", "pan:began", "pan:cancelled"])
  }

  @Test("hover: entering, moving over and leaving a view with no button down")
  func hover() {
    let (scene, view) = scene()
    let hover = UIHoverGestureRecognizer()
    track(hover, "hover", scene.log)
    view.addGestureRecognizer(hover)
    func move(_ x: CGFloat, _ y: CGFloat) {
      scene.app.enqueue(.pointer(.hover, id: 0, kind: .mouse, at: CGPoint(x, y)))
      scene.app.processQueuedInput()
    }
    move(400, 400)
    move(10, 10)
    #expect(hover.location(in: view) == CGPoint(10, 10))
    move(20, 20)
    move(400, 400)
    move(30, 30)
    scene.app.enqueue(InputRecord(.window(.pointerExited)))
    scene.app.processQueuedInput()
    #expect(scene.log.entries(startingWith: "hover") == [
      "hover:began", "hover:changed", "hover:ended", "hover:began", "hover:ended",
    ])
  }

  @Test("arbitration decisions are logged behind a debug flag")
  func debugLog() {
    let (scene, view) = scene()
    let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    single.name = "single"
    double.name = "double"
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    var lines: [String] = []
    OpenUIKitDebug.log = { lines.append($0) }
    OpenUIKitDebug.logsGestureArbitration = true
    defer {
      OpenUIKitDebug.logsGestureArbitration = false
      OpenUIKitDebug.log = { print($0) }
    }
    scene.fingers.tap(at: CGPoint(10, 10)).wait(0.6)
    #expect(lines.contains { $0.contains("single#") && $0.contains("waiting for double#") })
    #expect(lines.contains { $0.contains("goes ahead") })
    #expect(lines.last?.contains("recognized") == true)
  }
}
