import Foundation

// The equations the engine makes itself: a view's frame and autoresizing mask when it
// translates them (UIKit's NSAutoresizingMaskLayoutConstraint), its intrinsic size with its
// hugging and compression resistance (NSContentSizeLayoutConstraint), the edges of the system
// layout guides.
extension LayoutEngine {
  func generatedEquations(for record: LayoutItemRecord) -> [LinearConstraint] {
    if let view = record.item.view {
      return view.translatesAutoresizingMaskIntoConstraints
        ? autoresizing(view, record) : intrinsic(view, record.variables)
    }
    if let guide = record.item.guide, let owner = guide.owningView {
      return guideEdges(guide, owner, record.variables)
    }
    return []
  }

  /// The frame as equations. Along each axis the change in the superview's size is shared by
  /// the flexible parts of the mask in proportion to their sizes, as the frame-based
  /// autoresizing shares it; that share is linear in the superview's size, so it is an
  /// equation too, and a superview sized by constraints carries its subviews along.
  private func autoresizing(_ view: UIView, _ item: LayoutItemRecord) -> [LinearConstraint] {
    let v = item.variables
    // A stack's member may translate its frame too (the app set it back): its positions are
    // then prefix sums of its chain.
    let minX = position(of: item, horizontal: true)
    let minY = position(of: item, horizontal: false)
    let frame = view.alignmentRect(forFrame: view.untransformedFrame)
    let full = view.untransformedFrame
    let name = LayoutNames.name(of: view)
    let mask = view.autoresizingMask
    var equations: [LinearConstraint] = []
    func add(_ e: LinearExpression, _ what: String) {
      let linear = e.constraint(.equal, strength: LayoutStrength.required)
      linear.label = "<NSAutoresizingMaskLayoutConstraint \(name).\(what)>"
      equations.append(linear)
    }
    guard let parent = view.superview else {
      add(LinearExpression(v.width, constant: -Double(frame.width)), "width")
      add(LinearExpression(v.height, constant: -Double(frame.height)), "height")
      add(minX.plus(-Double(frame.minX)), "minX")
      add(minY.plus(-Double(frame.minY)), "minY")
      return equations
    }
    let size = parent.bounds.size
    let parentVariables = mask.isEmpty ? nil : record(for: LayoutItemReference(parent))?.variables
    let axes:
      [(LinearExpression, LayoutVariable, LayoutVariable?, CGFloat, CGFloat, CGFloat, Bool)] = [
        (
          minX, v.width, parentVariables?.width, full.minX, full.width, size.width,
          true
        ),
        (
          minY, v.height, parentVariables?.height, full.minY, full.height, size.height,
          false
        ),
      ]
    for (position, length, parentLength, origin, extent, parentExtent, horizontal) in axes {
      let lead = horizontal ? mask.contains(.flexibleLeftMargin) : mask.contains(.flexibleTopMargin)
      let grow = horizontal ? mask.contains(.flexibleWidth) : mask.contains(.flexibleHeight)
      let trail =
        horizontal ? mask.contains(.flexibleRightMargin) : mask.contains(.flexibleBottomMargin)
      let parts = [lead ? max(origin, 0) : 0, grow ? max(extent, 0) : 0]
      let trailing = trail ? max(parentExtent - origin - extent, 0) : 0
      let total = parts[0] + parts[1] + trailing
      let count = CGFloat([lead, grow, trail].filter { $0 }.count)
      func share(_ index: Int, _ flexible: Bool) -> Double {
        guard flexible, count > 0 else { return 0 }
        return Double(total > 0 ? parts[index] / total : 1 / count)
      }
      let alignedOrigin = Double(horizontal ? frame.minX : frame.minY)
      let alignedLength = Double(horizontal ? frame.width : frame.height)
      let kOrigin = share(0, lead), kLength = share(1, grow)
      var originEquation = position.plus(-alignedOrigin)
      var lengthEquation = LinearExpression(length, constant: -alignedLength)
      if let parentLength {
        let s0 = Double(parentExtent)
        if kOrigin != 0 {
          originEquation = originEquation.plus(LinearExpression(parentLength, -kOrigin)).plus(
            kOrigin * s0)
        }
        if kLength != 0 {
          lengthEquation = lengthEquation.plus(LinearExpression(parentLength, -kLength)).plus(
            kLength * s0)
        }
      }
      add(originEquation, horizontal ? "minX" : "minY")
      add(lengthEquation, horizontal ? "width" : "height")
    }
    return equations
  }

