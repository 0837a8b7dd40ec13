import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Where a point of a view's bounds lands in its superview under `t`, computed the long way:
/// the row vector (x, y, 0, 1) times the 4 × 4 matrix, divided by w (Core Animation's
/// flattening), the bounds' centre at `center`. Nil behind the eye.
func projected(_ p: CGPoint, bounds: CGRect, center: CGPoint, _ t: CATransform3D) -> CGPoint? {
  let x = p.x - bounds.midX, y = p.y - bounds.midY
  let X = x * t.m11 + y * t.m21 + t.m41
  let Y = x * t.m12 + y * t.m22 + t.m42
  let W = x * t.m14 + y * t.m24 + t.m44
  guard W > 0 else { return nil }
  return CGPoint(x: center.x + X / W, y: center.y + Y / W)
}

/// A 3D transform with perspective `distance` points from the screen, turned `angle` about
/// the axis, as apps write it.
func perspective(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, distance: CGFloat = 300)
  -> CATransform3D
{
  var p = CATransform3DIdentity
  p.m34 = -1 / distance
  return CATransform3DRotate(p, angle, x, y, 0)
}

/// Remembers where its touches landed, in its own coordinates.
@MainActor
final class LocatingView: UIView {
  var locations: [CGPoint] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    locations += touches.map { $0.location(in: self) }
  }
}

/// Spec A13 and issue 30: `m34` perspective in geometry, hit testing and animation; how it is
/// drawn is in PerspectiveDrawingTests.
@Suite("Perspective: CATransform3D with m34 on views (issue 30)", .debugSwitchesOff)
@MainActor
struct PerspectiveTests {
  let scene = TestScene(size: CGSize(width: 300, height: 200))

  /// A 120 × 100 card centred at (150, 100), turned about y in perspective.
  func card(_ t: CATransform3D = perspective(.pi / 3.5, 0, 1)) -> LocatingView {
    let card = LocatingView(frame: CGRect(x: 90, y: 50, width: 120, height: 100))
    scene.window.addSubview(card)
    card.layer.transform = t
    return card
  }

  func corner(_ card: UIView, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
    projected(
      CGPoint(x: x, y: y), bounds: card.bounds, center: card.center, card.transform3D)!
  }

  @Test("the layer keeps the whole matrix; transform reads its plane part; setting it drops depth")
  func matrixRoundTrip() {
    let t = perspective(.pi / 3.5, 0, 1)
    let card = card(t)
    #expect(card.layer.transform == t)
    #expect(card.transform3D == t)
    #expect(card.transform == CATransform3DGetAffineTransform(t))
    // The frame is the box around the projected bounds.
    let corners = [(0, 0), (120, 0), (120, 100), (0, 100)].map {
      corner(card, CGFloat($0.0), CGFloat($0.1))
    }
    #expect(approx(card.frame, boundingBox(corners), 1e-9))
    card.transform = CGAffineTransform(scaleX: 2, y: 1)
    #expect(CATransform3DIsAffine(card.layer.transform))
    #expect(card.frame == CGRect(x: 30, y: 50, width: 240, height: 100))
  }

