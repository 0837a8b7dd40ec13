import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A round button: its touch area is the disc inside its bounds.
@MainActor
final class DiscAreaView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let r = min(bounds.width, bounds.height) / 2
    let dx = point.x - bounds.midX, dy = point.y - bounds.midY
    return dx * dx + dy * dy <= r * r
  }
}

/// A container whose hit test hands touches in its hidden child's frame to that child.
@MainActor
final class HiddenChildContainer: UIView {
  let child = UIView()
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if child.frame.contains(point) { return child }
    return super.hitTest(point, with: event)
  }
}

/// A view that takes touches 20 points around itself by overriding `hitTest`, not
/// `point(inside:)`.
@MainActor
final class GrownByHitTestView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    bounds.insetBy(dx: -20, dy: -20).contains(point) ? self : super.hitTest(point, with: event)
  }
}

/// The map against hit-test overrides the edges of views cannot show (issue 30): it must agree
/// with `hitTest` everywhere, within a point of an edge.
@Suite("The true hit map with touch areas that are not rectangles (issue 30)", .debugSwitchesOff)
@MainActor
struct HitMapOverrideTests {
  let scene = TestScene(size: CGSize(width: 300, height: 200))

  /// Points where the map and `hitTest` disagree with no different answer within a point.
  func disagreements(_ map: HitMap, samples: Int = 4_000) -> [CGPoint] {
    var rng = SplitMix64(state: 11)
    var wrong: [CGPoint] = []
    for _ in 0..<samples {
      let p = CGPoint(x: .random(in: 0..<300, using: &rng), y: .random(in: 0..<200, using: &rng))
      let truth = scene.window.hitTest(p, with: nil)
      guard map.view(at: p) !== truth else { continue }
      let near = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)].map {
        CGPoint(x: p.x + CGFloat($0.0), y: p.y + CGFloat($0.1))
      }
      if !near.contains(where: { scene.window.hitTest($0, with: nil) !== truth }) {
        wrong.append(p)
      }
    }
    return wrong
  }

  @Test("a round button's corners are the window's, as hitTest says; its disc is the button's")
  func roundButton() {
    let button = named(DiscAreaView(), "round", CGRect(40, 40, 80, 80), in: scene.window)
    let map = HitMap(window: scene.window)
    #expect(map.view(at: CGPoint(43, 43)) === scene.window, "a corner of the square")
    #expect(map.view(at: CGPoint(80, 80)) === button && map.view(at: CGPoint(80, 42)) === button)
    let region = map.regions.first { $0.view === button }?.area ?? 0
    #expect(abs(region - .pi * 40 * 40) < 2 * .pi * 40, "the disc's area, to a point of its rim")
    #expect(disagreements(map).isEmpty)
    // Drawn as a square, its corners look tappable and are dead zones; drawn round, they are
    // not.
    button.backgroundColor = .red
    #expect(HitMap(window: scene.window).deadZone(at: CGPoint(43, 43))?.view === button)
    button.layer.cornerRadius = 40
    #expect(HitMap(window: scene.window).deadZone(at: CGPoint(43, 43)) == nil)
  }

  @Test("a container whose hitTest returns its hidden child gives that child its frame")
  func hiddenChild() {
    let container = named(
      HiddenChildContainer(), "container", CGRect(20, 20, 200, 150), in: scene.window)
    container.child.frame = CGRect(x: 30, y: 40, width: 50, height: 30)
    container.child.isHidden = true
    container.addSubview(container.child)
    let map = HitMap(window: scene.window)
    let region = map.regions.first { $0.view === container.child }
    #expect(abs((region?.area ?? 0) - 50 * 30) < 1e-6)
    #expect(region?.rects.allSatisfy { CGRect(50, 60, 50, 30).contains($0) } == true)
    #expect(disagreements(map).isEmpty)
  }

  @Test("a view grown by a hitTest override, and a round one inside a rotated parent")
  func grownAndRotated() {
    let grown = named(GrownByHitTestView(), "grown", CGRect(200, 60, 30, 30), in: scene.window)
    let parent = named(UIView(), "parent", CGRect(40, 40, 100, 100), in: scene.window)
    parent.transform = CGAffineTransform(rotationAngle: 0.5)
    let round = named(DiscAreaView(), "round", CGRect(20, 20, 60, 60), in: parent)
    let map = HitMap(window: scene.window)
    #expect(map.view(at: CGPoint(185, 45)) === grown, "20 points beyond its corner")
    #expect(map.regions.contains { $0.view === round })
    #expect(disagreements(map).isEmpty)
  }
}
