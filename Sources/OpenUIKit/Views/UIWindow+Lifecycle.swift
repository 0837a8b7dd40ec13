import Foundation

// What happens to a window's touches and first responder when views leave it or it hides:
// touches are cancelled at once while their views are still in the window (decision C12), the
// first responder resigns (decision E8), and afterwards `touch.view` is cleared (decision B5).
extension UIWindow {
  /// Called before `subtree` leaves this window (or is hidden, with `cancelTouches` false).
  /// - Returns: The touches whose view is in `subtree`, to be let go of once it has left.
  @discardableResult
  func subtreeWillLeaveWindow(_ subtree: UIView, cancelTouches: Bool) -> [UITouch] {
    if let responder = firstResponderStorage, responder.isContained(in: subtree) {
      _ = responder.resignFirstResponder()
      // A refusal cannot keep a responder that is leaving: the window lets go regardless.
      if firstResponderStorage === responder { firstResponderStorage = nil }
    }
    // Animations of views leaving the window end unfinished (completion gets false).
    application?.endAnimations(in: subtree)
    // A window that hides takes all its touches, those that hit no view included (a hit test
    // that answered a view outside the window): none may stay live in a window that is gone.
    let affected =
      subtree === self
      ? touchesInDelivery : touchesInDelivery.filter { $0.view?.isDescendant(of: subtree) == true }
    if cancelTouches, let application {
      // A text field inside the subtree that app code makes resign from these callbacks
      // resigns whatever its delegate says: its view is on its way out.
      forcingResign(inside: subtree) {
        application.gestureCoordinator.dispatch {
          // Ended touches whose views have not heard the end yet are cancelled too.
          application.cancelTouches(affected, viewsLeftWindow: true)
          application.gestureCoordinator.interrupt(in: subtree)
          application.cancelPresses(in: subtree)
        }
      }
    }
    return affected
  }

  /// Called after a subtree left this window: its touches no longer have a view (B5).
  func subtreeDidLeaveWindow(releasing touches: [UITouch]) {
    for touch in touches {
      touch.view = nil
      touch.viewDelivery = .finished
    }
  }

  /// Called when the window was hidden: it leaves the application's windows and stops being key.
  func windowDidHide() {
    // A hidden window is no longer reconciled with the others: let go of its touches now.
    for touch in touchesInDelivery where !touch.isDeliveryOver { touch.viewDelivery = .finished }
    touchesInDelivery.removeAll()
    application?.unregister(self)
  }

  func installRootViewController(old: UIViewController?) {
    if let oldView = old?.viewIfLoaded, oldView.superview === self {
      oldView.removeFromSuperview()
    } else if let old {
      // App code moved the old root's view elsewhere: the controller still leaves this
      // window's chain.
      controllerLeavesChain(old)
    }
    guard let controller = rootViewController else { return }
    let view = controller.view!
    view.frame = bounds
    insertSubview(view, at: 0)
  }
}

extension UIWindow {
  /// `controller` leaves this window's responder chain while app code keeps its view in the
  /// window elsewhere (the controller may be freed): its presses end, heard while it is still
  /// reachable, and it stops being first responder.
  func controllerLeavesChain(_ controller: UIViewController) {
    if let application {
      application.gestureCoordinator.dispatch {
        application.cancelPresses(ofResponders: { $0 === controller })
      }
    }
    if firstResponderStorage === controller { _ = controller.resignFirstResponder() }
    if firstResponderStorage === controller { firstResponderStorage = nil }
  }
}

extension UIResponder {
  /// Whether this responder is `subtree`, a view inside it, or a view controller whose view is
  /// inside it.
  func isContained(in subtree: UIView) -> Bool {
    if let view = self as? UIView { return view.isDescendant(of: subtree) }
    if let controller = self as? UIViewController, let view = controller.viewIfLoaded {
      return view.isDescendant(of: subtree)
    }
    return false
  }
}
