import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records what an animation tells its delegate.
@MainActor
final class AnimationLog: CAAnimationDelegate {
  var lines: [String] = []
  var stopped: [CAAnimation] = []
  func animationDidStart(_ anim: CAAnimation) {
    lines.append("start \(anim.value(forKey: "name") ?? "?")")
  }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    lines.append("stop \(anim.value(forKey: "name") ?? "?") \(flag)")
    stopped.append(anim)
  }
}

@Suite("Core Animation: explicit layer animations on the frame clock (issue 30)", .debugSwitchesOff)
@MainActor
struct LayerAnimationTests {
  let scene = TestScene(size: CGSize(width: 400, height: 400))

  /// Advances the clock by `seconds` in frames, firing timers on the way.
  func run(_ seconds: TimeInterval) {
    let end = scene.clock.now + seconds
    while scene.clock.now < end - 1e-9 {
      scene.clock.advance(by: min(1.0 / 60, end - scene.clock.now))
      scene.app.fireDueTimers()
    }
  }

  func box() -> UIView {
    let view = UIView(frame: CGRect(0, 0, 100, 100))
    view.backgroundColor = .red
    scene.window.addSubview(view)
    return view
  }

  @Test("a basic animation shows on the presentation layer only; the model snaps back at the end")
  func basicPosition() {
    let view = box()
    let log = AnimationLog()
    let move = CABasicAnimation(keyPath: "position")
    move.fromValue = CGPoint(x: 50, y: 50)
    move.toValue = NSValue(cgPoint: CGPoint(x: 250, y: 50))
    move.duration = 1
    move.delegate = log
    move.setValue("move", forKey: "name")
    view.layer.add(move, forKey: "move")
    move.toValue = CGPoint(x: 0, y: 0)  // the layer runs a copy: this changes nothing
    #expect(view.layer.animation(forKey: "move") !== move)
    #expect(view.layer.animationKeys() == ["move"])
    run(0.5)
    #expect(log.lines == ["start move"])
    #expect(approx(view.layer.presentation()!.position, CGPoint(150, 50), 1e-6))
    #expect(view.center == CGPoint(50, 50), "the model is unchanged")
    #expect(approx(view.presentationFrame, CGRect(100, 0, 100, 100), 1e-6))
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    let xs = list.items.compactMap { item -> CGFloat? in
      if case .fill(let points, _) = item { return points.map(\.x).min() }
      return nil
    }
    #expect(xs.contains { abs($0 - 100) < 1e-6 }, "drawn where the animation shows it")
    let running = view.layer.animation(forKey: "move")
    run(0.5)
    #expect(log.lines == ["start move", "stop move true"])
    #expect(log.stopped.first === running, "the delegate gets the layer's copy")
    #expect(view.layer.animationKeys() == nil, "removed on completion")
    #expect(view.layer.presentation()!.position == CGPoint(50, 50), "back at the model value")
    #expect(scene.app.nextTimerDeadline == nil, "no frames once it ended")
  }

  @Test("fillMode forwards with isRemovedOnCompletion false keeps the end value on the layer")
  func fillForwards() {
    let view = box()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0.2
    fade.duration = 0.5
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    view.layer.add(fade, forKey: "fade")
    run(0.25)
    #expect(abs(view.layer.presentation()!.opacity - 0.6) < 1e-5, "from the model's 1 to 0.2")
    run(1)
    #expect(abs(view.layer.presentation()!.opacity - 0.2) < 1e-6)
    #expect(view.layer.opacity == 1 && view.alpha == 1)
    #expect(view.layer.animationKeys() == ["fade"])
    #expect(scene.app.nextTimerDeadline == nil, "a finished, kept animation needs no frames")
    view.layer.removeAnimation(forKey: "fade")
    #expect(view.layer.presentation()!.opacity == 1)
  }

  @Test("removing or replacing an animation tells its delegate it did not finish, on a later turn")
  func removal() {
    let view = box()
    let log = AnimationLog()
    func spin(_ name: String) -> CABasicAnimation {
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.toValue = CGFloat.pi
      spin.duration = 1
      spin.delegate = log
      spin.setValue(name, forKey: "name")
      return spin
    }
    view.layer.add(spin("a"), forKey: "spin")
    run(0.1)
    view.layer.add(spin("b"), forKey: "spin")
    #expect(log.lines == ["start a"], "not told inside the call")
    scene.app.fireDueTimers()
    #expect(log.lines == ["start a", "stop a false"])
    run(0.1)
    view.layer.removeAllAnimations()
    scene.app.fireDueTimers()
    #expect(log.lines == ["start a", "stop a false", "start b", "stop b false"])
    #expect(view.layer.presentation()!.affineTransform() == .identity)
  }

