import Foundation
import OpenUIKit

/// A logged scroll view, its own delegate: its touches are reported like any view's, and its
/// delegate calls run app code (which may remove it, scroll it or start a drag elsewhere).
final class FuzzScrollView: UIScrollView, FuzzProbe, UIScrollViewDelegate {
  weak var scene: FuzzScene?
  let probeName: String

  init(scene: FuzzScene, name: String, frame: CGRect, using r: inout FuzzRandom) {
    self.scene = scene
    self.probeName = name
    super.init(frame: frame)
    contentSize = CGSize(width: r.double(0...1200), height: r.double(0...1200))
    isPagingEnabled = r.chance(0.2)
    bounces = r.chance(0.8)
    alwaysBounceVertical = r.chance(0.2)
    delaysContentTouches = r.chance(0.8)
    canCancelContentTouches = r.chance(0.8)
    isDirectionalLockEnabled = r.chance(0.3)
    if r.chance(0.3) { maximumZoomScale = 3 }
    if r.chance(0.2) { contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 40, right: 10) }
    delegate = self
  }
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.began, Array(touches), event: event) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.moved, Array(touches), event: event) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.ended, Array(touches), event: event) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.cancelled, Array(touches), event: event) {
      super.touchesCancelled(touches, with: event)
    }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scene?.appCode(at: "\(probeName).didScroll", event: nil, rate: 0.01)
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    scene?.appCode(at: "\(probeName).willBeginDragging", event: nil)
  }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    if scene?.codeChance(0.2) == true { targetContentOffset.pointee.y += 37 }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    scene?.appCode(at: "\(probeName).didEndDragging", event: nil)
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    scene?.appCode(at: "\(probeName).didEndDecelerating", event: nil)
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    scene?.appCode(at: "\(probeName).didEndScrollingAnimation", event: nil)
  }
  func viewForZooming(in scrollView: UIScrollView) -> UIView? { subviews.first }
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale: CGFloat) {
    scene?.appCode(at: "\(probeName).didEndZooming", event: nil)
  }

  /// App code that scrolls: an offset (animated or not), a rectangle, a new content size, a
  /// zoom, the indicators, scrolling switched off and on.
  func scrollAsApp(using r: inout FuzzRandom) {
    let point = CGPoint(x: r.double(-100...1300), y: r.double(-100...1300))
    switch r.int(0...5) {
    case 0: setContentOffset(point, animated: r.chance(0.5))
    case 1:
      scrollRectToVisible(
        CGRect(origin: point, size: CGSize(width: 50, height: 50)), animated: r.chance(0.5))
    case 2: contentSize = CGSize(width: r.double(0...1200), height: r.double(0...1200))
    case 3:
      switch r.int(0...2) {
      case 0: zoomScale = r.double(0.5...4)
      case 1: setZoomScale(r.double(0.5...4), animated: true)
      default:
        zoom(
          to: CGRect(origin: point, size: CGSize(width: 80, height: 60)), animated: r.chance(0.7))
      }
    case 4: flashScrollIndicators()
    default: isScrollEnabled.toggle()
    }
  }
}
