import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A small button whose touch area reaches 20 points beyond its bounds.
@MainActor
final class GenerousButton: LoggingView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -20, dy: -20).contains(point)
  }
}

/// An overlay that lets touches through wherever none of its subviews is hit.
@MainActor
final class PassThroughOverlay: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A view that follows the finger by translating its transform in touchesMoved.
@MainActor
final class DraggableView: UIView {
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let parent = superview else { return }
    let now = touch.location(in: parent)
    let before = touch.previousLocation(in: parent)
    transform = transform.concatenating(
      CGAffineTransform(translationX: now.x - before.x, y: now.y - before.y))
  }
}

@Suite("Scenarios an app author writes", .debugSwitchesOff)
@MainActor
struct ScenarioTests {
  @Test("A8: a button's touch area enlarged by overriding point(inside:with:)")
  func enlargedTouchArea() {
    let scene = TestScene()
    let container = scene.loggingView("container", CGRect(0, 0, 300, 300))
    container.callsSuper = false
    let button = GenerousButton("button", frame: CGRect(100, 100, 20, 20), log: scene.log)
    button.callsSuper = false
    container.addSubview(button)
    scene.fingers.tap(at: CGPoint(85, 85))
    scene.fingers.wait(1).tap(at: CGPoint(135, 135))
    scene.fingers.wait(1).tap(at: CGPoint(70, 70))
    #expect(
      scene.log.entries == [
        "button.touchesBegan(1)", "button.touchesEnded(1)",
        "button.touchesBegan(1)", "button.touchesEnded(1)",
        "container.touchesBegan(1)", "container.touchesEnded(1)",
      ])
  }

  @Test("A8: an overlay returning nil for itself passes touches to the sibling beneath")
  func passThroughOverlay() {
    let scene = TestScene()
    scene.loggingView("beneath", CGRect(0, 0, 300, 300))
    let overlay = PassThroughOverlay(frame: CGRect(0, 0, 300, 300))
    scene.window.addSubview(overlay)
    scene.loggingView("badge", CGRect(250, 0, 50, 50), in: overlay)
    scene.fingers.tap(at: CGPoint(100, 100))
    scene.fingers.wait(1).tap(at: CGPoint(260, 10))
    #expect(
      scene.log.entries == [
        "beneath.touchesBegan(1)", "beneath.touchesEnded(1)",
        "badge.touchesBegan(1)", "badge.touchesEnded(1)",
      ])
    #expect(scene.window.hitTest(CGPoint(100, 100), with: nil) !== overlay)
  }

  @Test("a view dragged by translating its transform in touchesMoved follows the finger")
  func dragging() {
    let scene = TestScene()
    let card = DraggableView(frame: CGRect(10, 10, 50, 50))
    scene.window.addSubview(card)
    scene.fingers.press(at: CGPoint(20, 20)).drag(to: CGPoint(120, 220), steps: 10).release()
    #expect(approx(card.frame, CGRect(110, 210, 50, 50)))
    #expect(scene.window.hitTest(CGPoint(130, 230), with: nil) === card)
    #expect(scene.window.hitTest(CGPoint(20, 20), with: nil) === scene.window)
  }

  @Test("dragging a rotated view still follows the finger in its superview's space")
  func draggingRotated() {
    let scene = TestScene()
    let card = DraggableView(frame: CGRect(100, 100, 60, 30))
    card.transform = CGAffineTransform(rotationAngle: .pi / 6)
    scene.window.addSubview(card)
    let start = card.center
    let origin = card.frame.origin
    scene.fingers.press(at: start).drag(to: CGPoint(start.x + 40, start.y - 25), steps: 4).release()
    #expect(
      approx(card.frame.origin, CGPoint(origin.x + 40, origin.y - 25), 1e-9),
      "the rotated card followed the finger")
    #expect(
      approx(card.convert(CGPoint(30, 15), to: nil), CGPoint(start.x + 40, start.y - 25), 1e-9))
  }
}
