import Foundation

/// Manages a view hierarchy: loads its root view lazily, holds child view controllers, and
/// presents other view controllers.
///
/// In the responder chain a view controller comes after its root view, and its `next` is the
/// presenting view controller when it was presented, otherwise its view's superview (the
/// window, for a window's root view controller) (spec D2, D3, decision D3/D5).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var viewStorage: UIView?

  /// The parent view controller, for a child.
  public internal(set) weak var parent: UIViewController?
  /// The child view controllers, in the order they were added.
  public internal(set) var children: [UIViewController] = []
  /// The view controller this one presented, if any.
  public internal(set) var presentedViewController: UIViewController?
  /// The view controller that presented this one, if any.
  public internal(set) weak var presentingViewController: UIViewController?
  /// A title for the controller; setting it sets its navigation item's title too.
  open var title: String? {
    didSet {
      navigationItemStorage?.controllerTitleDidChange(title)
      tabBarItemStorage?.controllerTitleDidChange(title)
    }
  }
  /// The navigation item and the tab bar item, once made (Containers).
  var navigationItemStorage: (any ControllerTitleFollowing)?
  var tabBarItemStorage: (any ControllerTitleFollowing)?

  /// Where the controller is in its appearance callbacks (UIViewController+Appearance).
  var appearance = Appearance.disappeared
  /// Whether a container (or the app, through beginAppearanceTransition) drives the callbacks
  /// rather than the view joining or leaving a window.
  var appearanceDriven = false
  /// What ``isMovingToParent`` and its siblings answer during a transition.
  var transitionFlags = TransitionFlags()

  /// Creates a view controller; its view is loaded on first access.
  public override init() {
    super.init()
  }

  /// Creates a view controller, as UIKit's designated initializer; there are no nibs on Linux,
  /// so both arguments are ignored and ``loadView()`` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Returns nil: there are no storyboards on Linux, so nothing is decoded. It exists,
  /// `required` as UIKit's, so that subclasses' `required init?(coder:)` compiles unchanged.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: - The view

  /// The root view, created by ``loadView()`` on first access, after which ``viewDidLoad()``
  /// runs.
  open var view: UIView! {
    get {
      if viewStorage == nil { loadViewIfNeeded() }
      return viewStorage
    }
    set {
      viewStorage?.owningViewController = nil
      viewStorage = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: UIView? { viewStorage }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { viewStorage != nil }

  /// Loads the view now if it is not loaded yet.
  public func loadViewIfNeeded() {
    guard viewStorage == nil else { return }
    loadView()
    if viewStorage == nil { view = UIView(frame: .zero) }
    viewDidLoad()
  }

  /// Creates the root view. The default makes a plain `UIView`; override and set
  /// ``UIViewController/view``.
  open func loadView() {
    view = UIView(frame: .zero)
  }

  /// Called after the view was loaded. Does nothing by default.
  open func viewDidLoad() {}

  // MARK: - Appearance and layout

  /// Called before the view joins a window (as the root view controller's, a presented
  /// controller's, or added by hand). Does nothing by default; `animated` is always false.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view joined a window. Does nothing by default.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view leaves its window. Does nothing by default.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view left its window. Does nothing by default.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews. Does nothing by default.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews. Does nothing by default.
  open func viewDidLayoutSubviews() {}
  /// Makes the view's constraints in the constraint pass, before layout, when the root view
  /// was asked (``UIView/setNeedsUpdateConstraints()``). By default runs the root view's
  /// ``UIView/updateConstraints()``; call `super` last.
  open func updateViewConstraints() {
    if isViewLoaded { view.updateConstraints() }
  }
  /// The traits changed (the window moved to a display of another scale). Does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: - Children

  /// Adds `child` as a child view controller; add its view yourself, then call
  /// `child.didMove(toParent: self)`.
  open func addChild(_ child: UIViewController) {
    guard child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent, then calls its ``didMove(toParent:)`` with nil,
  /// as UIKit does (a container calls ``willMove(toParent:)`` with nil first).
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeObject(self)
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent. Does nothing by default.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent. Does nothing by default.
  open func didMove(toParent parent: UIViewController?) {}

  // MARK: - Presentation

  /// Presents `viewControllerToPresent` over this controller's window: its view fills the
  /// window on top of everything, and its `next` is this controller (decision D3).
  ///
  /// Presenting from a controller that already presents one presents from that one instead, as
  /// UIKit does.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    if let presented = presentedViewController {
      presented.present(viewControllerToPresent, animated: flag, completion: completion)
      return
    }
    // UIKit raises for these; here they are reported and nothing is presented.
    if viewControllerToPresent.presentingViewController != nil || viewControllerToPresent === self {
      reportPresentation(
        "\(type(of: viewControllerToPresent)) is already presented; it was not presented again")
      return
    }
    guard let window = viewIfLoaded?.window else {
      reportPresentation(
        "\(type(of: self)) is not in a window, so it cannot present "
          + "\(type(of: viewControllerToPresent)); nothing was presented")
      completion?()
      return
    }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    let presentedView = viewControllerToPresent.view!
    presentedView.frame = window.bounds
    window.addSubview(presentedView)
    completion?()
  }

  /// Dismisses the controller this one presented, or, when it presented none, this controller
  /// itself from its presenter. Controllers presented on top are dismissed with it.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard let presented = presentedViewController else {
      presentingViewController?.dismiss(animated: flag, completion: completion)
      return
    }
    presented.presentedViewController?.dismiss(animated: flag)
    presented.viewIfLoaded?.removeFromSuperview()
    presented.presentingViewController = nil
    presentedViewController = nil
    completion?()
  }

  private func reportPresentation(_ message: String) {
    let text = "present(_:animated:completion:): \(message)"
    viewIfLoaded.flatMap { UIApplication.owning($0) }.map { $0.report(.invalidNavigation, text) }
      ?? HostServices.report(.invalidNavigation, text)
  }

  // MARK: - Responder

  /// The presenting view controller, else the view's superview (spec D3).
  open override var next: UIResponder? {
    if let presentingViewController { return presentingViewController }
    return viewStorage?.superview
  }

  override var responderWindow: UIWindow? { viewStorage?.window }

  override var isLeavingWindow: Bool { viewStorage?.isLeavingWindow ?? false }
}
