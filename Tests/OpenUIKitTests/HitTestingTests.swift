import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records every hitTest and point(inside:) call.
@MainActor
final class TracingView: UIView {
  let name: String
  let log: EventLog
  init(_ name: String, _ frame: CGRect, _ log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    log.record("\(name).hitTest")
    return super.hitTest(point, with: event)
  }
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    log.record("\(name).pointInside")
    return super.point(inside: point, with: event)
  }
}

@Suite("Hit testing (A1–A11)", .debugSwitchesOff)
@MainActor
struct HitTestingTests {
  @Test("A1: returns the deepest view containing the point, or nil outside")
  func deepest() {
    let root = UIView(frame: CGRect(0, 0, 200, 200))
    let mid = UIView(frame: CGRect(10, 10, 100, 100))
    let leaf = UIView(frame: CGRect(10, 10, 20, 20))
    root.addSubview(mid)
    mid.addSubview(leaf)
    #expect(root.hitTest(CGPoint(25, 25), with: nil) === leaf)
    #expect(root.hitTest(CGPoint(90, 90), with: nil) === mid)
    #expect(root.hitTest(CGPoint(150, 150), with: nil) === root)
    #expect(root.hitTest(CGPoint(250, 10), with: nil) == nil)
  }

  @Test("A2: hidden, interaction-disabled and alpha < 0.01 subtrees are skipped; 0.01 is hittable")
  func skipped() {
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    let v = UIView(frame: CGRect(0, 0, 100, 100))
    let inner = UIView(frame: CGRect(0, 0, 50, 50))
    root.addSubview(v)
    v.addSubview(inner)
    #expect(root.hitTest(CGPoint(10, 10), with: nil) === inner)
    v.isHidden = true
    #expect(root.hitTest(CGPoint(10, 10), with: nil) === root)
    v.isHidden = false
    v.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(10, 10), with: nil) === root)
    v.isUserInteractionEnabled = true
    v.alpha = 0.0099
    #expect(root.hitTest(CGPoint(10, 10), with: nil) === root)
    v.alpha = 0.01
    #expect(root.hitTest(CGPoint(10, 10), with: nil) === inner)
    root.isHidden = true
    #expect(root.hitTest(CGPoint(10, 10), with: nil) == nil)
  }

  @Test("A3: a clear, empty view is still hit")
  func clearViewIsHit() {
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    let clear = UIView(frame: CGRect(0, 0, 50, 50))
    clear.backgroundColor = .clear
    root.addSubview(clear)
    #expect(root.hitTest(CGPoint(5, 5), with: nil) === clear)
  }

  @Test("A4: the part of a subview outside its parent is never hit, even without clipping")
  func outsideParent() {
    let r = UIView(frame: CGRect(0, 0, 300, 300))
    let p = UIView(frame: CGRect(0, 0, 100, 100))
    let c = UIView(frame: CGRect(50, 50, 100, 100))
    r.addSubview(p)
    p.addSubview(c)
    #expect(p.clipsToBounds == false)
    #expect(r.hitTest(CGPoint(120, 120), with: nil) === r)
    #expect(r.hitTest(CGPoint(70, 70), with: nil) === c)
  }

  @Test("A4/A5: point(inside:) runs before subviews, frontmost subview is tried first")
  func callOrder() {
    let log = EventLog()
    let root = TracingView("root", CGRect(0, 0, 100, 100), log)
    let back = TracingView("back", CGRect(0, 0, 100, 100), log)
    let front = TracingView("front", CGRect(0, 0, 100, 100), log)
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(5, 5), with: nil) === front)
    #expect(
      log.entries == ["root.hitTest", "root.pointInside", "front.hitTest", "front.pointInside"])
  }

  @Test("A5: when no subview claims the point, the receiver returns itself")
  func receiverItself() {
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    root.addSubview(UIView(frame: CGRect(0, 0, 10, 10)))
    #expect(root.hitTest(CGPoint(50, 50), with: nil) === root)
  }

  @Test("A6: the point is converted into a rotated, scaled subview's space")
  func convertsIntoSubview() {
    let root = UIView(frame: CGRect(0, 0, 300, 300))
    let rotated = UIView(frame: CGRect(50, 75, 100, 50))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
    root.addSubview(rotated)
    // Rotated about its centre (100,100) it covers x 75…125, y 50…150.
    #expect(root.hitTest(CGPoint(80, 140), with: nil) === rotated)
    #expect(root.hitTest(CGPoint(60, 100), with: nil) === root)
    let scaled = UIView(frame: CGRect(200, 200, 40, 40))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.addSubview(scaled)
    #expect(root.hitTest(CGPoint(190, 190), with: nil) === scaled)
  }

  @Test("A7: containment is half-open and honours bounds.origin")
  func halfOpen() {
    let v = UIView(frame: CGRect(0, 0, 10, 10))
    #expect(v.point(inside: CGPoint(0, 0), with: nil))
    #expect(!v.point(inside: CGPoint(10, 5), with: nil))
    #expect(!v.point(inside: CGPoint(5, 10), with: nil))
    v.bounds.origin = CGPoint(100, 100)
    #expect(!v.point(inside: CGPoint(5, 5), with: nil))
    #expect(v.point(inside: CGPoint(105, 105), with: nil))
  }

  @Test("A8: a view with a non-invertible transform is skipped, never a crash")
  func singularTransform() {
    let root = UIView(frame: CGRect(0, 0, 100, 100))
    let flat = UIView(frame: CGRect(0, 0, 100, 100))
    flat.transform = CGAffineTransform(scaleX: 0, y: 1)
    root.addSubview(flat)
    #expect(root.hitTest(CGPoint(50, 50), with: nil) === root)
    let nan = UIView(frame: CGRect(0, 0, 100, 100))
    nan.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    root.addSubview(nan)
    #expect(root.hitTest(CGPoint(50, 50), with: nil) === root)
    #expect(root.hitTest(CGPoint(CGFloat.nan, 5), with: nil) == nil)
  }

  @Test("A10: UIView defaults to isUserInteractionEnabled true")
  func interactionDefault() {
    #expect(UIView().isUserInteractionEnabled)
  }

  @Test("A11: windows are hit-tested from the highest level down, later-made-key first")
  func windowOrder() {
    let scene = TestScene()
    let base = scene.loggingView("base", CGRect(0, 0, 320, 480))
    let alertWindow = UIWindow(frame: CGRect(0, 0, 100, 100))
    alertWindow.windowLevel = .alert
    let alertView = scene.loggingView("alert", CGRect(0, 0, 100, 100), in: alertWindow)
    alertWindow.isHidden = false
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.log.entries.first == "alert.touchesBegan(1)")
    scene.log.clear()
    scene.fingers.tap(at: CGPoint(200, 200))
    #expect(scene.log.entries.first == "base.touchesBegan(1)")
    // Same level: the window made key later wins.
    let second = UIWindow(frame: CGRect(0, 0, 320, 480))
    scene.loggingView("second", CGRect(0, 0, 320, 480), in: second)
    second.makeKeyAndVisible()
    scene.log.clear()
    scene.fingers.tap(at: CGPoint(200, 200))
    #expect(scene.log.entries.first == "second.touchesBegan(1)")
    scene.window.makeKey()
    scene.log.clear()
    scene.fingers.tap(at: CGPoint(200, 200))
    #expect(scene.log.entries.first == "base.touchesBegan(1)")
    _ = (base, alertView)
  }

  @Test("C10: a window with interaction disabled passes the touch to a lower window")
  func disabledWindowPassesThrough() {
    let scene = TestScene()
    scene.loggingView("base", CGRect(0, 0, 320, 480))
    let top = UIWindow(frame: CGRect(0, 0, 320, 480))
    top.windowLevel = .statusBar
    scene.loggingView("top", CGRect(0, 0, 320, 480), in: top)
    top.isUserInteractionEnabled = false
    top.isHidden = false
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(scene.log.entries == ["base.touchesBegan(1)", "base.touchesEnded(1)"])
  }

  @Test(
    "A10: labels and image views default to no interaction, so their recognizers do nothing until enabled"
  )
  func labelsAndImagesIgnoreTouches() {
    let scene = TestScene()
    let background = scene.loggingView("background", CGRect(0, 0, 300, 300))
    let label = UILabel(frame: CGRect(0, 0, 100, 40))
    let image = UIImageView(frame: CGRect(0, 100, 100, 40))
    var taps: [String] = []
    for (view, name) in [(label as UIView, "label"), (image, "image")] {
      background.addSubview(view)
      view.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append(name) })
    }
    #expect(
      !label.isUserInteractionEnabled && !image.isUserInteractionEnabled
        && UIView().isUserInteractionEnabled)
    scene.fingers.tap(at: CGPoint(10, 10)).wait(1).tap(at: CGPoint(10, 110))
    #expect(taps.isEmpty && scene.window.hitTest(CGPoint(10, 10), with: nil) === background)
    label.isUserInteractionEnabled = true
    scene.fingers.wait(1).tap(at: CGPoint(10, 10))
    #expect(taps == ["label"])
  }
}
