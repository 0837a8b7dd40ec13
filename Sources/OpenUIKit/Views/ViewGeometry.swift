import Foundation

/// A view's bounds, center and transform (spec A13).
///
/// The transform's inverse is computed when needed rather than stored: it would add 56 bytes
/// to every view, and only views with a transform other than the identity need it.
struct ViewGeometry {
  var bounds: CGRect
  var center: CGPoint
  var transform: CGAffineTransform = .identity {
    didSet { isIdentity = transform.isIdentity }
  }
  private(set) var isIdentity = true

  /// The inverse of `transform`; nil when it cannot be inverted (the view is then never hit).
  var inverse: CGAffineTransform? {
    isIdentity ? .identity : transform.invertedIfPossible()
  }

  init(bounds: CGRect, center: CGPoint) {
    self.bounds = bounds
    self.center = center
  }

  /// A point in the bounds space → the superview's space: center + T·(p − mid(bounds)).
  @inline(__always)
  func toSuperview(_ p: CGPoint) -> CGPoint {
    let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY)
    let moved = isIdentity ? local : local.applying(transform)
    return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
  }

  /// The affine map from the bounds space to the superview's space, for drawing and tools that
  /// work on whole shapes: translate the bounds' middle to the origin, transform, move to
  /// `center`.
  var boundsToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// A point in the superview's space → the bounds space, or nil for a singular transform.
  @inline(__always)
  func fromSuperview(_ p: CGPoint) -> CGPoint? {
    let offset = CGPoint(x: p.x - center.x, y: p.y - center.y)
    if isIdentity { return CGPoint(x: bounds.midX + offset.x, y: bounds.midY + offset.y) }
    guard let inverse else { return nil }
    let local = offset.applying(inverse)
    return CGPoint(x: bounds.midX + local.x, y: bounds.midY + local.y)
  }
}

/// The flags hit testing reads (spec A2).
struct ViewFlags {
  // The alpha first: the flags then pack after it with no padding.
  var alpha: CGFloat = 1
  var isHidden = false
  var isInteractive = true
  /// Set on the root of a subtree while it is being taken out of its window, from the moment
  /// its touches are cancelled until it is gone: no new touch lands in it meanwhile.
  var isLeavingWindow = false
  /// In an animation started without `.allowUserInteraction` (spec A9).
  var isAnimatingWithoutInteraction = false

  /// Whether the flags let a touch in (``HitTestRules``).
  @inline(__always)
  var isHitTestable: Bool { HitTestRules.admits(self) }
}

/// A subview as the hit-testing loop of its superview sees it (see `UIView.childHitCache`).
struct ChildHitEntry {
  /// The subview's center and bounds, for a subview that is exactly `UIView` with the identity
  /// transform: its hit test can then be decided from these numbers alone.
  var center: CGPoint
  var bounds: CGRect
  var isSimple: Bool
  var isHitTestable: Bool
}
