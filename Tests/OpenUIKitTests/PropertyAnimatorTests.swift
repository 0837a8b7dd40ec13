import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "UIViewPropertyAnimator: scrubbing, pausing, reversing, completion (issue 11)", .debugSwitchesOff)
@MainActor
struct PropertyAnimatorTests {
  let scene = TestScene(size: CGSize(width: 400, height: 400))

  @Test("it runs to the end along its curve; the model is the target at once; completion .end")
  func runs() {
    let view = scene.loggingView("card", CGRect(0, 0, 100, 100))
    var finished: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(250, 50)
    }
    animator.addCompletion { finished.append($0) }
    #expect(animator.state == .inactive)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(view.center == CGPoint(250, 50), "the model value at once")
    scene.runFrames(for: 0.5)
    #expect(abs(view.presentationFrame.minX - 100) < 1e-6)
    #expect(abs(animator.fractionComplete - 0.5) < 1e-6)
    scene.runFrames(for: 0.5)
    #expect(finished == [.end] && animator.state == .inactive && !view.hasRunningAnimations)
    #expect(scene.app.nextTimerDeadline == nil, "no frames once done")
  }

  @Test("scrubbing: fractionComplete pauses it and shows that point; no frames while paused")
  func scrubbing() {
    let view = scene.loggingView("card", CGRect(0, 0, 100, 100))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      view.center = CGPoint(250, 50)
    }
    animator.fractionComplete = 0.25
    #expect(animator.state == .active && !animator.isRunning)
    #expect(abs(view.presentationFrame.minX - 50) < 1e-6, "scrubbed linearly: a quarter of 200")
    scene.runFrames(for: 0.5)
    #expect(abs(view.presentationFrame.minX - 50) < 1e-6, "paused")
    #expect(scene.app.nextTimerDeadline == nil)
    animator.fractionComplete = 0.75
    #expect(abs(view.presentationFrame.minX - 150) < 1e-6)
    // Released: continue to the end in the time left (0.25 s).
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    scene.runFrames(for: 0.25)
    #expect(animator.state == .inactive && view.presentationFrame.minX == 200)
  }

  @Test("a drag sheet released short of half way springs home: reversed, it finishes at .start")
  func springsHome() {
    let sheet = scene.loggingView("sheet", CGRect(0, 300, 400, 300))
    var finished: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 0.6, dampingRatio: 0.8) {
      sheet.center.y = 150 + 0
    }
    animator.addCompletion { finished.append($0) }
    animator.pauseAnimation()
    animator.fractionComplete = 0.3
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    scene.runFrames(for: 0.6)
    #expect(finished == [.start])
    #expect(sheet.center.y == 450, "the model went back to the start")
    #expect(!sheet.hasRunningAnimations)
  }

  @Test("reversing while running turns around where it is")
  func reverseWhileRunning() {
    let view = scene.loggingView("card", CGRect(0, 0, 100, 100))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      view.center = CGPoint(250, 50)
    }
    animator.startAnimation()
    scene.runFrames(for: 0.4)
    animator.isReversed = true
    scene.runFrames(for: 0.2)
    #expect(abs(view.presentationFrame.minX - 40) < 1e-4, "0.4 forward, then 0.2 back")
    scene.runFrames(for: 0.2)
    #expect(view.center == CGPoint(50, 50) && animator.state == .inactive)
  }

  @Test("stopAnimation(true) keeps what is shown as the model; (false) waits for finish")
  func stopping() {
    let view = scene.loggingView("card", CGRect(0, 0, 100, 100))
    var finished: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
    animator.addCompletion { finished.append($0) }
    animator.startAnimation()
    scene.runFrames(for: 0.5)
    animator.stopAnimation(true)
    #expect(abs(view.alpha - 0.5) < 1e-6 && !view.hasRunningAnimations && finished.isEmpty)
    let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
    second.addCompletion { finished.append($0) }
    second.startAnimation()
    scene.runFrames(for: 0.5)
    second.stopAnimation(false)
    #expect(second.state == .stopped)
    second.finishAnimation(at: .current)
    #expect(abs(view.alpha - 0.75) < 1e-6 && finished == [.current])
  }

  @Test(
    "A9: its views take touches by default; runningPropertyAnimator without the option does not")
  func interaction() {
    let view = scene.loggingView("card", CGRect(0, 0, 100, 100))
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
    animator.startAnimation()
    #expect(scene.window.hitTest(CGPoint(50, 50), with: nil) === view)
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0, options: [], animations: { view.center = CGPoint(60, 60) })
    #expect(scene.window.hitTest(CGPoint(50, 50), with: nil) !== view)
    scene.settle()
    #expect(scene.window.hitTest(CGPoint(50, 50), with: nil) === view)
  }

  @Test("timing parameters: a spring released with velocity starts at that speed; cubic points")
  func timingParameters() {
    let view = scene.loggingView("card", CGRect(0, 0, 100, 100))
    /// Where the card is shown 1/60 s after an animator from x = 0 to 200 starts.
    func firstFrame(_ parameters: any UITimingCurveProvider) -> CGFloat {
      view.center = CGPoint(50, 50)
      let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
      animator.addAnimations { view.center = CGPoint(250, 50) }
      animator.startAnimation()
      scene.runFrames(for: 1.0 / 60)
      let shown = view.presentationFrame.minX
      animator.stopAnimation(true)
      return shown
    }
    let rest = firstFrame(UISpringTimingParameters(dampingRatio: 1))
    // 3 distances per second: 600 pt/s, so about 10 pt more in the first 1/60 s.
    let thrown = firstFrame(
      UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: 3)))
    #expect(abs((thrown - rest) - 10) < 1.5, "moved \(thrown - rest) pt more")
    let linear = firstFrame(
      UICubicTimingParameters(
        controlPoint1: CGPoint(x: 0, y: 0), controlPoint2: CGPoint(x: 1, y: 1)))
    #expect(abs(linear - 200.0 / 60) < 1e-4, "the Bézier is solved numerically")
    #expect(UICubicTimingParameters().controlPoint1 == CGPoint(x: 0.42, y: 0))
  }
}
