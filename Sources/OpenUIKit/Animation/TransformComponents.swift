import Foundation

/// An affine transform taken apart into translation, rotation, scale and shear, so that an
/// animation between two transforms turns, grows and slides the way Core Animation's does,
/// instead of mixing the matrices entry by entry (which shrinks a view through a point on its
/// way to a half turn).
///
/// The matrix is R(rotation) · [[scaleX, shear], [0, scaleY]] plus the translation. The angle
/// is interpolated along the shorter way round, as UIKit's (a turn of 3π/2 goes back a quarter;
/// a full turn does not move).
struct TransformComponents {
  var translation: CGPoint
  var rotation: CGFloat
  var scaleX: CGFloat
  var scaleY: CGFloat
  var shear: CGFloat

  init(_ t: CGAffineTransform) {
    translation = CGPoint(x: t.tx, y: t.ty)
    scaleX = (t.a * t.a + t.b * t.b).squareRoot()
    rotation = scaleX > 0 ? atan2(t.b, t.a) : 0
    let (cosine, sine) = (cos(rotation), sin(rotation))
    // The second column turned back by the rotation: (shear, scaleY).
    shear = t.c * cosine + t.d * sine
    scaleY = -t.c * sine + t.d * cosine
  }

  var transform: CGAffineTransform {
    let (cosine, sine) = (cos(rotation), sin(rotation))
    return CGAffineTransform(
      a: scaleX * cosine, b: scaleX * sine, c: shear * cosine - scaleY * sine,
      d: shear * sine + scaleY * cosine, tx: translation.x, ty: translation.y)
  }

  /// The transform `progress` of the way from `from` to `to` (beyond 1 for a spring's
  /// overshoot); exactly `from` at 0 and `to` at 1.
  static func interpolate(
    _ from: CGAffineTransform, _ to: CGAffineTransform, _ progress: CGFloat
  ) -> CGAffineTransform {
    if progress == 0 { return from }
    if progress == 1 { return to }
    let a = TransformComponents(from), b = TransformComponents(to)
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * progress }
    // The shorter way round; a half turn goes the positive (clockwise on screen) way.
    var turn = remainder(b.rotation - a.rotation, 2 * .pi)
    if turn <= -.pi + 1e-12 { turn = .pi }
    var mixed = a
    mixed.translation = CGPoint(
      x: mix(a.translation.x, b.translation.x), y: mix(a.translation.y, b.translation.y))
    mixed.rotation = a.rotation + turn * progress
    mixed.scaleX = mix(a.scaleX, b.scaleX)
    mixed.scaleY = mix(a.scaleY, b.scaleY)
    mixed.shear = mix(a.shear, b.shear)
    return mixed.transform
  }
}
