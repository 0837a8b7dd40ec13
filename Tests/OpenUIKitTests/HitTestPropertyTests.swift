import Foundation
import OpenUIKit
import PropertyBased
import Testing

/// One sibling of the generated tree: where it is, what kind of view, whether it has a child.
struct SiblingSpec: Sendable, CustomStringConvertible {
  var frame: CGRect
  /// 0: a touch area 15 pt larger than its bounds; 1–2: a plain subclass; else a plain UIView.
  var kind: Int
  var hasChild: Bool

  @MainActor
  func make() -> UIView {
    let view: UIView = kind == 0 ? EnlargedTouchArea() : kind < 3 ? PlainSubclass() : UIView()
    view.frame = frame
    if hasChild { view.addSubview(UIView(frame: CGRect(-5, -5, 20, 20))) }
    return view
  }

  var description: String {
    "\(kind == 0 ? "enlarged" : kind < 3 ? "subclass" : "view")(\(frame)\(hasChild ? "+child" : ""))"
  }
}

/// One change to the tree, applied to sibling `target` (modulo the count).
struct TreeChange: Sendable, CustomStringConvertible {
  var target: Int
  /// Which change, 0…13 (see ``apply(to:)``).
  var kind: Int
  var a: CGFloat
  var b: CGFloat

  @MainActor
  func apply(to root: UIView) {
    let views = root.subviews
    guard !views.isEmpty else { return }
    let view = views[target % views.count]
    switch kind {
    case 0: view.center = CGPoint(x: a, y: b)
    case 1: view.bounds.size = CGSize(width: abs(a), height: 30)
    case 2: view.isHidden.toggle()
    case 3: view.alpha = [0, 0.005, 0.01, 1][Int(abs(b)) % 4]
    case 4: view.isUserInteractionEnabled.toggle()
    case 5: view.transform = CGAffineTransform(rotationAngle: b)
    case 6: view.transform = CGAffineTransform(scaleX: 0, y: 1)
    case 7: view.transform = .identity
    case 8: root.bringSubviewToFront(view)
    case 9: root.sendSubviewToBack(view)
    case 10: view.removeFromSuperview()
    case 11: root.insertSubview(view, at: Int(abs(a)) % (views.count + 1))
    case 12: view.center = CGPoint(x: CGFloat.nan, y: b)
    default: view.bounds.origin = CGPoint(x: a.truncatingRemainder(dividingBy: 10), y: 0)
    }
  }

  var description: String { "change \(kind) on #\(target) (\(a), \(b))" }
}

/// The hit-test fast paths (the cached sibling loop, the subview index past 32 siblings, the
/// plain-UIView shortcuts) must answer exactly as the spec's rules written out plainly
/// (`referenceHitTest`), for any tree and any changes. Each run draws new trees; a failure
/// prints its seed (`.fixedSeed(…)` replays it) and is shrunk to the fewest siblings, changes
/// and points that still fail.
@Suite("Hit testing as a property: fast paths equal the plain rules", .debugSwitchesOff)
@MainActor
struct HitTestPropertyTests {
  static let siblings = zip(
    Gen.cgFloat(in: -20...380), Gen.cgFloat(in: -20...380), Gen.cgFloat(in: 0...60),
    Gen.cgFloat(in: 0...60), Gen.int(in: 0...9), Gen.bool(0.2)
  ).map { x, y, w, h, kind, child in
    SiblingSpec(frame: CGRect(x: x, y: y, width: w, height: h), kind: kind, hasChild: child)
  }.array(of: 1...80)

  static let changes = zip(
    Gen.int(in: 0...200), Gen.int(in: 0...13), Gen.cgFloat(in: -50...450), Gen.cgFloat(in: 0...3)
  ).map { target, kind, a, b in TreeChange(target: target, kind: kind, a: a, b: b) }
    .array(of: 0...40)

  static let points = zip(Gen.cgFloat(in: -40...440), Gen.cgFloat(in: -40...440))
    .map { x, y in CGPoint(x: x, y: y) }.array(of: 1...12)

  @Test("A1–A8: any tree, any changes: hitTest answers as the plain rules do at every point")
  func fastPathsEqualRules() async {
    await propertyCheck(count: 150, input: Self.siblings, Self.changes, Self.points) {
      specs, changes, points in
      let root = UIView(frame: CGRect(0, 0, 400, 400))
      for spec in specs { root.addSubview(spec.make()) }
      for step in -1..<changes.count {
        if step >= 0 { changes[step].apply(to: root) }
        for point in points {
          let expected = referenceHitTest(root, point)
          let actual = root.hitTest(point, with: nil)
          #expect(actual === expected, "after \(step + 1) changes, at \(point)")
          if actual !== expected { return }
        }
      }
    }
  }
}
