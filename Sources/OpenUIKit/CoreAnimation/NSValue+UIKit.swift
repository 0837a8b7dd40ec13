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
  var cgPointIfPoint: CGPoint? { holds("CGPoint") ? pointValue : nil }
  /// The size, when the box holds one.
  var cgSizeIfSize: CGSize? { holds("CGSize") ? sizeValue : nil }
  /// The rectangle, when the box holds one.
  var cgRectIfRect: CGRect? { holds("CGRect") ? rectValue : nil }

  /// Whether the box holds the struct named `name` (Foundation's type encoding names it).
  private func holds(_ name: String) -> Bool {
    String(cString: objCType).hasPrefix("{\(name)=")
  }
}
