import Foundation

// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform about its top-left
// corner, `contentSize` follows its scaled size, and the content point under the fingers (or
// the pointer, for ctrl+wheel) stays under them. A pinch past the limits is resisted while the
// fingers are down and returns inside the limits when they lift.
extension UIScrollView {
  /// The current scale of the zooming view. Setting it applies at once within the limits.
  public var zoomScale: CGFloat {
    get { zoomScaleStorage }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Scales the zooming view to `scale` (clamped to the limits), keeping the visible centre.
  /// `animated` is accepted for ports; the change is immediate.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard scale.isFinite, scale > 0 else { return }
    let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
    let centre = CGPoint(x: bounds.midX, y: bounds.midY)
    zoom(to: clamped, keeping: centre)
    if animated { delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale) }
  }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the view, within limits.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
    let scale = min(
      max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale),
      maximumZoomScale)
    zoom(to: scale, keeping: CGPoint(x: bounds.midX, y: bounds.midY))
    let visible = CGRect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
      height: rect.height * scale)
    scrollRectToVisible(visible, animated: false)
  }

  /// The delegate's view for zooming, if it is a subview.
  var zoomingView: UIView? {
    guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
    return view
  }

  /// Whether zooming is possible: a range of scales and a view to scale.
  var canZoom: Bool { maximumZoomScale > minimumZoomScale && zoomingView != nil }

  /// Applies `scale`, keeping the content under `anchor` (bounds coordinates) where it is on
  /// screen; the offset stays within the limits.
  func zoom(to scale: CGFloat, keeping anchor: CGPoint, clampOffset: Bool = true) {
    guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
    let old = zoomScaleStorage
    let onScreen = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
    zoomScaleStorage = scale
    let size = view.bounds.size
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
    contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    let factor = old > 0 ? scale / old : 1
    var offset = CGPoint(x: anchor.x * factor - onScreen.x, y: anchor.y * factor - onScreen.y)
    if clampOffset {
      let limits = offsetLimits
      offset.x = min(max(offset.x, limits.x.lowerBound), limits.x.upperBound)
      offset.y = min(max(offset.y, limits.y.lowerBound), limits.y.upperBound)
    }
    contentOffset = offset
    if scale != old { delegate?.scrollViewDidZoom(self) }
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
      let settled = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
      zoom(to: settled, keeping: anchor)
      delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
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
