import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite(
  "UIScrollView: dragging, deceleration, bouncing, paging, animated scrolls (issue 11)",
  .debugSwitchesOff)
@MainActor
struct ScrollViewTests {
  let scene = TestScene(size: CGSize(width: 400, height: 600))

  @Test("contentOffset is bounds.origin; hit testing and conversion follow it (A14)")
  func offsetIsBoundsOrigin() {
    let (scrollView, delegate) = scene.scrollView()
    let row = scene.loggingView("row", CGRect(0, 500, 300, 44), in: scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 480)
    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 480))
    #expect(delegate.scrollCount == 1, "the delegate hears every offset change")
    #expect(scene.window.hitTest(CGPoint(x: 10, y: 30), with: nil) === row)
    #expect(row.convert(CGPoint.zero, to: scene.window) == CGPoint(x: 0, y: 20))
    #expect(scrollView.clipsToBounds, "a scroll view clips, as UIKit's")
  }

  @Test("limits: contentInset extends the range; content smaller than the view cannot scroll")
  func limits() {
    let (scrollView, _) = scene.scrollView()
    scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
    #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    #expect(scrollView.offsetLimits.y == -20...1630)
    #expect(scrollView.offsetLimits.x == 0...0)
    scrollView.contentSize = CGSize(width: 100, height: 100)
    #expect(scrollView.offsetLimits.y == -20...(-20))
  }

  @Test("a slow drag moves the content with the finger, without a jump for the pan's threshold")
  func dragFollowsFinger() {
    let (scrollView, delegate) = scene.scrollView()
    scene.drag(from: CGPoint(150, 300), to: CGPoint(150, 100), hold: 0.2)
    // The pan begins after the first 20-pt step; the content moves from there on.
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 180))
    #expect(
      scene.log.entries(startingWith: "scroll.") == [
        "scroll.willBeginDragging", "scroll.willEndDragging", "scroll.didEndDragging(false)",
      ])
    #expect(delegate.releaseVelocities == [.zero])
    #expect(!scrollView.isDragging && !scrollView.isDecelerating)
  }

  @Test("isTracking while a finger is down, isDragging once the pan began")
  func trackingAndDragging() {
    let (scrollView, _) = scene.scrollView()
    scene.fingers.press(0, at: CGPoint(150, 300))
    #expect(scrollView.isTracking && !scrollView.isDragging)
    scene.fingers.drag(0, to: CGPoint(150, 250), steps: 3)
    #expect(scrollView.isTracking && scrollView.isDragging)
    scene.fingers.release(0)
    #expect(!scrollView.isTracking && !scrollView.isDragging)
  }

  @Test("a fling decelerates along UIKit's curve to the resting offset the delegate was told")
  func flingDecelerates() {
    let (scrollView, delegate) = scene.scrollView(contentSize: CGSize(width: 300, height: 20000))
    scene.drag(from: CGPoint(150, 390), to: CGPoint(150, 190), steps: 10)
    #expect(scrollView.isDecelerating)
    let velocity = delegate.releaseVelocities[0].y * 1000
    #expect(abs(velocity - 1200) < 1, "20 pt per 1/60-s frame, in points per ms for the delegate")
    let released = scrollView.contentOffset.y
    let target = delegate.proposedTargets[0].y
    // Apple's projection (WWDC 2018): v/1000 · rate/(1 − rate); ours is the exact integral.
    let projected = released + velocity / 1000 * 0.998 / (1 - 0.998)
    #expect(abs(target - projected) < 0.002 * projected)
    scene.runFrames(for: 1)
    // After 1 s the velocity is v·0.998^1000 = 13.5 % of v; the distance covered 86.5 %.
    let covered = (scrollView.contentOffset.y - released) / (target - released)
    #expect(abs(covered - (1 - pow(0.998, 1000))) < 0.01)
    scene.settle()
    #expect(abs(scrollView.contentOffset.y - target) < 0.001)
    #expect(!scrollView.isDecelerating)
    #expect(
      scene.log.entries(startingWith: "scroll.") == [
        "scroll.willBeginDragging", "scroll.willEndDragging", "scroll.didEndDragging(true)",
        "scroll.willBeginDecelerating", "scroll.didEndDecelerating",
      ])
    #expect(scene.app.nextTimerDeadline == nil, "no frames once at rest and the indicators faded")
  }

  @Test("the fast rate stops sooner: UIKit's 0.99 per ms")
  func fastRate() {
    let (scrollView, delegate) = scene.scrollView(contentSize: CGSize(width: 300, height: 20000))
    scrollView.decelerationRate = .fast
    scene.drag(from: CGPoint(150, 390), to: CGPoint(150, 190), steps: 10)
    let released = scrollView.contentOffset.y
    let expected = 1.2 * 0.99 / 0.01
    #expect(abs(delegate.proposedTargets[0].y - released - expected) < 0.01 * expected)
  }

  @Test("past the top the content follows with UIKit's rubber band and springs back on release")
  func rubberBand() {
    let (scrollView, _) = scene.scrollView()
    scene.fingers.press(0, at: CGPoint(150, 100)).drag(0, to: CGPoint(150, 320), steps: 11)
    // 220 pt moved, 20 of them before the pan began: 200 pt past the edge in a 400-pt view.
    let banded = (1 - 1 / (200 * 0.55 / 400 + 1)) * 400
    #expect(abs(scrollView.contentOffset.y + banded) < 1e-6)
    scene.fingers.wait(0.2).release(0)
    #expect(scrollView.isDecelerating, "it springs back")
    scene.runFrames(for: 0.6)
    #expect(scrollView.contentOffset.y == 0, "the spring settles within 0.6 s")
    #expect(!scrollView.isDecelerating)
    #expect(scene.log.entries(startingWith: "scroll.").last == "scroll.didEndDecelerating")
  }

  @Test("a fling into the end overshoots and bounces back to it; without bounces it stops there")
  func bounceAtEnd() {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 300, height: 600))
    scene.drag(from: CGPoint(150, 300), to: CGPoint(150, 140), steps: 8)
    var deepest: CGFloat = 0
    while scene.app.nextTimerDeadline != nil {
      scene.runFrames(for: 1.0 / 60)
      deepest = max(deepest, scrollView.contentOffset.y)
    }
    #expect(deepest > 200, "it went past the end (max offset 200)")
    #expect(scrollView.contentOffset.y == 200)

    scrollView.contentOffset = .zero
    scrollView.bounces = false
    scene.drag(from: CGPoint(150, 300), to: CGPoint(150, 140), steps: 8)
    deepest = 0
    while scene.app.nextTimerDeadline != nil {
      scene.runFrames(for: 1.0 / 60)
      deepest = max(deepest, scrollView.contentOffset.y)
    }
    #expect(deepest == 200 && scrollView.contentOffset.y == 200)
  }

  @Test("WillEndDragging can move the resting point: the content lands exactly there")
  func retarget() {
    let (scrollView, delegate) = scene.scrollView(contentSize: CGSize(width: 300, height: 20000))
    delegate.retarget = { proposed in CGPoint(x: 0, y: (proposed.y / 100).rounded() * 100) }
    scene.drag(from: CGPoint(150, 390), to: CGPoint(150, 190), steps: 10)
    scene.settle()
    #expect(scrollView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
    #expect(abs(scrollView.contentOffset.y - delegate.proposedTargets[0].y) <= 50)
  }

  @Test("paging: a short slow drag returns, past half turns the page, a flick turns one page")
  func paging() {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 900, height: 400))
    scrollView.isPagingEnabled = true
    scene.drag(from: CGPoint(250, 200), to: CGPoint(150, 200), hold: 0.2)
    scene.settle()
    #expect(scrollView.contentOffset.x == 0)
    scene.drag(from: CGPoint(290, 200), to: CGPoint(60, 200), hold: 0.2)
    scene.settle()
    #expect(scrollView.contentOffset.x == 300)
    scene.drag(from: CGPoint(250, 200), to: CGPoint(190, 200), steps: 3)
    scene.settle()
    #expect(scrollView.contentOffset.x == 600, "a quick flick turns the page")
    scene.drag(from: CGPoint(20, 200), to: CGPoint(290, 200), steps: 2)
    scene.settle()
    #expect(scrollView.contentOffset.x == 300, "one page per flick, however fast")
  }

  @Test("setContentOffset(animated:) eases there in 0.3 s and says so once")
  func animatedScroll() {
    let (scrollView, _) = scene.scrollView()
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(scrollView.contentOffset.y == 0, "the model moves frame by frame, as UIKit's")
    scene.runFrames(for: 0.15)
    #expect(abs(scrollView.contentOffset.y - 150) < 1, "half way at half time (ease in-out)")
    scene.settle()
    #expect(scrollView.contentOffset.y == 300)
    #expect(scene.log.entries(startingWith: "scroll.") == ["scroll.didEndScrollingAnimation"])
  }

  @Test("setContentOffset(animated: false) stops a deceleration where it is")
  func stopDeceleration() {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 300, height: 20000))
    scene.drag(from: CGPoint(150, 390), to: CGPoint(150, 190), steps: 10)
    scene.runFrames(for: 0.2)
    scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    let stopped = scrollView.contentOffset
    #expect(!scrollView.isDecelerating)
    scene.settle()
    #expect(scrollView.contentOffset == stopped)
    #expect(!scene.log.entries.contains("scroll.didEndDecelerating"))
  }

  @Test("scrollRectToVisible scrolls the least needed, within the limits")
  func scrollRectToVisible() {
    let (scrollView, _) = scene.scrollView()
    scrollView.scrollRectToVisible(CGRect(0, 500, 10, 50), animated: false)
    #expect(scrollView.contentOffset.y == 150, "the rect's bottom at the view's bottom")
    scrollView.scrollRectToVisible(CGRect(0, 100, 10, 50), animated: false)
    #expect(scrollView.contentOffset.y == 100, "the rect's top at the view's top")
    scrollView.scrollRectToVisible(CGRect(0, 1990, 10, 50), animated: false)
    #expect(scrollView.contentOffset.y == 1600, "never past the end")
    scrollView.scrollRectToVisible(CGRect(0, 1700, 10, 50), animated: false)
    #expect(scrollView.contentOffset.y == 1600, "already visible: no move")
  }

  @Test("directional lock keeps a mostly-vertical drag vertical")
  func directionalLock() {
    let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 2000, height: 2000))
    scrollView.isDirectionalLockEnabled = true
    scene.drag(from: CGPoint(200, 300), to: CGPoint(170, 100), hold: 0.2)
    #expect(scrollView.contentOffset.x == 0 && scrollView.contentOffset.y > 150)
    scrollView.isDirectionalLockEnabled = false
    scrollView.contentOffset = .zero
    scene.drag(from: CGPoint(200, 300), to: CGPoint(170, 100), hold: 0.2)
    #expect(scrollView.contentOffset.x > 0, "without the lock both axes follow")
  }

  @Test("isScrollEnabled false: dragging does nothing")
  func scrollDisabled() {
    let (scrollView, _) = scene.scrollView()
    scrollView.isScrollEnabled = false
    scene.drag(from: CGPoint(150, 300), to: CGPoint(150, 100))
    #expect(scrollView.contentOffset == .zero)
    #expect(scene.log.entries(startingWith: "scroll.").isEmpty)
  }

  @Test("a scroll view removed while decelerating stops and frees")
  func removedWhileDecelerating() {
    weak var gone: UIScrollView?
    do {
      let (scrollView, _) = scene.scrollView(contentSize: CGSize(width: 300, height: 20000))
      gone = scrollView
      scene.drag(from: CGPoint(150, 390), to: CGPoint(150, 190), steps: 10)
      #expect(scrollView.isDecelerating)
      scrollView.removeFromSuperview()
    }
    scene.settle()
    #expect(gone == nil)
    #expect(scene.app.nextTimerDeadline == nil)
  }

  @Test(
    "fuzzer finding: a scroll view removed mid-drag ends the drag (its pan sends no more actions)")
  func removedWhileDragging() {
    let (scrollView, _) = scene.scrollView()
    scene.fingers.press(0, at: CGPoint(150, 300)).drag(0, to: CGPoint(150, 420), steps: 6)
    #expect(scrollView.isDragging && scrollView.contentOffset.y < 0, "pulled past the top")
    scrollView.removeFromSuperview()
    #expect(!scrollView.isDragging && !scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y == 0, "back inside the limits at once: no frames off screen")
    #expect(
      scene.log.entries(startingWith: "scroll.").suffix(4) == [
        "scroll.willEndDragging", "scroll.didEndDragging(true)", "scroll.willBeginDecelerating",
        "scroll.didEndDecelerating",
      ])
    scene.fingers.release(0)
  }

  @Test("a huge pointer jump (1e300) flings at most 20,000 pt/s and comes to rest")
  func hugeVelocity() {
    let (scrollView, delegate) = scene.scrollView(contentSize: CGSize(width: 300, height: 1e7))
    scene.fingers.press(0, at: CGPoint(150, 300)).move(0, to: CGPoint(150, 280))
    scene.fingers.move(0, to: CGPoint(150, -1e300)).release(0)
    #expect(delegate.releaseVelocities.first?.y == 20)
    scene.settle(limit: 10)
    #expect(!scrollView.isDecelerating && scrollView.contentOffset.y.isFinite)
  }
}
