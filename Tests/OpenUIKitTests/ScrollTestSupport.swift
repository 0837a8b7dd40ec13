import Foundation
import OpenUIKit
import OpenUIKitTesting

/// A scroll view delegate that logs each call as `scroll.<call>`, didScroll included only when
/// asked (it is called for every move).
@MainActor
final class ScrollLog: UIScrollViewDelegate {
  let log: EventLog
  var logsDidScroll = false
  var zoomView: UIView?
  /// App code run on every scroll, inside the dispatch that scrolled.
  var onScroll: ((UIScrollView) -> Void)?
  /// Replaces the proposed resting offset in `WillEndDragging`.
  var retarget: ((CGPoint) -> CGPoint)?
  private(set) var proposedTargets: [CGPoint] = []
  private(set) var releaseVelocities: [CGPoint] = []
  private(set) var scrollCount = 0

  init(_ log: EventLog) { self.log = log }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrollCount += 1
    if logsDidScroll { log.record("scroll.didScroll") }
    onScroll?(scrollView)
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    log.record("scroll.willBeginDragging")
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.record("scroll.willEndDragging")
    proposedTargets.append(targetContentOffset.pointee)
    releaseVelocities.append(velocity)
    if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.record("scroll.didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log.record("scroll.willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.record("scroll.didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.record("scroll.didEndScrollingAnimation")
  }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { log.record("scroll.didZoom") }
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale: CGFloat) {
    log.record("scroll.didEndZooming(\(atScale))")
  }
}

extension TestScene {
  /// A 300×400 scroll view at the window's origin over content of `contentSize`, with a
  /// logging delegate the scene keeps alive.
  func scrollView(
    contentSize: CGSize = CGSize(width: 300, height: 2000), frame: CGRect = CGRect(0, 0, 300, 400),
    in parent: UIView? = nil
  ) -> (UIScrollView, ScrollLog) {
    let scrollView = UIScrollView(frame: frame)
    scrollView.contentSize = contentSize
    let delegate = ScrollLog(log)
    scrollView.delegate = delegate
    keep(delegate)
    (parent ?? window).addSubview(scrollView)
    return (scrollView, delegate)
  }

  /// A 300×400 scroll view over a 300×400 image it zooms (up to `maximumZoomScale`), with its
  /// logging delegate and the image.
  func zoomableScrollView(maximumZoomScale: CGFloat = 4) -> (UIScrollView, ScrollLog, UIView) {
    let (scrollView, delegate) = scrollView(contentSize: CGSize(width: 300, height: 400))
    let image = UIView(frame: CGRect(0, 0, 300, 400))
    scrollView.addSubview(image)
    delegate.zoomView = image
    scrollView.maximumZoomScale = maximumZoomScale
    return (scrollView, delegate, image)
  }

  /// Runs frames (1/60 s each) until nothing is scheduled, at most `limit` seconds.
  @discardableResult
  func settle(limit: TimeInterval = 10) -> TimeInterval {
    let start = clock.now
    while app.nextTimerDeadline != nil && clock.now - start < limit {
      clock.advance(by: 1.0 / 60)
      app.fireDueTimers()
    }
    return clock.now - start
  }

  /// Runs frames for `seconds`.
  func runFrames(for seconds: TimeInterval) {
    let end = clock.now + seconds - 1e-9
    while clock.now < end {
      clock.advance(by: min(1.0 / 60, end + 1e-9 - clock.now))
      app.fireDueTimers()
    }
  }

  /// A drag from `from` to `to` in `steps` moves of one frame each, then held still for `hold`
  /// seconds (so the release has no velocity when `hold` ≥ 0.15), then lifted.
  func drag(from: CGPoint, to: CGPoint, steps: Int = 10, hold: TimeInterval = 0) {
    fingers.press(0, at: from).drag(0, to: to, steps: steps)
    if hold > 0 { fingers.wait(hold) }
    fingers.release(0)
  }
}
