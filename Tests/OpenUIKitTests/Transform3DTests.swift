import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("CATransform3D: the algebra and its interpolation (issue 30)", .debugSwitchesOff)
@MainActor
struct Transform3DTests {
  let scene = TestScene(size: CGSize(width: 400, height: 400))

  func box() -> UIView {
    let view = UIView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(view)
    return view
  }

  /// Advances the clock by `seconds` in frames, firing timers on the way.
  func run(_ seconds: TimeInterval) {
    let end = scene.clock.now + seconds
    while scene.clock.now < end - 1e-9 {
      scene.clock.advance(by: min(1.0 / 60, end - scene.clock.now))
      scene.app.fireDueTimers()
    }
  }

  @Test("CATransform3D: Core Animation's row-vector algebra, inversion and the affine round trip")
  func transform3D() {
    let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(approx(CATransform3DGetAffineTransform(r), CGAffineTransform(rotationAngle: .pi / 2)))
    let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    // Translate, then scale: the translation is scaled.
    #expect(t.m41 == 20 && t.m11 == 2)
    let inverse = CATransform3DInvert(t)
    #expect(CATransform3DIsIdentity(CATransform3DConcat(t, inverse)))
    let flat = CATransform3DMakeScale(1, 0, 1)
    #expect(CATransform3DInvert(flat) == flat, "no inverse: itself, as Core Animation answers")
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(!CATransform3DIsAffine(perspective))
    #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(.init(translationX: 3, y: 4))))
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    // A card flip half-way: a quarter turn about y in perspective, by slerp, not by entries.
    let flipped = CATransform3DRotate(perspective, .pi, 0, 1, 0)
    let layer = CALayer()
    box().layer.addSublayer(layer)
    layer.transform = perspective
    let flip = CABasicAnimation(keyPath: "transform")
    flip.fromValue = perspective
    flip.toValue = flipped
    flip.duration = 1
    layer.add(flip, forKey: "flip")
    run(0.5)
    let half = layer.presentation()!.transform
    let expected = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
    #expect(zipEntries(half, expected).allSatisfy { abs($0 - $1) < 1e-6 })
  }
}

private func zipEntries(_ a: CATransform3D, _ b: CATransform3D) -> [(CGFloat, CGFloat)] {
  [
    (a.m11, b.m11), (a.m12, b.m12), (a.m13, b.m13), (a.m14, b.m14), (a.m21, b.m21),
    (a.m22, b.m22), (a.m23, b.m23), (a.m24, b.m24), (a.m31, b.m31), (a.m32, b.m32),
    (a.m33, b.m33), (a.m34, b.m34), (a.m41, b.m41), (a.m42, b.m42), (a.m43, b.m43),
    (a.m44, b.m44),
  ]
}

private func approx(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
  [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
    abs($0) < 1e-9
  }
}