  @Test("a touch lands where the card shows: its near edge reaches further than the plane part's")
  func hitTestFollowsTheProjectedQuad() throws {
    let card = card()
    let plane = CGAffineTransform(
      translationX: -60, y: -50
    ).concatenating(card.transform).concatenating(CGAffineTransform(translationX: 150, y: 100))
    // Turned about y with the eye in front: the left edge comes nearer (taller, further out),
    // the right edge goes away.
    let left = corner(card, 0, 50).x, right = corner(card, 120, 50).x
    let planeLeft = CGPoint(x: 0, y: 50).applying(plane).x
    let planeRight = CGPoint(x: 120, y: 50).applying(plane).x
    #expect(left < planeLeft - 5 && right < planeRight - 5)
    #expect(corner(card, 0, 0).y < corner(card, 120, 0).y, "the near edge is taller")
    // Between the projected and the plane edges: in on the left, out on the right.
    let inside = CGPoint(x: (left + planeLeft) / 2, y: 100)
    let outside = CGPoint(x: (right + planeRight) / 2, y: 100)
    #expect(scene.window.hitTest(inside, with: nil) === card)
    #expect(scene.window.hitTest(outside, with: nil) === scene.window)
    // Above the far edge's top but below the near edge's: only the near side reaches.
    let nearTop = corner(card, 0, 0), farTop = corner(card, 120, 0)
    #expect(scene.window.hitTest(CGPoint(x: nearTop.x + 2, y: farTop.y - 1), with: nil) === card)
    #expect(
      scene.window.hitTest(CGPoint(x: farTop.x - 2, y: nearTop.y + 1), with: nil)
        === scene.window)
    // A real touch there reports its place on the card, back through the projection.
    scene.fingers.tap(at: inside)
    let local = try #require(card.locations.first)
    let back = try #require(
      projected(local, bounds: card.bounds, center: card.center, card.transform3D))
    #expect(approx(back, inside, 1e-6))
  }

  @Test("convert(_:to:) and convert(_:from:) follow the projection both ways")
  func conversion() {
    let card = card(perspective(0.6, 1, 0.4))
    let inner = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
    card.addSubview(inner)
    for p in [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 7), CGPoint(x: 30, y: 30)] {
      let inWindow = inner.convert(p, to: scene.window)
      let expected = corner(card, p.x + 10, p.y + 20)
      #expect(approx(inWindow, expected, 1e-9))
      #expect(approx(inner.convert(inWindow, from: scene.window), p, 1e-9))
    }
  }

  @Test("part of the card behind the eye: never hit there, and nothing is NaN or traps")
  func behindTheEye() {
    // 50 points away and turned 60°: the left 3 points of the card are behind the eye.
    let card = card(perspective(.pi / 3, 0, 1, distance: 50))
    #expect(
      projected(CGPoint(x: 0, y: 50), bounds: card.bounds, center: card.center, card.transform3D)
        == nil)
    for x in stride(from: 0, through: 300, by: 7.5) {
      for y in stride(from: 0, through: 200, by: 12.5) {
        let p = CGPoint(x: x, y: y)
        guard scene.window.hitTest(p, with: nil) === card else { continue }
        // Every hit maps back onto the card, in front of the eye.
        let local = card.convert(p, from: scene.window)
        #expect(card.bounds.contains(local))
        let back = projected(local, bounds: card.bounds, center: card.center, card.transform3D)
        #expect(back.map { approx($0, p, 1e-6) } == true)
      }
    }
    let list = DisplayListBuilder.build(
      scene.window, pixelSize: CGSize(width: 300, height: 200), scale: 1)
    for item in list.items {
      if case .texture(let vertices, _, _) = item {
        #expect(vertices.allSatisfy { $0.position.x.isFinite && $0.position.y.isFinite })
      }
    }
  }

  @Test("a transform with NaN or a collapsed plane is never hit and draws nothing")
  func badMatrices() {
    var nan = perspective(0.5, 0, 1)
    nan.m34 = .nan
    // Seen edge-on in perspective: a quarter turn about y after m34.
    let edgeOn = perspective(.pi / 2, 0, 1)
    for t in [nan, edgeOn, CATransform3DMakeScale(1, 0, 1)] {
      let card = card(t)
      card.backgroundColor = .red
      #expect(scene.window.hitTest(CGPoint(x: 150, y: 100), with: nil) === scene.window, "\(t)")
      let list = DisplayListBuilder.build(
        scene.window, pixelSize: CGSize(width: 300, height: 200), scale: 1)
      #expect(fills(list).allSatisfy { $0.1 != .red }, "\(t)")
      card.removeFromSuperview()
    }
  }

  @Test("the hit map agrees with hitTest over a card in perspective and the view inside it")
  func hitMap() {
    let card = card(perspective(0.9, 0.3, 1))
    let inner = UIView(frame: CGRect(x: 70, y: 10, width: 40, height: 40))
    card.addSubview(inner)
    let map = HitMap(window: scene.window)
    var rng = SplitMix64(state: 5)
    var wrong = 0
    for _ in 0..<3_000 {
      let p = CGPoint(x: .random(in: 0..<300, using: &rng), y: .random(in: 0..<200, using: &rng))
      let truth = scene.window.hitTest(p, with: nil)
      guard map.view(at: p) !== truth else { continue }
      // Within a point of an edge the map may round either way.
      let near = [(1, 0), (-1, 0), (0, 1), (0, -1)].map {
        scene.window.hitTest(CGPoint(x: p.x + CGFloat($0.0), y: p.y + CGFloat($0.1)), with: nil)
      }
      if !near.contains(where: { $0 !== truth }) { wrong += 1 }
    }
    #expect(wrong == 0)
    #expect(map.regions.contains { $0.view === inner })
  }

  @Test("UIView.animate turns a card about y through its 3D components")
  func animation() {
    let card = card(perspective(0, 0, 1))
    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
      card.transform3D = perspective(.pi / 2, 0, 1)
    }
    scene.clock.advance(by: 0.5)
    let shown = card.layer.presentation()!.transform
    let expected = perspective(.pi / 4, 0, 1)
    for (a, b) in zip(entries(shown), entries(expected)) { #expect(abs(a - b) < 1e-9) }
    #expect(card.transform3D == perspective(.pi / 2, 0, 1), "the model is the destination")
  }
}

func entries(_ t: CATransform3D) -> [CGFloat] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41,
    t.m42, t.m43, t.m44,
  ]
}
