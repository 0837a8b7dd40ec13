import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Asks its first subview directly before doing what UIView does: a hitTest override that calls
/// `hitTest` on another view, outside any superview's loop.
@MainActor
final class DirectAskingView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let first = subviews.first, let hit = first.hitTest(convert(point, to: first), with: event) {
      return hit
    }
    return super.hitTest(point, with: event)
  }
}

/// Random view trees with every kind of view the report must explain.
@MainActor
private struct RandomTree {
  var rng: SplitMix64
  private(set) var views: [UIView] = []
  private var forwarders: [ForwardingView] = []

  init(seed: UInt64) { rng = SplitMix64(state: seed) }

  mutating func make() -> UIView {
    let root = UIView(frame: CGRect(0, 0, 300, 300))
    views = [root]
    forwarders = []
    grow(root, depth: 0)
    for forwarder in forwarders {
      forwarder.target = views[Int.random(in: 0..<views.count, using: &rng)]
    }
    return root
  }

  private mutating func grow(_ parent: UIView, depth: Int) {
    guard depth < 4 else { return }
    // Now and then a wide level, so the cached loop of 32+ subviews is exercised too.
    let count = Int.random(in: 0..<10, using: &rng) == 0 ? 36 : Int.random(in: 0...4, using: &rng)
    for _ in 0..<count {
      let child = makeView()
      let size = parent.bounds.size
      child.frame = CGRect(
        x: .random(in: -20...size.width, using: &rng),
        y: .random(in: -20...size.height, using: &rng),
        width: .random(in: 2...max(3, size.width * 0.8), using: &rng),
        height: .random(in: 2...max(3, size.height * 0.8), using: &rng))
      decorate(child)
      parent.addSubview(child)
      views.append(child)
      if count < 10 || Int.random(in: 0..<8, using: &rng) == 0 { grow(child, depth: depth + 1) }
    }
  }

  private mutating func makeView() -> UIView {
    switch Int.random(in: 0..<12, using: &rng) {
    case 0: return PlainSubclass()
    case 1: return GrownAreaView()
    case 2: return RefusingAreaView()
    case 3: return PassThroughOverlay()
    case 4:
      let forwarder = ForwardingView()
      forwarders.append(forwarder)
      return forwarder
    case 5: return DirectAskingView()
    default: return UIView()
    }
  }

  private mutating func decorate(_ view: UIView) {
    switch Int.random(in: 0..<14, using: &rng) {
    case 0: view.isHidden = true
    case 1: view.isUserInteractionEnabled = false
    case 2: view.alpha = [0, 0.005, 0.01][Int.random(in: 0..<3, using: &rng)]
    case 3: view.transform = CGAffineTransform(rotationAngle: .random(in: -3...3, using: &rng))
    case 4: view.transform = CGAffineTransform(scaleX: .random(in: 0.3...2, using: &rng), y: 1.5)
    case 5: view.transform = CGAffineTransform(scaleX: 0, y: 1)
    case 6: view.bounds.origin = CGPoint(x: .random(in: -30...30, using: &rng), y: 10)
    case 7: view.clipsToBounds = true
    default: break
    }
  }
}

@MainActor
private func subtree(of view: UIView) -> [UIView] {
  var all = [view]
  for subview in view.subviews { all += subtree(of: subview) }
  return all
}

@Suite("Hit-test reports agree with hitTest on random trees (issue 10)", .debugSwitchesOff)
@MainActor
struct HitTestReportRandomTests {
  @Test("2,000 random trees × 20 points: the report's answer is hitTest's, every view is explained")
  func reportMatchesHitTest() {
    var tree = RandomTree(seed: 0x5EED_0010)
    var checked = 0
    for round in 0..<2_000 {
      let root = tree.make()
      let all = subtree(of: root)
      for _ in 0..<20 {
        let p = CGPoint(
          x: .random(in: -10...310, using: &tree.rng), y: .random(in: -10...310, using: &tree.rng))
        let report = root.hitTestReport(at: p)
        let expected = root.hitTest(p, with: nil)
        guard report.hitView === expected else {
          Issue.record(
            "round \(round) at \(p): report says \(String(describing: report.hitView)), hitTest \(String(describing: expected))\n\(report)"
          )
          return
        }
        // Every view of the tree is accounted for: looked at, or never reached with a cause.
        let explained = Set(report.candidates.map { ObjectIdentifier($0.view) })
        for view in all where !explained.contains(ObjectIdentifier(view)) {
          Issue.record("round \(round) at \(p): \(view.inspectorName) missing\n\(report)")
          return
        }
        // Each verdict agrees with the answer its view gave.
        for candidate in report.candidates {
          let consistent: Bool
          switch candidate.verdict {
          case .hit: consistent = candidate.answer === candidate.view
          case .passedToSubview:
            consistent = candidate.answer != nil && candidate.answer !== candidate.view
          case .notReached: consistent = candidate.answer == nil && candidate.location == nil
          case .overriddenHitTest(let returned): consistent = returned === candidate.answer
          default: consistent = candidate.answer == nil
          }
          if !consistent {
            Issue.record(
              "round \(round) at \(p): \(candidate.view.inspectorName) \(candidate.verdict)\n\(report)"
            )
            return
          }
        }
        #expect(
          report.candidates.first?.view === root && report.candidates.first?.answer === expected)
        if let hit = expected, !report.path.isEmpty { #expect(report.path.last === hit) }
        checked += 1
      }
    }
    #expect(checked == 40_000)
  }
}
