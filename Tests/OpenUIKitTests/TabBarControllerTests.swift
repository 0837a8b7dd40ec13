import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Logs the tab bar controller delegate's calls; refuses the tabs named in `refused`.
@MainActor
private final class TabLog: UITabBarControllerDelegate {
  let log: EventLog
  var refused: Set<String> = []
  init(_ log: EventLog) { self.log = log }
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log.record("tabs.shouldSelect(\(viewController.title ?? "?"))")
    return !refused.contains(viewController.title ?? "")
  }
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) { log.record("tabs.didSelect(\(viewController.title ?? "?"))") }
}

@Suite("UITabBarController: tabs, selection by tap and key, the delegate", .debugSwitchesOff)
@MainActor
struct TabBarControllerTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func tabs() -> (UITabBarController, [Screen], TabLog) {
    let screens = ["Home", "Search", "Profile"].map { Screen($0, scene.log) }
    let tabs = UITabBarController()
    tabs.viewControllers = screens
    let delegate = TabLog(scene.log)
    scene.keep(delegate)
    tabs.delegate = delegate
    scene.window.rootViewController = tabs
    scene.window.layoutIfNeeded()
    scene.log.clear()
    return (tabs, screens, delegate)
  }

  private func tab(_ tabs: UITabBarController, _ index: Int) -> UIView {
    tabs.tabBar.subviews.compactMap { $0 as? TabButton }[index]
  }

  // Apple (UITabBarController.selectedIndex): "The index of the view controller associated
  // with the currently selected tab item." Apple (tabBarController(_:shouldSelect:)): "Asks
  // the delegate whether the specified view controller should be made active."
  @Test("a tap selects a tab after asking; the views swap with UIKit's callbacks")
  func tapSelects() throws {
    let (tabs, screens, _) = tabs()
    #expect(tabs.selectedIndex == 0 && screens[0].view.window != nil)
    #expect(screens[0].view.convert(screens[0].view.bounds, to: nil).maxY == CGFloat(480 - 49))
    #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Search", "Profile"])
    scene.fingers.tap(at: tab(tabs, 1).convert(CGPoint(x: 20, y: 20), to: nil))
    #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === screens[1])
    #expect(
      scene.log.entries == [
        "tabs.shouldSelect(Search)", "Home.willDisappear", "Search.willAppear",
        "Home.didDisappear", "Search.didAppear", "tabs.didSelect(Search)",
      ])
    #expect(screens[0].view.window == nil && tabs.tabBar.selectedItem === screens[1].tabBarItem)
  }

  @Test("the delegate may refuse; Ctrl with a number selects; code selects without asking")
  func refusalsAndKeys() throws {
    let (tabs, screens, delegate) = tabs()
    delegate.refused = ["Profile"]
    scene.fingers.tap(at: tab(tabs, 2).convert(CGPoint(x: 20, y: 20), to: nil))
    #expect(tabs.selectedIndex == 0)
    scene.send(.key(.down, "2", code: 31, modifiers: .control))
    scene.send(.key(.up, "2", code: 31, modifiers: .control))
    #expect(tabs.selectedIndex == 1)
    scene.log.clear()
    tabs.selectedIndex = 2
    #expect(tabs.selectedViewController === screens[2])
    #expect(!scene.log.entries.contains { $0.hasPrefix("tabs.") }, "code selects unasked")
  }

  @Test("items: titles follow the controllers', badges show, tabBarController is found")
  func items() throws {
    let (tabs, screens, _) = tabs()
    screens[1].title = "Find"
    #expect(tabs.tabBar.items?[1].title == "Find")
    screens[2].tabBarItem?.badgeValue = "3"  // as iOS code writes it (UIKit: implicitly unwrapped)
    #expect(screens[2].tabBarController === tabs)
    let custom = UITabBarItem(title: "Me", image: UIImage(systemName: "person"), tag: 7)
    screens[2].tabBarItem = custom
    screens[2].title = "Profile page"
    #expect(custom.title == "Me", "an item's own title stays")
  }

  @Test("bad input: an index out of range, a stranger, a controller twice; reported")
  func badInput() throws {
    let (tabs, screens, _) = tabs()
    tabs.selectedIndex = 7
    tabs.selectedViewController = UIViewController()
    tabs.viewControllers = [screens[0], screens[0], screens[1]]
    #expect(tabs.viewControllers?.count == 2 && tabs.selectedIndex == 0)
    #expect(scene.diagnostics.filter { $0.code == .invalidNavigation }.count == 3)
    tabs.viewControllers = [screens[2]]
    #expect(tabs.selectedViewController === screens[2] && screens[0].parent == nil)
    #expect(screens[2].view.window != nil && screens[0].view.window == nil)
  }
}
