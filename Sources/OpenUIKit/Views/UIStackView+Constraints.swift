import Foundation

// The constraints a stack view makes, named as UIKit names them (UISV-…), so the inspector
// and conflict messages read as Xcode's do.
extension UIStackView {
  /// One axis of a view or guide as anchors: leading and trailing edges, centre, length.
  private struct Side {
    var leading: NSLayoutAnchor<AnyObject>
    var trailing: NSLayoutAnchor<AnyObject>
    var center: NSLayoutAnchor<AnyObject>
    var length: NSLayoutDimension
  }

  private func side(_ view: UIView, along axis: NSLayoutConstraint.Axis) -> Side {
    side(LayoutItemReference(view), along: axis)
  }

  private func side(_ guide: UILayoutGuide, along axis: NSLayoutConstraint.Axis) -> Side {
    side(LayoutItemReference(guide), along: axis)
  }

  private func side(_ item: LayoutItemReference, along axis: NSLayoutConstraint.Axis) -> Side {
    func anchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor<AnyObject> {
      NSLayoutAnchor(.attribute(item, attribute))
    }
    let horizontal = axis == .horizontal
    return Side(
      leading: anchor(horizontal ? .leading : .top),
      trailing: anchor(horizontal ? .trailing : .bottom),
      center: anchor(horizontal ? .centerX : .centerY),
      length: NSLayoutDimension(.attribute(item, horizontal ? .width : .height)))
  }

  /// The container's side: the bounds, or the margins.
  private func canvas(along axis: NSLayoutConstraint.Axis) -> Side {
    isLayoutMarginsRelativeArrangement
      ? side(layoutMarginsGuide, along: axis) : side(self, along: axis)
  }

  /// Takes the old constraints out and makes the ones the current arrangement needs.
  func rebuildConstraints() {
    NSLayoutConstraint.deactivate(madeConstraints)
    for guide in madeGuides { removeLayoutGuide(guide) }
    madeGuides.removeAll()
    var made: [NSLayoutConstraint] = []
    func add(
      _ constraint: NSLayoutConstraint, _ identifier: String,
      _ priority: UILayoutPriority = .required
    ) {
      constraint.identifier = identifier
      constraint.priority = priority
      made.append(constraint)
    }
    let visible = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    let across: NSLayoutConstraint.Axis = axis == .horizontal ? .vertical : .horizontal
    let along = canvas(along: axis), cross = canvas(along: across)
    // Where nothing else sizes the stack, it hugs its views (UIKit's "canvas fit").
    add(along.length.constraint(equalToConstant: 0), "UISV-canvas-fit", UILayoutPriority(49))
    add(cross.length.constraint(equalToConstant: 0), "UISV-canvas-fit", UILayoutPriority(49))
    for view in arrangedSubviews where view.isHidden && view.superview === self {
      let hidden = side(view, along: axis)
      add(hidden.length.constraint(equalToConstant: 0), "UISV-hiding")
      add(hidden.leading.constraint(equalTo: along.leading), "UISV-hiding")
    }
    // The chain of spacings before the edge that closes it: the stack's length is the sum of
    // every view's, one long equation, and made last it is made once (made first, each
    // spacing after it would rewrite it).
    if let first = visible.first {
      add(
        side(first, along: axis).leading.constraint(equalTo: along.leading),
        "UISV-canvas-connection")
    }
    distributionConstraints(visible, add: add)
    if let last = visible.last {
      add(
        along.trailing.constraint(equalTo: side(last, along: axis).trailing),
        "UISV-canvas-connection")
    }
    for view in arrangedSubviews where view.superview === self {
      alignmentConstraints(view, first: visible.first, across: across, cross: cross, add: add)
    }
    madeConstraints = made
    NSLayoutConstraint.activate(made)
    // The visible views' positions along the axis become offsets from the previous one, so
    // a long stack's equations stay short (LayoutChain).
    layoutEngine?.setChain(of: self, members: visible, horizontal: axis == .horizontal)
  }

