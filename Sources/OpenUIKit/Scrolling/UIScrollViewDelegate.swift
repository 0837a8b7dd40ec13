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
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// ``UIScrollView/adjustedContentInset`` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Returns nil: no zooming.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
