import Foundation

/// A view's bounds, center and transform (spec A13).
///
/// The transform's inverse is computed when needed rather than stored: it would add 56 bytes
/// to every view, and only views with a transform other than the identity need it.
struct ViewGeometry {
  var bounds: CGRect
  var center: CGPoint
  /// The transform's plane part (all of it unless ``depth`` is set). Setting it drops any depth,
  /// as setting `UIView.transform` replaces `transform3D` in UIKit.
  var transform: CGAffineTransform = .identity {
    didSet {
      depth = nil
      isIdentity = transform.isIdentity
    }
  }
  /// The whole transform when it has depth or perspective (nil for a plane transform, almost
  /// every view). Declared before `isIdentity` so the flag and `UIView`'s one-byte fields still
  /// fill the tail: 8 bytes per view.
  private(set) var depth: ViewDepth?
  private(set) var isIdentity = true

  /// The whole transform, depth included.
  var transform3D: CATransform3D {
    get { depth?.transform ?? CATransform3DMakeAffineTransform(transform) }
    set {
      transform = CATransform3DGetAffineTransform(newValue)
      if !CATransform3DIsAffine(newValue) {
        depth = ViewDepth(newValue)
        isIdentity = false
      }
    }
  }

  /// The inverse of `transform`; nil when it cannot be inverted (the view is then never hit).
  /// With depth, the plane part's inverse, when the whole map inverts.
  var inverse: CGAffineTransform? {
    if isIdentity { return .identity }
    if let depth, depth.inverse == nil { return nil }
    return transform.invertedIfPossible()
  }

  init(bounds: CGRect, center: CGPoint) {
    self.bounds = bounds
    self.center = center
  }

  /// A point in the bounds space → the superview's space: center + T·(p − mid(bounds)). A
  /// point behind the eye of a perspective transform lands nowhere: NaN.
  @inline(__always)
  func toSuperview(_ p: CGPoint) -> CGPoint {
    let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY)
    if let depth {
      guard let moved = depth.projection.apply(local) else {
        return CGPoint(x: CGFloat.nan, y: CGFloat.nan)
      }
      return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
    }
    let moved = isIdentity ? local : local.applying(transform)
    return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
  }

  /// The affine map from the bounds space to the superview's space, for drawing and tools that
  /// work on whole shapes: translate the bounds' middle to the origin, transform, move to
  /// `center`. With depth this is the plane part only: see ``projectionToSuperview``.
  var boundsToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// The whole map from the bounds space to the superview's space, perspective included.
  var projectionToSuperview: Homography {
    guard let depth else { return Homography(boundsToSuperview) }
    return Homography(CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY))
      .concatenating(depth.projection)
      .concatenating(Homography(CGAffineTransform(translationX: center.x, y: center.y)))
  }

  /// The box around `rect` (bounds space) in the superview's space; infinite when part of it
  /// lies behind the eye.
  func box(of rect: CGRect) -> CGRect {
    guard depth != nil else { return rect.applying(boundsToSuperview) }
    let corners = rect.corners.map(toSuperview)
    guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .infinite }
    return CGRect.boundingBox(of: corners)
  }

  /// A point in the superview's space → the bounds space, or nil for a singular transform (or
  /// a point whose line of sight misses the view's plane in front of the eye).
  @inline(__always)
  func fromSuperview(_ p: CGPoint) -> CGPoint? {
    let offset = CGPoint(x: p.x - center.x, y: p.y - center.y)
    if isIdentity { return CGPoint(x: bounds.midX + offset.x, y: bounds.midY + offset.y) }
    if let depth {
      guard let inverse = depth.inverse, let local = inverse.applyAnySide(offset),
        depth.projection.depth(local) >= Homography.minimumDepth
      else { return nil }
      return CGPoint(x: bounds.midX + local.x, y: bounds.midY + local.y)
    }
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
