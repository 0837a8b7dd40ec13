import Foundation

/// One constraint of the selected view as the overlay draws it: a line between the two
/// anchors (or across the view for a size), and its constant.
struct ConstraintMark {
  var from: CGPoint
  var to: CGPoint
  var text: String
  var isBroken: Bool
}

// The selected view's constraints, drawn as lines with their constants (Xcode's view debugger
// shows them on a frozen snapshot; these follow the live layout).
extension InspectorOverlay {
  /// The marks for the active constraints naming `view`, in screen coordinates.
  static func constraintMarks(of view: UIView) -> [ConstraintMark] {
    guard let record = view.layoutStateIfAny?.record else { return [] }
    let constraints = record.constraints.values.filter(\.isActive).sorted {
      $0.formatted < $1.formatted
    }
    let own = screenRect(of: LayoutItemReference(view)) ?? .zero
    var marks: [ConstraintMark] = []
    for (index, constraint) in constraints.enumerated() {
      let constant = NSLayoutConstraint.number(constraint.constant)
      guard case .attribute(let item, let attribute) = constraint.first,
        let rect = screenRect(of: item)
      else { continue }
      // Each mark a little apart from the others, so that several stay readable.
      let lane = CGFloat(index % 5) * 6 - 12
      if attribute.isDimension {
        let horizontal = attribute == .width
        let text: String
        if let second = constraint.second {
          text =
            "\(attribute.name) = \(NSLayoutConstraint.number(constraint.multiplier))×\(second.name)"
            + (constraint.constant == 0 ? "" : " + \(constant)")
        } else {
          text = "\(attribute.name) \(constraint.relation.symbol) \(constant)"
        }
        marks.append(
          horizontal
            ? ConstraintMark(
              from: CGPoint(x: rect.minX, y: rect.midY + lane),
              to: CGPoint(x: rect.maxX, y: rect.midY + lane), text: text,
              isBroken: constraint.isBroken)
            : ConstraintMark(
              from: CGPoint(x: rect.midX + lane, y: rect.minY),
              to: CGPoint(x: rect.midX + lane, y: rect.maxY), text: text,
              isBroken: constraint.isBroken))
        continue
      }
      guard case .attribute(let otherItem, let otherAttribute)? = constraint.second,
        let otherRect = screenRect(of: otherItem)
      else { continue }
      let a = position(attribute, in: rect, item: item)
      let b = position(otherAttribute, in: otherRect, item: otherItem)
      let text = constraint.constant == 0 ? constraint.relation.symbol : constant
      if attribute.axis == .horizontal {
        let y = own.midY + lane
        marks.append(
          ConstraintMark(
            from: CGPoint(x: b, y: y), to: CGPoint(x: a, y: y), text: text,
            isBroken: constraint.isBroken))
      } else {
        let x = own.midX + lane
        marks.append(
          ConstraintMark(
            from: CGPoint(x: x, y: b), to: CGPoint(x: x, y: a), text: text,
            isBroken: constraint.isBroken))
      }
    }
    return marks
  }

  /// The item's alignment rectangle on screen (a guide: its layout frame in its view).
  private static func screenRect(of item: LayoutItemReference) -> CGRect? {
    let rect: CGRect
    let host: UIView
    if let view = item.view {
      rect = view.alignmentRect(forFrame: view.bounds)
      host = view
    } else if let guide = item.guide, let owner = guide.owningView {
      rect = guide.layoutFrame
      host = owner
    } else {
      return nil
    }
    let a = ScreenGeometry.screenPoint(CGPoint(x: rect.minX, y: rect.minY), in: host)
    let b = ScreenGeometry.screenPoint(CGPoint(x: rect.maxX, y: rect.maxY), in: host)
    return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }

  /// Where `attribute` lies on its axis, on screen.
  private static func position(
    _ attribute: NSLayoutConstraint.Attribute, in r: CGRect, item: LayoutItemReference
  ) -> CGFloat {
    let m = item.view?.effectiveLayoutMargins ?? .zero
    switch attribute {
    case .left, .leading: return r.minX
    case .right, .trailing: return r.maxX
    case .centerX: return r.midX
    case .leftMargin, .leadingMargin: return r.minX + m.left
    case .rightMargin, .trailingMargin: return r.maxX - m.right
    case .centerXWithinMargins: return r.minX + m.left + (r.width - m.left - m.right) / 2
    case .top: return r.minY
    case .bottom, .firstBaseline, .lastBaseline: return r.maxY
    case .centerY: return r.midY
    case .topMargin: return r.minY + m.top
    case .bottomMargin: return r.maxY - m.bottom
    case .centerYWithinMargins: return r.minY + m.top + (r.height - m.top - m.bottom) / 2
    case .width, .height, .notAnAttribute: return r.minX
    }
  }
}
