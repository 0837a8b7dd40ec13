import Foundation
import OpenUIKit

/// One photo, full screen. The classic gesture conflicts, each settled the UIKit way:
/// - pinch zooms (the scroll view's own pinch) and rotate turns, together (simultaneous
///   recognition); a released turn snaps to the nearest quarter;
/// - a double tap zooms in at the finger, or back out; a single tap (show or hide the caption)
///   waits for the double tap to fail (`require(toFail:)`);
/// - a drag down at 1× dismisses the viewer; zoomed in, the same drag pans the photo, because
///   the scroll view's pan waits for the dismiss pan, which refuses to begin when zoomed
///   (`gestureRecognizerShouldBegin`).
final class PhotoViewer: UIView, UIScrollViewDelegate, UIGestureRecognizerDelegate {
  let zoomer = UIScrollView(frame: .zero)
  /// What the scroll view zooms: holds the image view, which turns inside it.
  let content = UIView(frame: .zero)
  let imageView: UIImageView
  let caption = UILabel(frame: .zero)
  let dismissPan = UIPanGestureRecognizer()
  let rotation = UIRotationGestureRecognizer()
  var report: (String) -> Void = { print($0) }
  var onDismiss: (() -> Void)?
  /// The image view's turn before the current rotation gesture.
  private var turnAtStart = CGAffineTransform.identity

  init(image: UIImage, rotation turn: CGAffineTransform, frame: CGRect) {
    imageView = UIImageView(image: image)
    super.init(frame: frame)
    backgroundColor = .black
    accessibilityIdentifier = "viewer"
    zoomer.minimumZoomScale = 1
    zoomer.maximumZoomScale = 4
    zoomer.delegate = self
    zoomer.accessibilityIdentifier = "zoomer"
    addSubview(zoomer)
    zoomer.addSubview(content)
    imageView.transform = turn
    content.addSubview(imageView)
    caption.text = "Pinch, rotate or double-tap to zoom · drag down to close"
    caption.textColor = .white
    caption.textAlignment = .center
    addSubview(caption)
    // The caption sits above the bottom edge however the viewer is sized (the viewer itself
    // is placed by its frame, which Auto Layout takes as constraints).
    caption.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      caption.leadingAnchor.constraint(equalTo: leadingAnchor),
      caption.trailingAnchor.constraint(equalTo: trailingAnchor),
      caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
      caption.heightAnchor.constraint(equalToConstant: 30),
    ])

    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.addAction { [unowned self] in doubleTapped($0) }
    let singleTap = UITapGestureRecognizer()
    singleTap.require(toFail: doubleTap)
    singleTap.addAction { [unowned self] _ in
      caption.isHidden.toggle()
      report("Photos: caption \(caption.isHidden ? "hidden" : "shown")")
    }
    rotation.delegate = self
    rotation.addAction { [unowned self] _ in rotated() }
    for recognizer in [doubleTap, singleTap, rotation] as [UIGestureRecognizer] {
      zoomer.addGestureRecognizer(recognizer)
    }
    dismissPan.delegate = self
    dismissPan.addAction { [unowned self] _ in dragged() }
    addGestureRecognizer(dismissPan)
    zoomer.panGestureRecognizer.require(toFail: dismissPan)
    layoutNow()
  }

  required init?(coder: NSCoder) { nil }

  override var frame: CGRect {
    didSet { layoutNow() }
  }

  /// The photo fitted to the screen, keeping its shape.
  private func layoutNow() {
    zoomer.frame = bounds
    guard zoomer.zoomScale == 1, let size = imageView.image?.size, size.width > 0 else { return }
    let fit = min(bounds.width / size.width, bounds.height / size.height)
    let fitted = CGSize(width: size.width * fit, height: size.height * fit)
    content.frame = CGRect(
      x: (bounds.width - fitted.width) / 2, y: (bounds.height - fitted.height) / 2,
      width: fitted.width, height: fitted.height)
    imageView.bounds = CGRect(origin: .zero, size: fitted)
    imageView.center = CGPoint(x: fitted.width / 2, y: fitted.height / 2)
    zoomer.contentSize = bounds.size
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }

  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    report(String(format: "Photos: zoom %.2f", scale))
  }

  private func doubleTapped(_ tap: UIGestureRecognizer) {
    if zoomer.zoomScale > 1.01 {
      zoomer.setZoomScale(1, animated: true)
      return
    }
    // Zoom 2.5× around the tapped point of the photo.
    let point = tap.location(in: content)
    let size = CGSize(width: zoomer.bounds.width / 2.5, height: zoomer.bounds.height / 2.5)
    zoomer.zoom(
      to: CGRect(
        x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width,
        height: size.height), animated: true)
  }

  private func rotated() {
    switch rotation.state {
    case .began:
      turnAtStart = imageView.transform
    case .changed:
      imageView.transform = turnAtStart.rotated(by: rotation.rotation)
    case .ended, .cancelled:
      // Snap to the nearest quarter turn.
      let angle = atan2(imageView.transform.b, imageView.transform.a)
      let quarters = (angle / (.pi / 2)).rounded()
      imageView.transform = CGAffineTransform(rotationAngle: quarters * .pi / 2)
      let degrees = (Int(quarters) * 90 % 360 + 360) % 360
      report("Photos: turned to \(degrees)°")
    default: break
    }
  }

  private func dragged() {
    let moved = dismissPan.translation(in: self)
    switch dismissPan.state {
    case .changed:
      let down = max(0, moved.y)
      zoomer.transform = CGAffineTransform(translationX: moved.x / 3, y: down)
      backgroundColor = UIColor(white: 0, alpha: max(0.2, 1 - down / 300))
    case .ended where moved.y > 120 || dismissPan.velocity(in: self).y > 800:
      onDismiss?()
    case .ended, .cancelled:
      zoomer.transform = .identity
      backgroundColor = .black
      report("Photos: drag too short, the photo stays")
    default: break
    }
  }

  // MARK: - UIGestureRecognizerDelegate

  /// The dismiss pan begins only at 1× and for a drag mostly downward; otherwise it fails and
  /// the scroll view's pan (waiting for it) takes the drag.
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard gestureRecognizer === dismissPan else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    let moved = dismissPan.translation(in: self)
    return zoomer.zoomScale <= zoomer.minimumZoomScale + 0.01 && moved.y > abs(moved.x)
  }

  /// Pinch and rotate work together.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
  ) -> Bool {
    gestureRecognizer === rotation && other === zoomer.pinchGestureRecognizer
  }
}
