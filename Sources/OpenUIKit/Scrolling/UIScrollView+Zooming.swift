import Foundation

// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform about its top-left
// corner, `contentSize` follows its scaled size, and the content point under the fingers (or
// the pointer, for ctrl+wheel) stays under them. A pinch past the limits is resisted while the
// fingers are down and springs back inside the limits when they lift (`ScrollZoomTween`).
extension UIScrollView {
  /// The current scale of the zooming view. Setting it applies at once within the limits.
  public var zoomScale: CGFloat {
    get { zoomScaleStorage }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Scales the zooming view to `scale` (clamped to the limits), keeping the visible centre.
  /// Animated, the zoom eases there in 0.3 s and the delegate hears
  /// `scrollViewDidEndZooming(_:with:atScale:)` when it ends.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite, scale > 0, zoomingView != nil else { return }
    let clamped = clampedZoomScale(scale)
    let offset = zoomedOffset(clamped, keeping: CGPoint(x: bounds.midX, y: bounds.midY))
    if animated { return animateZoom(to: clamped, offset: offset) }
    stopMotion()
    applyZoom(clamped, offset: offset)
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the area inside the
  /// insets, centred, within the zoom and offset limits. Animated as ``setZoomScale(_:animated:)``.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard let view = zoomingView, rect.width > 0, rect.height > 0, rect.width.isFinite,
      rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite
    else { return }
    let inset = adjustedContentInset
    let visible = bounds.inset(by: inset)
    let scale = clampedZoomScale(min(visible.width / rect.width, visible.height / rect.height))
    let size = view.bounds.size
    let limits = offsetLimits(
      contentSize: CGSize(width: size.width * scale, height: size.height * scale))
    let offset = CGPoint(
      x: min(
        max(rect.midX * scale - (inset.left + visible.width / 2), limits.x.lowerBound),
        limits.x.upperBound),
      y: min(
        max(rect.midY * scale - (inset.top + visible.height / 2), limits.y.lowerBound),
        limits.y.upperBound))
    if animated { return animateZoom(to: scale, offset: offset) }
    stopMotion()
    applyZoom(scale, offset: offset)
  }

  /// The delegate's view for zooming, if it is a subview.
  var zoomingView: UIView? {
    guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
    return view
  }

  /// Whether zooming is possible: a range of scales and a view to scale.
  var canZoom: Bool { maximumZoomScale > minimumZoomScale && zoomingView != nil }

