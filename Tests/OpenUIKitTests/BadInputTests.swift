import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Bad input: defined outcomes, diagnostics, no crashes", .debugSwitchesOff)
@MainActor
struct BadInputTests {
  @Test("a touch-down at NaN is dropped with a diagnostic; its later move and lift are quiet")
  func nanDown() {
    let scene = TestScene()
    scene.loggingView("v", CGRect(0, 0, 100, 100))
    scene.fingers.press(at: CGPoint(CGFloat.nan, 5)).move(to: CGPoint(5, 5)).release()
    #expect(scene.log.entries.isEmpty)
    #expect(scene.diagnosticCodes == [.nonFiniteLocation])
  }

  @Test("a move to an infinite point is ignored; the touch goes on")
  func infiniteMove() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(CGFloat.infinity, 5)).move(
      to: CGPoint(8, 8)
    ).release()
    #expect(v.snapshots.map(\.phase) == [.began, .moved, .ended])
    #expect(v.snapshots[1].previous == CGPoint(5, 5))
    #expect(scene.diagnosticCodes == [.nonFiniteLocation])
  }

  @Test("a lift at NaN still ends the touch, at its last good location")
  func nanUp() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5)).release(at: CGPoint(CGFloat.nan, CGFloat.nan))
    #expect(v.snapshots.map(\.phase) == [.began, .ended])
    #expect(v.snapshots[1].location == CGPoint(5, 5))
    #expect(scene.diagnosticCodes == [.nonFiniteLocation])
  }

  @Test("a move or lift for an unknown pointer is ignored with a diagnostic")
  func unknownPointer() {
    let scene = TestScene()
    scene.loggingView("v", CGRect(0, 0, 100, 100))
    scene.app.enqueue(.pointer(.move, id: 42, at: CGPoint(5, 5)))
    scene.send(.pointer(.up, id: 42, at: CGPoint(5, 5)))
    #expect(scene.log.entries.isEmpty)
    #expect(scene.diagnosticCodes == [.unknownPointer, .unknownPointer])
  }

  @Test("a second down for a live pointer cancels the old touch first")
  func duplicateDown() {
    let scene = TestScene()
    scene.loggingView("a", CGRect(0, 0, 100, 100))
    scene.loggingView("b", CGRect(100, 0, 100, 100))
    scene.fingers.press(at: CGPoint(5, 5)).press(at: CGPoint(105, 5)).release()
    #expect(
      scene.log.entries == [
        "a.touchesBegan(1)", "a.touchesCancelled(1)", "b.touchesBegan(1)", "b.touchesEnded(1)",
      ])
    #expect(scene.diagnosticCodes == [.duplicatePointerDown])
  }

  @Test("a re-entrant sendEvent from a handler is dropped with a diagnostic, not recursed into")
  func reentrantSendEvent() {
    final class Reentrant: UIView {
      var calls = 0
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls += 1
        if let event { window?.application?.sendEvent(event) }
        if let event { window?.sendEvent(event) }
      }
    }
    let scene = TestScene()
    let v = Reentrant(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(v.calls == 1)
    #expect(scene.diagnosticCodes == [.reentrantSendEvent, .reentrantSendEvent])
  }

  @Test(
    "a window override that sends another event while the application hands it one is refused (issue 29)"
  )
  func windowOverrideSendsAnotherEvent() {
    final class Resending: UIWindow {
      var extra: UIEvent?
      override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
        if let extra { super.sendEvent(extra) }
      }
    }
    let clock = ManualClock()
    let app = UIApplication(clock: clock)
    var codes: [Diagnostic.Code] = []
    app.diagnosticHandler = { codes.append($0.code) }
    let window = Resending(frame: CGRect(0, 0, 200, 200))
    window.makeKeyAndVisible()
    let view = CapturingView(frame: CGRect(0, 0, 200, 200))
    window.addSubview(view)
    let built = UITouch(location: CGPoint(20, 20), in: window, timestamp: 0)
    window.extra = UIEvent(touches: [built], timestamp: 0)
    TouchSequence(application: app, clock: clock).press(at: CGPoint(50, 50))
    #expect(view.touches.count == 1 && view.touches[0] !== built, "only the application's event")
    #expect(codes == [.reentrantSendEvent])
    // Outside any dispatch the same override's own event is delivered, as before.
    window.extra = nil
    window.sendEvent(UIEvent(touches: [built], timestamp: 0))
    #expect(view.touches.last === built)
  }

  @Test(
    "huge geometry from app code (1e300 frames scaled up, scale 1e-12 × 1e12) never traps drawing, damage, hit testing or the hit map (issue 30)"
  )
  func hugeGeometry() {
    let cases: [(CGRect, CGAffineTransform)] = [
      (CGRect(0, 0, 2e6, 2e6), .identity),
      (CGRect(0, 0, 1e300, 1e300), .identity),
      (CGRect(0, 0, 100, 100), CGAffineTransform(scaleX: 1e-12, y: 1e12)),
      (CGRect(0, 0, 1e300, 1e300), CGAffineTransform(scaleX: 1e10, y: 1e10)),
      (CGRect(-1e308, -1e308, 1.7e308, 1.7e308), .identity),
      (
        CGRect(0, 0, 100, 100),
        CGAffineTransform(a: 1e200, b: 1e200, c: -1e200, d: 1e200, tx: 0, ty: 0)
      ),
    ]
    let pixels = CGSize(width: 320, height: 480)
    for (frame, transform) in cases {
      for clips in [false, true] {
        let scene = TestScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(250, 400, 60, 40)
        button.backgroundColor = .blue
        button.addTarget(scene.recorder("button"), action: "handle:", for: .touchUpInside)
        scene.window.addSubview(button)
        let huge = UIView(frame: frame)
        huge.backgroundColor = .red
        huge.transform = transform
        huge.clipsToBounds = clips
        // Rounded corners of a huge view: the fuzzer found the segment count trapping once
        // culling held. A huge scroll view inside: the hit map's probe stepped through it a
        // point at a time, forever.
        huge.layer.cornerRadius = 12
        huge.addSubview(UIView(frame: CGRect(5, 5, 10, 10)))
        let scroll = UIScrollView(frame: CGRect(0, 0, 1e300, 1e300))
        scroll.contentSize = CGSize(width: 1e308, height: 1e308)
        huge.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 1e300, y: 1e300)

        scene.window.insertSubview(huge, at: 0)
        _ = DisplayListBuilder.build(scene.app, pixelSize: pixels, scale: 1)
        // Moves with damage: the frame read back may hold NaN, and goes back in.
        huge.frame.origin.x += 1
        huge.subviews[0].frame.origin.x += 1
        let damage = scene.app.takeDamage(pixelSize: pixels, scale: 1)
        let list = DisplayListBuilder.build(scene.app, pixelSize: pixels, scale: 1, damage: damage)
        // The button beside it is still drawn.
        let blue = list.items.contains {
          if case .fill(_, let color) = $0 { return UIColor(color) == .blue }
          return false
        }
        #expect(blue, "\(frame) \(transform) clips: \(clips)")
        _ = HitMap(window: scene.window)
        _ = ScreenGeometry.visibleCentre(of: huge.subviews[0])
        scene.fingers.tap(at: CGPoint(280, 420))
        // Drawing code of the app's own with huge coordinates rasterizes without trapping.
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
          context.fill(CGRect(-1e300, -1e300, 2e300, 2e300))
          context.fill(CGRect(1e300, 0, 1e300, 4))
        }
        #expect(image.size == CGSize(width: 8, height: 8))
        #expect(scene.log.entries.last == "button.action", "\(frame) \(transform) clips: \(clips)")
      }
    }
  }

  @Test("input enqueued and drained from a handler is dispatched afterwards, in order")
  func reentrantDrain() {
    final class Enqueuer: UIView {
      var log: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        let app = window!.application!
        app.enqueue(.pointer(.up, id: PointerID(device: 1, index: 0), at: CGPoint(5, 5)))
        app.processQueuedInput()
        log.append("after drain")
      }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended")
      }
    }
    let scene = TestScene()
    let v = Enqueuer(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(v.log == ["began", "after drain", "ended"])
  }

  @Test(
    "removing the touched view inside its own touchesBegan: it is cancelled, then hears nothing")
  func removedInsideBegan() {
    final class SelfRemoving: LoggingView {
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        removeFromSuperview()
      }
    }
    let scene = TestScene()
    let parent = scene.loggingView("parent", CGRect(0, 0, 200, 200))
    let v = SelfRemoving("v", frame: CGRect(0, 0, 50, 50), log: scene.log)
    parent.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5)).move(to: CGPoint(9, 9)).release()
    #expect(
      scene.log.entries == [
        "v.touchesBegan(1)", "parent.touchesBegan(1)", "v.touchesCancelled(1)",
        "parent.touchesCancelled(1)",
      ])
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("a view removed by another view's handler in the same event gets no later callback")
  func removedBySibling() {
    final class Remover: LoggingView {
      weak var victim: UIView?
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        victim?.removeFromSuperview()
      }
    }
    let scene = TestScene()
    let remover = Remover("remover", frame: CGRect(0, 0, 100, 100), log: scene.log)
    scene.window.addSubview(remover)
    let victim = scene.loggingView("victim", CGRect(100, 0, 100, 100))
    remover.victim = victim
    scene.fingers.together { $0.press(0, at: CGPoint(5, 5)).press(1, at: CGPoint(105, 5)) }
    scene.fingers.together { $0.release(0).release(1) }
    #expect(scene.log.entries == ["remover.touchesBegan(1)", "remover.touchesEnded(1)"])
  }

  @Test(
    "a view removed while a recognizer holds its began never hears of the touch; the recognizer is interrupted"
  )
  func removedWhileHeld() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let r = ScriptedRecognizer("gr", scene.log)
    r.delaysTouchesBegan = true
    v.addGestureRecognizer(r)
    scene.fingers.press(at: CGPoint(5, 5))
    v.removeFromSuperview()
    scene.fingers.release()
    #expect(scene.log.entries(startingWith: "v.").isEmpty)
    #expect(
      scene.log.entries(startingWith: "gr.") == ["gr.began(1)", "gr.cancelled(1)", "gr.reset"])
  }

  @Test("NaN and backwards timestamps are clamped so time never runs backwards")
  func badTimestamps() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.app.enqueue(.pointer(.down, id: 1, at: CGPoint(5, 5), timestamp: 10))
    scene.app.enqueue(.pointer(.move, id: 1, at: CGPoint(6, 6), timestamp: .nan))
    scene.send(.pointer(.up, id: 1, at: CGPoint(7, 7), timestamp: 3))
    #expect(v.touches[0].timestamp == 10)
    #expect(scene.diagnosticCodes == [.invalidTimestamp, .invalidTimestamp])
  }

  @Test("a key-up for a key that is not down, and keys with no window, are reported and ignored")
  func badKeys() {
    let scene = TestScene()
    scene.send(.key(.up, "x"))
    scene.window.isHidden = true
    scene.send(.key(.down, "y"))
    #expect(scene.diagnosticCodes == [.unknownKeyRelease, .undeliverable])
  }

  @Test("an invalid window size is reported and ignored")
  func badResize() {
    let scene = TestScene(size: CGSize(width: 100, height: 100))
    scene.send(InputRecord(.window(.resized(CGSize(width: CGFloat.nan, height: 5)))))
    #expect(scene.window.frame == CGRect(0, 0, 100, 100))
    #expect(scene.diagnosticCodes == [.undeliverable])
  }

  @Test("a button lifted that never went down, or a second press of a held one, loses nothing")
  func strayButtons() {
    let scene = TestScene()
    scene.loggingView("v", CGRect(0, 0, 100, 100))
    // Right button up with no touch: nothing to end, quietly.
    scene.send(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(5, 5), button: .secondary))
    #expect(scene.log.entries.isEmpty)
    #expect(scene.diagnostics.map(\.code) == [.unknownPointer])
    // Left held; the middle button pressed and released twice: the left's touch lives on.
    scene.send(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(5, 5)))
    for _ in 0..<2 {
      scene.send(.pointer(.down, id: 0, kind: .mouse, at: CGPoint(5, 5), button: .middle))
      scene.send(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(5, 5), button: .middle))
    }
    scene.send(.pointer(.up, id: 0, kind: .mouse, at: CGPoint(5, 5)))
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
    #expect(scene.diagnostics.count == 1)
  }
}
