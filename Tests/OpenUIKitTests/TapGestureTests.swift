import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Tap and long press recognizers (G28–G31, G35–G38)", .debugSwitchesOff)
@MainActor
struct TapGestureTests {
  // MARK: Tap

  @Test("G28/G29: a tap is recognized once, at lift-off, and cancels the view's touch")
  func tap() {
    let (scene, view) = gestureScene()
    let tap = UITapGestureRecognizer()
    track(tap, "tap", scene.log)
    view.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(10, 10))
    #expect(scene.log.entries(startingWith: "tap").isEmpty)
    scene.fingers.release()
    // The action runs right after the gesture stage, before the view hears the cancel (G5).
    #expect(scene.log.entries == ["view.touchesBegan(1)", "tap:ended", "view.touchesCancelled(1)"])
    #expect(tap.state == .possible, "reset after the sequence")
  }

  @Test("G30: a tap fails after 10 pt of movement or 0.75 s down")
  func tapLimits() {
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    track(tap, "tap", scene.log)
    var location = CGPoint.zero
    tap.addAction { [unowned view] in location = $0.location(in: view) }
    view.addGestureRecognizer(tap)
    scene.fingers.tap(at: CGPoint(10, 10))
    scene.fingers.wait(1).together {
      $0.press(0, at: CGPoint(10, 10)).press(1, at: CGPoint(40, 10))
    }
    scene.fingers.together { $0.release(0).release(1) }
    #expect(scene.log.entries(startingWith: "tap") == ["tap:ended"])
    #expect(location == CGPoint(25, 10), "the centroid of the fingers, read in the action")
  }

  /// A view with a single tap that requires a double tap to fail, both logged.
  func singleRequiringDouble() -> (TestScene, UITapGestureRecognizer, UITapGestureRecognizer) {
    let (scene, view) = gestureScene()
    let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    track(single, "single", scene.log)
    track(double, "double", scene.log)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    return (scene, single, double)
  }

  @Test(
    "G17 (Apple's example): with a double tap, the view hears both begins, then both cancelled, never an end"
  )
  func doubleTapHoldsBothEnds() {
    let (scene, view) = gestureScene()
    let double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    track(double, "double", scene.log)
    view.addGestureRecognizer(double)
    scene.fingers.tap(at: CGPoint(10, 10)).tap(at: CGPoint(12, 12))
    scene.fingers.wait(1)
    #expect(
      scene.log.entries == [
        "view.touchesBegan(1)", "view.touchesBegan(1)", "double:ended", "view.touchesCancelled(2)",
      ])
    #expect(double.state == .possible)
  }

  @Test("G18/G19: one tap — the single tap fires late, once the double tap has failed")
  func singleRequiresDoubleOneTap() {
    let (scene, single, double) = singleRequiringDouble()
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.log.entries(startingWith: "single").isEmpty, "waiting for the double tap")
    #expect(scene.log.entries == ["view.touchesBegan(1)"], "the view's ended is held (G17)")
    scene.fingers.wait(0.6)
    #expect(
      scene.log.entries == ["view.touchesBegan(1)", "view.touchesCancelled(1)", "single:ended"])
    #expect(single.state == .possible && double.state == .possible)
  }

  @Test("G18/G19/G31: two taps — the double tap counts both and fires; the single tap fails")
  func singleRequiresDoubleTwoTaps() {
    let (scene, _, _) = singleRequiringDouble()
    scene.fingers.tap(at: CGPoint(10, 10)).tap(at: CGPoint(12, 12))
    scene.fingers.wait(1)
    #expect(scene.log.entries(startingWith: "single").isEmpty)
    #expect(scene.log.entries(startingWith: "double") == ["double:ended"])
  }

  @Test("G22: without a requirement a single tap fires at once and does not block the double tap")
  func tapDoesNotPreventMoreTaps() {
    let (scene, view) = gestureScene()
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

  @Test("G35/G37/G38: a long press begins from the timer, changes with movement, ends on lift")
  func longPress() {
    let (scene, view) = gestureScene()
    let press = UILongPressGestureRecognizer()
    track(press, "press", scene.log)
    view.addGestureRecognizer(press)
    scene.fingers.press(at: CGPoint(10, 10)).wait(0.4)
    #expect(scene.log.entries(startingWith: "press").isEmpty)
    scene.fingers.wait(0.2)
    #expect(scene.log.entries(startingWith: "press") == ["press:began"])
    scene.fingers.move(to: CGPoint(200, 200)).release()
    #expect(
      scene.log.entries(startingWith: "press") == ["press:began", "press:changed", "press:ended"],
      "no movement limit after began (G37)")
  }

  @Test("G36: a long press fails when the finger moves or lifts too early")
  func longPressFails() {
    let (scene, view) = gestureScene()
    let press = UILongPressGestureRecognizer()
    track(press, "press", scene.log)
    view.addGestureRecognizer(press)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(25, 10)).wait(1).release()
    scene.fingers.press(at: CGPoint(10, 10)).wait(0.3).release().wait(1)
    #expect(scene.log.entries(startingWith: "press").isEmpty)
  }

  @Test("long press vs tap: a quick tap is a tap, a held press is a long press")
  func longPressVersusTap() {
    let (scene, view) = gestureScene()
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
}
