import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Resizing the host window (issue 13): the key window takes the new size, and its root view
/// controller's view is laid out once, in UIKit's order, with autoresizing honoured.
@MainActor
@Suite("Window resizing lays out the root view controller (issue 13)", .debugSwitchesOff)
struct WindowResizeTests {
  private final class Controller: UIViewController {
    var log: [String] = []
    override func loadView() { view = LayoutView(controller: self) }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
  }

  private final class LayoutView: UIView {
    unowned let controller: Controller
    init(controller: Controller) {
      self.controller = controller
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      controller.log.append("layoutSubviews \(Int(bounds.width))×\(Int(bounds.height))")
    }
  }

  @Test("a resize record lays the root view out once: will, layoutSubviews, did")
  func resizeOrder() {
    let scene = TestScene(size: CGSize(width: 320, height: 240))
    let controller = Controller()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    let stretchy = UIView(frame: CGRect(10, 10, 300, 50))
    stretchy.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    let fixed = UIView(frame: CGRect(10, 100, 100, 50))
    controller.view.addSubview(stretchy)
    controller.view.addSubview(fixed)
    controller.log.removeAll()
    scene.send(InputRecord(.window(.resized(CGSize(width: 500, height: 300)))))
    #expect(
      controller.log == [
        "viewWillLayoutSubviews", "layoutSubviews 500×300", "viewDidLayoutSubviews",
      ])
    #expect(scene.window.frame.size == CGSize(width: 500, height: 300))
    #expect(stretchy.frame == CGRect(10, 70, 480, 50), "wider by 180, its top margin took 60")
    #expect(fixed.frame == CGRect(10, 100, 100, 50))
  }

  @Test(
    "a presented controller's view follows the resize, and the screen behind stays covered (issue 30)"
  )
  func presentedFollowsResize() {
    let scene = TestScene(size: CGSize(width: 320, height: 240))
    let root = Controller()
    scene.window.rootViewController = root
    let behind = scene.loggingView("behind", CGRect(0, 0, 600, 400), in: root.view)
    let presented = Controller()
    presented.modalPresentationStyle = .overFullScreen
    root.present(presented, animated: false)
    scene.send(InputRecord(.window(.resized(CGSize(width: 600, height: 400)))))
    #expect(presented.view.frame == CGRect(0, 0, 600, 400))
    #expect(presented.log.contains("layoutSubviews 600×400"))
    scene.fingers.tap(at: CGPoint(500, 350))
    #expect(scene.log.entries.isEmpty, "the tap lands on the presented screen, not behind it")
    _ = behind
  }

  @Test("autoresizesSubviews = false leaves the subviews alone")
  func noAutoresizing() {
    let scene = TestScene(size: CGSize(width: 320, height: 240))
    let controller = Controller()
    scene.window.rootViewController = controller
    scene.window.layoutIfNeeded()
    controller.view.autoresizesSubviews = false
    let stretchy = UIView(frame: CGRect(10, 10, 300, 50))
    stretchy.autoresizingMask = [.flexibleWidth]
    controller.view.addSubview(stretchy)
    scene.send(InputRecord(.window(.resized(CGSize(width: 500, height: 300)))))
    #expect(stretchy.frame == CGRect(10, 10, 300, 50))
    #expect(controller.view.bounds.size == CGSize(width: 500, height: 300))
  }
}
