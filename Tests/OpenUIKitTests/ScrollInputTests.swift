import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("UIScrollView: wheel, keys, zoom, indicators and culling (issue 11)", .debugSwitchesOff)
@MainActor
struct ScrollInputTests {
  let scene = TestScene(size: CGSize(width: 400, height: 600))

  func wheel(
    _ dx: CGFloat, _ dy: CGFloat, at point: CGPoint, _ flags: UIKeyModifierFlags = []
  ) {
    scene.clock.advance(by: 1.0 / 60)
    scene.send(
      InputRecord(
        .wheel(WheelInput(deltaX: dx, deltaY: dy, location: point, modifierFlags: flags)),
        timestamp: scene.clock.now))
  }

  func key(_ code: UIKeyboardHIDUsage, _ phase: KeyInput.Phase = .down) {
    scene.clock.advance(by: 1.0 / 60)
    let key = UIKey(
      characters: "", charactersIgnoringModifiers: "", modifierFlags: [], keyCode: code)
    scene.send(InputRecord(.key(KeyInput(phase: phase, key: key)), timestamp: scene.clock.now))
  }

  func hover(at point: CGPoint) {
    scene.clock.advance(by: 1.0 / 60)
    scene.send(.pointer(.hover, id: 1, kind: .mouse, at: point, timestamp: scene.clock.now))
  }

  @Test("the wheel scrolls by its deltas, fractions included, clamped to the content")
  func wheelScrolls() {
    let (scrollView, _) = scene.scrollView()
    wheel(0, 40, at: CGPoint(100, 100))
    #expect(scrollView.contentOffset.y == 40)
    wheel(0, 2.5, at: CGPoint(100, 100))
    #expect(scrollView.contentOffset.y == 42.5)
    wheel(0, -100, at: CGPoint(100, 100))
    #expect(scrollView.contentOffset.y == 0, "never past the top: no rubber band for the wheel")
    wheel(0, 40, at: CGPoint(350, 100))
    #expect(scrollView.contentOffset.y == 0, "only under the pointer")
    #expect(scene.app.nextTimerDeadline != nil, "the indicators show and fade")
    scene.settle()
    #expect(scrollView.contentOffset.y == 0, "no inertia added")
  }

