import Foundation

// How constraints become equations: each side is an attribute of an item's alignment rectangle
// written in the coordinates of the items' nearest common ancestor.
extension LayoutEngine {
  /// A rectangle as expressions: origin and size.
  struct RectExpression {
    var x: LinearExpression
    var y: LinearExpression
    var width: LinearExpression
    var height: LinearExpression
  }

  /// The equation of `constraint`, or nil (with a diagnostic) when its items are gone or no
  /// longer share an ancestor.
  func equation(for constraint: NSLayoutConstraint) -> LinearConstraint? {
    let nodes = (constraint.first.items + (constraint.second?.items ?? [])).map(\.node)
    guard !nodes.contains(where: { $0 == nil }) else {
      report("\(constraint.formatted): an item is gone or a guide has no view; left out")
      return nil
    }
    guard let ancestor = UIView.commonAncestor(of: nodes.compactMap { $0 }) else {
      report("\(constraint.formatted): its items have no common ancestor; left out")
      return nil
    }
    guard let first = expression(constraint.first, in: ancestor) else { return nil }
    var rhs = LinearExpression(constant: Double(constraint.constant))
    if let secondSpec = constraint.second, constraint.multiplier != 0 {
      guard let second = expression(secondSpec, in: ancestor) else { return nil }
      rhs = second.times(Double(constraint.multiplier)).plus(rhs)
    }
    let relation: LinearConstraint.Relation
    switch constraint.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessOrEqual
    case .greaterThanOrEqual: relation = .greaterOrEqual
    }
    return first.minus(rhs).constraint(relation, strength: constraint.priority.strength)
  }

  /// The anchor as an expression in `ancestor`'s coordinates; registers the items it reads.
  func expression(_ spec: AnchorSpec, in ancestor: UIView) -> LinearExpression? {
    switch spec {
    case .invalid:
      return nil
    case .offset(let from, let to):
      guard let a = expression(from, in: ancestor), let b = expression(to, in: ancestor) else {
        return nil
      }
      return b.minus(a)
    case .attribute(let item, let attribute):
      if attribute == .firstBaseline || attribute == .lastBaseline, let view = item.view {
        return baseline(of: view, first: attribute == .firstBaseline, in: ancestor)
      }
      guard let rect = rect(of: item, in: ancestor) else { return nil }
      // Margins only for margin attributes: a view whose margins follow its superview's is
      // laid out again when they change, which other attributes do not need.
      let margins =
        attribute.isMargin
        ? item.view?.effectiveLayoutMarginsForEquations ?? .zero : .zero
      return Self.attribute(attribute, of: rect, margins: margins)
    }
  }

  static func attribute(
    _ attribute: NSLayoutConstraint.Attribute, of r: RectExpression, margins m: UIEdgeInsets
  ) -> LinearExpression? {
    switch attribute {
    case .left, .leading: r.x
    case .right, .trailing: r.x.plus(r.width)
    case .top: r.y
    case .bottom, .firstBaseline, .lastBaseline: r.y.plus(r.height)
    case .width: r.width
    case .height: r.height
    case .centerX: r.x.plus(r.width.times(0.5))
    case .centerY: r.y.plus(r.height.times(0.5))
    case .leftMargin, .leadingMargin: r.x.plus(Double(m.left))
    case .rightMargin, .trailingMargin: r.x.plus(r.width).plus(Double(-m.right))
    case .topMargin: r.y.plus(Double(m.top))
    case .bottomMargin: r.y.plus(r.height).plus(Double(-m.bottom))
    case .centerXWithinMargins: r.x.plus(r.width.times(0.5)).plus(Double((m.left - m.right) / 2))
    case .centerYWithinMargins: r.y.plus(r.height.times(0.5)).plus(Double((m.top - m.bottom) / 2))
    case .notAnAttribute: nil
    }
  }

  /// The item's alignment rectangle in `ancestor`'s coordinates: its own variables plus the
  /// positions of the views between its superview and `ancestor`.
  func rect(of item: LayoutItemReference, in ancestor: UIView) -> RectExpression? {
    guard let record = record(for: item) else { return nil }
    let v = record.variables
    let width = LinearExpression(v.width), height = LinearExpression(v.height)
    if let view = item.view, view === ancestor {
      return RectExpression(x: .init(), y: .init(), width: width, height: height)
    }
    var x = position(of: record, horizontal: true), y = position(of: record, horizontal: false)
    var host = item.view?.superview ?? item.guide?.owningView
    while let current = host, current !== ancestor {
      guard let hostRecord = self.record(for: LayoutItemReference(current)) else { return nil }
      x = x.plus(position(of: hostRecord, horizontal: true))
      y = y.plus(position(of: hostRecord, horizontal: false))
      host = current.superview
    }
    guard host === ancestor else { return nil }
    return RectExpression(x: x, y: y, width: width, height: height)
  }

  /// A baseline of `view` (through its `viewForFirstBaselineLayout` or
  /// `viewForLastBaselineLayout`, which must be the view or inside it).
  private func baseline(of view: UIView, first: Bool, in ancestor: UIView) -> LinearExpression? {
    var target = first ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
    if target !== view, !target.isDescendant(of: view) { target = view }
    guard let rect = rect(of: LayoutItemReference(target), in: ancestor) else { return nil }
    let (fraction, offset) = target.baselineOffset(first: first)
    return rect.y.plus(rect.height.times(Double(fraction))).plus(Double(offset))
  }
}

extension UIView {
  /// The nearest view that is or contains every view of `views`.
  static func commonAncestor(of views: [UIView]) -> UIView? {
    guard var candidate = views.first else { return nil }
    for view in views.dropFirst() {
      var found: UIView? = candidate
      while let current = found, !view.isDescendant(of: current) { found = current.superview }
      guard let ancestor = found else { return nil }
      candidate = ancestor
    }
    return candidate
  }
}
