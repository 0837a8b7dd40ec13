import Foundation

#if !canImport(CoreGraphics)
  /// An affine transformation matrix, with CoreGraphics' Swift API, for platforms without
  /// CoreGraphics.
  ///
  /// The matrix maps a point `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`. Concatenation follows
  /// CoreGraphics: `t1.concatenating(t2)` applies `t1` first, then `t2`.
  public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates the identity transform.
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Creates a transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates by `angle` radians.
    ///
    /// Maps `x' = x·cosθ − y·sinθ`, `y' = x·sinθ + y·cosθ`: with y pointing down, a positive angle
    /// turns clockwise on screen, as in UIKit.
    public init(rotationAngle angle: CGFloat) {
      let cosine = cos(angle)
      let sine = sin(angle)
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// Returns `self` applied after `transform`: the result applies `self` first, then `transform`.
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t.a + b * t.c, b: a * t.b + b * t.d,
        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// Returns a transform that translates by `(tx, ty)` and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales by `(sx, sy)` and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or `self` unchanged when the matrix is not invertible
    /// (CoreGraphics' contract).
    public func inverted() -> CGAffineTransform {
      invertedIfPossible() ?? self
    }

    /// The inverse transform, or nil when the determinant is zero or any entry is not finite.
    package func invertedIfPossible() -> CGAffineTransform? {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite, tx.isFinite, ty.isFinite else { return nil }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant,
        c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    /// A textual form of the six entries.
    public var description: String {
      "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
  }

  extension CGPoint {
    /// Returns the point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// Returns the size transformed by the linear part of `t` (no translation), as CoreGraphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// Returns the axis-aligned bounding box of the rectangle's four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if t.isIdentity { return self }
      let a = CGPoint(x: minX, y: minY).applying(t), b = CGPoint(x: maxX, y: minY).applying(t)
      let c = CGPoint(x: maxX, y: maxY).applying(t), d = CGPoint(x: minX, y: maxY).applying(t)
      let x0 = Swift.min(Swift.min(a.x, b.x), Swift.min(c.x, d.x))
      let y0 = Swift.min(Swift.min(a.y, b.y), Swift.min(c.y, d.y))
      let x1 = Swift.max(Swift.max(a.x, b.x), Swift.max(c.x, d.x))
      let y1 = Swift.max(Swift.max(a.y, b.y), Swift.max(c.y, d.y))
      return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
  }
#endif

extension CGAffineTransform {
  /// Applies only the linear part (no translation) to a vector given as a point.
  @inline(__always)
  package func applyLinear(_ v: CGPoint) -> CGPoint {
    CGPoint(x: a * v.x + c * v.y, y: b * v.x + d * v.y)
  }
}

extension CGRect {
  /// The four corners, min-x/min-y first, clockwise in a y-down space.
  package var corners: [CGPoint] {
    [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY),
    ]
  }

  /// The four corners transformed by `t`, in the order of ``corners``: one allocation, no
  /// closure (drawing calls this for every view of every frame).
  package func corners(applying t: CGAffineTransform) -> [CGPoint] {
    [
      CGPoint(x: minX, y: minY).applying(t), CGPoint(x: maxX, y: minY).applying(t),
      CGPoint(x: maxX, y: maxY).applying(t), CGPoint(x: minX, y: maxY).applying(t),
    ]
  }

  /// The smallest axis-aligned rectangle holding every point (A19).
  package static func boundingBox(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .zero }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for p in points.dropFirst() {
      minX = Swift.min(minX, p.x)
      minY = Swift.min(minY, p.y)
      maxX = Swift.max(maxX, p.x)
      maxY = Swift.max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension CGRect {
  /// `CGRect.contains`, inlined: min edges inside, max edges outside, negative sizes
  /// standardized, NaN never inside (spec A7). Foundation's version is an opaque call on Linux.
  @inline(__always)
  package func containsHalfOpen(_ p: CGPoint) -> Bool {
    let x0 = origin.x, y0 = origin.y, w = size.width, h = size.height
    let minX = w < 0 ? x0 + w : x0
    let minY = h < 0 ? y0 + h : y0
    return p.x >= minX && p.x < minX + abs(w) && p.y >= minY && p.y < minY + abs(h)
  }
}

extension CGPoint {
  /// Whether both coordinates are finite (neither NaN nor infinite).
  package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Array where Element == CGPoint {
  /// Every point transformed by `t`. A plain loop: a closure handed to `map` from main-actor
  /// code is checked for isolation on every call, which drawing cannot afford per vertex.
  package func applying(_ t: CGAffineTransform) -> [CGPoint] {
    var result: [CGPoint] = []
    result.reserveCapacity(count)
    for point in self { result.append(point.applying(t)) }
    return result
  }
}
