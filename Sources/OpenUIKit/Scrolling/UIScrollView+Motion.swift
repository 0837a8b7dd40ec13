import Foundation

// The content moving on its own: what stops it and what the delegate hears when it ends.
extension UIScrollView {
  /// Stops a deceleration or animated scroll where the content is. A stopped deceleration
  /// still ends (`isDecelerating` false), without `scrollViewDidEndDecelerating`, as in UIKit.
  /// A zoom animation jumps to its end instead: a scale left between two values, or outside
  /// the limits, would stay there.
  func stopMotion() {
    guard motion.isMoving else { return }
    if motion.kind == .zoom { return motion.finishAtRest() }
    motion.stop()
    isDecelerating = false
  }

  func motionDidFinish(_ kind: ScrollMotion.Kind) {
    switch kind {
    case .deceleration:
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    case .animation:
      delegate?.scrollViewDidEndScrollingAnimation(self)
    case .zoom:
      isZoomBouncing = false
      delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
    }
  }

  /// Where the content is heading: the resting offset of a deceleration or animated scroll,
  /// else the current offset. Wheel and key scrolling add to it, so quick presses accumulate.
  var restingContentOffset: CGPoint { motion.target ?? contentOffset }
}
