import Foundation

// Activation, and what happens to constraints when views move between trees.
extension LayoutEngine {
  /// Activations so far, numbering constraints in the order they were activated.
  private static var activations = 0

  /// Installs `constraint` on its items' nearest common ancestor and hands it to that tree's
  /// engine; refuses it with a diagnostic where UIKit raises.
  static func activate(_ constraint: NSLayoutConstraint) {
    guard constraint.host == nil else { return }
    let near = constraint.first.item?.node
    if let problem = constraint.problem {
      return report(near: near, "\(constraint.formatted) was not activated: \(problem)")
    }
    let items = constraint.first.items + (constraint.second?.items ?? [])
    var nodes: [UIView] = []
    for item in items {
      guard let node = item.node else {
        return report(
          near: near,
          "\(constraint.formatted) was not activated: a layout guide must be added to a view "
            + "(addLayoutGuide) before it is constrained")
      }
      nodes.append(node)
    }
    guard let ancestor = UIView.commonAncestor(of: nodes) else {
      return report(
        near: near,
        "\(constraint.formatted) was not activated: its items have no common ancestor "
          + "(add both to the same view tree first)")
    }
    if constraint.multiplier == 0, constraint.second != nil {
      report(
        near: near,
        "\(constraint.formatted): a multiplier of 0 ignores the second item; the size equals "
          + "the constant")
    }
    activations += 1
    constraint.activationSerial = activations
    constraint.host = ancestor.referenceAnchor
    ancestor.layoutState.installed.append(constraint)
    ancestor.layoutEngineMaking.add(constraint)
  }

  /// Takes `constraint` off the view it is installed on and out of its engine.
  static func deactivate(_ constraint: NSLayoutConstraint) {
    guard let host = constraint.host else { return }
    constraint.host = nil
    host.object?.layoutStateIfAny?.installed.removeAll { $0 === constraint }
    constraint.engine?.remove(constraint)
    constraint.engine = nil
  }

  /// `subtree` is about to leave its superview: constraints between it and views outside are
  /// deactivated (UIKit removes them), and what is inside moves to an engine of the subtree's
  /// own.
  private static func report(near view: UIView?, _ message: String) {
    report(message, near: view)
  }

  static func subtreeWillLeave(_ subtree: UIView) {
    guard let engine = subtree.layoutEngine else { return }
    var ancestor = subtree.superview
    while let current = ancestor {
      if let installed = current.layoutStateIfAny?.installed, !installed.isEmpty {
        let crossing = installed.filter { constraint in
          (constraint.first.items + (constraint.second?.items ?? [])).contains {
            $0.node?.isDescendant(of: subtree) ?? false
          }
        }
        NSLayoutConstraint.deactivate(crossing)
      }
      ancestor = current.superview
    }
    var inside: [NSLayoutConstraint] = []
    var updates: [Anchor<UIView>] = []
    subtree.forEachInSubtree { view in
      guard let state = view.layoutStateIfAny else { return }
      for constraint in state.installed {
        engine.remove(constraint)
        inside.append(constraint)
      }
      engine.unregister(view)
      for guide in state.guides { engine.unregister(guide) }
      if state.needsUpdateConstraints { updates.append(view.referenceAnchor) }
    }
    guard !inside.isEmpty || !updates.isEmpty else { return }
    let own = LayoutEngine(root: subtree)
    subtree.layoutState.engine = own
    for constraint in inside { own.add(constraint) }
    own.viewsNeedingConstraintUpdate = updates
  }

  /// `subtree` was added under a superview: its engine's constraints join the new tree's
  /// engine, and its frame is laid against its new superview.
  static func subtreeDidArrive(_ subtree: UIView) {
    if let own = subtree.layoutStateIfAny?.engine {
      subtree.layoutState.engine = nil
      let engine = subtree.layoutEngineMaking
      for constraint in own.constraints.values.sorted(by: {
        $0.activationSerial < $1.activationSerial
      }) {
        constraint.linear = nil
        constraint.isPending = false
        engine.add(constraint)
      }
      for (_, record) in own.items {
        if let view = record.item.view { view.layoutStateIfAny?.record = nil }
      }
      engine.viewsNeedingConstraintUpdate += own.viewsNeedingConstraintUpdate
      engine.requestLayout()
    }
    if type(of: subtree).requiresConstraintBasedLayout { subtree.setNeedsUpdateConstraints() }
  }
}

extension UIView {
  /// Calls `body` on this view and every view below it.
  func forEachInSubtree(_ body: (UIView) -> Void) {
    body(self)
    for subview in subviews { subview.forEachInSubtree(body) }
  }
}
