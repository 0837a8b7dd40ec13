import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A display-link target that records each call's timestamps.
@MainActor
final class FrameRecorder: ActionTarget {
  var stamps: [(CFTimeInterval, CFTimeInterval)] = []
  func action(for selector: Selector) -> ActionHandler? {
    guard selector == "tick:" else { return nil }
    return { [unowned self] sender, _ in
      let link = sender as! CADisplayLink
      stamps.append((link.timestamp, link.targetTimestamp))
    }
  }
}

@Suite("CADisplayLink: frames on the application's clock (issue 11)", .debugSwitchesOff)
@MainActor
struct DisplayLinkTests {
  let scene = TestScene()

  /// Advances the manual clock by whole frames, firing what is due after each.
  func frames(_ count: Int) {
    for _ in 0..<count {
      scene.clock.advance(by: 1.0 / 60)
      scene.app.fireDueTimers()
    }
  }

  @Test("a link calls its target once per frame with the frame's time and the next one's")
  func perFrame() {
    let recorder = FrameRecorder()
    let start = scene.clock.now
    let link = CADisplayLink(target: recorder, selector: "tick:")
    #expect(scene.app.nextTimerDeadline == nil, "a link does nothing until added")
    link.add(to: scene.app)
    frames(3)
    #expect(recorder.stamps.count == 3)
    for (index, stamp) in recorder.stamps.enumerated() {
      let frame = start + Double(index + 1) / 60
      #expect(abs(stamp.0 - frame) < 1e-9 && abs(stamp.1 - (frame + 1.0 / 60)) < 1e-9)
    }
    #expect(abs(link.duration - 1.0 / 60) < 1e-12)
    link.invalidate()
    frames(2)
    #expect(recorder.stamps.count == 3)
    #expect(scene.app.nextTimerDeadline == nil, "no link runs: the host may sleep")
  }

  @Test(
    "frames off the grid's origin: steps of 1/60 s from an odd time give one call per step (issue 30)"
  )
  func floatingError() {
    // After input steps of 10 ms the clock is off any 1/60 grid from zero, and adding 1/60
    // thirty times leaves it a hair before or after each frame time.
    for _ in 0..<7 {
      scene.clock.advance(by: 0.01)
      scene.app.fireDueTimers()
    }
    var calls = 0
    let link = CADisplayLink { _ in calls += 1 }
    link.add(to: scene.app)
    frames(30)
    #expect(calls == 30)
    link.invalidate()
  }

  @Test("a clock stopped within the early tolerance of a frame runs that frame once (issue 30)")
  func stoppedJustBeforeAFrame() throws {
    var times: [CFTimeInterval] = []
    let link = CADisplayLink { link in
      times.append(link.timestamp)
      // Bounded, so that the loop this test guards against ends: it ran the same frame forever.
      if times.count == 5 { link.invalidate() }
    }
    link.add(to: scene.app)
    // What is due now first (a transaction's flush, when one is open): the next deadline is
    // then the frame's. Under load the full suite once saw a timer before it (session 30).
    scene.app.fireDueTimers()
    let frame = try #require(scene.app.nextTimerDeadline)
    // Past the timer (a microsecond early) but before the frame's own time.
    scene.clock.advance(to: frame + 0.6e-6)
    scene.app.fireDueTimers()
    #expect(times.count == 1)
    scene.clock.advance(by: 1.0 / 60)
    scene.app.fireDueTimers()
    #expect(times.count == 2 && times[1] > times[0])
    link.invalidate()
  }

  @Test(
    "paused links are not called and keep no frame timer; preferredFramesPerSecond skips frames")
  func pauseAndRate() {
    var calls = 0
    let link = CADisplayLink { _ in calls += 1 }
    link.add(to: scene.app)
    #expect(scene.app.nextTimerDeadline != nil)
    frames(2)
    link.isPaused = true
    frames(1)
    #expect(scene.app.nextTimerDeadline == nil)
    frames(3)
    #expect(calls == 2)
    link.isPaused = false
    link.preferredFramesPerSecond = 30
    frames(6)
    #expect(calls == 5, "every other frame at 30 per second")
    link.invalidate()
  }

  @Test(
    "the run loop keeps a link and its target alive until invalidate(); a target without the action is reported"
  )
  func lifetime() {
    weak var weakRecorder: FrameRecorder?
    weak var weakLink: CADisplayLink?
    do {
      let recorder = FrameRecorder()
      let link = CADisplayLink(target: recorder, selector: "tick:")
      link.add(to: scene.app)
      weakRecorder = recorder
      weakLink = link
    }
    frames(1)
    #expect(weakRecorder?.stamps.count == 1)
    weakLink?.invalidate()
    #expect(weakLink == nil)
    #expect(weakRecorder == nil)
    let wrong = CADisplayLink(target: FrameRecorder(), selector: "draw:")
    wrong.add(to: scene.app)
    frames(1)
    wrong.invalidate()
    #expect(scene.diagnosticCodes == [.actionNotImplemented])
  }

  @Test(
    "a minimised (hidden) window pauses its links and animations; shown again they resume (issue 13)"
  )
  func pausedWhileHidden() {
    let recorder = FrameRecorder()
    let link = CADisplayLink(target: recorder, selector: "tick:")
    link.add(to: scene.app)
    let view = UIView(frame: CGRect(0, 0, 10, 10))
    scene.window.addSubview(view)
    UIView.animate(withDuration: 1) { view.alpha = 0 }
    frames(2)
    scene.send(InputRecord(.window(.hidden)))
    frames(30)
    #expect(recorder.stamps.count == 2 && scene.app.nextTimerDeadline == nil, "no frames at all")
    #expect(view.hasRunningAnimations, "the animation waits")
    // Focus loss alone does not pause: the window is still on screen.
    scene.send(InputRecord(.window(.shown)), InputRecord(.window(.focusLost)))
    frames(3)
    #expect(recorder.stamps.count == 5)
    #expect(!link.isPaused, "the app's own pause flag is left alone")
    frames(60)
    #expect(
      !view.hasRunningAnimations && view.alpha == 0, "time-based motion caught up and finished")
  }

  @Test("added to the main run loop, a link runs on the shared application's frames")
  func runLoop() {
    // An application made here is the shared one. (Letting `shared` make its own fallback kept
    // that application, and its weak-reference side table, for the rest of the process, which
    // LeakSanitizer reports when the fallback is the newest application at exit.)
    let app = UIApplication(clock: ManualClock())
    let link = CADisplayLink { _ in }
    let shared = UIApplication.shared
    #expect(shared === app)
    #expect(shared.nextTimerDeadline == nil)
    link.add(to: .main, forMode: .common)
    #expect(shared.nextTimerDeadline != nil)
    link.remove(from: .main, forMode: .common)
    #expect(shared.nextTimerDeadline == nil)
  }

  @Test("a link may invalidate itself, or add another, from its own call")
  func changesFromCallbacks() {
    var order: [String] = []
    var second: CADisplayLink?
    let first = CADisplayLink { link in
      order.append("first")
      if second == nil {
        second = CADisplayLink { inner in
          order.append("second")
          inner.invalidate()
        }
        second?.add(to: scene.app)
      } else {
        link.invalidate()
      }
    }
    first.add(to: scene.app)
    frames(4)
    #expect(order == ["first", "first", "second"])
    #expect(scene.app.nextTimerDeadline == nil)
  }
}
