import Foundation
import OpenUIKit
import Testing

@Suite("Geometry: CGAffineTransform and view geometry (A13–A16)", .debugSwitchesOff)
@MainActor
struct GeometryTests {
  @Test("rotation by π/2 maps x to y as CoreGraphics does")
  func rotationMapsAxes() {
    let p = CGPoint(1, 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(approx(p, CGPoint(0, 1)))
  }

  @Test("translatedBy translates first, then applies the receiver")
  func translatedByOrder() {
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
    #expect(approx(CGPoint(0, 0).applying(t), CGPoint(20, 0)))
    let u = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(approx(CGPoint(1, 1).applying(u), CGPoint(12, 2)))
  }

  @Test("concatenating applies the receiver first")
  func concatenationOrder() {
    let t = CGAffineTransform(translationX: 5, y: 0).concatenating(
      CGAffineTransform(scaleX: 3, y: 1))
    #expect(approx(CGPoint(0, 0).applying(t), CGPoint(15, 0)))
  }

  @Test("inverted undoes a transform, and a singular matrix comes back unchanged")
  func inversion() {
    let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 4, y: -7)
    let p = CGPoint(13, -2)
    #expect(approx(p.applying(t).applying(t.inverted()), p))
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!t.isIdentity)
  }

  @Test("CGRect.applying returns the bounding box of the transformed corners")
  func rectApplying() {
    let r = CGRect(0, 0, 100, 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(approx(r, CGRect(-50, 0, 50, 100)))
  }

  @Test("A15: changing bounds.size keeps the center; changing frame moves center and resizes")
  func boundsAndFrame() {
    let v = UIView(frame: CGRect(10, 20, 100, 50))
    #expect(v.center == CGPoint(60, 45))
    v.bounds.size = CGSize(width: 40, height: 10)
    #expect(v.center == CGPoint(60, 45))
    #expect(v.frame == CGRect(40, 40, 40, 10))
    v.frame = CGRect(0, 0, 10, 10)
    #expect(v.center == CGPoint(5, 5))
    #expect(v.bounds.size == CGSize(width: 10, height: 10))
  }

  @Test("A14: changing bounds.origin does not move the view")
  func boundsOriginDoesNotMove() {
    let v = UIView(frame: CGRect(10, 20, 100, 50))
    v.bounds.origin = CGPoint(0, 50)
    #expect(v.frame == CGRect(10, 20, 100, 50))
  }

  @Test("A16: with a rotation, frame is the bounding box of the transformed bounds")
  func frameUnderRotation() {
    let v = UIView(frame: CGRect(50, 75, 100, 50))
    v.transform = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(approx(v.frame, CGRect(75, 50, 50, 100)))
    #expect(v.bounds.size == CGSize(width: 100, height: 50))
  }

  @Test("setting frame under a scale transform sizes bounds so the scaled view fills it")
  func frameUnderScale() {
    let v = UIView(frame: CGRect(0, 0, 100, 100))
    v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    v.frame = CGRect(0, 0, 100, 100)
    #expect(approx(v.bounds, CGRect(0, 0, 200, 200)))
    #expect(v.center == CGPoint(50, 50))
    #expect(approx(v.frame, CGRect(0, 0, 100, 100)))
  }

  @Test("A13: a translation transform moves the frame, the hit area and conversions")
  func translationTransform() {
    let root = UIView(frame: CGRect(0, 0, 300, 300))
    let v = UIView(frame: CGRect(10, 10, 20, 20))
    root.addSubview(v)
    v.transform = CGAffineTransform(translationX: 100, y: 50)
    #expect(v.center == CGPoint(20, 20))
    #expect(v.frame == CGRect(110, 60, 20, 20))
    #expect(v.convert(CGPoint.zero, to: root) == CGPoint(110, 60))
    #expect(root.hitTest(CGPoint(115, 65), with: nil) === v)
    v.frame = CGRect(200, 200, 20, 20)
    #expect(v.center == CGPoint(110, 160))
    #expect(v.frame == CGRect(200, 200, 20, 20))
  }
}
