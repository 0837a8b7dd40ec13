import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "The live inspector: touch trails, arbitration decisions, drawing (issue 10)", .debugSwitchesOff)
@MainActor
struct InspectorTrailTests {
  let scene = TestScene(size: CGSize(width: 600, height: 500))
  var inspector: HitAreaInspector { scene.app.hitAreaInspector }

  @Test("a trail per touch: where it went, its view, its speed, how it ended")
  func trails() {
    scene.loggingView("pad", CGRect(0, 0, 400, 400))
    inspector.open()
    inspector.isPicking = false
    // 30 points per step, a step every 1/60 s: 1,800 pt/s.
    #expect(scene.fingers.stepInterval == 1.0 / 60)
    scene.fingers.press(at: CGPoint(10, 10)).move(to: CGPoint(40, 10)).move(to: CGPoint(70, 10))
    var trail = inspector.trails.last
    #expect(trail?.samples.map(\.location) == [CGPoint(10, 10), CGPoint(40, 10), CGPoint(70, 10)])
    #expect(trail?.endPhase == nil)
    #expect(trail?.viewName == "LoggingView \"pad\"")
    #expect(trail.map { abs($0.velocity.dx - 1800) < 1e-6 && $0.velocity.dy == 0 } == true)
    #expect(trail?.summary == "finger 0 #\(trail!.serialNumber) · LoggingView \"pad\" · 1800 pt/s")
    scene.fingers.wait(0.2).release()
    trail = inspector.trails.last
    #expect(trail?.endPhase == .ended)
    #expect(trail?.samples.count == 4)
    #expect(trail?.speed == 0, "the finger stopped before it lifted")
    // Two fingers at once: two trails, distinct pointers.
    scene.fingers.together { $0.press(0, at: CGPoint(100, 100)).press(1, at: CGPoint(200, 100)) }
    scene.fingers.together { $0.release(0).release(1) }
    let pair = inspector.trails.suffix(2)
    #expect(Set(pair.map(\.pointer)).count == 2)
    #expect(pair.allSatisfy { $0.endPhase == .ended })
  }

  @Test("a touch cancelled because its view left shows as cancelled; picks leave no trail")
  func cancelledAndPicks() {
    let pad = scene.loggingView("pad", CGRect(0, 0, 400, 400))
    inspector.open()
    scene.fingers.tap(at: CGPoint(50, 50))
    #expect(inspector.trails.isEmpty, "a pick is the inspector's own touch")
    inspector.isPicking = false
    scene.fingers.press(at: CGPoint(50, 50))
    pad.removeFromSuperview()
    scene.app.processQueuedInput()
    #expect(inspector.trails.last?.endPhase == .cancelled)
    #expect(inspector.trails.last?.summary.hasSuffix("cancelled") == true)
    scene.fingers.release()
    #expect(inspector.trails.count == 1)
  }

  @Test("only the latest ended trails stay; Clear forgets them; a long drag keeps a bounded trail")
  func bounded() {
    scene.loggingView("pad", CGRect(0, 0, 400, 400))
    inspector.open()
    inspector.isPicking = false
    for index in 0..<12 { scene.fingers.tap(at: CGPoint(10 + CGFloat(index) * 20, 50)) }
    #expect(inspector.trails.count == HitAreaInspector.endedTrailLimit)
    #expect(inspector.trails.last?.samples.first?.location == CGPoint(230, 50))
    inspector.clearTrails()
    #expect(inspector.trails.isEmpty)
    var sequence = scene.fingers.press(at: CGPoint(0, 0))
    for step in 1...(TouchTrail.sampleLimit + 50) {
      sequence = sequence.move(to: CGPoint(CGFloat(step % 300), CGFloat(step % 7)))
    }
    sequence.release()
    #expect(inspector.trails.last?.samples.count == TouchTrail.sampleLimit)
  }

  @Test("arbitration decisions show while open, without printing unless the flag is on")
  func arbitration() {
    let view = scene.loggingView("pad", CGRect(0, 0, 400, 400))
    let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
    single.name = "single"
    double.name = "double"
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    view.addGestureRecognizer(single)
    view.addGestureRecognizer(double)
    var printed: [String] = []
    let savedLog = OpenUIKitDebug.log
    OpenUIKitDebug.log = { printed.append($0) }
    defer { OpenUIKitDebug.log = savedLog }
    scene.fingers.tap(at: CGPoint(50, 50)).wait(1)
    #expect(inspector.arbitrationLog.isEmpty, "closed, it notes nothing")
    inspector.open()
    inspector.isPicking = false
    // Hovering the inspector's own overlay is not an app decision.
    scene.send(.pointer(.hover, id: 0, kind: .mouse, at: CGPoint(50, 50)))
    scene.fingers.tap(at: CGPoint(50, 50)).wait(1)
    let log = inspector.arbitrationLog.map {
      $0.replacingOccurrences(of: #"#\d+"#, with: "", options: .regularExpression)
    }
    #expect(
      log == [
        "single waiting for double to fail", "single goes ahead: double failed",
        "single recognized",
      ])
    #expect(printed.isEmpty, "\(printed)")
  }

  @Test("drawn last, over the hit map, which shows the app alone and never recomputes for it")
  func drawing() throws {
    let pad = named(UIView(), "pad", CGRect(0, 0, 200, 200), in: scene.window)
    pad.backgroundColor = .red
    OpenUIKitDebug.showsHitMap = true
    defer { OpenUIKitDebug.showsHitMap = false }
    let size = CGSize(width: 600, height: 500)
    let closed = DisplayListBuilder.build(scene.app, pixelSize: size, scale: 1)
    let computed = OpenUIKitDebug.hitMapComputeCount
    inspector.open()
    let open = DisplayListBuilder.build(scene.app, pixelSize: size, scale: 1)
    #expect(open.items.count > closed.items.count)
    #expect(
      Array(open.items.prefix(closed.items.count)).description == closed.items.description,
      "the app and its map are drawn first, as without the inspector")
    // Hovering and picking change the inspector's views, never the app's map.
    scene.send(.pointer(.hover, id: 0, kind: .mouse, at: CGPoint(50, 50)))
    scene.fingers.tap(at: CGPoint(50, 50))
    #expect(inspector.selectedView === pad)
    _ = DisplayListBuilder.build(scene.app, pixelSize: size, scale: 1)
    #expect(OpenUIKitDebug.hitMapComputeCount == computed)
    // The map names the app's views only.
    let map = HitMap(window: scene.window)
    #expect(map.regions.allSatisfy { $0.view.window === scene.window })
  }
}