  func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
    min(max(scale, minimumZoomScale), maximumZoomScale)
  }

  /// Applies `scale`, keeping the content under `anchor` (bounds coordinates) where it is on
  /// screen; the offset stays within the limits.
  func zoom(to scale: CGFloat, keeping anchor: CGPoint, clampOffset: Bool = true) {
    applyZoom(scale, offset: zoomedOffset(scale, keeping: anchor, clamp: clampOffset))
  }

  /// The offset that keeps the content under `anchor` (bounds coordinates) in place on screen
  /// once the scale is `scale`; within the offset limits at that scale when `clamp`.
  func zoomedOffset(_ scale: CGFloat, keeping anchor: CGPoint, clamp: Bool = true) -> CGPoint {
    guard let view = zoomingView, scale.isFinite, scale > 0 else { return contentOffset }
    let old = zoomScaleStorage
    let factor = old > 0 ? scale / old : 1
    let onScreen = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
    var offset = CGPoint(x: anchor.x * factor - onScreen.x, y: anchor.y * factor - onScreen.y)
    let size = view.bounds.size
    let limits = offsetLimits(
      contentSize: CGSize(width: size.width * scale, height: size.height * scale))
    // Unclamped (a pinch under way), the offset may still go no further past the edges than
    // the view's size, as a drag's rubber band: a finger far outside the window (at -1e300)
    // made the anchor absurd and the spring back ran on for ever (fuzz stream 10629556).
    let bandX = clamp ? 0 : max(0, bounds.width.finiteOrZero)
    let bandY = clamp ? 0 : max(0, bounds.height.finiteOrZero)
    offset.x = min(max(offset.x, limits.x.lowerBound - bandX), limits.x.upperBound + bandX)
    offset.y = min(max(offset.y, limits.y.lowerBound - bandY), limits.y.upperBound + bandY)
    return offset
  }

  /// Scales the zooming view about its top-left corner, sizes the content to it and moves to
  /// `offset`.
  func applyZoom(_ scale: CGFloat, offset: CGPoint) {
    guard scale.isFinite, scale > 0 else { return }
    let old = zoomScaleStorage
    zoomScaleStorage = scale
    // App code may have taken the zooming view away mid-zoom: the scale still settles, so the
    // scroll view does not stay zoomed past its limits with nothing to show for it.
    if let view = zoomingView {
      let size = view.bounds.size
      view.transform = CGAffineTransform(scaleX: scale, y: scale)
      view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
      contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    }
    contentOffset = CGPoint(x: offset.x.finiteOrZero, y: offset.y.finiteOrZero)
    if scale != old { delegate?.scrollViewDidZoom(self) }
  }

  /// Eases to `scale` and `offset`; off screen (no frames) it lands there at once. Either way
  /// the delegate hears `scrollViewDidEndZooming` at the end.
  private func animateZoom(to scale: CGFloat, offset: CGPoint, bouncing: Bool = false) {
    stopMotion()
    isZoomBouncing = bouncing
    let tween = ScrollZoomTween(
      from: zoomScale, offset: contentOffset, to: scale, offset: offset,
      began: window?.application?.clock.now ?? 0)
    motion.animate(tween)
  }

  /// Adds or removes the pinch as zooming becomes possible or not.
  func updateZoomRecognizer() {
    let wanted = maximumZoomScale > minimumZoomScale
    if wanted, pinchGestureRecognizer == nil {
      let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
      pinch.name = "UIScrollView pinch"
      pinch.delegate = self
      pinch.addAction { [unowned self] recognizer in
        self.handlePinch(recognizer as! UIPinchGestureRecognizer)
      }
      addGestureRecognizer(pinch)
      pinchGestureRecognizer = pinch
    } else if !wanted, let pinch = pinchGestureRecognizer {
      removeGestureRecognizer(pinch)
      pinchGestureRecognizer = nil
    }
  }

  private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    let anchor = pinch.location(in: self)
    switch pinch.state {
    case .began:
      guard canZoom else { return }
      stopMotion()
      isZooming = true
      zoomOrigin = (zoomScale, anchor, contentOffset)
      delegate?.scrollViewWillBeginZooming(self, with: zoomingView)
      // The pinch begins already scaled: apply it now, as every change after.
      zoom(to: resisted(zoomScale * pinch.scale), keeping: anchor, clampOffset: false)
    case .changed:
      guard isZooming, let origin = zoomOrigin else { return }
      zoom(to: resisted(origin.scale * pinch.scale), keeping: anchor, clampOffset: false)
    case .ended, .cancelled:
      guard isZooming else { return }
      isZooming = false
      zoomOrigin = nil
      // Past the limits (or the edges) the zoom springs back, and the delegate hears the end
      // when it is back, as in UIKit.
      let settled = clampedZoomScale(zoomScale)
      let offset = zoomedOffset(settled, keeping: anchor)
      guard settled != zoomScale || offset != contentOffset else {
        delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
        return
      }
      guard !isDragging else {
        // A finger still drags: the zoom settles at once and the drag goes on from there (a
        // spring back would fight the finger for the offset).
        applyZoom(settled, offset: zoomedOffset(settled, keeping: anchor, clamp: false))
        rebaseDrag()
        delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
        return
      }
      animateZoom(to: settled, offset: offset, bouncing: true)
    default: break
    }
  }

  /// A scale past the limits, resisted: the excess ratio is square-rooted (or clamped when
  /// `bouncesZoom` is false).
  private func resisted(_ scale: CGFloat) -> CGFloat {
    guard scale.isFinite, scale > 0 else { return zoomScale }
    if scale > maximumZoomScale {
      return bouncesZoom
        ? maximumZoomScale * (scale / maximumZoomScale).squareRoot() : maximumZoomScale
    }
    if scale < minimumZoomScale {
      return bouncesZoom
        ? minimumZoomScale * (scale / minimumZoomScale).squareRoot() : minimumZoomScale
    }
    return scale
  }
}
