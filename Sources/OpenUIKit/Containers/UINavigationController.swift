import Foundation

/// A stack of view controllers with a navigation bar, as UIKit's: the top controller's view
/// fills the space under the bar; pushing slides a controller in from the trailing side,
/// popping slides it back out, and a drag from the left edge pops interactively. The
/// appearance callbacks, containment callbacks and delegate calls come in UIKit's order.
///
/// The work lives in concern files: `+Transitions` (pushes, pops and their callbacks) and
/// `+InteractivePop` (the edge swipe).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The bar over the controllers.
  public let navigationBar: UINavigationBar
  /// Told when a controller is shown.
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The drag from the left edge that pops the top controller (UIKit's interactive pop).
  public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

  /// The toolbar at the bottom, showing the top controller's ``UIViewController/toolbarItems``
  /// when ``isToolbarHidden`` is false.
  public private(set) var toolbar: UIToolbar!
  private var toolbarHiddenStorage = true

  /// The stack, root first.
  var stack: [UIViewController] = []
  /// The view holding the shown controllers' views, under the bar.
  let transitionView = UIView()
  /// The push or pop under way, if any.
  var transition: NavigationTransition?
  /// The controller whose view the last transition left shown (the top, unless app code
  /// changed the stack while a change was being made).
  weak var shownController: UIViewController?
  /// Counts the changes of the stack, so that a change interrupted by another one knows it.
  var stackChanges = 0
  private var barHidden = false
  let popGesture = InteractivePop()

  /// A navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    navigationBar = UINavigationBar(frame: .zero)
    super.init(nibName: nil, bundle: nil)
    setUp()
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// An empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    navigationBar = UINavigationBar(frame: .zero)
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setUp()
  }

  /// An empty navigation controller whose bar is of `navigationBarClass` (a
  /// ``UINavigationBar`` subclass); the toolbar class is accepted (a ``UIToolbar`` is made).
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    let barType = navigationBarClass as? UINavigationBar.Type ?? UINavigationBar.self
    navigationBar = barType.init(madeWithFrame: .zero)
    super.init(nibName: nil, bundle: nil)
    setUp()
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  private func setUp() {
    toolbar = UIToolbar(frame: .zero)
    navigationBar.navigationController = self
    popGesture.navigationController = self
  }

  // MARK: - The stack

  /// The controllers on the stack, root first. Setting it replaces the stack without animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Pushes `viewController`, sliding it in when `animated`. Pushing a controller already on
  /// the stack, or a navigation controller, is reported and changes nothing.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    MainThreadChecker.enforce("UINavigationController.pushViewController(_:animated:)")
    push(viewController, animated: animated)
  }

  /// Pops the top controller, sliding it out when `animated`; returns it (nil at the root).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    MainThreadChecker.enforce("UINavigationController.popViewController(animated:)")
    return pop(animated: animated)
  }

  /// Pops every controller above the root; returns them (nil when there were none).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    popToRoot(animated: animated)
  }

  /// Pops the controllers above `viewController`; returns them (nil when it is not on the
  /// stack, which is reported).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    pop(to: viewController, animated: animated)
  }

  /// Replaces the stack. The new top slides in as a push when it is new, as a pop when it was
  /// on the stack below; the others join or leave without being seen.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    replace(with: viewControllers, animated: animated)
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is seen: one presented over the navigation controller, else the
  /// top controller.
  open var visibleViewController: UIViewController? {
    var shown = presentedViewController
    while let next = shown?.presentedViewController { shown = next }
    return shown ?? topViewController
  }

  /// Whether the bar is hidden (the controllers' views then fill the whole view).
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar; animated, it slides.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    barHidden = hidden
    guard isViewLoaded else { return }
    if hidden { navigationBar.isHidden = false }
    let lay = { [self] in layoutContainer() }
    if animated && view.window != nil {
      UIView.animate(withDuration: 0.25, animations: lay) { [weak self] _ in
        guard let self else { return }
        self.navigationBar.isHidden = self.barHidden
      }
    } else {
      lay()
      navigationBar.isHidden = hidden
    }
  }

  /// Whether the toolbar is hidden (true by default, as in UIKit).
  open var isToolbarHidden: Bool {
    get { toolbarHiddenStorage }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the toolbar; animated, it slides.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHiddenStorage else { return }
    toolbarHiddenStorage = hidden
    guard isViewLoaded else { return }
    if !hidden { toolbar.isHidden = false }
    let lay = { [self] in layoutContainer() }
    if animated && view.window != nil {
      UIView.animate(withDuration: 0.25, animations: lay) { [weak self] _ in
        guard let self else { return }
        self.toolbar.isHidden = self.toolbarHiddenStorage
      }
    } else {
      lay()
      toolbar.isHidden = hidden
    }
  }

  /// The toolbar shows the top controller's items.
  func showTopToolbarItems() {
    toolbar.items = topViewController?.toolbarItems
  }

  // MARK: - The view

  /// Makes the view: the bar over the space the controllers' views fill.
  open override func loadView() {
    let container = NavigationContainerView(frame: UIScreen.main.bounds)
    container.controller = self
    container.backgroundColor = .systemBackground
    transitionView.clipsToBounds = true
    container.addSubview(transitionView)
    container.addSubview(navigationBar)
    container.addSubview(toolbar)
    navigationBar.isHidden = barHidden
    toolbar.isHidden = toolbarHiddenStorage
    view = container
    let pan = UIScreenEdgePanGestureRecognizer { [weak self] in
      self?.popGesture.handle($0 as! UIScreenEdgePanGestureRecognizer)
    }
    pan.edges = .left
    pan.delegate = popGesture
    container.addGestureRecognizer(pan)
    interactivePopGestureRecognizer = pan
    if let top = topViewController {
      install(top)
      shownController = top
    }
  }

  /// Places the bar at the top and the controllers' space under it.
  func layoutContainer() {
    guard isViewLoaded else { return }
    let b = view.bounds
    let barHeight = barHidden ? 0 : UINavigationBar.standardHeight
    navigationBar.frame = CGRect(
      x: 0, y: barHidden ? -UINavigationBar.standardHeight : 0, width: b.width,
      height: UINavigationBar.standardHeight)
    let toolbarHeight = toolbarHiddenStorage ? 0 : UIToolbar.standardHeight
    toolbar.frame = CGRect(
      x: 0, y: b.height - toolbarHeight, width: b.width, height: UIToolbar.standardHeight)
    transitionView.frame = CGRect(
      x: 0, y: barHeight, width: b.width, height: max(0, b.height - barHeight - toolbarHeight))
    if transition == nil, let top = topViewController,
      top.viewIfLoaded?.superview === transitionView
    {
      top.view.frame = transitionView.bounds
    }
  }

  /// Puts `controller`'s view in the controllers' space.
  func install(_ controller: UIViewController) {
    let shown = controller.view!
    shown.frame = transitionView.bounds
    shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if shown.superview !== transitionView { transitionView.addSubview(shown) }
  }
}

/// A navigation controller's view: it lays out the bar and the controllers' space.
@MainActor
final class NavigationContainerView: UIView {
  weak var controller: UINavigationController?

  override func layoutSubviews() {
    super.layoutSubviews()
    controller?.layoutContainer()
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    // Out of the window mid-drag, the edge pan is cancelled, but its action is not sent to a
    // view outside a window (when the removal runs inside another one's callbacks): the pop
    // is cancelled here instead, every appearance callback paired (fuzz stream 10230212).
    if window == nil, let controller { controller.popGesture.cancelNow(controller) }
  }
}
