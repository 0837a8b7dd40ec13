import Foundation

// What every view controller knows of navigation: its item for a navigation bar, the
// navigation controller it is in, and show(_:sender:).
extension UIViewController {
  /// The item a navigation bar shows for this controller, made on first use with its title.
  public var navigationItem: UINavigationItem {
    if let item = navigationItemStorage as? UINavigationItem { return item }
    let item = UINavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }

  /// The nearest navigation controller among the controller's parents (itself excluded), or
  /// among those of the controller that presented it.
  public var navigationController: UINavigationController? {
    var controller = parent
    while let current = controller {
      if let nav = current as? UINavigationController { return nav }
      controller = current.parent
    }
    return presentingViewController.flatMap {
      $0 as? UINavigationController ?? $0.navigationController
    }
  }

  /// Sets ``toolbarItems`` (animated: the toolbar fades them in).
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
    if animated, let nav = navigationController, nav.topViewController === self {
      nav.toolbar.setItems(toolbarItems, animated: true)
    }
  }

  /// The items changed: the navigation controller's toolbar shows them if this is its top.
  func toolbarItemsDidChange() {
    guard let nav = navigationController, nav.topViewController === self else { return }
    nav.toolbar.items = toolbarItems
  }

  /// Shows `vc`: pushed when this controller is in a navigation controller, presented
  /// otherwise, as UIKit's default.
  public func show(_ vc: UIViewController, sender: Any?) {
    if let nav = self as? UINavigationController ?? navigationController {
      nav.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }
}

// What every view controller knows of tabs: its item for a tab bar and the tab bar controller
// it is in.
extension UIViewController {
  /// The item a tab bar shows for this controller, made on first use with its title. Implicitly
  /// unwrapped, as UIKit declares it, so `tabBarItem?.badgeValue` compiles as on iOS.
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage as? UITabBarItem { return item }
      let item = UITabBarItem()
      item.title = title
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }

  /// The nearest tab bar controller among the controller's parents.
  public var tabBarController: UITabBarController? {
    var controller = parent
    while let current = controller {
      if let tabs = current as? UITabBarController { return tabs }
      controller = current.parent
    }
    return nil
  }
}
