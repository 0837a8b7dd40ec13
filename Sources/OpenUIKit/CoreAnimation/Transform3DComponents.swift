import Foundation

/// A 3D transform taken apart so an animation between two of them turns rather than squashes:
/// a scale, a rotation (a unit quaternion), a translation and a perspective term, with
/// `M = S · R · T · P` in Core Animation's row-vector order, where `P` is the identity but for
/// `m34`. That covers the everyday transforms (a card flip: a rotation about y after
/// `m34 = -1/500`); a matrix of another shape is mixed entry by entry.
///
/// Plane transforms (no depth) are animated with ``TransformComponents`` instead, which keeps
/// shear and takes the shorter way round, as `UIView.animate` does.
struct Transform3DComponents {
  var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
  /// (x, y, z, w), unit length.
  var rotation: (CGFloat, CGFloat, CGFloat, CGFloat)
  var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
  var perspective: CGFloat

  /// Takes `t` apart; nil when it is not of the `S · R · T · P` shape.
  init?(_ t: CATransform3D) {
    // M = N · P: N's first three columns are M's; N has no fourth column; P's m34 = p makes
    // M's fourth column p × N's third plus (0, 0, 0, 1).
    // Read p from the largest entry of N's third column: after a quarter turn about x or y
    // m33 is rounding noise, and p must come from m13 or m23.
    let pairs = [(t.m13, t.m14), (t.m23, t.m24), (t.m33, t.m34)]
    let pivot = pairs.max { abs($0.0) < abs($1.0) } ?? (t.m33, t.m34)
    let p: CGFloat = abs(pivot.0) > 1e-12 ? pivot.1 / pivot.0 : 0
    guard abs(t.m14 - t.m13 * p) < 1e-9, abs(t.m24 - t.m23 * p) < 1e-9,
      abs(t.m34 - t.m33 * p) < 1e-9, abs(t.m44 - (t.m43 * p + 1)) < 1e-9
    else { return nil }
    perspective = p
    translation = (t.m41, t.m42, t.m43)
    var rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]]
    var s = rows.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
    guard s.allSatisfy({ $0 > 1e-12 && $0.isFinite }) else { return nil }
    for i in 0..<3 { rows[i] = rows[i].map { $0 / s[i] } }
    let determinant =
      rows[0][0] * (rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1])
      - rows[0][1] * (rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0])
      + rows[0][2] * (rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0])
    if determinant < 0 {
      s[0] = -s[0]
      rows[0] = rows[0].map { -$0 }
    }
    // Rows must be orthonormal for a rotation; a sheared matrix is not of this shape.
    func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    guard abs(dot(rows[0], rows[1])) < 1e-6, abs(dot(rows[0], rows[2])) < 1e-6,
      abs(dot(rows[1], rows[2])) < 1e-6
    else { return nil }
    scale = (s[0], s[1], s[2])
    rotation = Self.quaternion(rows)
  }

  var transform: CATransform3D {
    let (x, y, z, w) = rotation
    // The rotation's rows, as CATransform3DMakeRotation lays them out.
    let r: [[CGFloat]] = [
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
    ]
    let s = [scale.x, scale.y, scale.z]
    var t = CATransform3DIdentity
    t.m11 = r[0][0] * s[0]
    t.m12 = r[0][1] * s[0]
    t.m13 = r[0][2] * s[0]
    t.m21 = r[1][0] * s[1]
    t.m22 = r[1][1] * s[1]
    t.m23 = r[1][2] * s[1]
    t.m31 = r[2][0] * s[2]
    t.m32 = r[2][1] * s[2]
    t.m33 = r[2][2] * s[2]
    (t.m41, t.m42, t.m43) = translation
    var perspective = CATransform3DIdentity
    perspective.m34 = self.perspective
    return t.followed(by: perspective)
  }

  /// The quaternion of a rotation given by its rows (the layout of ``transform``).
  private static func quaternion(_ r: [[CGFloat]]) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    let trace = r[0][0] + r[1][1] + r[2][2]
    var q: (CGFloat, CGFloat, CGFloat, CGFloat)
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = ((r[1][2] - r[2][1]) / s, (r[2][0] - r[0][2]) / s, (r[0][1] - r[1][0]) / s, s / 4)
    } else if r[0][0] > r[1][1] && r[0][0] > r[2][2] {
      let s = (1 + r[0][0] - r[1][1] - r[2][2]).squareRoot() * 2
      q = (s / 4, (r[0][1] + r[1][0]) / s, (r[2][0] + r[0][2]) / s, (r[1][2] - r[2][1]) / s)
    } else if r[1][1] > r[2][2] {
      let s = (1 + r[1][1] - r[0][0] - r[2][2]).squareRoot() * 2
      q = ((r[0][1] + r[1][0]) / s, s / 4, (r[1][2] + r[2][1]) / s, (r[2][0] - r[0][2]) / s)
    } else {
      let s = (1 + r[2][2] - r[0][0] - r[1][1]).squareRoot() * 2
      q = ((r[2][0] + r[0][2]) / s, (r[1][2] + r[2][1]) / s, s / 4, (r[0][1] - r[1][0]) / s)
    }
    let length = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
    return (q.0 / length, q.1 / length, q.2 / length, q.3 / length)
  }

  /// The transform `progress` of the way from `from` to `to`: plane transforms by their 2D
  /// components, others by these components (the rotation along the shorter arc), and what
  /// cannot be taken apart entry by entry.
  static func interpolate(_ from: CATransform3D, _ to: CATransform3D, _ progress: CGFloat)
    -> CATransform3D
  {
    if progress == 0 { return from }
    if progress == 1 { return to }
    if CATransform3DIsAffine(from) && CATransform3DIsAffine(to) {
      return CATransform3DMakeAffineTransform(
        TransformComponents.interpolate(
          CATransform3DGetAffineTransform(from), CATransform3DGetAffineTransform(to), progress))
    }
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
    guard let a = Transform3DComponents(from), let b = Transform3DComponents(to) else {
      return CATransform3D(entries: zip(from.entries, to.entries).map { mix($0, $1) })
    }
    var mixed = a
    mixed.scale = (mix(a.scale.x, b.scale.x), mix(a.scale.y, b.scale.y), mix(a.scale.z, b.scale.z))
    mixed.translation = (
      mix(a.translation.x, b.translation.x), mix(a.translation.y, b.translation.y),
      mix(a.translation.z, b.translation.z)
    )
    mixed.perspective = mix(a.perspective, b.perspective)
    mixed.rotation = slerp(a.rotation, b.rotation, progress)
    return mixed.transform
  }

  private static func slerp(
    _ a: (CGFloat, CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat, CGFloat),
    _ t: CGFloat
  ) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    var b = b
    var cosine = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
    if cosine < 0 {
      cosine = -cosine
      b = (-b.0, -b.1, -b.2, -b.3)
    }
    var wa = 1 - t, wb = t
    if cosine < 0.9999 {
      let angle = acos(min(1, cosine))
      let s = sin(angle)
      wa = sin((1 - t) * angle) / s
      wb = sin(t * angle) / s
    }
    let q = (wa * a.0 + wb * b.0, wa * a.1 + wb * b.1, wa * a.2 + wb * b.2, wa * a.3 + wb * b.3)
    let length = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
    return (q.0 / length, q.1 / length, q.2 / length, q.3 / length)
  }
}
