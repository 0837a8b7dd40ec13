import Foundation

/// A push or pop under way: who leaves, who arrives, and the controllers joining or leaving
/// the stack (their containment callbacks end with the transition).
@MainActor
final class NavigationTransition {
  let from: UIViewController?
  let to: UIViewController
  let isPop: Bool
  let animated: Bool
  /// Controllers added to the stack (didMove(toParent:) when it ends).
  let pushed: [UIViewController]
  /// Controllers removed from the stack (removeFromParent when it ends).
  let popped: [UIViewController]

  init(
    from: UIViewController?, to: UIViewController, isPop: Bool, animated: Bool,
    pushed: [UIViewController], popped: [UIViewController]
  ) {
    self.from = from
    self.to = to
    self.isPop = isPop
    self.animated = animated
    self.pushed = pushed
    self.popped = popped
  }
}

// Pushes and pops: the stack changes at once (viewControllers answers the new stack), the
// views slide on the frame clock, and the callbacks come in UIKit's order — the delegate's
// willShow, the leaving controller's viewWillDisappear, the arriving one's viewWillAppear, then
// once the slide ends viewDidDisappear, viewDidAppear, the containment callbacks and didShow.
// A change asked for while a transition runs finishes that transition first (at once), and
// is worked out from the stack that leaves: ending it runs app code, which may change the
// stack again (fuzz stream 10737729: a pop from the leaving controller's viewDidDisappear,
// inside a push asked for while the view joined the window).
extension UINavigationController {
  func push(_ viewController: UIViewController, animated: Bool) {
    finishTransitionNow()
    if viewController is UINavigationController {
      report("pushing a navigation controller is not supported (UIKit raises); nothing pushed")
      return
    }
    if stack.contains(where: { $0 === viewController }) {
      report(
        "pushing \(type(of: viewController)), which is already on the stack (UIKit raises); "
          + "nothing pushed")
      return
    }
    setStack(stack + [viewController], animated: animated)
  }

  func pop(animated: Bool) -> UIViewController? {
    finishTransitionNow()
    guard stack.count > 1 else { return nil }
    let top = stack.last
    setStack(Array(stack.dropLast()), animated: animated)
    return top
  }

  func popToRoot(animated: Bool) -> [UIViewController]? {
    finishTransitionNow()
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    setStack([stack[0]], animated: animated)
    return popped
  }

