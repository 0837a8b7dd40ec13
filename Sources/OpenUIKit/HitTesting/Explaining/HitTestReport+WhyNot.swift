import Foundation

extension HitTestReport {
  /// One sentence saying why a touch at the report's point does not reach `view` (or that it
  /// does): covered by a sibling in front, outside an ancestor's bounds, an ancestor with
  /// interaction off, hidden or transparent, an override that redirects, and so on.
  ///
  /// Read from the report's verdicts along the path from the root down to `view`: the first
  /// view on that path that did not pass the point on names the cause.
  public func whyNot(_ view: UIView) -> String {
    let name = view.inspectorName
    let at = "a touch at \(Self.format(point)) in \(root.inspectorName)"
    if hitView === view { return "\(name) receives \(at)" }
    let chain = root.pathFromHere(to: view)
    guard !chain.isEmpty else {
      return "\(name) is not in \(root.inspectorName)'s subtree, so \(at) cannot reach it"
    }
    for (index, current) in chain.enumerated() {
      guard let visit = candidate(for: current) else { break }
      let next = index + 1 < chain.count ? chain[index + 1] : nil
      if let sentence = cause(at: visit, target: view, next: next, chain: chain) {
        return sentence.prefix(1).uppercased() + sentence.dropFirst()
      }
    }
    return "\(at) reaches \(hitView?.inspectorName ?? "nothing"), not \(name)"
  }

  /// The sentence when `candidate` (on the path to `target`) stops the point, else nil.
  private func cause(at entry: Candidate, target: UIView, next: UIView?, chain: [UIView])
    -> String?
  {
    let view = entry.view, name = view.inspectorName, targetName = target.inspectorName
    let isTarget = view === target
    let subject = isTarget ? targetName : "its ancestor \(name)"
    let inside = isTarget ? "" : ", so nothing inside it is hit-tested"
    let goes = "; the touch goes to \(hitView?.inspectorName ?? "no view")"
    switch entry.verdict {
    case .passedToSubview:
      guard isTarget else { return nil }
      let taker = entry.answer?.inspectorName ?? "a subview"
      return "\(taker), inside \(targetName), takes the touch: the deepest view hit wins"
    case .hit:
      guard isTarget else { return nil }
      let redirect = chain.last { $0 !== target && candidate(for: $0)?.answer !== target }
      return "\(targetName) answered, but the hitTest override of "
        + "\(redirect?.inspectorName ?? "an ancestor") replaced it\(goes)"
    case .hidden: return "\(subject) is hidden\(inside)"
    case .transparent:
      return
        "\(subject) is transparent (alpha \(Self.format(view.alpha)) < \(HitTestRules.minimumAlpha))\(inside)"
    case .userInteractionDisabled: return "\(subject) has user interaction off\(inside)"
    case .leavingWindow: return "\(subject) is being removed from its window"
    case .animatingWithoutInteraction:
      return "\(subject) is animating without .allowUserInteraction (A9)\(inside)"
    case .nonInvertibleTransform:
      return "\(subject) has a transform that cannot be inverted (scaled to zero?)\(inside)"
    case .outside(let test):
      let by = test == .bounds ? "bounds" : "point(inside:with:) override"
      if isTarget {
        return "\(Self.format(point)) is outside \(targetName) (by its \(by))"
      }
      guard isInsideTarget(chain) else {
        return "\(Self.format(point)) is outside \(targetName)"
      }
      return "\(targetName) covers \(Self.format(point)), but it is outside its ancestor "
        + "\(name)'s \(by), so hit testing never looks inside \(name) there"
    case .overriddenHitTest(let returned):
      if let returned, let next, chain.contains(where: { $0 === returned }) || returned === next {
        return nil
      }
      let to = returned.map { "redirects the touch to \($0.inspectorName)" } ?? "returns nil"
      return isTarget
        ? "the hitTest override of \(targetName) \(to)"
        : "the hitTest override of \(name) \(to) without asking \(targetName)"
    case .notReached(.siblingAnsweredFirst(let sibling)):
      let what = isTarget ? targetName : "\(targetName)'s ancestor \(name)"
      return "\(what) is covered by \(sibling.inspectorName), a sibling in front that takes "
        + "the touch at \(Self.format(point))\(goes)"
    case .notReached(.ancestorOverride(let ancestor)):
      let answer = candidate(for: ancestor)?.answer?.inspectorName ?? "nil"
      return "the hitTest override of \(ancestor.inspectorName) returns \(answer) without "
        + "asking \(isTarget ? targetName : name)"
    case .notReached(.ancestorSkipped(let ancestor)):
      return "its ancestor \(ancestor.inspectorName) was skipped"
    }
  }

  /// Whether the point lies in the target by its own `point(inside:with:)`, converting down
  /// the chain; false when a transform on the way cannot be inverted.
  private func isInsideTarget(_ chain: [UIView]) -> Bool {
    var local = point
    for view in chain.dropFirst() {
      guard let converted = view.geometry.fromSuperview(local) else { return false }
      local = converted
    }
    return chain.last?.point(inside: local, with: nil) ?? false
  }
}
