import Foundation

/// Tabs of view controllers with a tab bar at the bottom, as UIKit's: the selected controller's
/// view fills the space above the bar; a tap on a tab (or Ctrl with the tab's number on the
/// desktop) selects it after asking the delegate. Switching tabs tells the leaving controller
/// `viewWillDisappear`, the arriving one `viewWillAppear`, then the `did` callbacks.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The bar of tabs.
  public let tabBar = UITabBar(frame: .zero)
  /// Asked before a tab is selected by the user, told after.
  open weak var delegate: (any UITabBarControllerDelegate)?

  private var controllers: [UIViewController] = []
  private var selected = 0
  private let contentView = UIView()

  /// A tab bar controller with no tabs.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.tabBarController = self
  }

  /// A tab bar controller with no tabs.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The tabs' controllers, in order. Setting it selects the first when the selected one left.
  open var viewControllers: [UIViewController]? {
    get { controllers.isEmpty ? nil : controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the tabs (`animated` is accepted). A controller given twice is left out the
  /// second time (reported).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers ?? [] {
      if unique.contains(where: { $0 === controller }) {
        report("setViewControllers: \(type(of: controller)) appears twice; the second is left out")
      } else {
        unique.append(controller)
      }
    }
    let old = selectedViewController
    for controller in controllers where !unique.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      if controller === old { controller.viewIfLoaded?.removeFromSuperview() }
      controller.removeFromParent()
    }
    for controller in unique where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    controllers = unique
    selected = old.flatMap { old in unique.firstIndex { $0 === old } } ?? 0
    tabBar.setItems(unique.map(\.tabBarItem), animated: animated)
    tabBar.selectedItem = selectedViewController?.tabBarItem
    if isViewLoaded, let shown = selectedViewController, shown !== old {
      show(shown, replacing: nil)
    }
  }

  /// The index of the selected tab. An index out of range is ignored (reported).
  open var selectedIndex: Int {
    get { selected }
    set {
      guard controllers.indices.contains(newValue) else {
        report("selectedIndex \(newValue) is out of range (\(controllers.count) tabs); ignored")
        return
      }
      select(newValue)
    }
  }

  /// The selected tab's controller. One that is not a tab is ignored (reported).
  open var selectedViewController: UIViewController? {
    get { controllers.indices.contains(selected) ? controllers[selected] : nil }
    set {
      guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
        report("selectedViewController is not one of the tabs; ignored")
        return
      }
      select(index)
    }
  }

  /// Makes the view: the selected controller's space over the bar.
  open override func loadView() {
    let container = TabBarContainerView(frame: UIScreen.main.bounds)
    container.controller = self
    container.backgroundColor = .systemBackground
    container.addSubview(contentView)
    container.addSubview(tabBar)
    view = container
    if let shown = selectedViewController { show(shown, replacing: nil) }
  }

  /// Places the bar at the bottom and the selected controller's view above it.
  func layoutContainer() {
    let b = view.bounds
    let height = UITabBar.standardHeight
    tabBar.frame = CGRect(x: 0, y: b.height - height, width: b.width, height: height)
    contentView.frame = CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - height))
    selectedViewController?.viewIfLoaded?.frame = contentView.bounds
  }

  /// A tab tapped (or chosen by key): the delegate may refuse it.
  func userSelected(_ index: Int) {
    guard controllers.indices.contains(index) else { return }
    let controller = controllers[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    select(index)
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func select(_ index: Int) {
    let old = selectedViewController
    selected = index
    tabBar.selectedItem = selectedViewController?.tabBarItem
    guard isViewLoaded, let new = selectedViewController, new !== old else { return }
    show(new, replacing: old)
  }

  /// Swaps the shown controller's view, with UIKit's callbacks when on screen.
  private func show(_ new: UIViewController, replacing old: UIViewController?) {
    let seen = view.window != nil
    if seen {
      old?.beginAppearanceTransition(false, animated: false)
      new.beginAppearanceTransition(true, animated: false)
    }
    old?.viewIfLoaded?.removeFromSuperview()
    let shown = new.view!
    shown.frame = contentView.bounds
    shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // App code in those callbacks may have selected another tab meanwhile.
    if selectedViewController === new { contentView.addSubview(shown) }
    if seen {
      old?.endAppearanceTransition()
      new.endAppearanceTransition()
    }
  }

  // Ctrl with a tab's number selects it (the desktop's keyboard way to the tabs).
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if let key = presses.first?.key, key.modifierFlags.contains(.control),
      let digit = Int(key.charactersIgnoringModifiers), (1...9).contains(digit),
      digit <= controllers.count
    {
      userSelected(digit - 1)
      return
    }
    super.pressesBegan(presses, with: event)
  }

  private func report(_ message: String) {
    let text = "UITabBarController: \(message)"
    viewIfLoaded.flatMap { UIApplication.owning($0) }.map { $0.report(.invalidNavigation, text) }
      ?? HostServices.report(.invalidNavigation, text)
  }
}

/// Asked before the user selects a tab, told after (UIKit's `UITabBarControllerDelegate`).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether the user may select `viewController`'s tab. True by default.
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// The user selected `viewController`'s tab.
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// True.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}

/// A tab bar controller's view: it lays out the bar and the selected controller's space.
@MainActor
final class TabBarContainerView: UIView {
  weak var controller: UITabBarController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContainer()
  }
}