  func pop(to viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    finishTransitionNow()
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      report("popToViewController: \(type(of: viewController)) is not on the stack; nothing popped")
      return nil
    }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    setStack(Array(stack[...index]), animated: animated)
    return popped
  }

  func replace(with viewControllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers {
      if unique.contains(where: { $0 === controller }) {
        report("setViewControllers: \(type(of: controller)) appears twice; the second is left out")
      } else if controller is UINavigationController {
        report("setViewControllers: a navigation controller cannot be on the stack; left out")
      } else {
        unique.append(controller)
      }
    }
    setStack(unique, animated: animated)
  }

  /// The one place the stack changes.
  func setStack(_ new: [UIViewController], animated: Bool) {
    finishTransitionNow()
    let old = stack
    let popped = old.filter { controller in !new.contains { $0 === controller } }
    let pushed = new.filter { controller in !old.contains { $0 === controller } }
    stackChanges += 1
    let change = stackChanges
    for controller in popped { controller.willMove(toParent: nil) }
    for controller in pushed { addChild(controller) }
    stack = new
    navigationBar.setItems(new.map(\.navigationItem), animated: animated && isOnScreen)
    toolbar.setItems(new.last?.toolbarItems, animated: animated && isOnScreen)
    // App code in those callbacks (or in views joining the bar) may have changed the stack
    // again: that change made the views and callbacks right for its stack, so this one only
    // settles the containment of the controllers it moved.
    guard stackChanges == change else {
      finishContainment(
        pushed: pushed.filter { pushed in stack.contains { $0 === pushed } },
        popped: popped.filter { popped in !stack.contains { $0 === popped } })
      return
    }
    // The transition leaves the screen actually shown, which app code may have made differ
    // from the old top.
    let from = shownController ?? old.last
    guard let to = new.last, to !== from else {
      // The top stays (or the stack emptied): the others join and leave unseen.
      if let from, new.isEmpty {
        from.viewIfLoaded?.removeFromSuperview()
        shownController = nil
      }
      finishContainment(pushed: pushed, popped: popped)
      return
    }
    let isPop = old.contains { $0 === to }
    begin(
      NavigationTransition(
        from: from, to: to, isPop: isPop, animated: animated && isOnScreen, pushed: pushed,
        popped: popped))
  }

  /// Whether the navigation controller's view is in a window (transitions are seen).
  var isOnScreen: Bool { viewIfLoaded?.window != nil }

  /// Starts a transition: the callbacks before it, then the slide (or its end at once).
  private func begin(_ change: NavigationTransition) {
    guard isViewLoaded else {
      finishContainment(pushed: change.pushed, popped: change.popped)
      return
    }
    // A transition still under way (app code outlasted `transitionsEndedAtOnce`) ends before
    // this one starts, so no controller is left halfway through its appearance.
    // If ending it made yet another change, that change owns the screens.
    if let running = transition {
      finish(running)
      guard transition == nil else {
        finishContainment(
          pushed: change.pushed.filter { pushed in stack.contains { $0 === pushed } },
          popped: change.popped.filter { popped in !stack.contains { $0 === popped } })
        return
      }
    }
    transition = change
    let (from, to) = (change.from, change.to)
    // App code in each callback may change the stack again, which ends this transition: then
    // the rest of it is not begun.
    if isOnScreen {
      delegate?.navigationController(self, willShow: to, animated: change.animated)
      guard transition === change else { return }
      if change.isPop { from?.transitionFlags.movingFromParent = true }
      if change.pushed.contains(where: { $0 === to }) { to.transitionFlags.movingToParent = true }
      from?.beginAppearanceTransition(false, animated: change.animated)
      guard transition === change else { return }
      to.beginAppearanceTransition(true, animated: change.animated)
      guard transition === change else { return }
    }
    install(to)
    // The view joining the window runs app code too (willMove(toWindow:)).
    guard transition === change else {
      tidyScreens(also: [to] + (from.map { [$0] } ?? []))
      return
    }
    guard change.animated, let from, let fromView = from.viewIfLoaded else {
      finish(change)
      return
    }
    let width = transitionView.bounds.width
    let toView = to.view!
    if change.isPop {
      transitionView.insertSubview(toView, belowSubview: fromView)
      toView.frame.origin.x = -0.3 * width
    } else {
      toView.frame.origin.x = width
    }
    // No touches reach the screens in flight.
    view.isUserInteractionEnabled = false
    UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseInOut]) {
      toView.frame.origin.x = 0
      fromView.frame.origin.x = change.isPop ? width : -0.3 * width
    } completion: { [weak self] _ in
      self?.finish(change)
    }
  }

  /// Ends `change` if it is still the transition under way: the leaving view goes, the
  /// callbacks after it run.
  func finish(_ change: NavigationTransition) {
    guard transition === change else { return }
    transition = nil
    shownController = change.to
    if isViewLoaded { view.isUserInteractionEnabled = true }
    if let fromView = change.from?.viewIfLoaded, change.from !== topViewController {
      fromView.removeFromSuperview()
      fromView.frame.origin.x = 0
    }
    // Ended early (another change came during its first callbacks), the top's view may not be
    // in place yet.
    if change.to === topViewController { install(change.to) }
    change.to.viewIfLoaded?.frame = transitionView.bounds
    let seen = change.from?.appearanceDriven == true || change.to.appearanceDriven
    change.from?.endAppearanceTransition()
    // App code in viewDidDisappear may have started another transition, whose leaving
    // controller is this one's arriving one: that transition ends it.
    if transition == nil { change.to.endAppearanceTransition() }
    finishContainment(pushed: change.pushed, popped: change.popped)
    tidyScreens(also: change.popped)
    if seen { delegate?.navigationController(self, didShow: change.to, animated: change.animated) }
  }

  /// At rest, only the top controller's view is in the controllers' space: the views of the
  /// others (and of `also`, controllers that may have left the stack) are taken out. A
  /// transition that app code ended while a view was joining the window leaves one behind.
  func tidyScreens(also: [UIViewController] = []) {
    guard transition == nil, !popGesture.isActive else { return }
    let known = stack + children + also
    for view in transitionView.subviews {
      guard let owner = known.first(where: { $0.viewIfLoaded === view }),
        owner !== topViewController
      else { continue }
      view.removeFromSuperview()
      view.frame.origin.x = 0
    }
  }

  /// Ends the transition under way at once (another change is coming), and those app code
  /// starts while it ends (up to a bound: app code that pushes from every viewDidAppear would
  /// never let it rest; the last one then runs its course).
  func finishTransitionNow() {
    for _ in 0..<Self.transitionsEndedAtOnce {
      popGesture.cancelNow()
      guard let transition else { return }
      finish(transition)
    }
  }

  /// How many transitions one change ends at once before it starts its own.
  static let transitionsEndedAtOnce = 16

  private func finishContainment(pushed: [UIViewController], popped: [UIViewController]) {
    for controller in popped where controller.parent === self { controller.removeFromParent() }
    for controller in pushed where controller.parent === self {
      controller.didMove(toParent: self)
    }
  }

  func report(_ message: String) {
    let text = "UINavigationController: \(message)"
    viewIfLoaded.flatMap { UIApplication.owning($0) }.map { $0.report(.invalidNavigation, text) }
      ?? HostServices.report(.invalidNavigation, text)
  }
}
