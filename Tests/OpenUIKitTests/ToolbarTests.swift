import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

@Suite("UIToolbar and a navigation controller's toolbar (issue 33)", .debugSwitchesOff)
@MainActor
struct ToolbarTests {
  let scene = TestScene(size: CGSize(width: 400, height: 300))

  // Apple (UINavigationController.isToolbarHidden): "The default value of this property is
  // true." Apple (UIViewController.toolbarItems): "The toolbar items to display when the view
  // controller is on top of a navigation stack."
  @Test(
    "the toolbar shows the top controller's items at the bottom; pushing and popping change them")
  func navigationToolbar() throws {
    var taps: [String] = []
    let root = UIViewController()
    let edit = UIBarButtonItem(
      title: "Edit", primaryAction: UIAction { _ in taps.append("Edit") })
    let add = UIBarButtonItem(
      systemItem: .add, primaryAction: UIAction { _ in taps.append("Add") })
    root.toolbarItems = [edit, .flexibleSpace(), add]
    let nav = UINavigationController(rootViewController: root)
    scene.window.rootViewController = nav
    scene.window.layoutIfNeeded()
    #expect(nav.isToolbarHidden && nav.toolbar.isHidden && root.view.frame.height == 256)
    nav.setToolbarHidden(false, animated: false)
    scene.window.layoutIfNeeded()
    #expect(
      !nav.toolbar.isHidden && nav.toolbar.frame == CGRect(x: 0, y: 256, width: 400, height: 44))
    #expect(root.view.frame.height == 212, "the controllers' space ends above the toolbar")
    let views = nav.toolbar.subviews.filter { $0 is UIButton }
    #expect(views.count == 2)
    #expect(views[0].frame.minX == 8 && views[1].frame.maxX == 392, "the flexible space between")
    scene.fingers.tap(at: CGPoint(x: 385, y: 278))
    scene.fingers.tap(at: CGPoint(x: 20, y: 278))
    #expect(taps == ["Add", "Edit"])
    // A pushed controller's items replace them; popping brings them back.
    let next = UIViewController()
    next.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
    nav.pushViewController(next, animated: false)
    #expect(nav.toolbar.items?.count == 1 && nav.toolbar.items?.first?.title == "Share")
    root.toolbarItems = [edit]
    #expect(nav.toolbar.items?.first?.title == "Share", "a controller below does not change them")
    nav.popViewController(animated: false)
    #expect(nav.toolbar.items?.count == 1 && nav.toolbar.items?.first === edit)
    #expect(scene.app.checkInvariants().isEmpty)
  }

  @Test("a toolbar on its own: fixed spaces take their width, flexible ones share the rest")
  func standalone() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    scene.window.addSubview(toolbar)
    let a = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
    let b = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
    let c = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)))
    toolbar.items = [a, .fixedSpace(30), b, .flexibleSpace(), c]
    toolbar.layoutIfNeeded()
    #expect(a.customView?.frame.minX == 8)
    #expect(b.customView?.frame.minX == CGFloat(8 + 40 + 8 + 30 + 8))
    #expect(c.customView?.frame.maxX == 292)
    #expect(toolbar.intrinsicContentSize.height == 44)
  }
}
