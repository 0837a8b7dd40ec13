import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "Touching a view in tests: its visible centre, or the reason it cannot be reached (issue 10)",
  .debugSwitchesOff)
@MainActor
struct TouchOnViewTests {
  let scene = TestScene(size: CGSize(width: 300, height: 300))

  @Test("tap, press and drag on a view land on it, at the centre of its visible part")
  func reaches() throws {
    let panel = named(UIView(), "panel", CGRect(0, 0, 200, 100), in: scene.window)
    panel.clipsToBounds = true
    let half = scene.loggingView("half", CGRect(100, 50, 200, 100), in: panel)
    try scene.fingers.tap(on: half)
    #expect(scene.log.entries.first == "half.touchesBegan(1)")
    // The part inside the panel is x 100…200, y 50…100: its centre is (150, 75).
    #expect(try scene.fingers.requireHittable(half) == CGPoint(150, 75))
    let recorder = scene.recorder("button")
    let button = named(UIButton(), "go", CGRect(20, 20, 60, 30), in: scene.window)
    button.addTarget(recorder, action: "handle:", for: .touchUpInside)
    try scene.fingers.tap(on: button)
    #expect(scene.log.entries.last == "button.action")
    let moving = scene.loggingView("moving", CGRect(200, 200, 40, 40))
    try scene.fingers.drag(on: moving, by: CGVector(dx: 30, dy: 0), steps: 3)
    #expect(scene.log.entries.suffix(5).first == "moving.touchesBegan(1)")
    #expect(scene.log.entries.last == "moving.touchesEnded(1)")
  }

  @Test("a covered view is not tapped: the error says why and carries the report")
  func covered() {
    let target = scene.loggingView("target", CGRect(10, 10, 50, 50))
    named(UIView(), "sheet", CGRect(0, 0, 300, 300), in: scene.window)
    do {
      try scene.fingers.tap(on: target)
      Issue.record("the tap went through")
    } catch let error as TouchTargetError {
      #expect(
        error.reason.hasPrefix("LoggingView \"target\" is covered by UIView \"sheet\""), "\(error)")
      #expect(error.report.contains("UIView \"sheet\" at (35, 35): HIT"), "\(error.report)")
      #expect(error.point == CGPoint(35, 35))
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(scene.log.entries.isEmpty)
  }

  @Test("requireHittable at a point, for a hidden view, and for a view in no window")
  func hittable() throws {
    let view = scene.loggingView("view", CGRect(10, 10, 50, 50))
    #expect(try scene.fingers.requireHittable(view, at: CGPoint(1, 1)) == CGPoint(11, 11))
    #expect(throws: TouchTargetError.self) {
      try scene.fingers.requireHittable(view, at: CGPoint(60, 1))
    }
    view.isHidden = true
    do {
      try scene.fingers.requireHittable(view)
      Issue.record("a hidden view was hittable")
    } catch let error as TouchTargetError {
      #expect(error.reason == "LoggingView \"view\" is hidden")
    }
    let loose = UIView(frame: CGRect(0, 0, 10, 10))
    #expect(throws: TouchTargetError.self) { try scene.fingers.press(on: loose) }
  }
}
