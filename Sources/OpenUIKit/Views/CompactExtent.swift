import Foundation

/// A view's cached extent (UIView+Extent) in 16 bytes instead of 32: `Float` edges rounded
/// outward. An extent only ever needs to cover at least what the subtree draws (culling and
/// damage stay right with a larger one), and half the size keeps a plain view within its
/// memory budget (issue 12). An infinite extent, or one beyond `Float`'s range, reads back as
/// `CGRect.infinite`.
struct CompactExtent {
  private var minX: Float = 0
  private var minY: Float = 0
  private var maxX: Float = 0
  private var maxY: Float = 0

  init() {}

  init(_ rect: CGRect) {
    guard !rect.isInfinite else {
      (minX, minY, maxX, maxY) = (-.infinity, -.infinity, .infinity, .infinity)
      return
    }
    minX = Self.down(rect.minX)
    minY = Self.down(rect.minY)
    maxX = Self.up(rect.maxX)
    maxY = Self.up(rect.maxY)
  }

  /// The extent as a rectangle: at least the one stored.
  var rect: CGRect {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .infinite }
    return CGRect(
      x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX) - CGFloat(minX),
      height: CGFloat(maxY) - CGFloat(minY))
  }

  private static func down(_ value: CGFloat) -> Float {
    let rounded = Float(value)
    return CGFloat(rounded) > value ? rounded.nextDown : rounded
  }

  private static func up(_ value: CGFloat) -> Float {
    let rounded = Float(value)
    return CGFloat(rounded) < value ? rounded.nextUp : rounded
  }
}
