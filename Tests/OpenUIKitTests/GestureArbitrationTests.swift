import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Gesture arbitration, delays and hover (G18–G25)", .debugSwitchesOff)
@MainActor
struct GestureArbitrationTests {
  // MARK: Arbitration details

  @Test("G20: a delegate's shouldRequireFailureOf makes a recognizer wait")
  func delegateRequirement() {
    let (scene, view) = gestureScene()
    let tap = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let delegate = RequiringDelegate()
    delegate.other = double
    tap.delegate = delegate
    track(tap, "tap", scene.log)
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(double)
    scene.fingers.press(at: CGPoint(10, 10)).release()
    #expect(scene.log.entries(startingWith: "tap").isEmpty, "waiting for the double tap to fail")
    scene.fingers.wait(1)
    #expect(
      scene.log.entries(startingWith: "tap") == ["tap:ended"], "it failed, so the tap went ahead")
  }

  @Test("G20: a delegate's requirement links recognizers in different view hierarchies")
  func requirementAcrossHierarchies() {
    let scene = TestScene()
    let left = scene.loggingView("left", CGRect(0, 0, 100, 100))
    let right = scene.loggingView("right", CGRect(150, 0, 100, 100))
    let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
    let delegate = RequiringDelegate()
    delegate.other = pan
    tap.delegate = delegate
    track(tap, "tap", scene.log)
    left.addGestureRecognizer(tap)
    right.addGestureRecognizer(pan)
    scene.fingers.press(1, at: CGPoint(200, 50))  // the pan on the other view is possible
    scene.fingers.press(0, at: CGPoint(50, 50)).release(0)
    #expect(scene.log.entries(startingWith: "tap").isEmpty, "waiting for the pan elsewhere to fail")
    scene.fingers.release(1)  // lifted without moving: the pan fails
    #expect(scene.log.entries(startingWith: "tap") == ["tap:ended"])
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
    let (scene, view) = gestureScene()
    let patient = Patient(), firstDouble = UITapGestureRecognizer()
    firstDouble.numberOfTapsRequired = 2
    track(patient, "patient", scene.log)
    view.addGestureRecognizer(patient)
    view.addGestureRecognizer(firstDouble)
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(
      scene.log.entries.filter { $0.contains(":") }.isEmpty, "the subclass hook makes it wait")
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
    #expect(
      scene.log.entries.filter { $0.contains(":") }.isEmpty, "the tap waits for the double tap")
    scene.fingers.wait(0.6)
    #expect(scene.log.entries.filter { $0.contains(":") } == ["tap:ended"])
  }

  @Test("recognizers on the window and on ancestors see the touch; the deepest recognizes first")
  func windowAndAncestors() {
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    view.addGestureRecognizer(pan)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(40, 10)).release()
    #expect(
      scene.log.entries == ["view.touchesBegan(1)", "view.touchesMoved(1)", "view.touchesEnded(1)"])
  }

  @Test("delaysTouchesBegan on a tap: the view never sees a tap, but sees a drag replayed")
  func delaysBeganWithTap() {
    let (scene, view) = gestureScene()
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
    let (scene, view) = gestureScene()
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
    #expect(
      scene.log.entries(startingWith: "pan") == [
        "pan:began", "pan:cancelled", "pan:began", "pan:cancelled",
      ])
  }

  @Test("hover: entering, moving over and leaving a view with no button down")
  func hover() {
    let (scene, view) = gestureScene()
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
    #expect(
      scene.log.entries(startingWith: "hover") == [
        "hover:began", "hover:changed", "hover:ended", "hover:began", "hover:ended",
      ])
  }

  @Test("arbitration decisions are logged behind a debug flag")
  func debugLog() {
    let (scene, view) = gestureScene()
    let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    single.name = "single"
    double.name = "double"
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    var lines: [String] = []
    let savedLog = OpenUIKitDebug.log
    OpenUIKitDebug.log = { lines.append($0) }
    OpenUIKitDebug.logsGestureArbitration = true
    defer {
      OpenUIKitDebug.logsGestureArbitration = false
      OpenUIKitDebug.log = savedLog
    }
    scene.fingers.tap(at: CGPoint(10, 10)).wait(0.6)
    #expect(lines.contains { $0.contains("single#") && $0.contains("waiting for double#") })
    #expect(lines.contains { $0.contains("goes ahead") })
    #expect(lines.last?.contains("recognized") == true)
  }
}
