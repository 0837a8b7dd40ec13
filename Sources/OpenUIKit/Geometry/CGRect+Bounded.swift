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

extension CGRect {
  /// `size` scaled to fit inside `rect` (or to fill it, reaching outside), centred: where an
  /// aspect-fit or aspect-fill image goes.
  static func aspect(_ size: CGSize, in rect: CGRect, filling: Bool) -> CGRect {
    let sx = rect.width / size.width, sy = rect.height / size.height
    let s = filling ? max(sx, sy) : min(sx, sy)
    let w = size.width * s, h = size.height * s
    return CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
  }
}
