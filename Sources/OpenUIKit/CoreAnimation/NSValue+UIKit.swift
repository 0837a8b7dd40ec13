import Foundation

// UIKit's boxing of geometry in NSValue, which animation code written before Swift uses
// (`animation.toValue = NSValue(cgPoint: p)`). Foundation on Linux cannot box other structs, so
// `NSValue(caTransform3D:)` is missing: give the `CATransform3D` itself.
extension NSValue {
  /// A box holding `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A box holding `size`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A box holding `rect`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// The point in the box.
  public var cgPointValue: CGPoint { pointValue }
  /// The size in the box.
  public var cgSizeValue: CGSize { sizeValue }
  /// The rectangle in the box.
  public var cgRectValue: CGRect { rectValue }

  /// The point, when the box holds one.
  var cgPointIfPoint: CGPoint? { boxed() }
  /// The size, when the box holds one.
  var cgSizeIfSize: CGSize? { boxed() }
  /// The rectangle, when the box holds one.
  var cgRectIfRect: CGRect? { boxed() }

  /// The geometry value in the box, when it is a `T`. Read by reflection: Foundation on Linux
  /// allocates a new C string on every `objCType` read and never frees it, and reading a box as
  /// the wrong type traps.
  private func boxed<T>() -> T? {
    for child in Mirror(reflecting: self).children {
      if let value = child.value as? T { return value }
    }
    return nil
  }
}
