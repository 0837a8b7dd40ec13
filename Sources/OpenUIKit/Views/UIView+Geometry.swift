import Foundation

// The geometry of spec A13–A16, kept in one place so that frame, bounds, center and transform
// stay consistent with each other and with the cached inverse used by hit testing.
extension UIView {
  var computedFrame: CGRect {
    let size = boundsStorage.size
    if hasIdentityTransform {
      return CGRect(
        x: centerStorage.x - size.width / 2, y: centerStorage.y - size.height / 2,
        width: size.width, height: size.height)
    }
    let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    let box = CGRect.boundingBox(of: local.corners.map { $0.applying(transformStorage) })
    return box.offsetBy(dx: centerStorage.x, dy: centerStorage.y)
  }

  func applyFrame(_ newValue: CGRect) {
    let frame = newValue.standardized
    var size = frame.size
    if !hasIdentityTransform, let inverse = inverseTransform {
      // Undo the transform's linear part so the transformed bounds fill the frame: a scale of
      // 0.5 doubles the bounds, a quarter turn swaps width and height.
      let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      size = CGRect.boundingBox(of: local.corners.map { inverse.applyLinear($0) }).size
    }
    // The transform's translation moves the frame away from the center; undo it.
    let shift = hasIdentityTransform ? .zero : CGPoint(x: transformStorage.tx, y: transformStorage.ty)
    centerStorage = CGPoint(x: frame.midX - shift.x, y: frame.midY - shift.y)
    applyBounds(CGRect(origin: boundsStorage.origin, size: size))
    setNeedsDisplay()
  }

  func applyBounds(_ newValue: CGRect) {
    let old = boundsStorage
    boundsStorage = newValue
    if old.size != newValue.size { setNeedsLayout() }
    if old != newValue { setNeedsDisplay() }
  }

  func applyCenter(_ newValue: CGPoint) {
    guard newValue != centerStorage else { return }
    centerStorage = newValue
    setNeedsDisplay()
  }

  func applyTransform(_ newValue: CGAffineTransform) {
    transformStorage = newValue
    hasIdentityTransform = newValue.isIdentity
    inverseTransform = hasIdentityTransform ? .identity : newValue.invertedIfPossible()
    setNeedsDisplay()
  }
}
