import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A controller that logs its appearance and containment callbacks as `Name.call`.
@MainActor
final class Screen: UIViewController {
  let name: String
  let log: EventLog
  var flagsSeen: [String] = []
  /// App code run inside a callback, by its name ("willAppear", …), once.
  var hooks: [String: () -> Void] = [:]

  private func run(_ call: String) {
    log.record("\(name).\(call)")
    hooks.removeValue(forKey: call)?()
  }

  init(_ name: String, _ log: EventLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    title = name
  }
  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    run("willAppear")
    if isMovingToParent { flagsSeen.append("movingTo@willAppear") }
  }
  override func viewDidAppear(_ animated: Bool) {
    run("didAppear")
    if isMovingToParent { flagsSeen.append("movingTo@didAppear") }
  }
  override func viewWillDisappear(_ animated: Bool) {
    run("willDisappear")
    if isMovingFromParent { flagsSeen.append("movingFrom@willDisappear") }
  }
  override func viewDidDisappear(_ animated: Bool) { run("didDisappear") }
  override func willMove(toParent parent: UIViewController?) {
    log.record("\(name).willMove(\(parent == nil ? "nil" : "nav"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    log.record("\(name).didMove(\(parent == nil ? "nil" : "nav"))")
  }
}

/// A view that runs app code once when it joins a superview.
@MainActor
final class JoiningHookView: UIView {
  var onSuperview: (() -> Void)?
  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if superview != nil, let hook = onSuperview {
      onSuperview = nil
      hook()
    }
  }
}

/// Logs the navigation controller delegate's calls.
@MainActor
private final class NavLog: UINavigationControllerDelegate {
  let log: EventLog
  init(_ log: EventLog) { self.log = log }
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) { log.record("nav.willShow(\(viewController.title ?? "?"))") }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) { log.record("nav.didShow(\(viewController.title ?? "?"))") }
}

