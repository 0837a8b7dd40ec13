import Foundation

/// A scroll view's frame-driven work: moving the content after a release or for an animated
/// scroll, and fading the indicators out afterwards. It asks the application's frame clock for
/// frames only while either runs, so a scroll view at rest costs no CPU.
@MainActor
final class ScrollMotion: FrameClient {
  /// Why the content moves: the delegate hears a different end for each.
  enum Kind {
    /// After a drag: `scrollViewDidEndDecelerating`.
    case deceleration
    /// `setContentOffset(_:animated:)`, `scrollRectToVisible`, keys: `DidEndScrollingAnimation`.
    case animation
    /// An animated zoom, or the zoom springing back inside its limits:
    /// `scrollViewDidEndZooming`.
    case zoom
  }

  /// How long the indicators stay after the content stops, then how long they fade.
  static let indicatorHold: TimeInterval = 0.5
  static let indicatorFade: TimeInterval = 0.3

  private weak var scrollView: UIScrollView?
  private var x: ScrollAxisMotion?
  private var y: ScrollAxisMotion?
  private var zoom: ScrollZoomTween?
  private(set) var kind: Kind?
  /// When the content last moved; nil before it ever did.
  private var lastScrolled: TimeInterval?
  private var isRegistered = false

  init(scrollView: UIScrollView) {
    self.scrollView = scrollView
  }

  /// Whether the content is moving on its own.
  var isMoving: Bool { kind != nil }

  /// Where the running motion comes to rest.
  var target: CGPoint? {
    guard kind != nil, let scrollView else { return nil }
    if let zoom { return zoom.toOffset }
    return CGPoint(
      x: x.map { CGFloat($0.target) } ?? scrollView.contentOffset.x,
      y: y.map { CGFloat($0.target) } ?? scrollView.contentOffset.y)
  }

  func decelerate(x: ScrollAxisMotion, y: ScrollAxisMotion) {
    self.x = x
    self.y = y
    kind = .deceleration
    register()
  }

  /// Eases the content to `target` in 0.3 s.
  func animate(to target: CGPoint, duration: TimeInterval = 0.3) {
    guard let scrollView else { return }
    let now = self.now
    let from = scrollView.contentOffset
    x = .tweening(from: Double(from.x), to: Double(target.x), began: now, duration: duration)
    y = .tweening(from: Double(from.y), to: Double(target.y), began: now, duration: duration)
    kind = .animation
    register()
  }

  /// Eases the zoom scale and the offset to the tween's end.
  func animate(_ tween: ScrollZoomTween) {
    x = nil
    y = nil
    zoom = tween
    kind = .zoom
    register()
  }

  /// Stops where the content is; no delegate call (UIKit's `setContentOffset` does the same).
  func stop() {
    x = nil
    y = nil
    zoom = nil
    kind = nil
  }

  /// The content moved: the indicators show and fade later.
  func noteScrolled() {
    lastScrolled = now
    scrollView?.invalidate(.appearance)
    register()
  }

  /// The indicators' opacity at `time`: 1 while dragging or moving, then held and faded.
  func indicatorAlpha(at time: TimeInterval) -> CGFloat {
    guard let scrollView, let lastScrolled else { return 0 }
    if scrollView.isDragging || kind != nil { return 1 }
    let since = time - lastScrolled - Self.indicatorHold
    if since <= 0 { return 1 }
    return CGFloat(max(0, 1 - since / Self.indicatorFade))
  }

  func step(frameTime time: TimeInterval, interval: TimeInterval) -> Bool {
    guard let scrollView, scrollView.window != nil else {
      isRegistered = false
      finishAtRest()
      return false
    }
    if let kind { advance(scrollView, to: time, kind: kind) }
    // Frames continue while moving, or while the indicators fade.
    let fading = indicatorAlpha(at: time) > 0
    if fading || kind != nil {
      if kind == nil { scrollView.invalidate(.appearance) }
      return true
    }
    scrollView.invalidate(.appearance)
    isRegistered = false
    return false
  }

  private func advance(_ scrollView: UIScrollView, to time: TimeInterval, kind: Kind) {
    if let zoom {
      let sample = zoom.sample(at: time)
      scrollView.applyZoom(sample.scale, offset: sample.offset)
      guard sample.isDone, self.kind == kind, self.zoom != nil else { return }
      stop()
      return scrollView.motionDidFinish(kind)
    }
    var offset = scrollView.contentOffset
    var done = true
    if let motion = x {
      let sample = motion.sample(at: time)
      offset.x = CGFloat(sample.offset)
      done = done && sample.isDone
    }
    if let motion = y {
      let sample = motion.sample(at: time)
      offset.y = CGFloat(sample.offset)
      done = done && sample.isDone
    }
    if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
    // The delegate's didScroll may have stopped this motion or started another.
    guard done, self.kind == kind, self.x != nil || self.y != nil else { return }
    stop()
    scrollView.motionDidFinish(kind)
  }

  private func register() {
    guard let application = scrollView?.window?.application else {
      // Off screen there are no frames: a motion ends at once where it would come to rest.
      finishAtRest()
      return
    }
    guard !isRegistered else { return }
    isRegistered = true
    application.frameClock.add(self)
  }

  /// Ends the running motion at its resting point and tells the delegate, as if it had run.
  func finishAtRest() {
    guard let kind, let scrollView, let target else { return }
    let scale = zoom?.toScale
    stop()
    if let scale {
      scrollView.applyZoom(scale, offset: target)
    } else if target != scrollView.contentOffset {
      scrollView.contentOffset = target
    }
    // The delegate's didScroll may have started another motion meanwhile.
    guard self.kind == nil else { return }
    scrollView.motionDidFinish(kind)
  }

  private var now: TimeInterval { scrollView?.window?.application?.clock.now ?? 0 }
}