  @Test("shift turns the wheel horizontal; a vertical-only list ignores a horizontal wheel")
  func shiftWheel() {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 900, height: 2000))
    wheel(0, 40, at: CGPoint(100, 100), .shift)
    #expect(scrollView.contentOffset == CGPoint(x: 40, y: 0))
    let (list, _) = scene.scrollView(frame: CGRect(0, 410, 300, 100))
    wheel(30, 0, at: CGPoint(100, 450))
    #expect(list.contentOffset == .zero)
  }

  @Test("the innermost scroll view that can move takes the wheel; at its end the outer one")
  func wheelChaining() {
    let (outer, _) = scene.scrollView()
    let (inner, _) = scene.scrollView(
      contentSize: CGSize(width: 300, height: 300), frame: CGRect(0, 100, 300, 200), in: outer)
    wheel(0, 60, at: CGPoint(150, 150))
    #expect(inner.contentOffset.y == 60 && outer.contentOffset.y == 0)
    wheel(0, 60, at: CGPoint(150, 150))
    #expect(inner.contentOffset.y == 100, "its end")
    #expect(outer.contentOffset.y == 20, "the rest went to the outer list")
    wheel(0, 30, at: CGPoint(150, 150))
    #expect(outer.contentOffset.y == 50)
  }

  @Test("the wheel stops a deceleration; records with modifiers replay byte for byte")
  func wheelStopsAndRecords() throws {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 300, height: 20000))
    scene.drag(from: CGPoint(150, 390), to: CGPoint(150, 190), steps: 10)
    wheel(0, 10, at: CGPoint(100, 100))
    #expect(!scrollView.isDecelerating)
    let record = InputRecord(
      .wheel(
        WheelInput(
          deltaX: 0, deltaY: 2.5, location: CGPoint(3, 4), modifierFlags: [.shift, .control])),
      timestamp: 1)
    let text = InputRecording(entries: [.record(record)]).text
    #expect(text.contains("wheel 0.0 2.5 3.0 4.0 393216"))
    #expect(try InputRecording(parsing: text).records == [record])
    let old = InputRecording.header + "\n1 wheel 0 2.5 3 4\nend 1\n"
    #expect(
      try InputRecording(parsing: old).records.first?.payload
        == .wheel(WheelInput(deltaX: 0, deltaY: 2.5, location: CGPoint(3, 4))))
  }

  @Test("keys scroll the scroll view under the pointer: arrows, Page Down, End, Home")
  func keysScroll() {
    let (scrollView, delegate) = scene.scrollView()
    _ = delegate
    hover(at: CGPoint(100, 100))
    key(.keyboardDownArrow)
    key(.keyboardDownArrow, .up)
    scene.settle()
    #expect(scrollView.contentOffset.y == 40)
    key(.keyboardPageDown)
    key(.keyboardPageDown, .up)
    scene.settle()
    #expect(abs(scrollView.contentOffset.y - 400) < 1e-9, "a page keeps one step of context")
    key(.keyboardEnd)
    key(.keyboardEnd, .up)
    scene.settle()
    #expect(scrollView.contentOffset.y == 1600)
    key(.keyboardHome)
    key(.keyboardHome, .up)
    scene.settle()
    #expect(scrollView.contentOffset.y == 0)
    #expect(
      scene.log.entries(startingWith: "scroll.").allSatisfy {
        $0 == "scroll.didEndScrollingAnimation"
      })
  }

  @Test("keys go up the first responder's chain to its scroll view; others pass on")
  func keysFromFirstResponder() {
    let (scrollView, _) = scene.scrollView()
    let field = scene.responder("field", in: scrollView, focused: true)
    #expect(field.isFirstResponder)
    key(.keyboardPageDown)
    scene.settle()
    #expect(scrollView.contentOffset.y == 360)
    #expect(scene.log.entries(startingWith: "field.").contains { $0.contains("pressesBegan") })
    key(.keyboardPageDown, .up)
    scene.log.clear()
    key(.keyboardA)
    #expect(!scene.log.entries.isEmpty, "a letter is not the scroll view's")
  }

  /// A 300×400 scroll view zooming a 300×400 image from 1× to 4×.
  func zoomableScrollView() -> UIScrollView { scene.zoomableScrollView().0 }

  @Test("zoom: a pinch scales the view for zooming within the limits; ctrl+wheel zooms too")
  func zooming() {
    let scrollView = zoomableScrollView()
    #expect(scrollView.pinchGestureRecognizer != nil)
    scene.fingers.together { $0.press(0, at: CGPoint(100, 200)).press(1, at: CGPoint(200, 200)) }
    scene.fingers.together { $0.move(0, to: CGPoint(50, 200)).move(1, to: CGPoint(250, 200)) }
    #expect(abs(scrollView.zoomScale - 2) < 1e-6 && scrollView.isZooming)
    #expect(scrollView.contentSize == CGSize(width: 600, height: 800))
    #expect(abs(scrollView.contentOffset.x - 150) < 1e-6, "the point between the fingers stays")
    scene.fingers.together { $0.move(0, to: CGPoint(0, 0)).move(1, to: CGPoint(400, 600)) }
    // The fingers ask for 7.2; past the limit the excess ratio is square-rooted.
    #expect(abs(scrollView.zoomScale - 4 * (7.2111 / 4).squareRoot()) < 0.01, "resisted")
    scene.fingers.together { $0.release(0).release(1) }
    #expect(scrollView.zoomScale > 4 && !scrollView.isZooming, "released past the limit")
    #expect(scrollView.isZoomBouncing)
    #expect(!scene.log.entries.contains { $0.hasPrefix("scroll.didEndZooming") })
    scene.runFrames(for: 0.15)
    #expect(scrollView.zoomScale > 4 && scrollView.zoomScale < 5.36, "springing back")
    scene.settle()
    #expect(scrollView.zoomScale == 4 && !scrollView.isZoomBouncing)
    #expect(scene.log.entries.contains("scroll.didZoom"))
    #expect(scene.log.entries.last == "scroll.didEndZooming(4.0)", "heard once it is back")
    let limits = scrollView.offsetLimits
    #expect(limits.x.contains(scrollView.contentOffset.x), "and inside the edges")
    #expect(limits.y.contains(scrollView.contentOffset.y))
    wheel(0, 40, at: CGPoint(150, 200), .control)
    #expect(abs(scrollView.zoomScale - 4 * exp(-0.2)) < 1e-6)
    scrollView.setZoomScale(0.5, animated: false)
    #expect(scrollView.zoomScale == 1, "clamped to the minimum")
  }

  @Test("animated zoom: setZoomScale and zoom(to:) ease there in 0.3 s, then didEndZooming")
  func animatedZoom() {
    let scrollView = zoomableScrollView()
    scrollView.setZoomScale(4, animated: true)
    #expect(scrollView.zoomScale == 1, "nothing moves before the first frame")
    scene.runFrames(for: 0.15)
    // Half-way through an ease in-out the scale is half-way in ratio: 1 → 2 → 4.
    #expect(abs(scrollView.zoomScale - 2) < 0.05)
    // The visible centre stays the image's centre throughout.
    let centre = CGPoint(
      x: (scrollView.contentOffset.x + 150) / scrollView.zoomScale,
      y: (scrollView.contentOffset.y + 200) / scrollView.zoomScale)
    #expect(approx(centre, CGPoint(150, 200), 1e-6))
    #expect(!scene.log.entries.contains { $0.hasPrefix("scroll.didEndZooming") })
    scene.settle()
    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentOffset == CGPoint(x: 450, y: 600))
    #expect(scene.log.entries.last == "scroll.didEndZooming(4.0)")
    // zoom(to:) centres the rectangle: 75×100 at (0, 300) fills the 300×400 view at 4×.
    scene.log.clear()
    scrollView.zoom(to: CGRect(0, 0, 300, 400), animated: true)
    scene.runFrames(for: 0.1)
    scrollView.zoom(to: CGRect(0, 300, 75, 100), animated: true)
    #expect(scrollView.zoomScale < 4, "a new zoom starts from where the last one was")
    scene.settle()
    #expect(scrollView.zoomScale == 4)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1200))
    #expect(scene.log.entries(startingWith: "scroll.didEndZooming").count == 2)
    scrollView.zoom(to: CGRect(0, 0, 300, 400), animated: false)
    #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == .zero)
    // A finger landing mid-zoom ends it where it was going, not between two scales.
    scrollView.setZoomScale(2, animated: true)
    scene.runFrames(for: 0.1)
    scene.fingers.press(0, at: CGPoint(150, 200))
    #expect(scrollView.zoomScale == 2)
    #expect(scene.log.entries.last == "scroll.didEndZooming(2.0)")
    scene.fingers.release(0)
  }

  @Test("a pinch past the limit ending while one finger still drags: settled, the drag goes on")
  func pinchEndsWhileDragging() {
    let scrollView = zoomableScrollView()
    // Zoomed out, the content is smaller than the view: it pans only when set to bounce.
    scrollView.alwaysBounceVertical = true
    scrollView.alwaysBounceHorizontal = true
    scene.fingers.together { $0.press(0, at: CGPoint(100, 150)).press(1, at: CGPoint(200, 250)) }
    scene.fingers.together { $0.move(0, to: CGPoint(130, 180)).move(1, to: CGPoint(190, 240)) }
    #expect(scrollView.zoomScale < 1 && scrollView.isDragging, "pinched in and panning")
    scene.fingers.release(1)
    #expect(scrollView.zoomScale == 1 && !scrollView.isZoomBouncing, "settled at once")
    #expect(scene.log.entries.last == "scroll.didEndZooming(1.0)")
    let before = scrollView.contentOffset
    scene.fingers.move(0, to: CGPoint(130, 160))
    // The finger moved 20 pt up from where the zoom settled: past the edge, rubber-banded.
    let banded = (1 - 1 / (20 * 0.55 / 400 + 1)) * 400
    #expect(approx(scrollView.contentOffset, CGPoint(before.x, before.y + banded), 1e-6))
    scene.fingers.release(0)
    scene.settle()
    #expect(!scrollView.isZoomBouncing && !scrollView.isDragging && !scrollView.isDecelerating)
    #expect(scene.log.entries(startingWith: "scroll.didEndZooming").count == 1)
  }

  @Test("a double tap on a zoomed scroll view is heard: zoom in, then back out, animated")
  func doubleTapZoom() {
    let scrollView = zoomableScrollView()
    var taps = 0
    // Weak, as an app writes it: the scroll view holds the recognizer, which holds this.
    let doubleTap = UITapGestureRecognizer { [weak scrollView] _ in
      guard let scrollView else { return }
      taps += 1
      if scrollView.zoomScale > 1 { return scrollView.setZoomScale(1, animated: true) }
      scrollView.zoom(to: CGRect(50, 50, 100, 100), animated: true)
    }
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
    scene.fingers.tap(at: CGPoint(100, 100)).tap(at: CGPoint(100, 100))
    scene.runFrames(for: 0.5)
    #expect(taps == 1 && scrollView.zoomScale == 3)
    scene.fingers.tap(at: CGPoint(150, 200)).tap(at: CGPoint(150, 200))
    scene.runFrames(for: 0.5)
    #expect(taps == 2 && scrollView.zoomScale == 1)
  }

  @Test("indicators: drawn while scrolling, sized to the visible fraction, faded after 0.8 s")
  func indicators() {
    let (scrollView, _) = scene.scrollView()
    #expect(scrollView.scrollIndicatorFrames.horizontal == nil, "no horizontal content")
    scrollView.contentOffset = CGPoint(x: 0, y: 800)
    let bar = scrollView.scrollIndicatorFrames.vertical!
    #expect(bar.width == 3 && bar.maxX == 297)
    #expect(abs(bar.height - 394 * 400 / 2000) < 1e-6, "visible 400 of 2000")
    #expect(abs(bar.minY - (800 + 3 + 0.5 * (394 - bar.height))) < 1e-6, "half way")
    func grey() -> Int {
      let list = DisplayListBuilder.build(
        scene.app, pixelSize: CGSize(width: 400, height: 600), scale: 1)
      return list.items.filter {
        if case .fill(_, let color) = $0 {
          return color.alpha > 0 && color.alpha <= 0.35 && color.red == 0
        }
        return false
      }.count
    }
    #expect(grey() == 1, "the bar is drawn")
    scene.runFrames(for: 0.9)
    #expect(grey() == 0, "and gone after the hold and the fade")
    #expect(scene.app.nextTimerDeadline == nil, "no frames at rest")
    scrollView.flashScrollIndicators()
    #expect(grey() == 1)
  }

  @Test("culling: 10,000 rows draw what is visible; scrolled rows appear, others drop out")
  func culling() {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 300, height: 440_000))
    for i in 0..<10_000 {
      let row = UIView(frame: CGRect(0, CGFloat(i) * 44, 300, 44))
      row.backgroundColor = i % 2 == 0 ? .red : .blue
      let dot = UIView(frame: CGRect(10, 10, 20, 20))
      dot.backgroundColor = .green
      row.addSubview(dot)
      scrollView.addSubview(row)
    }
    func fills() -> Int {
      DisplayListBuilder.build(scene.app, pixelSize: CGSize(width: 400, height: 600), scale: 1)
        .items.filter { if case .fill = $0 { return true } else { return false } }.count
    }
    // 400 / 44: rows 0…9 are visible; row 9's dot lies below the edge.
    #expect(fills() == 19)
    scrollView.contentOffset = CGPoint(x: 0, y: 44 * 5000 + 22)
    #expect(fills() == 10 + 10 + 1, "rows 5000…5009, their dots and the indicator")
    // A dot moved out of its row still draws where it is.
    let row = scrollView.subviews[5020]
    row.subviews[0].frame.origin.y = -44 * 15
    #expect(fills() == 22)
  }
}