@Suite("UINavigationController: the stack, its transitions and callbacks", .debugSwitchesOff)
@MainActor
struct NavigationControllerTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  /// A navigation controller over A, in the window, its log cleared.
  private func navigation() -> (UINavigationController, Screen) {
    let a = Screen("A", scene.log)
    let nav = UINavigationController(rootViewController: a)
    let delegate = NavLog(scene.log)
    scene.keep(delegate)
    nav.delegate = delegate
    scene.window.rootViewController = nav
    scene.window.layoutIfNeeded()
    scene.log.clear()
    return (nav, a)
  }

  // Apple (pushViewController(_:animated:)): "The object in the viewController parameter
  // becomes the top view controller on the navigation stack. Pushing a view controller causes
  // its view to be embedded in the navigational interface."
  @Test("a push: UIKit's order of callbacks, the new view slides in, the stack at once")
  func push() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log)
    nav.pushViewController(b, animated: true)
    #expect(nav.viewControllers == [a, b] && nav.topViewController === b)
    #expect(b.parent === nav && nav.children.contains(b))
    #expect(
      scene.log.entries == [
        "B.willMove(nav)", "nav.willShow(B)", "A.willDisappear", "B.willAppear",
      ])
    // Half way, both views are on screen, B coming from the right; touches reach neither.
    scene.runFrames(for: 0.15)
    let x = b.view.layer.presentation()?.frame.minX ?? b.view.frame.minX
    #expect(x > 0 && x < 320)
    #expect(a.view.window != nil && !nav.view.isUserInteractionEnabled)
    scene.settle()
    #expect(
      Array(scene.log.entries.dropFirst(4)) == [
        "A.didDisappear", "B.didAppear", "B.didMove(nav)", "nav.didShow(B)",
      ])
    #expect(b.view.frame == CGRect(x: 0, y: 44, width: 320, height: 436).offsetBy(dx: 0, dy: -44))
    #expect(b.view.convert(b.view.bounds, to: nil).minY == 44, "under the bar")
    #expect(a.view.window == nil && nav.view.isUserInteractionEnabled)
    #expect(b.flagsSeen == ["movingTo@willAppear", "movingTo@didAppear"])
    #expect(!b.isMovingToParent, "only during the transition")
  }

  // Apple (popViewController(animated:)): "This method removes the top view controller from
  // the stack and makes the new top of the stack the active view controller."
  @Test("a pop: willMove(nil) first, the old top slides out, removeFromParent at the end")
  func pop() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log)
    nav.pushViewController(b, animated: false)
    scene.log.clear()
    let popped = nav.popViewController(animated: true)
    #expect(popped === b && nav.viewControllers == [a])
    scene.settle()
    #expect(
      scene.log.entries == [
        "B.willMove(nil)", "nav.willShow(A)", "B.willDisappear", "A.willAppear",
        "B.didDisappear", "A.didAppear", "B.didMove(nil)", "nav.didShow(A)",
      ])
    #expect(b.parent == nil && b.view.window == nil)
    #expect(b.flagsSeen.contains("movingFrom@willDisappear"))
    #expect(nav.popViewController(animated: true) == nil, "the root stays")
  }

  @Test("the bar: the top item's title, a back button titled after the screen below; it pops")
  func barAndBackButton() throws {
    let (nav, _) = navigation()
    let b = Screen("Details", scene.log)
    nav.pushViewController(b, animated: false)
    let content = try #require(nav.navigationBar.content)
    #expect(content.titleLabel.text == "Details")
    let back = try #require(content.backButton)
    #expect(back.title(for: .normal) == "A")
    // A back title of the app's choosing.
    nav.viewControllers[0].navigationItem.backButtonTitle = "Home"
    #expect(nav.navigationBar.content?.backButton?.title(for: .normal) == "Home")
    b.title = "Renamed"
    #expect(nav.navigationBar.content?.titleLabel.text == "Renamed", "the title follows")
    scene.window.layoutIfNeeded()
    let button = try #require(nav.navigationBar.content?.backButton)
    try scene.fingers.tap(on: button)
    scene.settle()
    #expect(nav.viewControllers.count == 1)
  }

  @Test("bar button items: target–action, a primary action, disabled ones do nothing")
  func barButtonItems() throws {
    let (nav, a) = navigation()
    final class Target: UIResponder {
      var saves = 0
      override func action(for selector: Selector) -> ActionHandler? {
        selector == "save:"
          ? { [unowned self] _, _ in self.saves += 1 } : super.action(for: selector)
      }
    }
    let target = Target()
    var added = 0
    a.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .save, target: target, action: "save:"),
      UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 }),
    ]
    let off = UIBarButtonItem(title: "Off", style: .plain, target: target, action: "save:")
    off.isEnabled = false
    a.navigationItem.leftBarButtonItem = off
    scene.window.layoutIfNeeded()
    let buttons = try #require(nav.navigationBar.content).subviews.compactMap { $0 as? UIButton }
    let save = try #require(buttons.first { $0.title(for: .normal) == "Save" })
    try scene.fingers.tap(on: save)
    let plus = try #require(buttons.first { $0.image(for: .normal) != nil })
    try scene.fingers.tap(on: plus)
    let disabled = try #require(buttons.first { $0.title(for: .normal) == "Off" })
    #expect(!disabled.isEnabled)
    try scene.fingers.tap(on: disabled)
    #expect(target.saves == 1 && added == 1)
    #expect(save.frame.maxX <= 320 - 8 && disabled.frame.minX >= 8)
  }

  // Apple (interactivePopGestureRecognizer): "The gesture recognizer responsible for popping
  // the top view controller off the navigation stack."
  @Test("the interactive pop, completed: both screens follow the finger; released past half")
  func interactivePopCompleted() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log)
    nav.pushViewController(b, animated: false)
    scene.log.clear()
    scene.fingers.press(0, at: CGPoint(x: 4, y: 200)).drag(0, to: CGPoint(x: 120, y: 200), steps: 8)
    #expect(b.view.frame.minX > 80, "the top screen follows the finger")
    #expect(a.view.window != nil && a.view.frame.minX < 0)
    #expect(scene.log.entries == ["nav.willShow(A)", "B.willDisappear", "A.willAppear"])
    #expect(nav.viewControllers.count == 2, "the stack changes when the pop completes")
    scene.fingers.drag(0, to: CGPoint(x: 220, y: 200), steps: 6).wait(0.2).release(0)
    scene.settle()
    #expect(nav.viewControllers == [a])
    #expect(
      Array(scene.log.entries.dropFirst(3)) == [
        "B.didDisappear", "A.didAppear", "B.willMove(nil)", "B.didMove(nil)", "nav.didShow(A)",
      ])
    #expect(nav.navigationBar.topItem === a.navigationItem)
  }

  @Test("the interactive pop, cancelled: the screens go back and the callbacks are UIKit's")
  func interactivePopCancelled() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log)
    nav.pushViewController(b, animated: false)
    scene.log.clear()
    scene.fingers.press(0, at: CGPoint(x: 4, y: 200)).drag(0, to: CGPoint(x: 90, y: 200), steps: 8)
      .wait(0.2).release(0)
    scene.settle()
    #expect(nav.viewControllers == [a, b] && b.parent === nav)
    #expect(
      scene.log.entries == [
        "nav.willShow(A)", "B.willDisappear", "A.willAppear", "A.willDisappear",
        "A.didDisappear", "B.willAppear", "B.didAppear",
      ])
    #expect(a.view.window == nil && b.view.frame.minX == 0)
    #expect(nav.view.isUserInteractionEnabled && nav.transitionView.isUserInteractionEnabled)
  }

  @Test(
    "finding (fuzz stream 10230212): the navigation view removed during an interactive pop cancels it, every callback paired"
  )
  func findingInteractivePopViewRemoved() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log)
    nav.pushViewController(b, animated: false)
    scene.log.clear()
    scene.fingers.press(0, at: CGPoint(x: 4, y: 200)).drag(0, to: CGPoint(x: 90, y: 200), steps: 8)
    #expect(scene.log.entries == ["nav.willShow(A)", "B.willDisappear", "A.willAppear"])
    // App code takes the navigation controller's view out of the window mid-drag.
    nav.view.removeFromSuperview()
    scene.fingers.wait(0.1).release(0)
    scene.settle()
    #expect(nav.viewControllers == [a, b])
    #expect(
      Array(scene.log.entries.dropFirst(3)) == [
        "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear",
      ])
  }

  @Test(
    "finding (fuzz stream 10737729): a push asked for while a pushed view joins, and a pop from the leaving screen's viewDidDisappear: every appearance pairs"
  )
  func findingPushInsidePopInsidePush() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log), c = Screen("C", scene.log)
    // B's view pushes C as it joins the navigation view; ending the push of B to make room
    // tells A viewDidDisappear, where app code pops B again. The push of C used to be worked
    // out from the stack before the pop, and began while the pop still ran: A stayed appearing.
    let joining = JoiningHookView()
    joining.onSuperview = { nav.pushViewController(c, animated: true) }
    b.view = joining
    a.hooks["didDisappear"] = { nav.popViewController(animated: true) }
    nav.pushViewController(b, animated: true)
    scene.settle()
    #expect(nav.viewControllers == [a, c] && nav.topViewController === c)
    #expect(c.view.window != nil && a.view.window == nil && b.view.window == nil)
    #expect(b.parent == nil && c.parent === nav)
    // B went willAppear, willDisappear, didDisappear (an appearance cancelled, as UIKit says
    // it); none is left halfway.
    #expect(a.appearance == .disappeared && b.appearance == .disappeared)
    #expect(c.appearance == .appeared)
    #expect(nav.navigationViolations().isEmpty, "\(nav.navigationViolations())")
    let entries = scene.log.entries
    #expect(entries.last == "nav.didShow(C)", "\(entries)")
  }

  @Test("the edge drag goes first; a horizontal scroll view in the screen scrolls from inside")
  func edgeDragAndScrollView() throws {
    let (nav, _) = navigation()
    let b = Screen("B", scene.log)
    nav.pushViewController(b, animated: false)
    let strip = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
    strip.contentSize = CGSize(width: 1000, height: 100)
    b.view.addSubview(strip)
    scene.window.layoutIfNeeded()
    scene.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 60, y: 200), hold: 0.2)
    scene.settle()
    #expect(strip.contentOffset.x > 100 && nav.viewControllers.count == 2)
    strip.contentOffset = .zero
    scene.drag(from: CGPoint(x: 3, y: 200), to: CGPoint(x: 250, y: 200), hold: 0.2)
    scene.settle()
    #expect(nav.viewControllers.count == 1, "a drag from the edge pops, not scrolls")
    #expect(strip.contentOffset.x == 0)
  }

  @Test("bad input: pushing twice, a navigation controller, popping to a stranger; reported")
  func badInput() throws {
    let (nav, a) = navigation()
    nav.pushViewController(a, animated: true)
    nav.pushViewController(UINavigationController(), animated: true)
    #expect(nav.popToViewController(Screen("X", scene.log), animated: true) == nil)
    #expect(nav.viewControllers == [a])
    #expect(scene.diagnostics.filter { $0.code == .invalidNavigation }.count == 3)
    // A push during a push: the first ends at once, the second runs; callbacks stay paired.
    let b = Screen("B", scene.log), c = Screen("C", scene.log)
    nav.pushViewController(b, animated: true)
    scene.runFrames(for: 0.1)
    nav.pushViewController(c, animated: true)
    #expect(b.view.frame.minX == 0 || b.view.window != nil)
    scene.settle()
    #expect(nav.viewControllers == [a, b, c])
    let entries = scene.log.entries
    for name in ["A", "B"] {
      #expect(
        entries.filter { $0 == "\(name).willAppear" }.count
          == entries.filter { $0 == "\(name).didAppear" }.count)
      #expect(
        entries.filter { $0 == "\(name).willDisappear" }.count
          == entries.filter { $0 == "\(name).didDisappear" }.count)
    }
    #expect(c.view.window != nil && b.view.window == nil && a.view.window == nil)
    // setViewControllers with a duplicate keeps the first.
    nav.setViewControllers([a, c, c], animated: false)
    #expect(nav.viewControllers == [a, c] && b.parent == nil)
  }

  @Test("off screen: a stack built before the window says nothing until it appears")
  func offScreen() throws {
    let a = Screen("A", scene.log), b = Screen("B", scene.log)
    let nav = UINavigationController(rootViewController: a)
    nav.pushViewController(b, animated: true)
    #expect(
      scene.log.entries == [
        "A.willMove(nav)", "A.didMove(nav)", "B.willMove(nav)", "B.didMove(nav)",
      ])
    #expect(b.navigationController === nav && a.navigationController === nav)
    scene.log.clear()
    scene.window.rootViewController = nav
    #expect(scene.log.entries == ["B.willAppear", "B.didAppear"])
    #expect(nav.navigationBar.topItem?.title == "B")
  }

  @Test("a hidden bar: the screen fills the view, and the edge drag does not pop")
  func hiddenBar() throws {
    let (nav, a) = navigation()
    nav.setNavigationBarHidden(true, animated: false)
    nav.view.layoutIfNeeded()
    #expect(a.view.convert(a.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 320, height: 480))
    let b = Screen("B", scene.log)
    nav.pushViewController(b, animated: false)
    scene.drag(from: CGPoint(x: 3, y: 200), to: CGPoint(x: 250, y: 200), hold: 0.2)
    scene.settle()
    #expect(nav.viewControllers.count == 2)
  }

  /// The screen shown and every controller at rest: one view in the controllers' space, no
  /// controller halfway through its callbacks (the invariant the fuzzer checks).
  private func expectAtRest(_ nav: UINavigationController, showing top: UIViewController) {
    #expect(nav.topViewController === top)
    #expect(nav.transitionView.subviews.filter { $0.owningViewController != nil } == [top.view])
    #expect(scene.app.checkInvariants().isEmpty)
    #expect(top.appearance == .appeared)
    for other in nav.viewControllers where other !== top {
      #expect(other.appearance == .disappeared)
    }
  }

  @Test("findings 32–33 (fuzzer): app code changing the stack inside the callbacks of a change")
  func changesInsideCallbacks() throws {
    // A push inside the pushed screen's viewWillAppear (stream 13276's shape).
    let (nav, a) = navigation()
    let b = Screen("B", scene.log), c = Screen("C", scene.log)
    b.hooks["willAppear"] = { nav.pushViewController(c, animated: true) }
    nav.pushViewController(b, animated: true)
    scene.settle()
    #expect(nav.viewControllers == [a, b, c])
    expectAtRest(nav, showing: c)
    // The stack undone inside the leaving screen's viewWillDisappear.
    let d = Screen("D", scene.log)
    c.hooks["willDisappear"] = { nav.setViewControllers([a, b, c], animated: false) }
    nav.pushViewController(d, animated: true)
    scene.settle()
    #expect(nav.viewControllers == [a, b, c] && d.parent == nil)
    expectAtRest(nav, showing: c)
  }

  @Test("finding 34 (fuzzer): a push inside the callbacks of an interactive pop that completes")
  func pushInsideCompletedPop() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log), c = Screen("C", scene.log)
    nav.pushViewController(b, animated: false)
    // Stream 1009167's shape: the popped screen's view leaving the window runs app code.
    b.hooks["didDisappear"] = { nav.pushViewController(c, animated: true) }
    scene.fingers.press(0, at: CGPoint(x: 4, y: 200)).drag(0, to: CGPoint(x: 250, y: 200), steps: 8)
      .wait(0.2).release(0)
    scene.settle()
    #expect(nav.viewControllers == [a, c] && b.parent == nil)
    expectAtRest(nav, showing: c)
  }

  @Test("finding 33 (fuzzer): a push inside the callbacks of a cancelled interactive pop")
  func pushInsideCancelledPop() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log), c = Screen("C", scene.log)
    nav.pushViewController(b, animated: false)
    a.hooks["didDisappear"] = { nav.pushViewController(c, animated: false) }
    scene.fingers.press(0, at: CGPoint(x: 4, y: 200)).drag(0, to: CGPoint(x: 60, y: 200), steps: 8)
      .wait(0.2).release(0)
    scene.settle()
    #expect(nav.viewControllers == [a, b, c])
    expectAtRest(nav, showing: c)
  }

  @Test("finding 35 (fuzzer): a cancelled pop whose callbacks change the stack but keep its top")
  func stackChangedKeepingTopInsideCancelledPop() throws {
    let (nav, a) = navigation()
    let b = Screen("B", scene.log), c = Screen("C", scene.log)
    nav.pushViewController(b, animated: false)
    // Stream 1260's shape: the screen below, disappearing again, reorders the stack under B.
    a.hooks["didDisappear"] = { nav.setViewControllers([c, a, b], animated: true) }
    scene.fingers.press(0, at: CGPoint(x: 4, y: 200)).drag(0, to: CGPoint(x: 60, y: 200), steps: 8)
      .wait(0.2).release(0)
    scene.settle()
    #expect(nav.viewControllers == [c, a, b])
    expectAtRest(nav, showing: b)
  }
}
