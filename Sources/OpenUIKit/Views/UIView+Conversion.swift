import Foundation

// Conversion between coordinate spaces, exactly spec A13: p_super = center + T·(p − mid(bounds))
// and back. Between two views it climbs to the nearest common ancestor and back down (A20); views
// in different windows meet in screen space through their windows' frames.
extension UIView {
  /// Converts a point from this view's bounds space into its superview's space (spec A13).
  @inline(__always)
  func convertToSuperview(_ p: CGPoint) -> CGPoint { geometry.toSuperview(p) }

  /// Converts a point from the superview's space into this view's bounds space, or nil when the
  /// transform cannot be inverted.
  @inline(__always)
  func convertFromSuperview(_ p: CGPoint) -> CGPoint? { geometry.fromSuperview(p) }

  /// Converts a point from this view's coordinates to `view`'s coordinates.
  ///
  /// A nil `view` means this view's window coordinates (spec A12). Both views should share a
  /// window; views in different windows are converted through screen coordinates. When a view
  /// on the way down has a non-invertible transform the result is NaN.
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds coordinates.
  ///   - view: The target view, or nil for the window.
  /// - Returns: The point in `view`'s bounds coordinates.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    if view === self { return point }
    guard let view else { return convertToWindowSpace(point) }
    let ancestor = nearestCommonAncestor(with: view)
    var p = point
    var current: UIView? = self
    while let v = current, v !== ancestor {
      if v.superview == nil && !(v is UIWindow) { break }
      p = v.convertToSuperview(p)
      current = v.superview
    }
    return view.convertDown(p, from: ancestor)
  }

  /// Converts a point from `view`'s coordinates (nil: the window's) into this view's coordinates.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s bounds coordinates.
  ///   - view: The source view, or nil for this view's window.
  /// - Returns: The point in this view's bounds coordinates.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    if let view { return view.convert(point, to: self) }
    return convertDown(point, from: rootView)
  }

  /// Converts a rectangle to `view`'s coordinates: the bounding box of its four converted corners
  /// (decision A19). A nil `view` means the window.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect.boundingBox(of: rect.standardized.corners.map { convert($0, to: view) })
  }

  /// Converts a rectangle from `view`'s coordinates (nil: the window's) into this view's: the
  /// bounding box of its four converted corners (decision A19).
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect.boundingBox(of: rect.standardized.corners.map { convert($0, from: view) })
  }

  // MARK: - Helpers

  /// The topmost ancestor (self when there is no superview).
  var rootView: UIView {
    var v = self
    while let s = v.superview { v = s }
    return v
  }

  /// Climbs to the root: the window's own coordinates when the root is a window.
  func convertToWindowSpace(_ point: CGPoint) -> CGPoint {
    var p = point
    var v = self
    while let s = v.superview {
      p = v.convertToSuperview(p)
      v = s
    }
    return p
  }

  /// Converts `point`, given in `ancestor`'s space (nil: screen space), down into this view.
  func convertDown(_ point: CGPoint, from ancestor: UIView?) -> CGPoint {
    var chain: [UIView] = []
    var current: UIView? = self
    while let v = current, v !== ancestor {
      // A root that is not a window has no space above it: its own space stands for the screen.
      if v.superview == nil && !(v is UIWindow) { break }
      chain.append(v)
      current = v.superview
    }
    var p = point
    for v in chain.reversed() {
      guard let local = v.convertFromSuperview(p) else { return CGPoint(x: CGFloat.nan, y: .nan) }
      p = local
    }
    return p
  }

  /// The nearest view that is an ancestor of (or is) both views, or nil when they share none.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var mine: Set<ObjectIdentifier> = []
    var v: UIView? = self
    while let current = v {
      mine.insert(ObjectIdentifier(current))
      v = current.superview
    }
    var w: UIView? = other
    while let current = w {
      if mine.contains(ObjectIdentifier(current)) { return current }
      w = current.superview
    }
    return nil
  }
}