  /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on each axis
  /// with an intrinsic size.
  private func intrinsic(_ view: UIView, _ v: LayoutVariables) -> [LinearConstraint] {
    let size = view.intrinsicContentSize
    view.layoutState.lastIntrinsicSize = size
    let name = LayoutNames.name(of: view)
    var equations: [LinearConstraint] = []
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      let value = axis == .horizontal ? size.width : size.height
      guard value != UIView.noIntrinsicMetric, value.isFinite, value >= 0 else { continue }
      let variable = axis == .horizontal ? v.width : v.height
      let hug = view.contentHuggingPriority(for: axis)
      let resist = view.contentCompressionResistancePriority(for: axis)
      let e = LinearExpression(variable, constant: -Double(value))
      let hugging = e.constraint(.lessOrEqual, strength: hug.strength)
      let dimension = axis == .horizontal ? "width" : "height"
      hugging.label =
        "<NSContentSizeLayoutConstraint \(name).\(dimension) <= \(value) hug:\(hug.rawValue)>"
      let resisting = e.constraint(.greaterOrEqual, strength: resist.strength)
      resisting.label =
        "<NSContentSizeLayoutConstraint \(name).\(dimension) >= \(value) "
        + "compressionResistance:\(resist.rawValue)>"
      equations += [hugging, resisting]
    }
    return equations
  }

  /// A system guide's rectangle in its owning view.
  private func guideEdges(_ guide: UILayoutGuide, _ owner: UIView, _ v: LayoutVariables)
    -> [LinearConstraint]
  {
    guard guide.kind != .user, let ownerRecord = record(for: LayoutItemReference(owner)) else {
      return []
    }
    let o = ownerRecord.variables
    let insets =
      guide.kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMarginsForEquations
    let required = LayoutStrength.required
    var equations: [LinearConstraint] = []
    func add(_ e: LinearExpression, _ relation: LinearConstraint.Relation, _ strength: Double) {
      let linear = e.constraint(relation, strength: strength)
      linear.label = "<\(guide.identifier) of \(LayoutNames.name(of: owner))>"
      equations.append(linear)
    }
    let left = Double(insets.left), right = Double(insets.right)
    add(LinearExpression(v.minY, constant: -Double(insets.top)), .equal, required)
    add(
      LinearExpression(v.minY).plus(LinearExpression(v.height)).minus(LinearExpression(o.height))
        .plus(Double(insets.bottom)), .equal, required)
    let rightEdge = LinearExpression(v.minX).plus(LinearExpression(v.width))
    let ownerRight = LinearExpression(o.width).plus(-right)
    guard guide.kind == .readableContent else {
      add(LinearExpression(v.minX, constant: -left), .equal, required)
      add(rightEdge.minus(ownerRight), .equal, required)
      return equations
    }
    // Readable: inside the margins, centred in them, at most 672 wide, else as wide as they are.
    add(LinearExpression(v.minX, constant: -left), .greaterOrEqual, required)
    add(rightEdge.minus(ownerRight), .lessOrEqual, required)
    add(LinearExpression(v.width, constant: -672), .lessOrEqual, required)
    let centre = LinearExpression(v.minX).plus(LinearExpression(v.width).times(0.5))
    let marginCentre = LinearExpression(o.width).times(0.5).plus((left - right) / 2)
    add(centre.minus(marginCentre), .equal, required)
    add(
      LinearExpression(v.width).minus(LinearExpression(o.width)).plus(left + right), .equal,
      UILayoutPriority(999).strength)
    return equations
  }
}
