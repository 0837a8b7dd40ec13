import Foundation

extension UINavigationController {
  /// What is wrong with the navigation controller at rest (nothing while a transition or an
  /// interactive pop runs, or a presentation moves over or with it): a controller of the stack, or leaving it, still driven or halfway
  /// through its appearance callbacks; a controller of the stack not its child; more than one
  /// screen in the controllers' space; the bar's items not the stack's; the toolbar's items not
  /// the top controller's.
  func navigationViolations() -> [InvariantViolation] {
    // A presentation moving in or out drives the controllers it covers or shows.
    guard transition == nil, !popGesture.isActive, !isInPresentationTransition else { return [] }
    var found: [InvariantViolation] = []
    func report(_ detail: String) { found.append(InvariantViolation(.navigationWrong, detail)) }
    for controller in stack + children {
      if controller.appearanceDriven {
        report("\(type(of: controller)) is still driven by a transition that ended")
      }
      if controller.appearance == .appearing || controller.appearance == .disappearing {
        report(
          "\(type(of: controller)) is halfway through its appearance (\(controller.appearance))")
      }
    }
    for controller in stack where controller.parent !== self {
      report("\(type(of: controller)) is on the stack but not a child")
    }
    let shown = transitionView.subviews.filter { view in
      stack.contains { $0.viewIfLoaded === view }
    }
    if shown.count > 1 { report("\(shown.count) screens shown at rest") }
    let items = navigationBar.items ?? []
    if items.count != stack.count || zip(items, stack).contains(where: { $0 !== $1.navigationItem })
    {
      report("the bar shows \(items.count) items for \(stack.count) controllers")
    }
    let shownItems = toolbar.items ?? []
    let topItems = topViewController?.toolbarItems ?? []
    if shownItems.count != topItems.count
      || zip(shownItems, topItems).contains(where: { $0 !== $1 })
    {
      report(
        "the toolbar shows \(shownItems.count) items, not the top controller's \(topItems.count)")
    }
    return found
  }
}
