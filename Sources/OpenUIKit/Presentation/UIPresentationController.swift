import Foundation

/// Manages one presentation: the container view over the window, where the presented view
/// sits in it, the dimming behind a sheet, and the transitions in and out. Every presented
/// view controller has one (``UIViewController/presentationController``), made for its
/// ``UIViewController/modalPresentationStyle``; sheets have a ``UISheetPresentationController``.
///
/// Subclasses may override the frame, the transition hooks and the layout hooks, as in UIKit;
/// the presentation machinery (Presentation/UIPresentationController+Transitions.swift) calls
/// them at UIKit's moments.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// Weakly: the presented controller holds its presentation controller.
  private weak var presentedReference: UIViewController?
  weak var presentingReference: UIViewController?

  /// The view controller being presented.
  public var presentedViewController: UIViewController {
    presentedReference ?? UIViewController()
  }
  /// The view controller presenting it (before the presentation, the one it was made with).
  public var presentingViewController: UIViewController {
    presentingReference ?? presentedViewController
  }

  /// Told when the user would dismiss the presentation, and asked whether they may.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The view the presentation happens in (over the window), while presented.
  public var containerView: UIView? { container }
  var container: PresentationContainerView?

  /// The view that moves during the transitions: the presented controller's view (a sheet's
  /// card, for sheets).
  open var presentedView: UIView? { presentedViewController.viewIfLoaded }

  /// Where the presented view sits in the container at rest. The default fills the container.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presentation covers the whole window.
  open var shouldPresentInFullscreen: Bool { true }

  /// Whether the presenting controller's views are removed once the presentation ends (true
  /// for full-screen presentations, so the views under them are not drawn).
  open var shouldRemovePresentersView: Bool { style == .fullScreen }

  /// The style this presentation shows (the presented controller's, resolved).
  public var presentationStyle: UIModalPresentationStyle { style }
  /// The style the presentation adapted to, or its own when it did not adapt.
  public var adaptivePresentationStyle: UIModalPresentationStyle { style }

  /// The presentation's traits: its container's, else the application's.
  public var traitCollection: UITraitCollection {
    containerView?.traitCollection ?? UITraitCollection.current
  }

  /// The resolved style and where the presentation is in its life.
  var style: UIModalPresentationStyle
  var state = PresentationState.idle
  /// Counts the steps of the presentation, so that a step app code overtook (a dismissal in a
  /// viewWillAppear) stops where it is.
  var generation = 0
  /// Whether the presentation covers its presenter (which hears it disappear and appear).
  var coversPresenter = false
  /// A full-screen presentation's presenter view, taken out of the window while covered.
  var coveredView: UIView?
  /// Runs when the transition under way ends.
  var pendingCompletion: (() -> Void)?
  /// Whether the dismissal under way is the user's (a drag, a tap outside), so the delegate
  /// hears it ended.
  var userDismissal = false

  /// A presentation controller for `presentedViewController`, presented by
  /// `presentingViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presentedReference = presentedViewController
    presentingReference = presentingViewController
    style = UIPresentationController.resolve(presentedViewController.modalPresentationStyle)
    super.init()
  }

  /// Called before the presentation's transition begins. Does nothing by default.
  open func presentationTransitionWillBegin() {}
  /// Called after the presentation's transition ended. Does nothing by default.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal's transition begins. Does nothing by default.
  open func dismissalTransitionWillBegin() {}
  /// Called after the dismissal's transition ended. Does nothing by default.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container view lays out its subviews. Does nothing by default.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container view laid out its subviews. Does nothing by default.
  open func containerViewDidLayoutSubviews() {}

  /// Where the presented view is while presenting or dismissing animates: below the container
  /// for a slide, in place for a fade. Sheets add their dimming and card (subclass).
  func transitionFrame(offscreen: Bool) -> CGRect {
    var frame = frameOfPresentedViewInContainerView
    if offscreen, presentedViewController.slides, let container {
      frame.origin.y = container.bounds.maxY
    }
    return frame
  }

  /// The view the machinery puts in the container: the presented view, or a sheet's card
  /// holding it.
  var hostedView: UIView? { presentedViewController.viewIfLoaded }

  /// Sets up the container's contents for a transition's start or end (`shown`): where the
  /// hosted view is and how opaque. Sheets also fade their dimming.
  func place(shown: Bool) {
    guard let hosted = hostedView else { return }
    hosted.frame = transitionFrame(offscreen: !shown)
    if !presentedViewController.slides { hosted.alpha = shown ? 1 : 0 }
  }

  /// The container's layout at rest (a transition animating places the views itself).
  func layoutContainer() {
    container?.shield.frame = container?.bounds ?? .zero
    guard !isAnimating, state == .presented || state == .presenting else { return }
    hostedView?.frame = frameOfPresentedViewInContainerView
  }

  /// Whether a transition is animating (the container's layout leaves the views to it).
  var isAnimating = false

  /// Whether a touch at `point` (in the container) stays in the container. A sheet that leaves
  /// the window undimmed lets those outside its card through.
  func containerTakes(_ point: CGPoint) -> Bool { true }

  /// Puts the presented view (a sheet: its dimming and card) in the container.
  func assembleContainer(_ container: PresentationContainerView) {
    container.addSubview(presentedViewController.view)
  }

  /// The style a presented controller's `modalPresentationStyle` stands for here.
  static func resolve(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .automatic, .none: return .pageSheet
    case .custom, .popover: return .overFullScreen
    case .currentContext: return .fullScreen
    case .overCurrentContext: return .overFullScreen
    default: return style
    }
  }
}

/// Where a presentation is in its life.
enum PresentationState {
  case idle, presenting, presented, dismissing, dismissed
}

extension UIViewController {
  /// Whether the presentation slides (cover vertical) rather than fades.
  var slides: Bool { modalTransitionStyle == .coverVertical }
}
