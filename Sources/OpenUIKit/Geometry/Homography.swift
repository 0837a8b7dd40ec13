import Foundation

/// A projective map of the plane: what a layer's 3D transform does to its flat content once
/// Core Animation flattens the result back into the superlayer's plane.
///
/// Points are rows, as in `CGAffineTransform` and `CATransform3D`: `(x, y, 1) · M` gives
/// `(X, Y, W)`, and the point is `(X / W, Y / W)`. Core Animation draws only what lies in front
/// of the eye, where `W > 0`; the rest is clipped (``minimumDepth``). A `CATransform3D` gives
/// one through `init(flattening:)` (in `CoreAnimation/`, which geometry does not use).
struct Homography: Equatable {
  var m11: CGFloat, m12: CGFloat, m13: CGFloat
  var m21: CGFloat, m22: CGFloat, m23: CGFloat
  var m31: CGFloat, m32: CGFloat, m33: CGFloat

  /// Below this `W` a point counts as behind the eye: nearer than 1/10,000 of the distance
  /// `m34` names, where the picture would blow up anyway.
  static let minimumDepth: CGFloat = 1e-4

  init(
    _ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m21: CGFloat, _ m22: CGFloat,
    _ m23: CGFloat, _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The map `m` is.
  init(_ m: CGAffineTransform) {
    self.init(m.a, m.b, 0, m.c, m.d, 0, m.tx, m.ty, 1)
  }

  /// Whether the map is affine (no perspective row).
  var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The `W` of `p`: positive in front of the eye.
  @inline(__always)
  func depth(_ p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

  /// Where `p` lands, or nil when it lies behind the eye (or the numbers are not finite).
  @inline(__always)
  func apply(_ p: CGPoint) -> CGPoint? {
    let w = depth(p)
    guard w >= Self.minimumDepth else { return nil }
    let q = CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    return q.x.isFinite && q.y.isFinite ? q : nil
  }

  /// Where `p` lands whatever the sign of its `W` (for an inverse map, whose `W` carries no
  /// meaning); nil on the line at infinity.
  @inline(__always)
  func applyAnySide(_ p: CGPoint) -> CGPoint? {
    let w = depth(p)
    guard w != 0 else { return nil }
    let q = CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    return q.x.isFinite && q.y.isFinite ? q : nil
  }

  /// `self` then `other`.
  func concatenating(_ other: Homography) -> Homography {
    let a = self, b = other
    return Homography(
      a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
      a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
      a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
      a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
      a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
      a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
      a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
      a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
      a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
  }

  /// The inverse map, or nil when the plane collapses to a line (a card seen edge-on).
  func inverted() -> Homography? {
    // The adjugate over the determinant.
    let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
    let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
    let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
    let det = m11 * c11 + m12 * c21 + m13 * c31
    // Relative to the entries' size, so a tiny but sound scale still inverts.
    let size = max(abs(m11), abs(m12), abs(m21), abs(m22), 1e-300)
    guard det.isFinite, abs(det) > 1e-12 * size * size * max(abs(m33), 1e-300) else {
      return nil
    }
    let inverse = Homography(
      c11 / det, c12 / det, c13 / det, c21 / det, c22 / det, c23 / det, c31 / det, c32 / det,
      c33 / det)
    return inverse.isFinite ? inverse : nil
  }

  private var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }
}
