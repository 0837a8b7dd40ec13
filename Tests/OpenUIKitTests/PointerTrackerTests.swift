import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A window that counts its hit tests.
@MainActor
final class CountingWindow: UIWindow {
  var hitTests = 0
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    hitTests += 1
    return super.hitTest(point, with: event)
  }
}

/// A canvas of the app's own that takes the wheel: it pans by at most `limit` points a turn
/// and zooms with control held.
@MainActor
final class WheelCanvas: UIView {
  var panned = CGPoint.zero
  var limit: CGFloat = .greatestFiniteMagnitude
  var zooms: [CGPoint] = []
  override func scrollWheel(by delta: CGPoint) -> CGPoint {
    let used = CGPoint(x: max(-limit, min(limit, delta.x)), y: max(-limit, min(limit, delta.y)))
    panned.x += used.x
    panned.y += used.y
    return used
  }
  override func zoomWheel(by deltaY: CGFloat, at location: CGPoint) -> Bool {
    zooms.append(location)
    return true
  }
}

/// An application with one counting window, made in each test's body: a window made later in
/// the body belongs to the application made last, and no parallel test's may come between.
@MainActor
final class PointerFixture {
  let clock = ManualClock()
  let app: UIApplication
  let window: CountingWindow

  init() {
    app = UIApplication(clock: clock)
    window = CountingWindow(frame: CGRect(0, 0, 300, 300))
    window.makeKeyAndVisible()
  }

  func send(_ records: InputRecord...) {
    app.enqueue(contentsOf: records)
    app.processQueuedInput()
  }

  func hover(_ point: CGPoint) {
    send(.pointer(.hover, id: PointerID(device: 1, index: 0), kind: .mouse, at: point))
  }

  func wheel(_ dx: CGFloat, _ dy: CGFloat, at point: CGPoint, _ flags: UIKeyModifierFlags = []) {
    send(
      InputRecord(
        .wheel(WheelInput(deltaX: dx, deltaY: dy, location: point, modifierFlags: flags)),
        timestamp: clock.now))
  }
}

@Suite(
  "The pointer with no button down: one hit test per update drives hover, cursor, wheel, keys and drops (issue 29)",
  .debugSwitchesOff)
@MainActor
struct PointerTrackerTests {
  @Test("a move hit-tests once; the cursor, hover and the wheel at that place share the answer")
  func oneHitTestPerUpdate() {
    let t = PointerFixture()
    let field = UITextField(frame: CGRect(0, 0, 100, 30))
    t.window.addSubview(field)
    let hovering = UIHoverGestureRecognizer { _ in }
    field.addGestureRecognizer(hovering)
    t.window.hitTests = 0
    t.hover(CGPoint(10, 10))
    #expect(t.window.hitTests == 1 && hovering.state == .began)
    #expect(t.app.pointerCursor == .iBeam && t.app.pointerCursor == .iBeam)
    t.wheel(0, 10, at: CGPoint(10, 10))
    #expect(t.window.hitTests == 1, "nothing moved: the cursor and the wheel reuse the answer")
    t.hover(CGPoint(12, 10))
    #expect(t.window.hitTests == 2 && hovering.state == .changed)
  }

  @Test("a change under a still pointer is seen: the next question hit-tests again")
  func treeChangesAreSeen() {
    let t = PointerFixture()
    let button = UIButton(type: .system)
    button.isPointerInteractionEnabled = true
    button.frame = CGRect(0, 0, 100, 30)
    t.hover(CGPoint(10, 10))
    #expect(t.app.pointerCursor == .arrow)
    t.window.addSubview(button)
    #expect(t.app.pointerCursor == .hand, "a view appeared under the pointer")
    button.isHidden = true
    #expect(t.app.pointerCursor == .arrow)
    button.isHidden = false
    button.center = CGPoint(250, 250)
    #expect(t.app.pointerCursor == .arrow, "it moved away")
    // A window coming in front at the pointer takes over.
    let front = UIWindow(frame: CGRect(0, 0, 50, 50))
    front.windowLevel = .alert
    let field = UITextField(frame: CGRect(0, 0, 50, 50))
    front.addSubview(field)
    front.isHidden = false
    #expect(t.app.pointerCursor == .iBeam)
    front.windowLevel = UIWindow.Level(rawValue: -1)
    #expect(t.app.pointerCursor == .arrow, "lowered behind the main window")
  }

  @Test("the remembered answer never keeps a removed view alive")
  func noRetention() {
    let t = PointerFixture()
    weak var gone: UIView?
    do {
      let view = UIView(frame: CGRect(0, 0, 100, 100))
      t.window.addSubview(view)
      gone = view
      t.hover(CGPoint(10, 10))
      #expect(t.app.pointerCursor == .arrow)
      view.removeFromSuperview()
    }
    #expect(gone == nil)
  }

  @Test("the pointer leaving the window, or a non-finite place, leaves no answer behind")
  func leavingAndBadInput() {
    let t = PointerFixture()
    t.hover(CGPoint(10, 10))
    #expect(t.app.pointerCursor == .arrow)
    t.send(InputRecord(.window(.pointerExited), timestamp: t.clock.now))
    #expect(t.app.pointerCursor == nil)
    let before = t.window.hitTests
    t.hover(CGPoint(CGFloat.nan, 10))
    #expect(t.app.pointerCursor == nil && t.window.hitTests == before)
  }

  @Test("a view of the app's own takes the wheel by overriding scrollWheel(by:); the rest goes up")
  func customWheelTarget() {
    let t = PointerFixture()
    let scrollView = UIScrollView(frame: CGRect(0, 0, 300, 300))
    scrollView.contentSize = CGSize(width: 300, height: 1000)
    let canvas = WheelCanvas(frame: CGRect(0, 0, 200, 200))
    canvas.limit = 15
    scrollView.addSubview(canvas)
    t.window.addSubview(scrollView)
    t.wheel(0, 40, at: CGPoint(50, 50))
    #expect(canvas.panned == CGPoint(0, 15))
    #expect(scrollView.contentOffset.y == 25, "what the canvas left, the scroll view took")
    t.wheel(0, 10, at: CGPoint(50, 50), .control)
    #expect(canvas.zooms.count == 1, "control zooms the innermost view that zooms")
    #expect(approx(canvas.zooms[0], CGPoint(50, 75)), "in the canvas's own coordinates")
    #expect(scrollView.contentOffset.y == 25)
  }
}
