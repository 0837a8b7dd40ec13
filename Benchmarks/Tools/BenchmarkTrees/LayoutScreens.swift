import Foundation
import OpenUIKit

/// A settings-like screen of nested stack views with `rows` rows of 7 views each (a row stack,
/// a title, a column of two labels, a switch, a button, and a spacer guide's neighbour), pinned
/// inside `root`. About 7 views and 30 constraints per row.
@MainActor
public func stackScreen(rows: Int) -> (root: UIView, rowSpacing: NSLayoutConstraint) {
  let root = stackScreenTree(rows: rows)
  root.layoutIfNeeded()
  return (root, stackScreenKnob(root))
}

/// The first row's spacing constraint of a laid-out ``stackScreen(rows:)``.
@MainActor
public func stackScreenKnob(_ root: UIView) -> NSLayoutConstraint {
  let firstRow = root.subviews[0].subviews[0]
  return firstRow.constraints.first { $0.identifier == "UISV-spacing" }!
}

/// The views and stacks of ``stackScreen(rows:)``, not yet laid out (its layout pass makes the
/// stacks' constraints and solves them).
@MainActor
public func stackScreenTree(rows: Int) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
  let column = UIStackView()
  column.axis = .vertical
  column.spacing = 4
  column.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(column)
  NSLayoutConstraint.activate([
    column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    column.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
  ])
  for index in 0..<rows {
    let title = UILabel()
    title.text = "Setting \(index)"
    let detail = UILabel()
    detail.text = "Detail"
    let note = UILabel()
    note.text = "A longer note under the detail"
    let texts = UIStackView(arrangedSubviews: [detail, note])
    texts.axis = .vertical
    let toggle = UISwitch()
    let button = UIButton(type: .system)
    button.setTitle("Edit", for: .normal)
    let row = UIStackView(arrangedSubviews: [title, texts, toggle, button])
    row.spacing = 8
    row.alignment = .center
    title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    column.addArrangedSubview(row)
  }
  return root
}

/// `views` views in a row, each placed by 4 constraints: a chain of `4 × views` constraints.
@MainActor
public func constraintChain(views: Int) -> (root: UIView, link: NSLayoutConstraint) {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
  var previous: UIView?
  var constraints: [NSLayoutConstraint] = []
  for _ in 0..<views {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    constraints += [
      view.leadingAnchor.constraint(
        equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 2),
      view.widthAnchor.constraint(equalToConstant: 10),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ]
    previous = view
  }
  NSLayoutConstraint.activate(constraints)
  return (root, constraints[constraints.count / 2])
}
