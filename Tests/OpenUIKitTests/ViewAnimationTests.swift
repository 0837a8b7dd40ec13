import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "UIView.animate: model and presentation values, curves, completion, A9 (issue 11)",
  .debugSwitchesOff)
@MainActor
struct ViewAnimationTests {
  let scene = TestScene(size: CGSize(width: 400, height: 400))

  /// Advances the clock to `time` after the animation's start, firing frames on the way.
  func run(until seconds: TimeInterval, from start: TimeInterval) {
    while scene.clock.now < start + seconds - 1e-9 {
      scene.clock.advance(by: min(1.0 / 60, start + seconds - scene.clock.now))
      scene.app.fireDueTimers()
    }
  }

  @Test("the model changes at once; the screen follows the curve; completion gets true at the end")
  func linear() {
    let view = scene.loggingView("box", CGRect(0, 0, 50, 50))
    var finished: [Bool] = []
    let start = scene.clock.now
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear],
      animations: { view.center = CGPoint(125, 25) }, completion: { finished.append($0) })
    #expect(view.center == CGPoint(125, 25), "the model value at once")
    #expect(view.presentationFrame.origin == CGPoint(0, 0))
    run(until: 0.5, from: start)
    #expect(approx(view.presentationFrame.origin, CGPoint(50, 0), 1e-6))
    #expect(view.hasRunningAnimations)
    #expect(finished.isEmpty)
    run(until: 1, from: start)
    #expect(finished == [true])
    #expect(!view.hasRunningAnimations)
    #expect(view.presentationFrame.origin == CGPoint(100, 0))
    #expect(scene.app.nextTimerDeadline == nil, "no frames once it ended")
  }

  @Test("UIKit's curves: ease in/out at a quarter, spring overshoot with low damping")
  func curves() {
    let view = scene.loggingView("box", CGRect(0, 0, 10, 10))
    func position(at fraction: Double, options: UIView.AnimationOptions) -> CGFloat {
      view.alpha = 1
      let start = scene.clock.now
      UIView.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 0 })
      run(until: fraction, from: start)
      let shown = 1 - view.presentationAlphaValue
      run(until: 1, from: start)
      return shown
    }
    // Core Animation's control points: easeInEaseOut (0.42, 0, 0.58, 1) is 0.1291 at 0.25;
    // easeIn (0.42, 0, 1, 1) 0.0935; easeOut (0, 0, 0.58, 1) 0.3781; linear 0.25 (solved by bisection).
    #expect(abs(position(at: 0.25, options: []) - 0.1291) < 0.001)
    #expect(abs(position(at: 0.25, options: .curveEaseIn) - 0.0934) < 0.001)
    #expect(abs(position(at: 0.25, options: .curveEaseOut) - 0.3781) < 0.001)
    #expect(abs(position(at: 0.25, options: .curveLinear) - 0.25) < 1e-6)
    #expect(abs(position(at: 0.5, options: []) - 0.5) < 0.001)
    var peak: CGFloat = 0
    let start = scene.clock.now
    UIView.animate(
      withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
      animations: { view.center = CGPoint(105, 5) })
    while scene.clock.now < start + 1 {
      scene.clock.advance(by: 1.0 / 60)
      scene.app.fireDueTimers()
      peak = max(peak, view.presentationFrame.midX)
    }
    #expect(peak > 110, "a spring with damping 0.3 overshoots: \(peak)")
    #expect(view.presentationFrame.midX == 105, "and settles on the model value")
  }

  @Test("A9: an animating view takes no touches without .allowUserInteraction, nor its subviews")
  func touchesWhileAnimating() {
    let back = scene.loggingView("back", CGRect(0, 0, 400, 400))
    let card = scene.loggingView("card", CGRect(0, 0, 100, 100))
    let inner = scene.loggingView("inner", CGRect(10, 10, 20, 20), in: card)
    _ = (back, inner)
    UIView.animate(withDuration: 1, animations: { card.center = CGPoint(250, 250) })
    // Hit testing uses the model: the card is at (200, 200) now, but animating.
    scene.fingers.tap(at: CGPoint(220, 220))
    #expect(scene.log.entries == ["back.touchesBegan(1)", "back.touchesEnded(1)"])
    let report = scene.window.hitTestReport(at: CGPoint(220, 220))
    #expect(report.verdict(for: card) == .animatingWithoutInteraction)
    #expect(
      report.whyNot(inner).contains(
        "LoggingView \"card\" is animating without .allowUserInteraction"),
      "\(report.whyNot(inner))")
    scene.log.clear()
    UIView.animate(
      withDuration: 1, delay: 0, options: .allowUserInteraction,
      animations: { card.center = CGPoint(260, 260) })
    scene.fingers.tap(at: CGPoint(225, 225))
    #expect(scene.log.entries.first == "inner.touchesBegan(1)")
  }

  @Test(
    "replaced, or its view leaving the window: completion gets false; a delay shows the start value"
  )
  func replacedAndRemoved() {
    let view = scene.loggingView("box", CGRect(0, 0, 50, 50))
    var results: [String] = []
    let start = scene.clock.now
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: { view.center = CGPoint(125, 25) }, completion: { results.append("first \($0)") })
    run(until: 0.5, from: start)
    UIView.animate(
      withDuration: 1, delay: 0.5, options: .curveLinear,
      animations: { view.center = CGPoint(25, 25) }, completion: { results.append("second \($0)") })
    // The second starts from what was on screen, and shows it through its delay.
    scene.app.fireDueTimers()
    #expect(results == ["first false"])
    run(until: 0.75, from: start)
    #expect(approx(view.presentationFrame.origin, CGPoint(50, 0), 1e-6))
    run(until: 1.5, from: start)
    #expect(approx(view.presentationFrame.origin, CGPoint(25, 0), 1e-6))
    view.removeFromSuperview()
    scene.app.fireDueTimers()
    #expect(results == ["first false", "second false"])
    #expect(!view.hasRunningAnimations)
  }

  @Test("nothing changed, zero duration, or performWithoutAnimation: no animation, completion true")
  func noAnimation() {
    let view = scene.loggingView("box", CGRect(0, 0, 50, 50))
    var results: [Bool] = []
    UIView.animate(withDuration: 1, animations: {}, completion: { results.append($0) })
    UIView.animate(
      withDuration: 0, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
    UIView.animate(
      withDuration: 1,
      animations: {
        UIView.performWithoutAnimation { view.center = CGPoint(200, 200) }
      })
    #expect(!view.hasRunningAnimations)
    #expect(view.presentationAlphaValue == 0.5)
    #expect(results.isEmpty, "completions run on a later turn")
    scene.app.fireDueTimers()
    // A block that animated no view runs its completion on the shared application's timers.
    UIApplication.shared.fireDueTimers()
    #expect(results == [true, true])
  }

  // Apple (setAnimationsEnabled(_:)): "If you disable animations, code inside subsequent
  // animation blocks is still executed but no animations actually occur."
  @Test("setAnimationsEnabled(false): blocks change their views at once, completion true")
  func animationsDisabled() {
    let view = scene.loggingView("box", CGRect(0, 0, 50, 50))
    var results: [Bool] = []
    UIView.setAnimationsEnabled(false)
    UIView.animate(
      withDuration: 1, animations: { view.center = CGPoint(200, 200) },
      completion: { results.append($0) })
    UIView.setAnimationsEnabled(true)
    #expect(UIView.areAnimationsEnabled)
    #expect(!view.hasRunningAnimations)
    #expect(view.layer.presentation()?.position == CGPoint(200, 200))
    scene.app.fireDueTimers()
    #expect(results == [true])
  }

  @Test("repeat with autoreverse runs back and forth until removed; frames stop then")
  func repeating() {
    let view = scene.loggingView("box", CGRect(0, 0, 10, 10))
    var result: Bool?
    let start = scene.clock.now
    UIView.animate(
      withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
      animations: { view.alpha = 0 }, completion: { result = $0 })
    run(until: 1.5, from: start)
    #expect(abs(view.presentationAlphaValue - 0.5) < 1e-6, "half-way back")
    run(until: 2.25, from: start)
    #expect(abs(view.presentationAlphaValue - 0.75) < 1e-6, "a quarter into the second cycle")
    #expect(result == nil)
    view.removeFromSuperview()
    scene.app.fireDueTimers()
    #expect(result == false)
    #expect(scene.app.nextTimerDeadline == nil)
  }

  @Test("drawing shows the presentation values")
  func drawing() {
    let view = UIView(frame: CGRect(0, 0, 100, 100))
    view.backgroundColor = .red
    scene.window.addSubview(view)
    let start = scene.clock.now
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.center = CGPoint(150, 50)
        view.backgroundColor = .blue
      })
    run(until: 0.5, from: start)
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    let fill = list.items.compactMap { item -> ([CGPoint], DisplayColor)? in
      if case .fill(let points, let color) = item { return (points, color) }
      return nil
    }.last
    #expect(fill.map { abs($0.0.map(\.x).min()! - 50) < 1e-6 } == true)
    #expect(fill.map { abs($0.1.red - 0.5) < 1e-6 && abs($0.1.blue - 0.5) < 1e-6 } == true)
  }

  @Test("layer.presentation() holds what is on screen; the layer and the view hold the model")
  func presentationLayer() {
    let view = UIView(frame: CGRect(0, 0, 100, 100))
    view.backgroundColor = .red
    view.layer.cornerRadius = 8
    scene.window.addSubview(view)
    let start = scene.clock.now
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        view.center = CGPoint(250, 50)
        view.alpha = 0
        view.transform = CGAffineTransform(scaleX: 3, y: 3)
      })
    run(until: 0.5, from: start)
    let shown = view.layer.presentation()
    #expect(shown !== view.layer, "a copy, not the live layer")
    #expect(shown.map { approx($0.position, CGPoint(150, 50), 1e-6) } == true)
    #expect(shown.map { abs($0.opacity - 0.5) < 1e-6 } == true)
    #expect(shown.map { approx($0.frame, CGRect(50, -50, 200, 200), 1e-6) } == true)
    #expect(shown?.cornerRadius == 8)
    #expect(view.layer.position == CGPoint(250, 50), "the layer itself holds the model value")
    #expect(view.layer.model() === view.layer)
    run(until: 1, from: start)
    #expect(view.layer.presentation()?.frame == view.frame, "at rest both agree")
    let standalone = CALayer()
    #expect(standalone.presentation() === standalone, "no animations: its own presentation")
  }

  @Test("a transform animates taken apart: a half turn turns (not shrinks), the short way round")
  func transformInterpolation() {
    let view = scene.loggingView("box", CGRect(0, 0, 100, 60))
    func shown(at fraction: TimeInterval, from: CGAffineTransform, to: CGAffineTransform)
      -> CGAffineTransform
    {
      view.transform = from
      let start = scene.clock.now
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform = to })
      run(until: fraction, from: start)
      let t = view.layer.presentation()?.affineTransform() ?? .identity
      run(until: 1, from: start)
      return t
    }
    func near(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
      [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
        .allSatisfy { abs($0) < 1e-9 }
    }
    // Half-way to a half turn at 0.7 scale: a quarter turn (clockwise) at 0.85, full size.
    let half = shown(
      at: 0.5, from: .identity,
      to: CGAffineTransform(rotationAngle: .pi).scaledBy(x: 0.7, y: 0.7))
    #expect(near(half, CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.85, y: 0.85)))
    // Three quarters of a turn is a quarter back.
    let back = shown(at: 0.5, from: .identity, to: CGAffineTransform(rotationAngle: 1.5 * .pi))
    #expect(near(back, CGAffineTransform(rotationAngle: -.pi / 4)))
    // Translation and scale mix linearly; a shear survives the round trip.
    let sheared = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 2, tx: 40, ty: -20)
    #expect(
      near(
        shown(at: 0.5, from: .identity, to: sheared),
        CGAffineTransform(a: 1, b: 0, c: 0.25, d: 1.5, tx: 20, ty: -10)))
    #expect(view.transform == sheared, "the model is the target")
  }
}