  /// Spacing and sizes along the axis.
  private func distributionConstraints(
    _ views: [UIView], add: (NSLayoutConstraint, String, UILayoutPriority) -> Void
  ) {
    let baseline = isBaselineRelativeArrangement && axis == .vertical
    for (prev, next) in zip(views, views.dropFirst()) {
      let gap = spacing(after: prev)
      let a = side(prev, along: axis), b = side(next, along: axis)
      if baseline {
        add(
          next.firstBaselineAnchor.constraint(equalTo: prev.lastBaselineAnchor, constant: gap),
          "UISV-spacing", .required)
        continue
      }
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        add(b.leading.constraint(equalTo: a.trailing, constant: gap), "UISV-spacing", .required)
      case .equalSpacing, .equalCentering:
        add(
          b.leading.constraint(greaterThanOrEqualTo: a.trailing, constant: gap), "UISV-spacing",
          .required)
      }
    }
    guard let first = views.first else { return }
    let firstLength = side(first, along: axis).length
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in views.dropFirst() {
        add(
          side(view, along: axis).length.constraint(equalTo: firstLength), "UISV-fill-equally",
          .required)
      }
    case .fillProportionally:
      let sizes = views.map { view -> CGFloat in
        let size = view.intrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        return value > 0 && value.isFinite ? value : 1
      }
      for (view, size) in zip(views, sizes).dropFirst() {
        add(
          side(view, along: axis).length.constraint(
            equalTo: firstLength, multiplier: size / sizes[0]),
          "UISV-fill-proportionally", UILayoutPriority(999))
      }
    case .equalSpacing, .equalCentering:
      let centring = distribution == .equalCentering
      var firstGuide: UILayoutGuide?
      for (prev, next) in zip(views, views.dropFirst()) {
        let guide = UILayoutGuide()
        guide.identifier = centring ? "UISV-distributing-centering" : "UISV-distributing"
        addLayoutGuide(guide)
        madeGuides.append(guide)
        let g = side(guide, along: axis), a = side(prev, along: axis), b = side(next, along: axis)
        // The guide spans the gap (edge to edge) or the distance between centres.
        add(
          g.leading.constraint(equalTo: centring ? a.center : a.trailing), "UISV-distributing-edge",
          .required)
        add(
          (centring ? b.center : b.leading).constraint(equalTo: g.trailing),
          "UISV-distributing-edge", .required)
        if let firstGuide {
          add(
            g.length.constraint(equalTo: side(firstGuide, along: axis).length), "UISV-fill-equally",
            centring ? UILayoutPriority(999) : .required)
        }
        firstGuide = firstGuide ?? guide
      }
    }
  }

  /// Where `view` sits across the axis.
  private func alignmentConstraints(
    _ view: UIView, first: UIView?, across: NSLayoutConstraint.Axis, cross: Side,
    add: (NSLayoutConstraint, String, UILayoutPriority) -> Void
  ) {
    let s = side(view, along: across)
    var alignment = self.alignment
    if axis == .vertical, alignment == .firstBaseline { alignment = .leading }
    if axis == .vertical, alignment == .lastBaseline { alignment = .trailing }
    switch alignment {
    case .fill:
      add(s.leading.constraint(equalTo: cross.leading), "UISV-alignment", .required)
      add(cross.trailing.constraint(equalTo: s.trailing), "UISV-alignment", .required)
      return
    case .leading:
      add(s.leading.constraint(equalTo: cross.leading), "UISV-alignment", .required)
    case .trailing:
      add(cross.trailing.constraint(equalTo: s.trailing), "UISV-alignment", .required)
    case .center:
      add(s.center.constraint(equalTo: cross.center), "UISV-alignment", .required)
    case .firstBaseline, .lastBaseline:
      let firstBaseline = alignment == .firstBaseline
      if let first, first !== view {
        let mine = firstBaseline ? view.firstBaselineAnchor : view.lastBaselineAnchor
        let theirs = firstBaseline ? first.firstBaselineAnchor : first.lastBaselineAnchor
        add(mine.constraint(equalTo: theirs), "UISV-alignment", .required)
      }
      // Pulled up to the top where the baselines allow.
      add(s.leading.constraint(equalTo: cross.leading), "UISV-spanning-fit", UILayoutPriority(49))
    }
    add(
      s.leading.constraint(greaterThanOrEqualTo: cross.leading), "UISV-spanning-boundary", .required
    )
    add(
      cross.trailing.constraint(greaterThanOrEqualTo: s.trailing), "UISV-spanning-boundary",
      .required)
  }
}
