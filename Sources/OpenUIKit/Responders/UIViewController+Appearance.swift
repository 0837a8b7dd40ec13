import Foundation

// The appearance callbacks as a state machine, as UIKit keeps them: a controller is
// disappeared, appearing (viewWillAppear said), appeared (viewDidAppear said) or disappearing.
// A view joining or leaving a window moves it (automatically, for the window's root and every
// controller whose view is inside), unless a container drives it with
// beginAppearanceTransition/endAppearanceTransition (a navigation controller's push, an
// interactive pop, a presentation), which also reach the children whose views it holds.
extension UIViewController {
  /// Where a controller is in its appearance callbacks.
  enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  /// Why the controller is appearing or disappearing, during the transition.
  struct TransitionFlags {
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    /// Whether the transition animates (the `did` callback says what the `will` one said).
    var animated = false
  }

  /// Whether the controller is appearing because it was just added to a container (pushed):
  /// true from its `viewWillAppear(_:)` to its `viewDidAppear(_:)`.
  public var isMovingToParent: Bool { transitionFlags.movingToParent }
  /// Whether the controller is disappearing because it is being removed from its container
  /// (popped): true from its `viewWillDisappear(_:)` to its `viewDidDisappear(_:)`.
  public var isMovingFromParent: Bool { transitionFlags.movingFromParent }
  /// Whether the controller is appearing because it is being presented.
  public var isBeingPresented: Bool { transitionFlags.beingPresented }
  /// Whether the controller is disappearing because it is being dismissed.
  public var isBeingDismissed: Bool { transitionFlags.beingDismissed }

  /// Tells the controller it is about to appear (`true`) or disappear: its `viewWillAppear(_:)`
  /// or `viewWillDisappear(_:)` runs unless it is already on its way there. Until
  /// ``endAppearanceTransition()``, its view joining or leaving a window says nothing more.
  /// Its children whose views it holds are told too. For custom containers, as in UIKit.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    let family = appearanceTree()
    // Remembered for the end: a child may leave the view in between (a pop finishing under a
    // presentation) and must still hear the end.
    appearanceFamily += family.dropFirst().filter { member in
      !appearanceFamily.contains { $0 === member }
    }
    for controller in family {
      controller.appearanceDriven = true
      controller.beginAppearance(isAppearing, animated: animated)
    }
  }

  /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear(_:)`
  /// or `viewDidDisappear(_:)` runs, and the view's window speaks for it again.
  public func endAppearanceTransition() {
    var family = appearanceTree()
    family += appearanceFamily.filter { member in !family.contains { $0 === member } }
    appearanceFamily = []
    for controller in family {
      controller.appearanceDriven = false
      controller.finishAppearance()
    }
  }

  /// This controller and, depth first, its children whose views are inside its view (those
  /// hear their parent's callbacks, as UIKit forwards them).
  func appearanceTree() -> [UIViewController] {
    var found = [self]
    guard let view = viewIfLoaded else { return found }
    for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
      found += child.appearanceTree()
    }
    return found
  }

  /// Moves toward appearing or disappearing, calling the matching `will` callback once.
  func beginAppearance(_ isAppearing: Bool, animated: Bool) {
    transitionFlags.animated = animated
    switch (isAppearing, appearance) {
    case (true, .disappeared), (true, .disappearing):
      appearance = .appearing
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      appearance = .disappearing
      viewWillDisappear(animated)
    default:
      break
    }
  }

  /// Finishes what ``beginAppearance(_:animated:)`` began, calling the `did` callback.
  func finishAppearance() {
    let animated = transitionFlags.animated
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(animated)
      transitionFlags.movingToParent = false
      transitionFlags.beingPresented = false
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(animated)
      transitionFlags.movingFromParent = false
      transitionFlags.beingDismissed = false
    case .appeared, .disappeared:
      break
    }
  }

  /// The view joined (`inWindow`) or left a window: finishes the transition its move began.
  func endAppearance(inWindow: Bool) {
    if (appearance == .appearing && inWindow) || (appearance == .disappearing && !inWindow) {
      finishAppearance()
    }
  }
}

extension UIView {
  /// Brings the controllers of this subtree (those no container drives) to where the view
  /// is: a move whose `willMove(toWindow:)` was said but which app code then stopped leaves
  /// them halfway, and they finish — or turn back (`viewWillDisappear` after
  /// `viewWillAppear`, as UIKit cancels an appearance).
  func settleAppearance() {
    owningViewController?.settleToWindow()
    for subview in subviews { subview.settleAppearance() }
  }
}

/// An item that takes its controller's title when the title changes (a navigation item).
@MainActor
protocol ControllerTitleFollowing: AnyObject {
  func controllerTitleDidChange(_ title: String?)
}
