import Foundation

// The geometry of spec A13–A16, kept in one place so that frame, bounds, center and transform
// stay consistent with each other and with the cached inverse used by hit testing.
extension UIView {
  var computedFrame: CGRect {
    let g = geometry
    let size = g.bounds.size
    if g.isIdentity {
      return CGRect(
        x: g.center.x - size.width / 2, y: g.center.y - size.height / 2,
        width: size.width, height: size.height)
    }
    // In perspective: the box around the projected bounds.
    if g.depth != nil { return g.box(of: g.bounds) }
    let local = CGRect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let box = CGRect.boundingBox(of: local.corners.map { $0.applying(g.transform) })
    return box.offsetBy(dx: g.center.x, dy: g.center.y)
  }

  func applyFrame(_ newValue: CGRect) {
    let frame = newValue.standardized
    let g = geometry
    var size = frame.size
    var shift = CGPoint.zero
    if !g.isIdentity, let inverse = g.inverse {
      // Undo the transform's linear part so the transformed bounds fill the frame: a scale of
      // 0.5 doubles the bounds, a quarter turn swaps width and height.
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      size = CGRect.boundingBox(of: local.corners.map { inverse.applyLinear($0) }).size
      // The transform's translation moves the frame away from the center; undo it too.
      shift = CGPoint(x: g.transform.tx, y: g.transform.ty)
    }
    geometry.center = CGPoint(x: frame.midX - shift.x, y: frame.midY - shift.y)
    applyBounds(CGRect(origin: g.bounds.origin, size: size))
    layoutFrameDidChange()
  }

  func applyBounds(_ newValue: CGRect) {
    let old = geometry.bounds
    geometry.bounds = newValue
    if old.size != newValue.size {
      setNeedsLayout()
      if autoresizesSubviews { resizeSubviews(fromOldSize: old.size) }
      layoutFrameDidChange()
    }
  }

  func applyCenter(_ newValue: CGPoint) {
    guard newValue != geometry.center else { return }
    geometry.center = newValue
    layoutFrameDidChange()
  }

  func applyTransform(_ newValue: CGAffineTransform) {
    geometry.transform = newValue
  }

  /// The transform with depth and perspective, about the bounds' centre (the view's layer's
  /// `transform`). A rotation about x or y with `m34 = -1 / distance` is drawn in perspective
  /// and hit-tested where it shows: a touch lands on the view where its projected bounds are.
  /// The view is flattened into its superview's plane, as every Core Animation layer but a
  /// `CATransformLayer` is. Setting ``transform`` replaces it with a plane transform;
  /// ``transform`` reads its plane part. Animatable.
  public var transform3D: CATransform3D {
    get { geometry.transform3D }
    set {
      let start = animationStart(.transform)
      geometry.transform3D = newValue
      recordAnimation(.transform, from: start)
    }
  }
}
