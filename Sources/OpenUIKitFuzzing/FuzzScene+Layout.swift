import Foundation
import OpenUIKit

// App code with Auto Layout, run from inside callbacks: constraints between random views (some
// with no common ancestor, some invalid, some with NaN constants or conflicting), constants
// changed and constraints deactivated while layout is pending, stack views rearranged, margins
// changed and made to follow the superview's, and layout forced from inside event handling.
// `UIApplication.checkInvariants()` then checks after every step that each required constraint
// the engine accepted holds once nothing is queued.
extension FuzzScene {
  private static let xAttributes: [NSLayoutConstraint.Attribute] = [
    .leading, .trailing, .left, .right, .centerX, .leadingMargin, .trailingMargin,
    .centerXWithinMargins, .width,
  ]
  private static let yAttributes: [NSLayoutConstraint.Attribute] = [
    .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .height,
  ]

  func layoutCode(using r: inout FuzzRandom) {
    let action = r.int(0...8)
    ledger.trace("layout code \(action)")
    switch action {
    case 0, 1:
      // Often one side is a stack's arranged view, whose position is an offset in its chain.
      let arranged = liveViews.compactMap { $0 as? UIStackView }.flatMap(\.arrangedSubviews)
      guard
        let a = !arranged.isEmpty && r.chance(0.3) ? r.pick(arranged) : randomView(using: &r)
      else { return }
      let b = r.chance(0.8) ? randomView(using: &r, includingWindows: true) : nil
      if r.chance(0.7) { a.translatesAutoresizingMaskIntoConstraints = false }
      let horizontal = r.chance(0.5)
      let attributes = horizontal ? Self.xAttributes : Self.yAttributes
      var first = r.pick(attributes)
      var second = b == nil ? NSLayoutConstraint.Attribute.notAnAttribute : r.pick(attributes)
      // Mostly valid pairings; the rest are refused with a diagnostic.
      if r.chance(0.8), b != nil,
        first == .width || first == .height || second == .width
          || second == .height
      {
        first = horizontal ? .width : .height
        second = r.chance(0.3) ? (horizontal ? .height : .width) : first
      }
      if b == nil, r.chance(0.8) { first = horizontal ? .width : .height }
      let constant = r.chance(0.05) ? CGFloat.nan : CGFloat(r.double(-50...300))
      let constraint = NSLayoutConstraint(
        item: a, attribute: first,
        relatedBy: r.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
        toItem: b, attribute: second, multiplier: r.chance(0.8) ? 1 : CGFloat(r.double(0...3)),
        constant: constant)
      constraint.priority = r.chance(0.5) ? .required : UILayoutPriority(Float(r.double(1...999)))
      constraint.isActive = true
      madeConstraints.append(constraint)
    case 2:
      guard !madeConstraints.isEmpty else { return }
      let constraint = r.pick(madeConstraints)
      constraint.constant = r.chance(0.05) ? .infinity : CGFloat(r.double(-50...300))
    case 3:
      guard !madeConstraints.isEmpty else { return }
      let index = r.int(0...madeConstraints.count - 1)
      madeConstraints[index].isActive = r.chance(0.3)
      if r.chance(0.5) { madeConstraints.remove(at: index) }
    case 4:
      guard let parent = randomView(using: &r, includingWindows: true) else { return }
      let stack = UIStackView()
      stack.axis = r.chance(0.5) ? .horizontal : .vertical
      stack.distribution = UIStackView.Distribution(rawValue: r.int(0...4)) ?? .fill
      stack.alignment = UIStackView.Alignment(rawValue: r.int(0...5)) ?? .fill
      stack.spacing = CGFloat(r.double(0...20))
      stack.frame = CGRect(x: r.double(0...200), y: r.double(0...200), width: 200, height: 100)
      track(stack)
      parent.addSubview(stack)
      for _ in 0..<r.int(0...3) {
        if let view = randomView(using: &r), view !== parent, !parent.isDescendant(of: view) {
          noteMove(of: view)
          stack.addArrangedSubview(view)
        }
      }
    case 5:
      let stacks = liveViews.compactMap { $0 as? UIStackView }
      guard !stacks.isEmpty else { return }
      let stack = r.pick(stacks)
      switch r.int(0...3) {
      case 0:
        if let view = stack.arrangedSubviews.first { view.isHidden.toggle() }
      case 1:
        if let view = stack.arrangedSubviews.last { stack.removeArrangedSubview(view) }
      case 2:
        // A view put first shifts every position in the stack's chain.
        if let view = randomView(using: &r), view !== stack, !stack.isDescendant(of: view) {
          noteMove(of: view)
          stack.insertArrangedSubview(view, at: 0)
        }
      default:
        stack.axis = stack.axis == .horizontal ? .vertical : .horizontal
      }
    case 6:
      randomView(using: &r, includingWindows: true)?.layoutIfNeeded()
    case 7:
      // Margins that follow the superview's, and margins changed under them.
      guard let view = randomView(using: &r) else { return }
      if r.chance(0.5) {
        view.preservesSuperviewLayoutMargins.toggle()
      } else {
        let inset = CGFloat(r.double(0...60))
        view.layoutMargins = UIEdgeInsets(top: inset, left: inset, bottom: 0, right: inset / 2)
      }
    default:
      randomView(using: &r)?.translatesAutoresizingMaskIntoConstraints.toggle()
    }
  }
}

extension FuzzScene {
  /// Every constraint app code made and every one the live views hold (their own and the
  /// framework's: stack views', margins'), weakly: none may outlive the application.
  func constraintsHeld() -> [FuzzLedger.Weak] {
    var all = madeConstraints.map { FuzzLedger.Weak(object: $0) }
    for view in liveViews {
      all += view.constraints.map { FuzzLedger.Weak(object: $0) }
    }
    return all
  }
}
