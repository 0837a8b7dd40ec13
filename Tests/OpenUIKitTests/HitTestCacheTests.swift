import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A subclass, so the fast paths for plain UIView do not apply to it.
@MainActor
final class PlainSubclass: UIView {}

/// A view whose touch area reaches 15 pt past its bounds: always asked, in order.
@MainActor
final class EnlargedTouchArea: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -15, dy: -15).contains(point)
  }
}

/// The index's size threshold, as the tests assume it.
enum SubviewIndexFacts { static let threshold = 32 }

/// Spec A1–A8 written out directly, with no caches or fast paths, to check the real thing.
@MainActor
func referenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
  guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01,
    view.point(inside: point, with: nil)
  else { return nil }
  for subview in view.subviews.reversed() {
    let t = subview.transform
    let determinant = t.a * t.d - t.b * t.c
    guard determinant != 0, determinant.isFinite else { continue }
    let local = view.convert(point, to: subview)
    if let hit = referenceHitTest(subview, local) { return hit }
  }
  return view
}

@Suite("Hit-testing fast paths agree with the spec", .debugSwitchesOff)
@MainActor
struct HitTestCacheTests {
  // Any tree under any changes, with shrinking to a minimal failing case, is
  // HitTestPropertyTests. This is one long walk through 400 siblings, the index's scale.
  @Test("the subview index answers as the plain rules do, through random changes of every kind")
  func indexMatchesReference() {
    var rng = SplitMix64(state: 7)
    let root = UIView(frame: CGRect(0, 0, 800, 800))
    func make() -> UIView {
      let kind = Int.random(in: 0..<10, using: &rng)
      let view: UIView =
        kind == 0 ? EnlargedTouchArea() : kind < 3 ? PlainSubclass() : UIView()
      view.frame = CGRect(
        x: .random(in: -20...780, using: &rng), y: .random(in: -20...780, using: &rng),
        width: .random(in: 0...40, using: &rng), height: .random(in: 0...40, using: &rng))
      if Int.random(in: 0..<10, using: &rng) == 0 {
        view.transform = CGAffineTransform(rotationAngle: .random(in: 0...3, using: &rng))
      }
      if Int.random(in: 0..<6, using: &rng) == 0 {
        view.addSubview(UIView(frame: CGRect(-5, -5, 20, 20)))
      }
      return view
    }
    for _ in 0..<400 { root.addSubview(make()) }
    for round in 0..<600 {
      let views = root.subviews
      let target = views[Int.random(in: 0..<views.count, using: &rng)]
      let far = CGPoint(
        x: .random(in: -100...900, using: &rng), y: .random(in: -100...900, using: &rng))
      switch round % 14 {
      case 0: target.center = far
      case 1: target.bounds.size = CGSize(width: .random(in: 0...300, using: &rng), height: 30)
      case 2: target.isHidden.toggle()
      case 3: target.alpha = [0, 0.005, 0.01, 1][Int.random(in: 0..<4, using: &rng)]
      case 4: target.isUserInteractionEnabled.toggle()
      case 5: target.transform = CGAffineTransform(rotationAngle: .random(in: 0...3, using: &rng))
      case 6: target.transform = CGAffineTransform(scaleX: 0, y: 1)
      case 7: target.transform = .identity
      case 8: root.bringSubviewToFront(target)
      case 9: root.sendSubviewToBack(target)
      case 10: target.removeFromSuperview()
      case 11: root.insertSubview(make(), at: Int.random(in: 0...views.count, using: &rng))
      case 12: target.center = CGPoint(x: CGFloat.nan, y: 5)
      default: root.insertSubview(target, at: Int.random(in: 0...views.count, using: &rng))
      }
      for _ in 0..<25 {
        let p = CGPoint(
          x: .random(in: -60...860, using: &rng), y: .random(in: -60...860, using: &rng))
        let actual = root.hitTest(p, with: nil)
        let expected = referenceHitTest(root, p)
        #expect(actual === expected, "round \(round) at \(p)")
        if actual !== expected { return }
      }
    }
    #expect(root.subviews.count >= SubviewIndexFacts.threshold, "the index was in use throughout")
  }

  @Test("removing and adding siblings updates the cached loop")
  func cacheFollowsMembership() {
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    var last: UIView?
    for _ in 0..<40 {
      let v = UIView(frame: CGRect(0, 0, 10, 10))
      root.addSubview(v)
      last = v
    }
    #expect(root.hitTest(CGPoint(5, 5), with: nil) === last)
    last?.removeFromSuperview()
    #expect(root.hitTest(CGPoint(5, 5), with: nil) === root.subviews.last)
    let front = UIView(frame: CGRect(50, 50, 10, 10))
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(55, 55), with: nil) === front)
    front.frame = CGRect(0, 0, 1, 1)
    #expect(root.hitTest(CGPoint(55, 55), with: nil) === root)
  }

  /// A view whose hit test runs app code that removes views and adds others.
  final class Meddler: UIView {
    var meddle: () -> Void = {}
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      meddle()
      meddle = {}
      return nil
    }
  }

  @Test("app code in a subview's hit test removing and adding siblings mid-query (issue 30)")
  func mutationDuringQuery() {
    // Found by the fuzzer when the index began to share entries between subviews: a query
    // walks the lists as they were when it began, so their views and keys must outlive it.
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    var plain: [UIView] = []
    for index in 0..<40 {
      let v = UIView(frame: CGRect(CGFloat(index % 10) * 10, CGFloat(index / 10) * 10, 10, 10))
      root.addSubview(v)
      plain.append(v)
    }
    let meddler = Meddler(frame: CGRect(0, 0, 100, 100))
    root.addSubview(meddler)
    weak var removed = plain[0]
    meddler.meddle = {
      plain[0].removeFromSuperview()
      plain.removeFirst()
      for _ in 0..<3 { root.insertSubview(UIView(frame: CGRect(0, 0, 10, 10)), at: 5) }
      plain[3].frame = CGRect(50, 50, 10, 10)
    }
    #expect(root.hitTest(CGPoint(5, 5), with: nil) === removed, "the walk began with it")
    #expect(removed == nil, "and it is freed afterwards")
    meddler.removeFromSuperview()
    for x in stride(from: 1, to: 100, by: 7) {
      for y in stride(from: 1, to: 100, by: 7) {
        let p = CGPoint(x: CGFloat(x), y: CGFloat(y))
        #expect(root.hitTest(p, with: nil) === referenceHitTest(root, p))
      }
    }
  }
}