  @Test("timing: curves, repeat with autoreverse, a delayed begin with a backwards fill")
  func timing() {
    let view = box()
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 0
    slide.toValue = 100
    slide.duration = 1
    slide.timingFunction = CAMediaTimingFunction(name: .easeIn)
    view.layer.add(slide, forKey: "x")
    run(0.5)
    let eased = view.layer.presentation()!.position.x
    #expect(eased > 20 && eased < 40, "ease-in is slow at first: \(eased)")
    view.layer.removeAllAnimations()

    let bounce = CABasicAnimation(keyPath: "position.x")
    bounce.fromValue = 0
    bounce.toValue = 100
    bounce.duration = 1
    bounce.autoreverses = true
    bounce.repeatCount = 2
    view.layer.add(bounce, forKey: "x")
    run(1.5)
    #expect(abs(view.layer.presentation()!.position.x - 50) < 1e-6, "on its way back")
    run(1)
    #expect(abs(view.layer.presentation()!.position.x - 50) < 1e-6, "second cycle, forwards")
    run(2)
    #expect(view.layer.animationKeys() == nil)

    let later = CABasicAnimation(keyPath: "position.y")
    later.fromValue = 300
    later.toValue = 400
    later.duration = 1
    later.beginTime = view.layer.convertTime(scene.clock.now, from: nil) + 1
    later.fillMode = .backwards
    view.layer.add(later, forKey: "y")
    run(0.5)
    #expect(view.layer.presentation()!.position.y == 300, "the first value shows before it begins")
    run(1)
    #expect(abs(view.layer.presentation()!.position.y - 350) < 1e-6)
  }

