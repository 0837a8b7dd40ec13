import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Refuses every recognizer that asks to begin (spec G25).
@MainActor
final class RefusingBeginView: UIView {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// A gesture delegate that refuses every touch.
@MainActor
final class RefusingTouchDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  { false }
}

@Suite(
  "Why does a touch at P not reach view V? One sentence per cause (issue 10)", .debugSwitchesOff)
@MainActor
struct HitTestWhyNotTests {
  let scene = TestScene(size: CGSize(width: 300, height: 300))

  func why(_ view: UIView, at point: CGPoint) -> String {
    scene.window.hitTestReport(at: point).whyNot(view)
  }

  @Test("covered by a sibling in front, also when the sibling covers an ancestor")
  func covered() {
    let panel = named(UIView(), "panel", CGRect(0, 0, 200, 200), in: scene.window)
    let target = named(UIButton(), "target", CGRect(10, 10, 50, 50), in: panel)
    let glass = named(UIView(), "glass", CGRect(0, 0, 100, 100), in: panel)
    #expect(
      why(target, at: CGPoint(20, 20))
        == "UIButton \"target\" is covered by UIView \"glass\", a sibling in front that takes "
        + "the touch at (20, 20); the touch goes to UIView \"glass\"")
    glass.removeFromSuperview()
    let sheet = named(UIView(), "sheet", CGRect(0, 0, 300, 300), in: scene.window)
    #expect(
      why(target, at: CGPoint(20, 20)).hasPrefix(
        "UIButton \"target\"'s ancestor UIView \"panel\" is covered by UIView \"sheet\""))
    sheet.removeFromSuperview()
    #expect(
      why(target, at: CGPoint(20, 20))
        == "UIButton \"target\" receives a touch at (20, 20) in UIWindow")
  }

  @Test("outside the superview's bounds, so hit testing never looks inside it there")
  func outsideSuperview() {
    let bar = named(UIView(), "bar", CGRect(0, 0, 100, 40), in: scene.window)
    let badge = named(UIView(), "badge", CGRect(90, 30, 20, 20), in: bar)
    #expect(
      why(badge, at: CGPoint(105, 45))
        == "UIView \"badge\" covers (105, 45), but it is outside its ancestor UIView \"bar\"'s "
        + "bounds, so hit testing never looks inside UIView \"bar\" there")
    #expect(why(badge, at: CGPoint(250, 250)) == "(250, 250) is outside UIView \"badge\"")
    #expect(why(badge, at: CGPoint(95, 35)).hasSuffix("receives a touch at (95, 35) in UIWindow"))
  }

  @Test("an ancestor with interaction off, a hidden or transparent view or ancestor")
  func flags() {
    let group = named(UIView(), "group", CGRect(0, 0, 100, 100), in: scene.window)
    let item = named(UIView(), "item", CGRect(0, 0, 50, 50), in: group)
    group.isUserInteractionEnabled = false
    #expect(
      why(item, at: CGPoint(5, 5))
        == "Its ancestor UIView \"group\" has user interaction off, so nothing inside it is "
        + "hit-tested")
    group.isUserInteractionEnabled = true
    item.isHidden = true
    #expect(why(item, at: CGPoint(5, 5)) == "UIView \"item\" is hidden")
    item.isHidden = false
    item.alpha = 0
    #expect(why(item, at: CGPoint(5, 5)) == "UIView \"item\" is transparent (alpha 0 < 0.01)")
    item.alpha = 1
    group.transform = CGAffineTransform(scaleX: 0, y: 0)
    #expect(why(item, at: CGPoint(5, 5)).contains("transform that cannot be inverted"))
  }

  @Test("an override redirects: a forwarding ancestor, a pass-through view, a refusing area")
  func overrides() {
    let below = named(UIView(), "below", CGRect(0, 0, 300, 300), in: scene.window)
    let forwarder = named(ForwardingView(), "forwarder", CGRect(0, 0, 100, 100), in: scene.window)
    let inside = named(UIView(), "inside", CGRect(0, 0, 50, 50), in: forwarder)
    forwarder.target = below
    #expect(
      why(inside, at: CGPoint(5, 5))
        == "The hitTest override of ForwardingView \"forwarder\" redirects the touch to "
        + "UIView \"below\" without asking UIView \"inside\"")
    #expect(
      why(forwarder, at: CGPoint(5, 5))
        == "The hitTest override of ForwardingView \"forwarder\" redirects the touch to "
        + "UIView \"below\"")
    forwarder.removeFromSuperview()
    let overlay = named(PassThroughOverlay(), "overlay", CGRect(0, 0, 100, 100), in: scene.window)
    #expect(
      why(overlay, at: CGPoint(5, 5))
        == "The hitTest override of PassThroughOverlay \"overlay\" returns nil")
    let refusing = named(RefusingAreaView(), "refusing", CGRect(0, 0, 100, 100), in: scene.window)
    #expect(
      why(refusing, at: CGPoint(5, 5))
        == "(5, 5) is outside RefusingAreaView \"refusing\" (by its point(inside:with:) override)")
  }

  @Test("a subview takes the touch; a view not in the tree")
  func deeperAndForeign() {
    let card = named(UIView(), "card", CGRect(0, 0, 100, 100), in: scene.window)
    named(UIView(), "icon", CGRect(0, 0, 20, 20), in: card)
    #expect(
      why(card, at: CGPoint(5, 5))
        == "UIView \"icon\", inside UIView \"card\", takes the touch: the deepest view hit wins")
    let loose = UIView(frame: CGRect(0, 0, 10, 10))
    #expect(why(loose, at: CGPoint(5, 5)).contains("is not in UIWindow's subtree"))
  }

  @Test("where the touch goes next: the responder chain and the recognizers with their refusals")
  func routing() {
    let box = named(RefusingBeginView(), "box", CGRect(0, 0, 200, 200), in: scene.window)
    let leaf = named(UIView(), "leaf", CGRect(0, 0, 50, 50), in: box)
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()
    let swipe = UISwipeGestureRecognizer()
    swipe.isEnabled = false
    let delegate = RefusingTouchDelegate()
    pan.delegate = delegate
    tap.require(toFail: pan)
    leaf.addGestureRecognizer(tap)
    box.addGestureRecognizer(pan)
    scene.window.addGestureRecognizer(swipe)
    let report = scene.window.hitTestReport(at: CGPoint(5, 5))
    #expect(report.responderChain.first === leaf)
    #expect(report.responderChain.dropFirst().first === box)
    #expect(report.responderChain.contains { $0 === scene.app })
    let routes = report.recognizerRoutes()
    #expect(routes.map(\.recognizer) == [tap, pan, swipe])
    #expect(routes[0].receivesTouch && routes[0].mayBegin && routes[0].refusal == nil)
    #expect(routes[0].waitsFor == [pan])
    #expect(!routes[1].receivesTouch)
    #expect(routes[1].refusal == "its delegate's gestureRecognizer(_:shouldReceive:) says no")
    #expect(!routes[2].receivesTouch && routes[2].refusal == "disabled")
    // The box refuses recognizers of other views when it is the touched view.
    let onBox = scene.window.hitTestReport(at: CGPoint(150, 150)).recognizerRoutes()
    #expect(onBox.count == 2 && onBox[1].recognizer === swipe && !onBox[1].mayBegin)
    let text = report.routeDescription()
    #expect(
      text.contains(
        "responder chain: UIView \"leaf\" → RefusingBeginView \"box\" → UIWindow → UIApplication"),
      "\(text)")
    #expect(text.contains("waits for UIPanGestureRecognizer"), "\(text)")
  }
}
