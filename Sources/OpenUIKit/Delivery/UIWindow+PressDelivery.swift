import Foundation

// How a window hands presses and motion to its responders (decisions E12, E15).
extension UIResponder {
  /// Whether this responder is `window`, a view in it, or a view controller whose view is in
  /// it; other responders (the application, its delegate) count as in every window.
  func isInWindow(_ window: UIWindow) -> Bool {
    if let view = self as? UIView { return view.window === window }
    if let controller = self as? UIViewController {
      return controller.viewIfLoaded?.window === window
    }
    return true
  }
}

extension UIWindow {
  /// Where a press starts: the first responder, else the deepest presented view controller of
  /// the root view controller, else the window (decision E12).
  var pressResponder: UIResponder {
    if let responder = firstResponderStorage { return responder }
    // The root view controller only while its view is in this window (app code may have
    // moved it out): a responder outside the window would never hear the press.
    if var controller = rootViewController, controller.viewIfLoaded?.window === self {
      while let presented = controller.presentedViewController { controller = presented }
      return controller
    }
    return self
  }

  func deliverPresses(_ event: UIEvent) {
    guard let event = event as? UIPressesEvent else { return }
    for phase in [UIPress.Phase.began, .changed, .ended, .cancelled] {
      let group = event.changedPresses.filter { $0.phase == phase && $0.window === self }
      var responders: [UIResponder] = []
      for press in group {
        guard let responder = press.responder, !responders.contains(where: { $0 === responder })
        else { continue }
        responders.append(responder)
      }
      for responder in responders {
        // Checked at each delivery: app code in an earlier responder's callback may have taken
        // this one out of the window (its presses were then cancelled there and then).
        guard responder.isInWindow(self) else { continue }
        let presses = group.filter {
          $0.responder === responder && $0.isDeliveryPending && $0.phase == phase
            && (phase == .began || $0.responderHeardBegan)
        }
        guard !presses.isEmpty else { continue }
        for press in presses {
          press.isDeliveryPending = false
          if phase == .began { press.responderHeardBegan = true }
        }
        let set = Set(presses)
        switch phase {
        case .began: responder.pressesBegan(set, with: event)
        case .changed: responder.pressesChanged(set, with: event)
        case .ended: responder.pressesEnded(set, with: event)
        default: responder.pressesCancelled(set, with: event)
        }
      }
    }
  }

  /// Motion goes to the first responder only; without one it is dropped (decision E15).
  func deliverMotion(_ event: UIEvent) {
    guard let responder = firstResponderStorage, let application else { return }
    switch application.motionPhase {
    case .began: responder.motionBegan(.motionShake, with: event)
    case .ended: responder.motionEnded(.motionShake, with: event)
    case .cancelled: responder.motionCancelled(.motionShake, with: event)
    }
  }
}
