import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A scroll view whose answers to G44's questions are scripted.
@MainActor
final class ScriptedScrollView: UIScrollView {
  var cancels: Bool?
  var begins = true
  override func touchesShouldCancel(in view: UIView) -> Bool {
    cancels ?? super.touchesShouldCancel(in: view)
  }
  override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  {
    begins
  }
}

@Suite(
  "UIScrollView and its content: G44 delays and cancellation, nesting, catching a fling",
  .debugSwitchesOff)
@MainActor
struct ScrollContentTouchTests {
  let scene = TestScene(size: CGSize(width: 400, height: 600))

  /// A list with a button at (20, 100, 120, 44) in content coordinates.
  func list(_ scrollView: UIScrollView? = nil) -> (UIScrollView, UIButton) {
    let scrollView = scrollView ?? scene.scrollView().0
    if scrollView.superview == nil {
      scrollView.frame = CGRect(0, 0, 300, 400)
      scrollView.contentSize = CGSize(width: 300, height: 2000)
      scene.window.addSubview(scrollView)
    }
    let button = UIButton(type: .system)
    button.frame = CGRect(20, 100, 120, 44)
    scrollView.addSubview(button)
    logEvents(button, scene.log)
    return (scrollView, button)
  }

  var controlEvents: [String] {
    scene.log.entries.filter { !$0.hasPrefix("scroll.") }
  }

  @Test("G44: a quick tap on a button in a list fires it; the touch-down waits for the lift")
  func tapFires() {
    let (_, button) = list()
    scene.fingers.press(0, at: CGPoint(60, 120))
    #expect(controlEvents.isEmpty, "held back: the scroll view does not know yet")
    #expect(!button.isHighlighted)
    scene.fingers.release(0)
    #expect(controlEvents == ["touchDown", "upInside", "primary"])
  }

  @Test("G44: a touch held 150 ms reaches the content then, not before")
  func delayIs150ms() {
    _ = list()
    scene.fingers.press(0, at: CGPoint(60, 120)).wait(0.14)
    #expect(controlEvents.isEmpty)
    scene.fingers.wait(0.02)
    #expect(controlEvents == ["touchDown"])
    scene.fingers.release(0)
    #expect(controlEvents == ["touchDown", "upInside", "primary"])
  }

  @Test("G44: a drag that starts on the button scrolls the list, and the button hears nothing")
  func dragScrollsNotButton() {
    let (scrollView, _) = list()
    scene.drag(from: CGPoint(60, 120), to: CGPoint(60, 20), steps: 5)
    #expect(scrollView.contentOffset.y > 0)
    #expect(controlEvents.isEmpty)
  }

  @Test("G44: once the button has the touch, touchesShouldCancel (false for controls) keeps it")
  func controlKeepsHeldTouch() {
    let (scrollView, _) = list()
    scene.fingers.press(0, at: CGPoint(60, 120)).wait(0.2).drag(0, to: CGPoint(60, 20), steps: 5)
    #expect(scrollView.contentOffset.y == 0, "the scroll does not start")
    scene.fingers.release(0)
    #expect(controlEvents.first == "touchDown" && controlEvents.contains("upOutside"))
    #expect(!controlEvents.contains("cancel"))
  }

  @Test("G44: when touchesShouldCancel says yes, the scroll starts and the button gets touchCancel")
  func cancelsHeldTouch() {
    let scripted = ScriptedScrollView(frame: .zero)
    scripted.cancels = true
    let (scrollView, _) = list(scripted)
    scene.fingers.press(0, at: CGPoint(60, 120)).wait(0.2).drag(0, to: CGPoint(60, 20), steps: 5)
    #expect(scrollView.contentOffset.y > 0)
    #expect(controlEvents == ["touchDown", "cancel"])
    scene.fingers.release(0)
    #expect(controlEvents == ["touchDown", "cancel"])
  }

  @Test("G44: canCancelContentTouches false: a view that has the touch keeps it, nothing scrolls")
  func cannotCancel() {
    let (scrollView, _) = scene.scrollView()
    scrollView.canCancelContentTouches = false
    scene.loggingView("cell", CGRect(0, 0, 300, 200), in: scrollView)
    scene.fingers.press(0, at: CGPoint(60, 120)).wait(0.2).drag(0, to: CGPoint(60, 20), steps: 5)
    scene.fingers.release(0)
    #expect(scrollView.contentOffset.y == 0)
    #expect(scene.log.entries.last == "cell.touchesEnded(1)")
    // A plain view is cancelled when it may be.
    scrollView.canCancelContentTouches = true
    scene.log.clear()
    scene.fingers.press(0, at: CGPoint(60, 120)).wait(0.2).drag(0, to: CGPoint(60, 20), steps: 5)
    scene.fingers.release(0)
    #expect(scrollView.contentOffset.y > 0)
    #expect(scene.log.entries(startingWith: "cell.").last == "cell.touchesCancelled(1)")
  }

