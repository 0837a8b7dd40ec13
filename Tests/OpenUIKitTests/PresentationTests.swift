import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A controller that logs its appearance callbacks as `Name.call`, with the presentation flags
/// it saw (`Name.call+presented` while ``isBeingPresented``, `+dismissed` while
/// ``isBeingDismissed``).
@MainActor
final class Modal: UIViewController {
  let name: String
  let log: EventLog
  var hooks: [String: () -> Void] = [:]

  init(_ name: String, _ log: EventLog, style: UIModalPresentationStyle = .automatic) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = style
  }
  required init?(coder: NSCoder) { nil }

  private func run(_ call: String) {
    let flags = (isBeingPresented ? "+presented" : "") + (isBeingDismissed ? "+dismissed" : "")
    log.record("\(name).\(call)\(flags)")
    hooks.removeValue(forKey: call)?()
  }
  override func viewWillAppear(_ animated: Bool) { run("willAppear") }
  override func viewDidAppear(_ animated: Bool) { run("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { run("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { run("didDisappear") }
}

/// Logs what a presentation controller tells its delegate.
@MainActor
final class PresentationListener: UISheetPresentationControllerDelegate {
  let log: EventLog
  var allows = true
  /// App code run once inside willDismiss.
  var onWillDismiss: (() -> Void)?
  init(_ log: EventLog) { self.log = log }
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    log.record("shouldDismiss")
    return allows
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    log.record("willDismiss")
    if let hook = onWillDismiss {
      onWillDismiss = nil
      hook()
    }
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    log.record("didDismiss")
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    log.record("didAttemptToDismiss")
  }
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    log.record("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
  }
}

@Suite("Modal presentation: styles, transitions, sheets dragged away, refusals", .debugSwitchesOff)
@MainActor
struct PresentationTests {
  let scene = TestScene(size: CGSize(width: 960, height: 640))
  let log = EventLog()

  private func root() -> Modal {
    let root = Modal("Root", log)
    scene.window.rootViewController = root
    scene.window.layoutIfNeeded()
    log.clear()
    return root
  }

