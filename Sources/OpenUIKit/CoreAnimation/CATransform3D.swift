import Foundation

/// A 4 × 4 matrix transforming a layer in three dimensions, Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left, as in Core Animation: `[x y z 1] · M`, so the
/// translation is in `m41…m43` and perspective in the fourth column (`m34 = -1 / distance` is
/// the usual idiom). ``CATransform3DConcat(_:_:)`` applies its first argument first.
///
/// `CATransform3D()` is the zero matrix, as the imported C struct is; start from
/// ``CATransform3DIdentity``.
public struct CATransform3D: Equatable, Sendable {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The zero matrix.
  public init() {
    (m11, m12, m13, m14) = (0, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 0, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 0, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 0)
  }

  /// A matrix with every entry given, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The entries row by row.
  var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The matrix with `entries` (16, row by row).
  init(entries e: [CGFloat]) {
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14],
      m44: e[15])
  }

  /// `self · other`: self applied first.
  func followed(by other: CATransform3D) -> CATransform3D {
    let a = entries, b = other.entries
    var c = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum: CGFloat = 0
        for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
        c[row * 4 + column] = sum
      }
    }
    return CATransform3D(entries: c)
  }

}

/// The transform that changes nothing.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis (x, y, z); a zero axis gives the identity.
/// About (0, 0, 1) it turns as `CGAffineTransform(rotationAngle:)` does (clockwise on screen).
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite, angle.isFinite else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let c = cos(angle), s = sin(angle), t = 1 - c
  return CATransform3D(
    m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` preceded by a translation (the translation happens in `t`'s own coordinates).
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).followed(by: t)
}

/// `t` preceded by a scale.
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DMakeScale(sx, sy, sz).followed(by: t)
}

/// `t` preceded by a rotation about the axis (x, y, z).
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).followed(by: t)
}

/// `a` then `b`: the product `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.followed(by: b)
}

/// The inverse of `t`, or `t` itself when it has none (as Core Animation answers).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  Matrix4.inverse(t.entries).map(CATransform3D.init(entries:)) ?? t
}

/// The 3D transform doing what `m` does in the plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(
    m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` only moves points within the plane (no depth, no perspective): exactly what a
/// `CGAffineTransform` can say.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
    && t.m43 == 0 && t.m14 == 0 && t.m24 == 0 && t.m44 == 1
}

/// The plane part of `t` (meaningful when ``CATransform3DIsAffine(_:)``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension CATransform3D {
  /// Whether every entry is a number.
  var isFinite: Bool { entries.allSatisfy(\.isFinite) }
}

extension Homography {
  /// The plane-to-plane part of `t`: a point `(x, y, 0, 1)` goes in, its depth is dropped on
  /// the way out (rows and columns 1, 2 and 4).
  init(flattening t: CATransform3D) {
    self.init(t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
  }
}

/// 4 × 4 inversion by Gauss–Jordan elimination with partial pivoting.
enum Matrix4 {
  static func inverse(_ m: [CGFloat]) -> [CGFloat]? {
    var a = m
    var inverse: [CGFloat] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    for column in 0..<4 {
      var pivot = column
      for row in (column + 1)..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) {
        pivot = row
      }
      let p = a[pivot * 4 + column]
      guard abs(p) > 1e-12, p.isFinite else { return nil }
      if pivot != column {
        for k in 0..<4 {
          a.swapAt(pivot * 4 + k, column * 4 + k)
          inverse.swapAt(pivot * 4 + k, column * 4 + k)
        }
      }
      for k in 0..<4 {
        a[column * 4 + k] /= p
        inverse[column * 4 + k] /= p
      }
      for row in 0..<4 where row != column {
        let f = a[row * 4 + column]
        guard f != 0 else { continue }
        for k in 0..<4 {
          a[row * 4 + k] -= f * a[column * 4 + k]
          inverse[row * 4 + k] -= f * inverse[column * 4 + k]
        }
      }
    }
    return inverse.allSatisfy(\.isFinite) ? inverse : nil
  }
}