  @Test("G44: delaysContentTouches false delivers touch-down at once")
  func noDelay() {
    let (scrollView, _) = list()
    scrollView.delaysContentTouches = false
    scene.fingers.press(0, at: CGPoint(60, 120))
    #expect(controlEvents == ["touchDown"])
    scene.fingers.release(0)
  }

  @Test("G44: touchesShouldBegin false keeps touches from the content; scrolling still works")
  func shouldBeginFalse() {
    let scripted = ScriptedScrollView(frame: .zero)
    scripted.begins = false
    let (scrollView, _) = list(scripted)
    scene.fingers.tap(0, at: CGPoint(60, 120))
    scene.fingers.press(0, at: CGPoint(60, 120)).wait(0.2).release(0)
    #expect(controlEvents.isEmpty)
    scene.drag(from: CGPoint(60, 300), to: CGPoint(60, 100))
    #expect(scrollView.contentOffset.y > 0)
  }

  @Test("a touch on a gliding list stops it and does not tap what is under the finger")
  func catchFling() {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 300, height: 20000))
    scene.loggingView("cell", CGRect(0, 0, 300, 20000), in: scrollView)
    scene.drag(from: CGPoint(200, 390), to: CGPoint(200, 190), steps: 10)
    scene.runFrames(for: 0.3)
    #expect(scrollView.isDecelerating)
    scene.log.clear()
    scene.fingers.press(0, at: CGPoint(60, 120))
    let caught = scrollView.contentOffset
    #expect(!scrollView.isDecelerating)
    scene.fingers.release(0)
    scene.settle()
    #expect(scrollView.contentOffset == caught, "caught where it was")
    #expect(scene.log.entries(startingWith: "cell.").isEmpty, "the catching tap went nowhere")
    scene.fingers.tap(0, at: CGPoint(60, 120))
    #expect(
      scene.log.entries(startingWith: "cell.") == ["cell.touchesBegan(1)", "cell.touchesEnded(1)"])
  }

  @Test("nesting: a horizontal carousel in a vertical list; each takes its own axis")
  func nested() {
    let (outer, _) = scene.scrollView()
    let (inner, _) = scene.scrollView(
      contentSize: CGSize(width: 900, height: 100), frame: CGRect(0, 100, 300, 100), in: outer)
    scene.drag(from: CGPoint(150, 150), to: CGPoint(150, 50), hold: 0.2)
    #expect(outer.contentOffset.y > 0 && inner.contentOffset.x == 0, "vertical: the list")
    outer.contentOffset = .zero
    scene.drag(from: CGPoint(250, 150), to: CGPoint(50, 150), hold: 0.2)
    #expect(inner.contentOffset.x > 0 && outer.contentOffset.y == 0, "horizontal: the carousel")
  }

  @Test("nesting: without bounces, an inner list at its end hands the drag to the outer one")
  func handOverAtEdge() {
    let (outer, _) = scene.scrollView()
    let (inner, _) = scene.scrollView(
      contentSize: CGSize(width: 300, height: 400), frame: CGRect(0, 100, 300, 200), in: outer)
    inner.bounces = false
    inner.contentOffset = CGPoint(x: 0, y: 200)  // at its end
    scene.drag(from: CGPoint(150, 250), to: CGPoint(150, 150), hold: 0.2)
    #expect(inner.contentOffset.y == 200)
    #expect(outer.contentOffset.y > 0, "the outer list scrolled on")
    outer.contentOffset = .zero
    scene.drag(from: CGPoint(150, 150), to: CGPoint(150, 250), hold: 0.2)
    #expect(inner.contentOffset.y < 200 && outer.contentOffset.y == 0, "back up: the inner one")
  }

  @Test("A9 and scrolling: a switch in a list takes horizontal drags, the list vertical ones")
  func switchInList() {
    let (scrollView, _) = scene.scrollView()
    let toggle = UISwitch(frame: CGRect(200, 100, 51, 31))
    scrollView.addSubview(toggle)
    scene.drag(from: CGPoint(210, 115), to: CGPoint(260, 115), steps: 5)
    #expect(toggle.isOn && scrollView.contentOffset == .zero)
    scene.drag(from: CGPoint(225, 115), to: CGPoint(225, 15), steps: 5)
    #expect(scrollView.contentOffset.y > 0 && toggle.isOn)
  }
}
