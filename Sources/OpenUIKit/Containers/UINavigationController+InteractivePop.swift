import Foundation

/// The interactive pop (a drag from the left edge), as UIKit's: both screens follow the finger;
/// let go past half way, or flicked right, the pop completes, otherwise it is cancelled and the
/// screens slide back. Callbacks: when the drag begins the top controller's viewWillDisappear and
/// the one below's viewWillAppear; completed, their did callbacks; cancelled, UIKit's reverse —
/// the one below's viewWillDisappear and viewDidDisappear, then the top's viewWillAppear and
/// viewDidAppear. The stack changes only when the pop completes.
@MainActor
final class InteractivePop: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?
  /// The pop under way: the leaving and arriving controllers.
  private var from: UIViewController?
  private var to: UIViewController?
  private var ending = false

  var isActive: Bool { from != nil }

  /// Begins only with a controller to go back to, the bar and its back button shown, and no
  /// transition under way.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let nav = navigationController else { return false }
    return nav.stack.count > 1 && nav.transition == nil && !nav.isNavigationBarHidden
      && nav.topViewController?.navigationItem.hidesBackButton == false && !isActive
  }

  /// The edge drag goes first: the pushed screen's own recognizers (a scroll view's pan, a
  /// table's swipe) wait for it to fail, which it does at once away from the edge.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let nav = navigationController, let other = otherGestureRecognizer.view else {
      return false
    }
    return other.isDescendant(of: nav.transitionView)
  }

  func handle(_ pan: UIScreenEdgePanGestureRecognizer) {
    guard let nav = navigationController else { return }
    switch pan.state {
    case .began:
      begin(nav)
    case .changed:
      update(nav, progress: pan.translation(in: nav.view).x / max(1, nav.view.bounds.width))
    case .ended:
      let progress = pan.translation(in: nav.view).x / max(1, nav.view.bounds.width)
      let velocity = pan.velocity(in: nav.view).x
      let completes = velocity > 300 || (progress > 0.5 && velocity > -300)
      end(nav, completing: completes.finiteOrFalse, from: progress)
    case .cancelled, .failed:
      end(nav, completing: false, from: pan.translation(in: nav.view).x / nav.view.bounds.width)
    default:
      break
    }
  }

  /// Cancels a pop under way at once, the screens put back without sliding (the navigation
  /// controller's view left its window).
  func cancelNow(_ nav: UINavigationController) {
    guard isActive else { return }
    update(nav, progress: 0)
    settle(nav, completed: false)
  }

  private func begin(_ nav: UINavigationController) {
    guard nav.stack.count > 1, let top = nav.stack.last else { return }
    let below = nav.stack[nav.stack.count - 2]
    from = top
    to = below
    // App code in each callback may change the stack, which cancels this pop at once: then the
    // rest of it is not begun.
    nav.delegate?.navigationController(nav, willShow: below, animated: true)
    guard from === top else { return }
    top.transitionFlags.movingFromParent = true
    top.beginAppearanceTransition(false, animated: true)
    guard from === top else { return }
    below.beginAppearanceTransition(true, animated: true)
    guard from === top else { return }
    nav.install(below)
    // The view joining the window runs app code too (willMove(toWindow:)).
    guard from === top else {
      nav.tidyScreens(also: [below])
      return
    }
    if let topView = top.viewIfLoaded {
      nav.transitionView.insertSubview(below.view, belowSubview: topView)
    }
    // Other touches reach neither screen while they move.
    nav.transitionView.isUserInteractionEnabled = false
    update(nav, progress: 0)
  }

  private func update(_ nav: UINavigationController, progress: CGFloat) {
    guard let from, let to else { return }
    let p = min(max(progress.isFinite ? progress : 0, 0), 1)
    let width = nav.transitionView.bounds.width
    from.viewIfLoaded?.frame.origin.x = width * p
    to.viewIfLoaded?.frame.origin.x = -0.3 * width * (1 - p)
    nav.navigationBar.showPopProgress(p)
  }

  private func end(_ nav: UINavigationController, completing: Bool, from progress: CGFloat) {
    guard isActive, !ending else { return }
    ending = true
    let p = min(max(progress.isFinite ? progress : 0, 0), 1)
    let remaining = completing ? 1 - p : p
    UIView.animate(withDuration: 0.35 * Double(max(0.2, remaining)), delay: 0, options: []) {
      self.update(nav, progress: completing ? 1 : 0)
    } completion: { [weak self, weak nav] _ in
      guard let self, let nav else { return }
      self.settle(nav, completed: completing)
    }
  }

  /// The drag is over and the screens are in place: the callbacks and the stack.
  private func settle(_ nav: UINavigationController, completed: Bool) {
    guard let from, let to else { return }
    self.from = nil
    self.to = nil
    ending = false
    nav.transitionView.isUserInteractionEnabled = true
    nav.navigationBar.endPopProgress(completed: completed)
    // The stack and the screen first, so that app code in the callbacks below sees them as
    // they are; a change it makes takes over the controllers it moves.
    if completed {
      nav.stack.removeAll { $0 === from }
      nav.stackChanges += 1
      nav.shownController = to
      nav.navigationBar.setItems(nav.stack.map(\.navigationItem), animated: false)
      nav.showTopToolbarItems()
    }
    // Whether `controller` is still the screen to finish with: another change may have made a
    // transition that took it over (and ends it), or left it on top.
    let owns = { (controller: UIViewController) in
      nav.transition == nil && !self.isActive && nav.topViewController === controller
    }
    let leaving = completed ? from : to
    let staying = completed ? to : from
    leaving.viewIfLoaded?.removeFromSuperview()
    leaving.viewIfLoaded?.frame.origin.x = 0
    staying.viewIfLoaded?.frame = nav.transitionView.bounds
    if completed {
      from.endAppearanceTransition()
      if owns(to) { to.endAppearanceTransition() }
      from.willMove(toParent: nil)
      if from.parent === nav, !nav.stack.contains(where: { $0 === from }) {
        from.removeFromParent()
      }
      if owns(to) { nav.delegate?.navigationController(nav, didShow: to, animated: true) }
    } else {
      // UIKit's order for a cancelled pop: the arriving controller disappears again, then the
      // top one appears again.
      from.transitionFlags.movingFromParent = false
      to.beginAppearanceTransition(false, animated: true)
      to.endAppearanceTransition()
      guard owns(from) else { return nav.tidyScreens(also: [from, to]) }
      from.beginAppearanceTransition(true, animated: true)
      from.endAppearanceTransition()
    }
    nav.tidyScreens(also: [from, to])
  }

  /// Another change is coming: a pop under way is cancelled at once.
  func cancelNow() {
    guard isActive, let nav = navigationController else { return }
    update(nav, progress: 0)
    settle(nav, completed: false)
    if let pan = nav.interactivePopGestureRecognizer {
      pan.isEnabled = false
      pan.isEnabled = true
    }
  }
}

extension Bool {
  fileprivate var finiteOrFalse: Bool { self }
}
