import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A responder used as the app delegate.
@MainActor
final class ResponderDelegate: UIResponder, UIApplicationDelegate {
  let log: EventLog
  init(_ log: EventLog) {
    self.log = log
    super.init()
  }
  required init?(coder: NSCoder) { nil }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("delegate.touchesBegan(\(touches.count))")
  }
}

/// A view controller that logs touches reaching it.
@MainActor
final class LoggingViewController: UIViewController {
  let name: String
  let log: EventLog
  init(_ name: String, _ log: EventLog) {
    self.name = name
    self.log = log
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log.record("\(name).touchesBegan(\(touches.count))")
    super.touchesBegan(touches, with: event)
  }
}

/// A window that logs touches reaching it.
@MainActor
final class LoggingWindow: UIWindow {
  var log: EventLog?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    log?.record("window.touchesBegan(\(touches.count))")
    super.touchesBegan(touches, with: event)
  }
}

@Suite("Responder chain (D1–D12)", .debugSwitchesOff)
@MainActor
struct ResponderChainTests {
  @Test("D1: a plain responder has no next")
  func plainNext() {
    #expect(UIResponder().next == nil)
  }

  @Test("D2: a view's next is its controller when it is the root view, else its superview")
  func viewNext() {
    let controller = UIViewController()
    let root = controller.view!
    let child = UIView()
    root.addSubview(child)
    #expect(root.next === controller)
    #expect(child.next === root)
  }

  @Test("D3: a root controller's next is the window; a child's is its view's superview")
  func controllerNext() {
    let scene = TestScene()
    let root = UIViewController()
    scene.window.rootViewController = root
    #expect(root.next === scene.window)
    let child = UIViewController()
    root.addChild(child)
    let container = UIView()
    root.view.addSubview(container)
    container.addSubview(child.view)
    child.didMove(toParent: root)
    #expect(child.next === container)
    #expect(child.parent === root)
  }

  @Test("D3/D5 decision: a presented controller's next is the presenter")
  func presentedNext() {
    let scene = TestScene()
    let root = UIViewController()
    scene.window.rootViewController = root
    let modal = UIViewController()
    root.present(modal, animated: false)
    #expect(modal.next === root)
    #expect(root.presentedViewController === modal)
    #expect(modal.view.window === scene.window)
    modal.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
    #expect(modal.view.window == nil)
  }

  @Test("D4: a window's next is the application")
  func windowNext() {
    let scene = TestScene()
    #expect(scene.window.next === scene.app)
  }

  @Test("D5: the application's next is the delegate only when it is a plain responder")
  func applicationNext() {
    let scene = TestScene()
    let delegate = ResponderDelegate(scene.log)
    scene.app.delegate = delegate
    #expect(scene.app.next === delegate)
    final class PlainDelegate: UIApplicationDelegate {}
    scene.app.delegate = PlainDelegate()
    #expect(scene.app.next == nil)
  }

  @Test("D6/D7: an unhandled touch walks view → superview → controller → window → app → delegate")
  func fullChain() {
    let clock = ManualClock()
    let app = UIApplication(clock: clock)
    let log = EventLog()
    let delegate = ResponderDelegate(log)
    app.delegate = delegate
    let window = LoggingWindow(frame: CGRect(0, 0, 200, 200))
    window.log = log
    let controller = LoggingViewController("vc", log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let container = LoggingView("container", frame: CGRect(0, 0, 100, 100), log: log)
    controller.view.addSubview(container)
    let leaf = LoggingView("leaf", frame: CGRect(0, 0, 50, 50), log: log)
    container.addSubview(leaf)
    TouchSequence(application: app, clock: clock).press(at: CGPoint(5, 5))
    #expect(
      log.entries == [
        "leaf.touchesBegan(1)", "container.touchesBegan(1)", "vc.touchesBegan(1)",
        "window.touchesBegan(1)", "delegate.touchesBegan(1)",
      ])
  }

  @Test(
    "D7: a view that overrides touchesBegan without super stops the chain; with super both see it")
  func superOrNot() {
    let scene = TestScene()
    let parent = scene.loggingView("parent", CGRect(0, 0, 200, 200))
    let quiet = scene.loggingView("quiet", CGRect(0, 0, 50, 50), in: parent)
    quiet.callsSuper = false
    scene.loggingView("loud", CGRect(100, 0, 50, 50), in: parent)
    scene.fingers.press(0, at: CGPoint(10, 10)).release(0)
    #expect(scene.log.entries == ["quiet.touchesBegan(1)", "quiet.touchesEnded(1)"])
    scene.log.clear()
    scene.fingers.press(0, at: CGPoint(110, 10)).release(0)
    #expect(
      scene.log.entries == [
        "loud.touchesBegan(1)", "parent.touchesBegan(1)", "loud.touchesEnded(1)",
        "parent.touchesEnded(1)",
      ])
  }

  @Test("D9: a forwarded touch keeps the original hit view")
  func forwardedKeepsView() {
    let scene = TestScene()
    let parent = CapturingView(frame: CGRect(0, 0, 200, 200))
    scene.window.addSubview(parent)
    let child = UIView(frame: CGRect(0, 0, 50, 50))
    parent.addSubview(child)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(parent.touches[0].view === child)
  }

  @Test("D11: gesture recognizers are not responders")
  func recognizersAreNotResponders() {
    let recognizer: Any = UIGestureRecognizer()
    #expect(!(recognizer is UIResponder))
  }

  @Test("D12: overriding next reroutes touches and action searches")
  func overriddenNext() {
    final class Rerouted: UIView {
      weak var target: UIResponder?
      override var next: UIResponder? { target }
    }
    let scene = TestScene()
    let elsewhere = LoggingResponderView("elsewhere", scene.log)
    elsewhere.actions = ["save:"]
    scene.window.addSubview(elsewhere)
    let parent = scene.loggingView("parent", CGRect(150, 150, 100, 100))
    let v = Rerouted(frame: CGRect(0, 0, 50, 50))
    v.target = elsewhere
    parent.addSubview(v)
    scene.fingers.press(at: CGPoint(155, 155))
    #expect(scene.log.entries.isEmpty, "the touch went to `elsewhere`, which does not log touches")
    #expect(scene.app.sendAction("save:", to: nil, from: v, for: nil))
    #expect(scene.log.entries == ["elsewhere.save:"])
  }
}
