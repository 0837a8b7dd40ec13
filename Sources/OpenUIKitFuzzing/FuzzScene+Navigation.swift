import Foundation
import OpenUIKit

// Navigation controllers: some windows' root controllers are navigation controllers with a
// few screens pushed (some inside a tab bar controller, whose tabs app code switches); app code pushes (new screens, the same one twice, a navigation
// controller), pops, pops to the root or to a stranger, replaces the stack and hides the bar,
// presents alerts and action sheets (their buttons run app code) and other screens
// (FuzzScene+Presentation.swift) and dismisses them,
// from inside any callback — the screens' own appearance callbacks included, and during the
// slides and the interactive pop that the input's touches near the left edge start.
extension FuzzScene {
  /// A navigation controller over a screen or three, for a window's root.
  func makeNavigation(using r: inout FuzzRandom) -> UINavigationController {
    let root = FuzzViewController(scene: self, name: nextName("screen"))
    let nav = UINavigationController(rootViewController: root)
    trackController(nav)
    for _ in 0..<r.int(0...2) {
      nav.pushViewController(
        FuzzViewController(scene: self, name: nextName("screen")), animated: false)
    }
    return nav
  }

  func navigationCode(using r: inout FuzzRandom) {
    let roots = app?.windows.compactMap(\.rootViewController) ?? []
    let navs =
      roots.compactMap { $0 as? UINavigationController }
      + roots.compactMap { ($0 as? UITabBarController)?.viewControllers }.joined()
      .compactMap { $0 as? UINavigationController }
    guard !navs.isEmpty else { return }
    // Now and then a tab switch instead (out of range too).
    if let tabs = roots.compactMap({ $0 as? UITabBarController }).first, r.chance(0.15) {
      ledger.trace("tab code")
      tabs.selectedIndex = r.int(-1...2)
      return
    }
    let nav = r.pick(navs)
    let action = r.int(0...12)
    ledger.trace("navigation code \(action), \(nav.viewControllers.count) on the stack")
    let animated = r.chance(0.6)
    switch action {
    case 0, 1:
      let screen = FuzzViewController(scene: self, name: nextName("screen"))
      nav.pushViewController(screen, animated: animated)
      track(screen.view)
      screen.view.addSubview(makeView(using: &r))
    case 2, 3:
      nav.popViewController(animated: animated)
    case 4:
      nav.popToRootViewController(animated: animated)
    case 5:
      // Refused: a controller already on the stack, a navigation controller, a stranger.
      if let top = nav.topViewController, r.chance(0.5) {
        nav.pushViewController(top, animated: animated)
      } else if r.chance(0.5) {
        nav.pushViewController(UINavigationController(), animated: animated)
      } else {
        nav.popToViewController(
          FuzzViewController(scene: self, name: "stranger"), animated: animated)
      }
    case 6:
      var stack = nav.viewControllers
      if r.chance(0.5) { stack.shuffle(using: &r) }
      if r.chance(0.3), let first = stack.first { stack.append(first) }
      if r.chance(0.3) { stack.append(FuzzViewController(scene: self, name: nextName("screen"))) }
      nav.setViewControllers(stack, animated: animated)
    case 7 where r.chance(0.5):
      // The toolbar, shown or hidden, and items for the top screen that run app code.
      nav.setToolbarHidden(!nav.isToolbarHidden, animated: animated)
      nav.topViewController?.setToolbarItems(
        (0..<r.int(0...3)).map { index in
          index == 1
            ? .flexibleSpace()
            : UIBarButtonItem(
              title: "Tool \(index)",
              primaryAction: UIAction { [weak self] _ in self?.appCode(at: "tool", event: nil) })
        }, animated: animated)
    case 7:
      nav.setNavigationBarHidden(!nav.isNavigationBarHidden, animated: animated)
    case 9:
      // An alert or action sheet whose buttons run app code; sometimes presented twice.
      let alert = UIAlertController(
        title: "Alert", message: r.chance(0.5) ? "Message" : nil,
        preferredStyle: r.chance(0.7) ? .alert : .actionSheet)
      for index in 0..<r.int(0...3) {
        alert.addAction(
          UIAlertAction(title: "Action \(index)", style: r.pick([.default, .cancel, .destructive]))
          {
            [weak self] _ in self?.appCode(at: "alert action", event: nil)
          })
      }
      if r.chance(0.5) { alert.addTextField() }
      trackController(alert)
      let presenter = nav.topViewController ?? nav
      presenter.present(alert, animated: animated)
      if r.chance(0.1) { presenter.present(alert, animated: animated) }
    case 10:
      nav.dismiss(animated: animated)
    case 11, 12:
      presentationCode(from: nav, using: &r)
    default:
      if let interactive = nav.interactivePopGestureRecognizer {
        interactive.isEnabled = r.chance(0.8)
      }
    }
  }
}
