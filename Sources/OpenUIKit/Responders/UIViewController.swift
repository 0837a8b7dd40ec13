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
  /// The view controller this one presented, or one of its ancestors did.
  public var presentedViewController: UIViewController? {
    presentedStorage ?? parent?.presentedViewController
  }
  /// The view controller that presented this one, or the nearest ancestor that was presented.
  public var presentingViewController: UIViewController? {
    presentingStorage ?? parent?.presentingViewController
  }
  /// What this controller itself presented, and who presented it (Presentation).
  var presentedStorage: UIViewController?
  weak var presentingStorage: UIViewController?
  /// The presentation controller, made on first use for the presentation style.
  var presentationStorage: UIPresentationController?

  /// The items a navigation controller's toolbar shows while this controller is on top.
  open var toolbarItems: [UIBarButtonItem]? {
    didSet { (self as UIViewController).toolbarItemsDidChange() }
  }
  /// Whether pushing this controller hides the bottom bars (kept for source compatibility:
  /// the toolbar and tab bar stay).
  open var hidesBottomBarWhenPushed = false

  /// How the controller is shown when presented (`.automatic`: a page sheet).
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// How the presentation animates.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether the user may not dismiss the presented controller (a drag down, a tap outside a
  /// sheet); the presentation controller's delegate hears the attempts.
  open var isModalInPresentation = false
  /// Whether this controller's view is covered by a `.currentContext` presentation from a
  /// controller inside it (kept for source compatibility: such presentations cover the window).
  open var definesPresentationContext = false
  /// Whether a context-defining controller's transition style is used (kept for source
  /// compatibility).
  open var providesPresentationContextTransitionStyle = false

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
  var appearance = Appearance.disappeared {
    didSet {
      let was = oldValue == .appearing || oldValue == .disappearing
      let now = appearance == .appearing || appearance == .disappearing
      if was != now { halfwayDidChange(now) }
    }
  }
  /// Whether a container (or the app, through beginAppearanceTransition) drives the callbacks
  /// rather than the view joining or leaving a window.
  var appearanceDriven = false
  /// The children that heard this controller's last beginAppearanceTransition (its end
  /// reaches them even if their views left in between).
  var appearanceFamily: [UIViewController] = []
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

  /// Presents `viewControllerToPresent` in its ``modalPresentationStyle``, animated on the
  /// frame clock when `flag` is true; `completion` runs once it is shown. The presentation is
  /// made by the outermost container of this controller, as in UIKit, and its `next` is that
  /// controller (decision D3). Presenting while this one presents another, from a controller in
  /// no window, or a controller already presented or inside a container is reported and
  /// nothing is presented (UIKit raises or refuses).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    MainThreadChecker.enforce("UIViewController.present(_:animated:completion:)")
    presentController(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one (or an ancestor) presented, with those presented above
  /// it; when it presented none, this controller from its presenter. Only the top one
  /// animates; `completion` runs once they are gone.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    MainThreadChecker.enforce("UIViewController.dismiss(animated:completion:)")
    dismissController(animated: flag, completion: completion)
  }

  /// The size the controller would like when shown in a container that sizes to its content
  /// (a form sheet uses a non-zero width and height).
  open var preferredContentSize = CGSize.zero

  // MARK: - Responder

  /// Escape dismisses a sheet this controller is presented in, as a drag down would (asking
  /// ``UIViewController/isModalInPresentation`` and the delegate), the way iPadOS does with a hardware
  /// keyboard; other presses go up the chain.
  open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }), escapeDismissesSheet() {
      return
    }
    super.pressesBegan(presses, with: event)
  }

  /// The presenting view controller, else the view's superview (spec D3).
  open override var next: UIResponder? {
    if let presentingStorage { return presentingStorage }
    return viewStorage?.superview
  }

  override var responderWindow: UIWindow? { viewStorage?.window }

  override var isLeavingWindow: Bool { viewStorage?.isLeavingWindow ?? false }
}
