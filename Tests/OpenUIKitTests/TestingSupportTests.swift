import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Clock, timers and the testing helpers", .debugSwitchesOff)
@MainActor
struct TestingSupportTests {
  @Test("the manual clock moves only forward, and only when told")
  func manualClock() {
    let clock = ManualClock(start: 5)
    clock.advance(by: 1.5)
    clock.advance(by: -3)
    clock.advance(by: .nan)
    #expect(clock.now == 6.5)
  }

  @Test("timers fire in deadline order, then scheduling order, and cancelled ones never")
  func timerOrder() {
    let timers = TimerScheduler()
    var fired: [String] = []
    timers.schedule(at: 2) { fired.append("b") }
    timers.schedule(at: 1) { fired.append("a") }
    timers.schedule(at: 2) { fired.append("c") }
    let cancelled = timers.schedule(at: 1.5) { fired.append("x") }
    cancelled.cancel()
    #expect(timers.nextDeadline == 1)
    #expect(timers.fireTimers(upTo: 1.9) == 1)
    #expect(timers.fireTimers(upTo: 5) == 2)
    #expect(fired == ["a", "b", "c"])
    #expect(timers.nextDeadline == nil)
  }

  @Test("a timer scheduled by a timer within the span fires in the same call")
  func chainedTimers() {
    let timers = TimerScheduler()
    var fired: [Int] = []
    timers.schedule(at: 1) {
      fired.append(1)
      timers.schedule(at: 2) { fired.append(2) }
    }
    timers.fireTimers(upTo: 3)
    #expect(fired == [1, 2])
  }

  @Test("timers due before a record's time fire before it is dispatched")
  func timersBeforeRecords() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    _ = v
    scene.app.timers.schedule(at: 1) { scene.log.record("timer") }
    scene.app.enqueue(.pointer(.down, id: 1, at: CGPoint(5, 5), timestamp: 0.5))
    scene.send(.pointer(.up, id: 1, at: CGPoint(5, 5), timestamp: 1.5))
    #expect(scene.log.entries == ["v.touchesBegan(1)", "timer", "v.touchesEnded(1)"])
    #expect(scene.app.nextTimerDeadline == nil)
  }

  @Test("the system clock is monotonic")
  func systemClock() {
    let clock = SystemClock()
    let a = clock.now
    let b = clock.now
    #expect(b >= a && a >= 0)
  }

  @Test("TouchSequence stamps records with the clock and keeps fingers apart")
  func touchSequence() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 300, 300))
    v.isMultipleTouchEnabled = true
    scene.window.addSubview(v)
    let start = scene.clock.now
    scene.fingers.press(0, at: CGPoint(1, 1)).press(1, at: CGPoint(2, 2)).move(1, to: CGPoint(3, 3))
    #expect(scene.clock.now > start)
    #expect(v.touches[0] !== v.touches[1])
    #expect(v.touches[2] === v.touches[1])
    #expect(scene.app.queuedInputCount == 0)
  }

  @Test("TouchSequence lays the windows out before each step, as a host's frame does (issue 30)")
  func sequenceRunsLayout() {
    let scene = TestScene()
    let controller = PlacingController()
    scene.window.rootViewController = controller
    // No layoutIfNeeded: the button is placed in viewDidLayoutSubviews.
    scene.fingers.tap(at: CGPoint(scene.window.bounds.width - 30, 30))
    #expect(controller.button.frame == CGRect(scene.window.bounds.width - 60, 10, 50, 40))
    #expect(controller.taps == 1)
  }

  @Test("wait(8) runs eight seconds of frames, not one (issue 30)")
  func waitRunsFrames() {
    let scene = TestScene()
    var frames = 0
    let link = CADisplayLink { _ in frames += 1 }
    link.add(to: scene.app)
    scene.fingers.wait(8)
    #expect(frames == 480)
    link.invalidate()
    let moving = UIView(frame: CGRect(0, 0, 10, 10))
    scene.window.addSubview(moving)
    var seen: [CGFloat] = []
    let watcher = CADisplayLink { _ in seen.append(moving.layer.presentation()?.position.x ?? -1) }
    UIView.animate(withDuration: 1) { moving.center.x = 105 }
    watcher.add(to: scene.app)
    scene.fingers.wait(0.5)
    #expect(seen.count == 30 && seen.last.map { $0 > 5 && $0 < 105 } == true, "\(seen.suffix(2))")
    watcher.invalidate()
  }

  @Test("EventLog filters by prefix and clears")
  func eventLog() {
    let log = EventLog()
    log.record("a.x")
    log.record("b.y")
    log.record("a.z")
    #expect(log.entries(startingWith: "a.") == ["a.x", "a.z"])
    log.clear()
    #expect(log.entries.isEmpty)
  }

  @Test("UIApplication.shared is the most recently created application")
  func sharedApplication() {
    let first = UIApplication(clock: ManualClock())
    #expect(UIApplication.shared === first)
    let second = UIApplication(clock: ManualClock())
    #expect(UIApplication.shared === second)
    // The newest one freed, the one before it is shared again (no fallback is made).
    do { _ = UIApplication(clock: ManualClock()) }
    #expect(UIApplication.shared === second)
    withExtendedLifetime(first) {}
  }
}

/// Places a button at the top right in `viewDidLayoutSubviews`, as many screens do.
private final class PlacingController: UIViewController {
  let button = UIButton(type: .system)
  var taps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    view.addSubview(button)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    button.frame = CGRect(x: view.bounds.width - 60, y: 10, width: 50, height: 40)
  }
}