  @Test("layer time: speed 0 and timeOffset pause a tree; beginTime resumes it where it stopped")
  func pauseAndResume() {
    let view = box()
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 0
    slide.toValue = 100
    slide.duration = 1
    view.layer.add(slide, forKey: "x")
    run(0.3)
    // The pause idiom from Apple's Technical Q&A QA1673, on the superview's layer (with the
    // scene's clock for CACurrentMediaTime(): tests running alongside have applications too).
    let layer = scene.window.layer
    let paused = layer.convertTime(scene.clock.now, from: nil)
    layer.speed = 0
    layer.timeOffset = paused
    run(2)
    #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-6, "stopped where it was")
    #expect(scene.app.nextTimerDeadline == nil, "a paused tree needs no frames")
    let pausedTime = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(scene.clock.now, from: nil) - pausedTime
    run(0.2)
    #expect(abs(view.layer.presentation()!.position.x - 50) < 1e-6, "resumed from 30")
    run(1)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test("keyframes: values at key times, discrete, additive shake, a path, per-segment curves")
  func keyframes() {
    let view = box()
    let hop = CAKeyframeAnimation(keyPath: "position.y")
    hop.values = [50, 150, 100]
    hop.keyTimes = [0, 0.25, 1]
    hop.duration = 1
    view.layer.add(hop, forKey: "hop")
    run(0.25)
    #expect(abs(view.layer.presentation()!.position.y - 150) < 1e-6)
    run(0.375)
    #expect(abs(view.layer.presentation()!.position.y - 125) < 1e-6)
    view.layer.removeAllAnimations()

    let shake = CAKeyframeAnimation(keyPath: "position.x")
    shake.values = [0, 10, -10, 0]
    shake.isAdditive = true
    shake.duration = 0.3
    view.layer.add(shake, forKey: "shake")
    run(0.1)
    #expect(abs(view.layer.presentation()!.position.x - 60) < 1e-6, "model 50 plus 10")
    view.layer.removeAllAnimations()

    let steps = CAKeyframeAnimation(keyPath: "opacity")
    steps.values = [1, 0.5, 0]
    steps.calculationMode = .discrete
    steps.duration = 3
    view.layer.add(steps, forKey: "steps")
    run(1.5)
    #expect(view.layer.presentation()!.opacity == 0.5)
    view.layer.removeAllAnimations()

    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 100))
    let follow = CAKeyframeAnimation(keyPath: "position")
    follow.path = path
    follow.duration = 2
    follow.rotationMode = .rotateAuto
    view.layer.add(follow, forKey: "follow")
    run(1.5)
    let shown = view.layer.presentation()!
    #expect(approx(shown.position, CGPoint(100, 50), 1e-6), "by length along the path")
    let turn = TransformProbe(shown.affineTransform())
    #expect(abs(turn.angle - .pi / 2) < 1e-6, "turned to face down the second segment")
  }

  @Test("springs overshoot and settle; groups run children on the group's time")
  func springAndGroup() {
    let view = box()
    let spring = CASpringAnimation(keyPath: "transform.scale")
    spring.fromValue = 0
    spring.toValue = 1
    spring.damping = 5
    spring.duration = spring.settlingDuration
    #expect(spring.settlingDuration > 1 && spring.settlingDuration < 3)
    view.layer.add(spring, forKey: "pop")
    var peak: CGFloat = 0
    for _ in 0..<60 {
      run(1.0 / 60)
      peak = max(peak, view.layer.presentation()!.affineTransform().a)
    }
    #expect(peak > 1.1, "a light damping overshoots: \(peak)")
    run(spring.settlingDuration)
    #expect(view.layer.animationKeys() == nil)

    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 1
    let grow = CABasicAnimation(keyPath: "bounds.size.width")
    grow.toValue = 300
    grow.beginTime = 1
    grow.duration = 1
    grow.fillMode = .backwards
    let group = CAAnimationGroup()
    group.animations = [fade, grow]
    group.duration = 1.5
    let log = AnimationLog()
    group.delegate = log
    group.setValue("group", forKey: "name")
    view.layer.add(group, forKey: "group")
    run(0.5)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    #expect(view.layer.presentation()!.bounds.width == 100, "child not begun: the model's width")
    run(0.75)
    #expect(abs(view.layer.presentation()!.bounds.width - 150) < 1e-6, "a quarter of the way")
    run(0.5)
    #expect(log.lines == ["start group", "stop group true"])
    #expect(view.layer.presentation()!.bounds.width == 100, "cut off by the group's duration")
  }

  @Test("CATransaction: the completion block waits for the transaction's animations")
  func transaction() {
    let view = box()
    var done: [String] = []
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    CATransaction.setCompletionBlock { done.append("both") }
    let a = CABasicAnimation(keyPath: "opacity")
    a.toValue = 0
    view.layer.add(a, forKey: "a")
    let b = CABasicAnimation(keyPath: "cornerRadius")
    b.toValue = 20
    b.duration = 3
    view.layer.add(b, forKey: "b")
    CATransaction.commit()
    #expect(view.layer.animation(forKey: "a")?.duration == 2, "the transaction's duration")
    run(2.5)
    #expect(done.isEmpty)
    run(1)
    #expect(done == ["both"])
    CATransaction.begin()
    CATransaction.setCompletionBlock { done.append("empty") }
    CATransaction.commit()
    #expect(done == ["both"], "not inside commit")
    // An empty transaction has no layer to name an application: it runs on the current one.
    UIApplication.shared.fireDueTimers()
    #expect(done == ["both", "empty"])
  }

  @Test("standalone layers animate and draw; bad values and unknown key paths change nothing")
  func standaloneAndBadInput() {
    let view = box()
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = UIColor.blue.cgColor
    view.layer.addSublayer(dot)
    let colour = CABasicAnimation(keyPath: "backgroundColor")
    colour.toValue = UIColor.green.cgColor
    colour.duration = 1
    dot.add(colour, forKey: "colour")
    let nonsense = CABasicAnimation(keyPath: "wobble.factor")
    nonsense.toValue = 3
    dot.add(nonsense, forKey: "nonsense")
    let wrong = CABasicAnimation(keyPath: "position")
    wrong.toValue = "not a point"
    dot.add(wrong, forKey: "wrong")
    let boxedSize = CABasicAnimation(keyPath: "position")
    boxedSize.toValue = NSValue(cgSize: CGSize(width: 50, height: 50))
    dot.add(boxedSize, forKey: "boxed size")
    let nan = CABasicAnimation(keyPath: "opacity")
    nan.toValue = Double.nan
    dot.add(nan, forKey: "nan")
    run(0.5)
    let shown = dot.presentation()!
    #expect(shown !== dot)
    #expect(shown.position == CGPoint(5, 5) && shown.opacity == 1)
    let components: [CGFloat] = shown.backgroundColor?.components ?? []
    #expect(components.count == 4)
    #expect(abs(components[1] - 0.5) < 1e-6 && abs(components[2] - 0.5) < 1e-6)
    let list = DisplayListBuilder.build(
      scene.app, pixelSize: CGSize(width: 400, height: 400), scale: 1)
    let drawn = list.items.contains { item in
      if case .fill(_, let c) = item {
        return abs(c.green - 0.5) < 1e-6 && abs(c.blue - 0.5) < 1e-6
      }
      return false
    }
    #expect(drawn)
    run(1)
    #expect(dot.animationKeys() == nil)
  }
}

/// The rotation angle of a transform.
private struct TransformProbe {
  let angle: CGFloat
  init(_ t: CGAffineTransform) { angle = atan2(t.b, t.a) }
}
