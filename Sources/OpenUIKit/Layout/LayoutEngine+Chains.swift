import Foundation

// Stack views' chains of arranged subviews (``LayoutChain``): which views' positions are
// offsets, and remaking the equations that read a position whose meaning changed.
extension LayoutEngine {
  /// A position of `record` along one axis: its variable, or its prefix sum in a chain.
  func position(of record: LayoutItemRecord, horizontal: Bool) -> LinearExpression {
    if let member = record.chain, member.horizontal == horizontal {
      return LinearExpression(chain: member.chain, index: member.index)
    }
    return LinearExpression(horizontal ? record.variables.minX : record.variables.minY)
  }

  /// Makes `members` (the visible arranged subviews of `stack`, in order) its chain along the
  /// axis; nothing changes when they already are.
  func setChain(of stack: UIView, members views: [UIView], horizontal: Bool) {
    let key = ObjectIdentifier(stack)
    let members = views.count < 2 ? [] : views.compactMap { record(for: LayoutItemReference($0)) }
    if let old = chains[key], old.members.count == members.count,
      old.members.first?.chain?.horizontal == horizontal,
      zip(old.members, members).allSatisfy({ $0 === $1 && $0.chain?.chain === old.chain })
    {
      return
    }
    dropChain(of: stack)
    guard members.count >= 2 else { return }
    let chain = LayoutChain(
      offsets: members.map { horizontal ? $0.variables.minX : $0.variables.minY })
    for (index, member) in members.enumerated() {
      member.chain = (chain, index, horizontal)
      markStale(member, horizontal: horizontal)
    }
    chains[key] = (chain, members)
  }

  /// Gives the members of `stack`'s chain their positions back.
  func dropChain(of stack: UIView) {
    guard let old = chains.removeValue(forKey: ObjectIdentifier(stack)) else { return }
    for member in old.members where member.chain?.chain === old.chain {
      let horizontal = member.chain?.horizontal ?? false
      member.chain = nil
      markStale(member, horizontal: horizontal)
    }
  }

  private func markStale(_ record: LayoutItemRecord, horizontal: Bool) {
    let variable = horizontal ? record.variables.minX : record.variables.minY
    // A variable the solver has never seen is in no equation yet (a stack's first pass).
    if solver.symbolIfKnown(variable) != nil {
      staleChainVariables.insert(ObjectIdentifier(variable))
    }
    requestLayout()
  }

  /// Marks for remaking every equation in the solver that reads a position whose meaning
  /// changed; one scan for all the chains changed since the last pass.
  func rebuildEquationsReadingStaleChains() {
    guard !staleChainVariables.isEmpty else { return }
    let stale = staleChainVariables
    staleChainVariables.removeAll()
    func reads(_ linear: LinearConstraint) -> Bool {
      linear.terms.contains { stale.contains(ObjectIdentifier($0.variable)) }
    }
    for constraint in constraints.values {
      if let linear = constraint.linear, reads(linear) { constraintDidChange(constraint) }
    }
    for record in items.values where record.generated.contains(where: reads) {
      itemDidChange(record)
    }
  }

  /// `constraint`'s equation made again from the tree as it is, for the invariant checks: nil
  /// when an item is not registered or not in the tree (making it would change the engine).
  func freshEquation(for constraint: NSLayoutConstraint) -> LinearConstraint? {
    let items = constraint.first.items + (constraint.second?.items ?? [])
    let nodes = items.map(\.node)
    guard
      items.allSatisfy({ $0.object.map { self.items[ObjectIdentifier($0)] != nil } ?? false }),
      !nodes.contains(where: { $0 == nil }),
      UIView.commonAncestor(of: nodes.compactMap { $0 }) != nil
    else { return nil }
    return equation(for: constraint)
  }
}
