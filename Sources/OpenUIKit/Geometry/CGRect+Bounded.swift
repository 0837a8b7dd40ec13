import Foundation

extension CGRect {
  /// This rectangle, or `.infinite` when an edge is not a finite number.
  ///
  /// Geometry from app code may be huge (a 1e300-point frame scaled up, a scale of 1e12):
  /// transforming it gives infinite edges, and then `inf − inf` gives NaN ones, on which
  /// Foundation's `intersection`, `intersects` and `union` trap. Culling, damage, the subview
  /// index and the hit map take such a rectangle as covering everything, which is always safe:
  /// nothing is culled, the frame is redrawn whole. The null rectangle stays null.
  package var boundedOrInfinite: CGRect {
    if isNull || isInfinite { return self }
    // Written out: an array here would allocate for every view culled.
    return minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite ? self : .infinite
  }
}
