import Foundation

/// What a scroll view tells its delegate, in UIKit's order: `WillBeginDragging`, `DidScroll`
/// for every move, `WillEndDragging(withVelocity:targetContentOffset:)`,
/// `DidEndDragging(willDecelerate:)`, then `WillBeginDecelerating` and `DidEndDecelerating`
/// when the content glides on. Every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed, for any reason.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag is about to move the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger lifted: `velocity` is in points per millisecond; setting
  /// `targetContentOffset.pointee` changes where the content comes to rest.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` tells whether the content moves on.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts gliding after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The glide (and any bounce) came to rest.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated scroll (`setContentOffset(_:animated:)`, `scrollRectToVisible`) finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view to scale when zooming; nil (the default) disables zooming.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Zooming is about to start on `view`.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Zooming ended at `scale`.
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// ``UIScrollView/adjustedContentInset`` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
