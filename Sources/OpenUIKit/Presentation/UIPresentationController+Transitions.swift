import Foundation

// Presenting and dismissing, in UIKit's order: the presented controller's viewWillAppear (and,
// for a full-screen presentation, the presenter's viewWillDisappear), the views joining the
// window, the slide or fade on the frame clock with touches held off, then the did callbacks
// and the completion. A dismissal runs the same steps backwards; controllers presented above
// the dismissed one go first, at once. App code in any callback may present or dismiss again:
// each step counts itself (`generation`), and a step another one overtook stops there.
extension UIPresentationController {
  /// The length of a presentation's or dismissal's animation.
  static let transitionDuration = 0.35

  /// Presents ``presentedViewController`` from `presenter` over `window`.
  func runPresentation(
    from presenter: UIViewController, in window: UIWindow, animated: Bool,
    completion: (() -> Void)?
  ) {
    let presented = presentedViewController
    presentingReference = presenter
    presenter.presentedStorage = presented
    presented.presentingStorage = presenter
    state = .presenting
    generation += 1
    let step = generation
    pendingCompletion = completion
    let container = PresentationContainerView(frame: window.bounds)
    container.presentation = self
    self.container = container
    let covers = shouldRemovePresentersView
    coversPresenter = covers
    let covered = covers ? window.topLevelView(containing: presenter.viewIfLoaded) : nil
    presentationTransitionWillBegin()
    guard step == generation else { return }
    presented.transitionFlags.beingPresented = true
    if covers {
      presenter.beginAppearanceTransition(false, animated: animated)
      guard step == generation else { return }
    }
    presented.beginAppearanceTransition(true, animated: animated)
    guard step == generation else { return }
    window.addSubview(container)
    assembleContainer(container)
    // The views joining the window run app code (willMove(toWindow:), viewWillLayoutSubviews).
    guard step == generation else { return }
    coveredView = covered
    container.layoutIfNeeded()
    guard animated else { return endPresentation(step) }
    isAnimating = true
    container.isShielded = true
    place(shown: false)
    UIView.animate(
      withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseOut],
      animations: { self.place(shown: true) },
      completion: { [weak self] _ in self?.endPresentation(step) })
  }

  /// Ends the presentation `step` began, unless another step overtook it.
  func endPresentation(_ step: Int) {
    guard step == generation, state == .presenting else { return }
    state = .presented
    isAnimating = false
    container?.isShielded = false
    container?.setNeedsLayout()
    place(shown: true)
    coveredView?.removeFromSuperview()
    presentationTransitionDidEnd(true)
    let presenter = presentingReference
    if coversPresenter { presenter?.endAppearanceTransition() }
    guard step == generation else { return }
    presentedViewController.endAppearanceTransition()
    guard step == generation else { return }
    takeCompletion()?()
  }

  /// Dismisses ``presentedViewController``; a presentation still moving in ends at once first.
  func runDismissal(animated: Bool, completion: (() -> Void)?) {
    if state == .presenting { endPresentation(generation) }
    if state == .dismissing {
      // Already on its way out: the completion runs when it is gone.
      if (self as? UISheetPresentationController)?.drag.isMoving == true {
        (self as? UISheetPresentationController)?.drag.cancelNow()
      } else {
        chainCompletion(completion)
        return
      }
    }
    guard state == .presented else {
      completion?()
      return
    }
    guard let step = beginDismissal(animated: animated) else { return }
    chainCompletion(completion)
    animateDismissal(step, animated: animated)
  }

  /// The first half of a dismissal: the will callbacks and the presenter's view back in the
  /// window. Returns the step, or nil when app code overtook it.
  func beginDismissal(animated: Bool) -> Int? {
    // Those presented above go first, without animation (UIKit animates only the top one):
    // also when a sheet dragged down begins it, whose delegate's willDismiss may have just
    // presented one (fuzz stream 10414953: that one's container outlived its presentation).
    if let above = presentedViewController.presentedStorage?.presentationStorage {
      above.runDismissal(animated: false, completion: nil)
      guard state == .presented else { return nil }
    }
    state = .dismissing
    generation += 1
    let step = generation
    dismissalTransitionWillBegin()
    guard step == generation else { return nil }
    let presented = presentedViewController
    presented.transitionFlags.beingDismissed = true
    presented.beginAppearanceTransition(false, animated: animated)
    guard step == generation else { return nil }
    if coversPresenter {
      // Told first, so the view joining the window does not say it on its own.
      presentingReference?.beginAppearanceTransition(true, animated: animated)
      guard step == generation else { return nil }
    }
    if let coveredView, let container, let window = container.window {
      window.insertSubview(coveredView, belowSubview: container)
      guard step == generation else { return nil }
    }
    return step
  }

  /// The second half: the views leave (sliding or fading when `animated`).
  func animateDismissal(_ step: Int, animated: Bool) {
    guard animated, let container else { return endDismissal(step) }
    isAnimating = true
    container.isShielded = true
    UIView.animate(
      withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseIn],
      animations: { self.place(shown: false) },
      completion: { [weak self] _ in self?.endDismissal(step) })
  }

  /// Ends the dismissal `step` began: the container leaves the window, the did callbacks.
  func endDismissal(_ step: Int) {
    guard step == generation, state == .dismissing else { return }
    state = .idle
    isAnimating = false
    let presented = presentedViewController
    let presenter = presentingReference
    if presenter?.presentedStorage === presented { presenter?.presentedStorage = nil }
    if presented.presentingStorage === presenter { presented.presentingStorage = nil }
    let covered = coversPresenter
    coversPresenter = false
    coveredView = nil
    let container = self.container
    self.container = nil
    container?.isShielded = false
    // App code moved the presented view out of the container into the window (fuzz stream
    // 11832311: from presentationControllerShouldDismiss): the controller leaves all the same.
    if let view = presented.viewIfLoaded, let window = view.window,
      container.map({ !view.isDescendant(of: $0) }) ?? true
    {
      window.controllerLeavesChain(presented)
    }
    container?.removeFromSuperview()
    dismissalTransitionDidEnd(true)
    presented.endAppearanceTransition()
    if covered { presenter?.endAppearanceTransition() }
    let completion = takeCompletion()
    let byUser = userDismissal
    userDismissal = false
    completion?()
    if byUser { delegate?.presentationControllerDidDismiss(self) }
  }

  /// Takes back a dismissal begun by a drag that was let go short: the presented controller
  /// appears again (UIKit's order for a cancelled interactive dismissal).
  func cancelDismissal() {
    guard state == .dismissing else { return }
    state = .presented
    generation += 1
    let step = generation
    userDismissal = false
    let presented = presentedViewController
    presented.transitionFlags.beingDismissed = false
    dismissalTransitionDidEnd(false)
    guard step == generation else { return }
    presented.beginAppearanceTransition(true, animated: true)
    presented.endAppearanceTransition()
  }

  /// Whether the user may dismiss the presentation now: no controller in it is modal and the
  /// delegate agrees. A refusal is told to the delegate when `telling`.
  func userMayDismiss(telling: Bool) -> Bool {
    let modal = presentedViewController.appearanceTree().contains { $0.isModalInPresentation }
    if !modal, delegate?.presentationControllerShouldDismiss(self) ?? true { return true }
    if telling { delegate?.presentationControllerDidAttemptToDismiss(self) }
    return false
  }

  /// The user asked to dismiss (a tap outside a sheet): dismissed when allowed, the delegate
  /// told either way.
  func userAskedToDismiss() {
    guard state == .presented, userMayDismiss(telling: true) else { return }
    delegate?.presentationControllerWillDismiss(self)
    guard state == .presented else { return }
    userDismissal = true
    runDismissal(animated: true, completion: nil)
  }

  private func chainCompletion(_ completion: (() -> Void)?) {
    guard let completion else { return }
    let earlier = pendingCompletion
    pendingCompletion = {
      earlier?()
      completion()
    }
  }

  private func takeCompletion() -> (() -> Void)? {
    defer { pendingCompletion = nil }
    return pendingCompletion
  }
}

extension UIWindow {
  /// The window's subview that holds `view` (the root view, or a presentation's container).
  func topLevelView(containing view: UIView?) -> UIView? {
    var current = view
    while let candidate = current {
      if candidate.superview === self { return candidate }
      current = candidate.superview
    }
    return nil
  }
}
