import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("View controllers", .debugSwitchesOff)
@MainActor
struct ViewControllerTests {
  @Test("the view loads lazily, once: loadView then viewDidLoad")
  func lazyLoading() {
    final class Controller: UIViewController {
      var calls: [String] = []
      override func loadView() {
        calls.append("loadView")
        view = UIView(frame: CGRect(0, 0, 5, 5))
      }
      override func viewDidLoad() { calls.append("viewDidLoad") }
    }
    let controller = Controller()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    _ = controller.view
    _ = controller.view
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.view.next === controller)
  }

  @Test("a root view controller's view fills the window and follows it")
  func rootViewFillsWindow() {
    let scene = TestScene(size: CGSize(width: 200, height: 100))
    let controller = UIViewController()
    scene.window.rootViewController = controller
    #expect(controller.view.frame == CGRect(0, 0, 200, 100))
    #expect(controller.view.window === scene.window)
    scene.window.frame = CGRect(0, 0, 300, 300)
    scene.app.layoutIfNeeded()
    #expect(controller.view.frame == CGRect(0, 0, 300, 300))
    let replacement = UIViewController()
    scene.window.rootViewController = replacement
    #expect(controller.view.window == nil)
    #expect(replacement.view.window === scene.window)
  }

  @Test("children are added in order and removed from their parent")
  func children() {
    let parent = UIViewController()
    let a = UIViewController(), b = UIViewController()
    parent.addChild(a)
    parent.addChild(b)
    #expect(parent.children.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    a.removeFromParent()
    #expect(parent.children.count == 1 && a.parent == nil)
  }

  @Test("a presented controller covers the window and takes the touches; dismiss restores")
  func presentationTakesTouches() {
    let scene = TestScene()
    let root = UIViewController()
    scene.window.rootViewController = root
    root.view.addSubview(LoggingView("under", frame: CGRect(0, 0, 320, 480), log: scene.log))
    let modal = UIViewController()
    root.present(modal, animated: false)
    modal.view.addSubview(LoggingView("modal", frame: CGRect(0, 0, 320, 480), log: scene.log))
    scene.fingers.tap(at: CGPoint(10, 10))
    var dismissed = false
    modal.dismiss(animated: false) { dismissed = true }
    #expect(dismissed)
    scene.fingers.wait(1).tap(at: CGPoint(10, 10))
    #expect(
      scene.log.entries == [
        "modal.touchesBegan(1)", "modal.touchesEnded(1)", "under.touchesBegan(1)",
        "under.touchesEnded(1)",
      ])
  }

  @Test(
    "finding (fuzz stream 10039732): an add that app code stops after willMove(toWindow:) turns the controller's appearance back"
  )
  func findingRefusedAddTurnsAppearanceBack() {
    final class Controller: UIViewController {
      var calls: [String] = []
      override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
      override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }
    final class Mover: UIView {
      var move: (() -> Void)?
      override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil, let move {
          self.move = nil
          move()
        }
      }
    }
    let scene = TestScene()
    let controller = Controller()
    let mover = Mover()
    controller.view.addSubview(mover)
    let elsewhere = UIView()
    // Told it joins the window, the view is taken elsewhere (out of any window) by app code.
    mover.move = { elsewhere.addSubview(controller.view) }
    scene.window.addSubview(controller.view)
    #expect(controller.view.superview === elsewhere && controller.view.window == nil)
    #expect(controller.calls == ["willAppear", "willDisappear", "didDisappear"])
    #expect(scene.diagnostics.contains { $0.code == .invalidHierarchy })
    // Added again for real, it appears, and leaves as usual.
    scene.window.addSubview(controller.view)
    controller.view.removeFromSuperview()
    #expect(
      controller.calls.suffix(4) == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test(
    "finding (fuzz stream 10634246): a view taken out by app code in an ancestor's viewDidDisappear still tells its controller it disappeared"
  )
  func findingRemovedDuringDisappearanceFinishes() {
    final class Controller: UIViewController {
      var calls: [String] = []
      var onDidDisappear: (() -> Void)?
      override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
      override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
      override func viewDidDisappear(_ animated: Bool) {
        calls.append("didDisappear")
        onDidDisappear?()
        onDidDisappear = nil
      }
    }
    let scene = TestScene()
    let outer = Controller(), inner = Controller()
    scene.window.addSubview(outer.view)
    outer.view.addSubview(inner.view)
    #expect(inner.calls == ["willAppear", "didAppear"])
    // The outer view leaves the window; in the outer controller's viewDidDisappear, before
    // the news of the window reaches the inner view, app code takes the inner view out.
    outer.onDidDisappear = { inner.view.removeFromSuperview() }
    outer.view.removeFromSuperview()
    #expect(outer.calls.suffix(2) == ["willDisappear", "didDisappear"])
    #expect(inner.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test(
    "finding (fuzz stream 10655990): a removal app code turns into a move within the window turns the controller's disappearance back"
  )
  func findingRemovalTurnedIntoMove() {
    final class Controller: UIViewController {
      var calls: [String] = []
      var onWillDisappear: (() -> Void)?
      override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
      override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
      override func viewWillDisappear(_ animated: Bool) {
        calls.append("willDisappear")
        onWillDisappear?()
        onWillDisappear = nil
      }
      override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
    }
    let scene = TestScene()
    let elsewhere = UIView()
    scene.window.addSubview(elsewhere)
    let controller = Controller()
    scene.window.addSubview(controller.view)
    // Told its view leaves the window, app code puts the view elsewhere in the same window.
    controller.onWillDisappear = { elsewhere.addSubview(controller.view) }
    controller.view.removeFromSuperview()
    #expect(controller.view.superview === elsewhere && controller.view.window === scene.window)
    #expect(
      controller.calls == ["willAppear", "didAppear", "willDisappear", "willAppear", "didAppear"])
  }
}
