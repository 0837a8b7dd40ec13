import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Grows its touch area by `margin` on every side (the usual "bigger tap target" override).
@MainActor
final class GrownAreaView: UIView {
  var margin: CGFloat = 10
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -margin, dy: -margin).contains(point)
  }
}

/// Says no to every point, whatever its bounds.
@MainActor
final class RefusingAreaView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
}

/// Answers every point inside it with `target`, without looking at its subviews.
@MainActor
final class ForwardingView: UIView {
  weak var target: UIView?
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    self.point(inside: point, with: event) ? target : nil
  }
}

/// Adds `view` to `parent` at `frame`, named by its accessibility identifier.
@MainActor
func named<V: UIView>(_ view: V, _ name: String, _ frame: CGRect, in parent: UIView) -> V {
  view.accessibilityIdentifier = name
  view.frame = frame
  parent.addSubview(view)
  return view
}

@Suite("Hit-test reports: every verdict, from the real hit test (issue 10)", .debugSwitchesOff)
@MainActor
struct HitTestReportTests {
  @Test("hit, passed to a subview, and the path")
  func hitAndPath() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let card = named(UIView(), "card", CGRect(10, 10, 100, 100), in: scene.window)
    let button = named(UIButton(), "save", CGRect(10, 10, 40, 20), in: card)
    let report = scene.window.hitTestReport(at: CGPoint(25, 25))
    #expect(report.hitView === button)
    #expect(
      report.path.map(ObjectIdentifier.init)
        == [scene.window, card, button].map(ObjectIdentifier.init))
    #expect(report.verdict(for: scene.window) == .passedToSubview)
    #expect(report.verdict(for: card) == .passedToSubview)
    #expect(report.verdict(for: button) == .hit)
    #expect(report.candidate(for: button)?.location == CGPoint(5, 5))
    #expect(report.candidate(for: card)?.depth == 1 && report.candidate(for: button)?.depth == 2)
    let text = report.description
    #expect(text.contains("UIWindow > UIView \"card\" > UIButton \"save\""), "\(text)")
    #expect(text.contains("\n      UIButton \"save\" at (5, 5): HIT"), "\(text)")
  }

  @Test("skipped: hidden, transparent, interaction off, outside by bounds, non-invertible")
  func skips() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let back = named(UIView(), "back", CGRect(0, 0, 100, 100), in: scene.window)
    let off = named(UIView(), "off", CGRect(0, 0, 100, 100), in: scene.window)
    off.isUserInteractionEnabled = false
    let faint = named(UIView(), "faint", CGRect(0, 0, 100, 100), in: scene.window)
    faint.alpha = 0.005
    let hidden = named(UIView(), "hidden", CGRect(0, 0, 100, 100), in: scene.window)
    hidden.isHidden = true
    let flat = named(UIView(), "flat", CGRect(0, 0, 100, 100), in: scene.window)
    flat.transform = CGAffineTransform(scaleX: 0, y: 1)
    let away = named(UIView(), "away", CGRect(150, 150, 20, 20), in: scene.window)
    let report = scene.window.hitTestReport(at: CGPoint(50, 50))
    #expect(report.hitView === back)
    #expect(report.verdict(for: off) == .userInteractionDisabled)
    #expect(report.verdict(for: faint) == .transparent)
    #expect(report.verdict(for: hidden) == .hidden)
    #expect(report.verdict(for: flat) == .nonInvertibleTransform)
    #expect(report.verdict(for: away) == .outside(.bounds))
    #expect(report.candidate(for: flat)?.location == nil)
    // Visiting order: frontmost first, as hit testing asks.
    let order = report.candidates.prefix(7).map { $0.view.accessibilityIdentifier ?? "window" }
    #expect(order == ["window", "away", "flat", "hidden", "faint", "off", "back"])
  }

  @Test("the same verdicts for subclasses, through their overridable properties")
  func subclassSkips() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let back = named(PlainSubclass(), "back", CGRect(0, 0, 100, 100), in: scene.window)
    let hidden = named(PlainSubclass(), "hidden", CGRect(0, 0, 100, 100), in: scene.window)
    hidden.isHidden = true
    let off = named(PlainSubclass(), "off", CGRect(0, 0, 100, 100), in: scene.window)
    off.isUserInteractionEnabled = false
    let away = named(PlainSubclass(), "away", CGRect(150, 0, 20, 20), in: scene.window)
    let report = scene.window.hitTestReport(at: CGPoint(50, 50))
    #expect(report.hitView === back && report.verdict(for: back) == .hit)
    #expect(report.verdict(for: hidden) == .hidden)
    #expect(report.verdict(for: off) == .userInteractionDisabled)
    #expect(report.verdict(for: away) == .outside(.bounds))
  }

  @Test("outside by an overridden point(inside:with:), and inside by one that grows the area")
  func pointInsideOverrides() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let grown = named(GrownAreaView(), "grown", CGRect(100, 100, 20, 20), in: scene.window)
    let refusing = named(RefusingAreaView(), "refusing", CGRect(0, 0, 50, 50), in: scene.window)
    let outsideGrown = scene.window.hitTestReport(at: CGPoint(10, 10))
    #expect(outsideGrown.verdict(for: refusing) == .outside(.pointInsideOverride))
    #expect(outsideGrown.verdict(for: grown) == .outside(.pointInsideOverride))
    let nearGrown = scene.window.hitTestReport(at: CGPoint(95, 95))
    #expect(nearGrown.hitView === grown && nearGrown.verdict(for: grown) == .hit)
  }

  @Test("hitTest overrides: a pass-through overlay returns nil, a forwarder another view")
  func hitTestOverrides() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let below = named(UIView(), "below", CGRect(0, 0, 200, 200), in: scene.window)
    let overlay = named(PassThroughOverlay(), "overlay", CGRect(0, 0, 200, 200), in: scene.window)
    let chip = named(UIView(), "chip", CGRect(150, 150, 20, 20), in: overlay)
    let through = scene.window.hitTestReport(at: CGPoint(20, 20))
    #expect(through.hitView === below)
    #expect(through.verdict(for: overlay) == .overriddenHitTest(returned: nil))
    let onChip = scene.window.hitTestReport(at: CGPoint(155, 155))
    #expect(onChip.hitView === chip && onChip.verdict(for: overlay) == .passedToSubview)

    let forwarder = named(ForwardingView(), "forwarder", CGRect(0, 0, 50, 50), in: scene.window)
    let inner = named(UIView(), "inner", CGRect(0, 0, 50, 50), in: forwarder)
    forwarder.target = below
    let forwarded = scene.window.hitTestReport(at: CGPoint(10, 10))
    #expect(forwarded.hitView === below)
    #expect(forwarded.verdict(for: forwarder) == .overriddenHitTest(returned: below))
    #expect(forwarded.verdict(for: inner) == .notReached(.ancestorOverride(forwarder)))
    // `below` was never asked by the loop (the forwarder answered first).
    #expect(forwarded.verdict(for: below) == .notReached(.siblingAnsweredFirst(forwarder)))
  }

  @Test("never reached: inside a skipped ancestor, behind a sibling that answered")
  func notReached() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let behind = named(UIView(), "behind", CGRect(0, 0, 100, 100), in: scene.window)
    let deep = named(UIView(), "deep", CGRect(0, 0, 10, 10), in: behind)
    let front = named(UIView(), "front", CGRect(0, 0, 100, 100), in: scene.window)
    let box = named(UIView(), "box", CGRect(0, 0, 100, 100), in: scene.window)
    box.isHidden = true
    let boxed = named(UIView(), "boxed", CGRect(0, 0, 10, 10), in: box)
    let report = scene.window.hitTestReport(at: CGPoint(5, 5))
    #expect(report.hitView === front)
    #expect(report.verdict(for: boxed) == .notReached(.ancestorSkipped(box)))
    #expect(report.verdict(for: behind) == .notReached(.siblingAnsweredFirst(front)))
    #expect(report.verdict(for: deep) == .notReached(.siblingAnsweredFirst(front)))
    #expect(report.candidate(for: deep)?.depth == 2)
    #expect(report.description.contains("never reached:\n"))
  }

  @Test("a superview with many subviews: verdicts come from the cached loop too")
  func cachedLoop() {
    let scene = TestScene(size: CGSize(width: 400, height: 400))
    var views: [UIView] = []
    for index in 0..<40 {
      views.append(
        named(UIView(), "v\(index)", CGRect(CGFloat(index) * 5, 0, 10, 10), in: scene.window))
    }
    views[39].isHidden = true
    views[37].isUserInteractionEnabled = false
    let grown = named(GrownAreaView(), "grown", CGRect(300, 300, 10, 10), in: scene.window)
    let report = scene.window.hitTestReport(at: CGPoint(192, 5))
    #expect(report.hitView === views[38])
    #expect(report.verdict(for: grown) == .outside(.pointInsideOverride))
    #expect(report.verdict(for: views[39]) == .hidden)
    #expect(report.verdict(for: views[38]) == .hit)
    #expect(report.verdict(for: views[37]) == .notReached(.siblingAnsweredFirst(views[38])))
  }

  @Test("a view on its way out of its window while its touches are cancelled")
  func leavingWindow() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let leaving = LeavingProbeView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(leaving)
    scene.fingers.press(at: CGPoint(10, 10))
    leaving.removeFromSuperview()
    #expect(leaving.verdictWhileCancelled == .leavingWindow)
  }

  @Test("reporting changes nothing: the answer and a later plain hitTest agree")
  func reportIsTransparent() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let view = named(GrownAreaView(), "grown", CGRect(50, 50, 20, 20), in: scene.window)
    _ = scene.window.hitTestReport(at: CGPoint(45, 45))
    #expect(scene.window.hitTest(CGPoint(45, 45), with: nil) === view)
    scene.fingers.tap(at: CGPoint(45, 45))
    #expect(scene.diagnostics.isEmpty)
  }
}

/// Asks the window for a report from inside its own touch cancellation during removal.
@MainActor
final class LeavingProbeView: UIView {
  var verdictWhileCancelled: HitTestReport.Verdict?
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let window = touches.first?.window else { return }
    verdictWhileCancelled = window.hitTestReport(at: CGPoint(10, 10)).verdict(for: self)
  }
}
