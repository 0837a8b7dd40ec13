import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Pan, swipe, pinch and rotation recognizers (G32–G34, G39–G41)", .debugSwitchesOff)
@MainActor
struct PanGestureTests {
  // MARK: Pan

  @Test("G32/G33: a pan begins after 10 pt; translation counts from touch-down")
  func pan() {
    let (scene, view) = gestureScene()
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
    #expect(
      scene.log.entries(startingWith: "view") == [
        "view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesCancelled(1)",
      ])
  }

  @Test(
    "G43: a pan moved to another view mid-gesture goes on there; moved out of the window, it is cancelled (issue 30)"
  )
  func movedMidGesture() {
    let (scene, view) = gestureScene()
    let other = UIView(frame: CGRect(0, 100, 100, 100))
    scene.window.addSubview(other)
    let pan = UIPanGestureRecognizer()
    var seen: [String] = []
    pan.addAction { recognizer in
      seen.append("\(recognizer.state) on \(recognizer.view === other ? "other" : "view")")
      if recognizer.state == .began { other.addGestureRecognizer(recognizer) }
    }
    view.addGestureRecognizer(pan)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(30, 10)).move(to: CGPoint(40, 20))
    #expect(
      pan.view === other && view.gestureRecognizers == [] && other.gestureRecognizers == [pan])
    #expect(pan.translation(in: other) == CGPoint(30, 10))
    scene.fingers.release()
    #expect(seen == ["began on view", "changed on other", "ended on other"])

    let detached = UIView(frame: CGRect(0, 0, 50, 50))
    scene.fingers.press(at: CGPoint(10, 110)).move(to: CGPoint(40, 110))
    #expect(pan.state == .began)
    detached.addGestureRecognizer(pan)
    #expect(pan.state == .cancelled, "a view outside the window hears no touches")
    scene.fingers.release()
  }

  @Test("G33: setTranslation rebases the translation, in the given view's coordinates")
  func setTranslation() {
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
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

  @Test(
    "G23: pan vs swipe on one view: the pan wins; with pan requiring swipe to fail, the swipe wins")
  func panVersusSwipe() {
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
    let swipe = UISwipeGestureRecognizer()
    swipe.direction = [.left, .up]
    track(swipe, "swipe", scene.log)
    view.addGestureRecognizer(swipe)
    scene.fingers.press(at: CGPoint(200, 100)).drag(to: CGPoint(260, 100), steps: 3).release()
    scene.fingers.wait(1).press(at: CGPoint(200, 100)).drag(to: CGPoint(140, 140), steps: 3)
      .release()
    scene.fingers.wait(1).press(at: CGPoint(200, 100)).wait(0.6).drag(
      to: CGPoint(100, 100), steps: 3
    ).release()
    #expect(scene.log.entries(startingWith: "swipe").isEmpty, "wrong way, too steep, too slow")
    scene.fingers.wait(1).press(at: CGPoint(200, 200)).drag(to: CGPoint(200, 120), steps: 3)
      .release()
    #expect(scene.log.entries(startingWith: "swipe") == ["swipe:ended"])
    #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
  }

  @Test("a screen-edge pan starts only near an enabled edge")
  func edgePan() {
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
    let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
    let delegate = SimultaneousDelegate()
    pinch.delegate = delegate
    track(pinch, "pinch", scene.log)
    track(rotation, "rotation", scene.log)
    var endScale: CGFloat = 0
    pinch.addAction { [unowned pinch] in if $0.state == .ended { endScale = pinch.scale } }
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

  @Test("G21/G22: without simultaneous recognition the first to begin prevents the other")
  func pinchPreventsRotation() {
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
    let pinch = UIPinchGestureRecognizer()
    view.addGestureRecognizer(pinch)
    scene.fingers.together { $0.press(0, at: CGPoint(100, 100)).press(1, at: CGPoint(200, 100)) }
    scene.fingers.move(1, to: CGPoint(300, 100))
    #expect(pinch.scale == 2)
    pinch.scale = 1
    scene.fingers.move(1, to: CGPoint(500, 100))
    #expect(pinch.scale == 2)
  }
}