  // Apple (UIModalPresentationStyle.fullScreen): "The views belonging to the presenting view
  // controller are removed after the presentation completes." Apple (overFullScreen): "The
  // views beneath the presented content aren't removed from the view hierarchy when the
  // presentation finishes."
  @Test(
    "full screen covers the window and removes the presenter's views; over full screen keeps them")
  func fullScreenAndOver() {
    let root = root()
    let full = Modal("Full", log, style: .fullScreen)
    var completed = false
    root.present(full, animated: false) { completed = true }
    #expect(completed && full.view.frame == scene.window.bounds)
    #expect(root.view.window == nil, "the presenter's view leaves the window")
    #expect(
      log.entries == [
        "Root.willDisappear", "Full.willAppear+presented", "Root.didDisappear",
        "Full.didAppear+presented",
      ])
    log.clear()
    full.dismiss(animated: false)
    #expect(root.view.window === scene.window && root.presentedViewController == nil)
    #expect(
      log.entries == [
        "Full.willDisappear+dismissed", "Root.willAppear", "Full.didDisappear+dismissed",
        "Root.didAppear",
      ])
    log.clear()
    let over = Modal("Over", log, style: .overFullScreen)
    root.present(over, animated: false)
    #expect(root.view.window === scene.window, "over full screen leaves the views beneath")
    #expect(log.entries == ["Over.willAppear+presented", "Over.didAppear+presented"])
    #expect(
      scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil)?.isDescendant(of: over.view) == true)
  }

  // Apple (UIModalPresentationStyle.automatic): "For most view controllers, UIKit maps this
  // style to the UIModalPresentationStyle.pageSheet style."
  @Test(
    "sheets: a page sheet rises from the bottom (704 wide, full width when narrow); a form sheet floats"
  )
  func sheetGeometry() throws {
    let root = root()
    let page = Modal("Page", log)
    root.present(page, animated: false)
    let sheet = try #require(page.sheetPresentationController)
    #expect(sheet.presentationStyle == .pageSheet)
    #expect(sheet.presentedView?.frame == CGRect(x: 128, y: 10, width: 704, height: 630))
    #expect(page.view.frame == CGRect(x: 0, y: 0, width: 704, height: 630))
    #expect(root.view.window != nil, "a sheet leaves the presenter's views in place")
    #expect(log.entries == ["Page.willAppear+presented", "Page.didAppear+presented"])
    page.dismiss(animated: false)
    let form = Modal("Form", log, style: .formSheet)
    scene.send(InputRecord(.window(.resized(CGSize(width: 960, height: 700)))))
    root.present(form, animated: false)
    #expect(
      form.presentationController?.presentedView?.frame
        == CGRect(x: 210, y: 40, width: 540, height: 620))
    // A narrow window: the form sheet is a page sheet, the full width.
    scene.send(InputRecord(.window(.resized(CGSize(width: 400, height: 500)))))
    #expect(
      form.presentationController?.presentedView?.frame
        == CGRect(x: 0, y: 10, width: 400, height: 490))
  }

  // Apple (UIViewController.isBeingPresented): "A Boolean value indicating whether the view
  // controller is being presented." Transitions: no touches reach the screens in flight.
  @Test("an animated presentation slides up on the frame clock; touches in flight reach no screen")
  func animatedPresentation() throws {
    let root = root()
    let button = UIButton(frame: CGRect(x: 20, y: 500, width: 100, height: 40))
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    root.view.addSubview(button)
    let full = Modal("Full", log, style: .fullScreen)
    let inner = UIButton(frame: CGRect(x: 20, y: 500, width: 100, height: 40))
    full.view.addSubview(inner)
    inner.addAction(UIAction { _ in taps += 10 }, for: .touchUpInside)
    var completed = false
    root.present(full, animated: true) { completed = true }
    #expect(full.isBeingPresented && !completed)
    scene.runFrames(for: 0.1)
    let y = full.view.layer.presentation()?.frame.minY ?? 0
    #expect(y > 0 && y < 640, "the presented view is on its way up: \(y)")
    scene.fingers.tap(at: CGPoint(x: 70, y: 620))
    #expect(taps == 0, "touches during the transition reach neither screen")
    scene.settle()
    #expect(completed && !full.isBeingPresented && full.view.frame.minY == 0)
    #expect(log.entries.last == "Full.didAppear+presented")
    scene.fingers.tap(at: CGPoint(x: 70, y: 520))
    #expect(taps == 10)
    full.dismiss(animated: true)
    #expect(full.isBeingDismissed && root.view.window != nil)
    scene.settle()
    #expect(full.view.window == nil && root.presentedViewController == nil)
  }

  // Apple (presentationControllerWillDismiss / DidDismiss): called for a dismissal the user
  // begins; "not called if the presented view controller is dismissed programmatically".
  // Apple (isModalInPresentation): "UIKit ignores events outside the view controller's bounds
  // and prevents the interactive dismissal of the view controller while it is onscreen."
  @Test("the dimming takes touches: a tap outside a sheet dismisses it, unless modal or refused")
  func dimmingTap() throws {
    let root = root()
    var rootTaps = 0
    root.view.addGestureRecognizer(UITapGestureRecognizer { _ in rootTaps += 1 })
    let page = Modal("Page", log)
    let listener = PresentationListener(log)
    page.presentationController?.delegate = listener
    page.isModalInPresentation = true
    root.present(page, animated: false)
    log.clear()
    scene.fingers.tap(at: CGPoint(x: 40, y: 300))
    scene.settle()
    #expect(log.entries == ["didAttemptToDismiss"] && root.presentedViewController === page)
    #expect(rootTaps == 0, "the dimming took the touch")
    page.isModalInPresentation = false
    listener.allows = false
    log.clear()
    scene.fingers.tap(at: CGPoint(x: 40, y: 300))
    #expect(log.entries == ["shouldDismiss", "didAttemptToDismiss"])
    listener.allows = true
    log.clear()
    scene.fingers.tap(at: CGPoint(x: 40, y: 300))
    scene.settle()
    #expect(
      log.entries == [
        "shouldDismiss", "willDismiss", "Page.willDisappear+dismissed",
        "Page.didDisappear+dismissed", "didDismiss",
      ])
    #expect(root.presentedViewController == nil && rootTaps == 0)
    // Dismissed by the app, the delegate hears nothing.
    root.present(page, animated: false)
    log.clear()
    root.dismiss(animated: false)
    #expect(log.entries == ["Page.willDisappear+dismissed", "Page.didDisappear+dismissed"])
  }

  // Apple (presentedViewController): "The view controller that is presented by this view
  // controller, or one of its ancestors in the view controller hierarchy." Apple
  // (presentingViewController): "If the view controller is not presented, but one of its
  // ancestors is being presented, this property holds the view controller presenting the
  // nearest ancestor."
  @Test(
    "the outermost container presents; children see the presentation; a stack dismisses from below")
  func hierarchy() throws {
    let nav = UINavigationController(rootViewController: Modal("Child", log))
    scene.window.rootViewController = nav
    let child = try #require(nav.topViewController)
    let first = UINavigationController(rootViewController: Modal("Inner", log))
    child.present(first, animated: false)
    #expect(nav.presentedViewController === first && child.presentedViewController === first)
    #expect(first.presentingViewController === nav)
    let inner = try #require(first.topViewController)
    #expect(inner.presentingViewController === nav && inner.presentedViewController == nil)
    // Presented from the presented one: a stack.
    let top = Modal("Top", log, style: .fullScreen)
    inner.present(top, animated: false)
    #expect(first.presentedViewController === top && top.presentingViewController === first)
    log.clear()
    // Dismissing from the bottom takes both away; the top one's callbacks come too.
    child.dismiss(animated: true)
    scene.settle()
    #expect(
      nav.presentedViewController == nil && top.view.window == nil && first.view.window == nil)
    #expect(log.entries.contains("Top.didDisappear+dismissed"))
    #expect(log.entries.contains("Inner.didDisappear"), "a child hears its container's callbacks")
    // The inner controller dismisses its own presentation: `dismiss` goes to the presenter.
    child.present(first, animated: false)
    inner.dismiss(animated: false)
    #expect(nav.presentedViewController == nil)
  }

  @Test(
    "bad input: presenting twice, in flight, a child, an ancestor; dismissing nothing; all reported"
  )
  func badInput() throws {
    let scene = TestScene(size: CGSize(width: 960, height: 640))
    let root = Modal("Root", log)
    scene.window.rootViewController = root
    let reports = { scene.diagnostics.filter { $0.code == .invalidNavigation }.count }
    let first = Modal("First", log)
    let second = Modal("Second", log)
    root.present(first, animated: true)
    root.present(second, animated: false)
    #expect(reports() == 1 && root.presentedViewController === first, "already presenting")
    first.present(second, animated: false)
    #expect(reports() == 2, "first is still being presented")
    scene.settle()
    root.present(first, animated: false)
    #expect(reports() == 3, "first is already presented")
    first.present(root, animated: false)
    #expect(reports() == 4, "root presents first")
    let nav = UINavigationController(rootViewController: Modal("Kid", log))
    first.present(nav.topViewController!, animated: false)
    #expect(reports() == 5 && first.presentedViewController == nil, "a child cannot be presented")
    var completed = 0
    second.dismiss(animated: false) { completed += 1 }
    #expect(reports() == 6 && completed == 1, "nothing to dismiss: reported, the completion runs")
    // Dismissed while it is still moving in: it ends, then goes.
    first.dismiss(animated: false)
    root.present(second, animated: true)
    second.dismiss(animated: true) { completed += 1 }
    second.dismiss(animated: true) { completed += 1 }
    scene.settle()
    #expect(completed == 3 && root.presentedViewController == nil && second.view.window == nil)
    #expect(reports() == 6)
  }

  @Test("app code in the callbacks may dismiss or present again; the presentation stays consistent")
  func reentrancy() throws {
    let root = root()
    let page = Modal("Page", log)
    page.hooks["willAppear"] = { page.dismiss(animated: false) }
    root.present(page, animated: true)
    scene.settle()
    #expect(root.presentedViewController == nil && page.view.window == nil)
    #expect(scene.window.subviews.count == 1, "no container left behind")
    let other = Modal("Other", log)
    page.hooks["didDisappear"] = { root.present(other, animated: false) }
    root.present(page, animated: false)
    page.dismiss(animated: true)
    scene.settle()
    #expect(root.presentedViewController === other && other.view.window != nil)
    #expect(scene.window.subviews.count == 2)
  }
}
