import Foundation

/// What one hit test looked at, recorded by the hit-testing code itself while a report is being
/// made (``UIView/hitTestReport(at:with:)``).
///
/// The hooks sit in `UIView+HitTesting` at each place a verdict is decided: the plain-view fast
/// path, the child cache loop, `defaultHitTest` and the default `point(inside:with:)`. With no
/// trace installed each hook is one test of a nil local, so the report can never come from a
/// second implementation that disagrees with `hitTest(_:with:)`.
@MainActor
final class HitTestTrace: HitTestObserver {
  /// The trace being recorded, if any. Main-actor state: only hit testing reads it.
  nonisolated(unsafe) static var current: HitTestTrace?

  struct Visit {
    let view: UIView
    let depth: Int
    /// The point in the view's bounds space; nil when its transform cannot be inverted.
    let location: CGPoint?
    /// Set when the verdict came from stored values (the fast paths) or at `leave`.
    var verdict: HitTestReport.Verdict?
    /// What the view's hit test returned.
    var answer: UIView?
    /// Whether UIView's own `hitTest` logic ran for this visit, and what it decided.
    var defaultRan = false
    var defaultAnswer: UIView?
    var defaultSkip: HitTestReport.Verdict?
    /// What the default bounds test said, when the default `point(inside:with:)` ran.
    var boundsTest: Bool?
  }

  private(set) var visits: [Visit] = []
  /// The visits still being decided, outermost first.
  private var open: [Int] = []

  /// A view rejected from stored values, without a call into it.
  func skipped(_ view: UIView, at location: CGPoint?, _ reason: HitTestSkip) {
    visits.append(
      Visit(
        view: view, depth: open.count, location: location, verdict: reason.verdict, answer: nil))
  }

  func skipped(_ children: [UIView], _ index: Int, inSuperviewAt point: CGPoint) {
    let view = children[index]
    skipped(
      view, at: view.geometry.fromSuperview(point), HitTestRules.skipReason(view.flags) ?? .outside)
  }

  func skipped(_ children: [UIView], _ index: Int, at local: CGPoint) {
    skipped(children[index], at: local, .outside)
  }

  /// Asks a plain `UIView`'s subviews as the fast path does, recording the visit.
  func visitPlain(_ view: UIView, at local: CGPoint, with event: UIEvent?) -> UIView {
    let index = enter(view, at: local)
    let answer = view.hitTestSubviews(local, with: event, self) ?? view
    visits[index].defaultRan = true
    visits[index].defaultAnswer = answer
    leave(index, answer: answer)
    return answer
  }

  /// Asks a subclass's `hitTest(_:with:)`, recording the visit.
  func visit(_ view: UIView, at local: CGPoint, with event: UIEvent?) -> UIView? {
    let index = enter(view, at: local)
    let answer = view.hitTest(local, with: event)
    leave(index, answer: answer)
    return answer
  }

  /// A view whose `hitTest(_:with:)` is about to be asked.
  func enter(_ view: UIView, at location: CGPoint) -> Int {
    visits.append(Visit(view: view, depth: open.count, location: location))
    open.append(visits.count - 1)
    return visits.count - 1
  }

  /// The view's hit test returned `answer`.
  func leave(_ index: Int, answer: UIView?) {
    if let last = open.last, last == index { open.removeLast() }
    var visit = visits[index]
    visit.answer = answer
    if visit.verdict == nil { visit.verdict = Self.verdict(of: visit) }
    visits[index] = visit
  }

  /// UIView's `hitTest` logic started for `view`. Returns the visit it opened when the call
  /// did not come through a superview's loop (an override asking another view directly), so
  /// that `defaultHitTestEnded` closes it.
  func defaultHitTestBegan(_ view: UIView, at point: CGPoint) -> Int? {
    if let top = open.last, visits[top].view === view, !visits[top].defaultRan {
      visits[top].defaultRan = true
      return nil
    }
    let index = enter(view, at: point)
    visits[index].defaultRan = true
    return index
  }

  /// UIView's `hitTest` logic for `view` decided: `answer`, or skipped for `skip`.
  func defaultHitTestEnded(
    _ view: UIView, opened: Int?, answer: UIView?, skip: HitTestSkip?
  ) {
    guard let index = opened ?? openVisit(of: view) else { return }
    if skip == .outside, visits[index].boundsTest != false {
      // The default bounds test did not say so (or never ran): an override did.
      visits[index].defaultSkip = .outside(.pointInsideOverride)
    } else {
      visits[index].defaultSkip = skip?.verdict
    }
    visits[index].defaultAnswer = answer
    if let opened { leave(opened, answer: answer) }
  }

  /// The default `point(inside:with:)` answered for `view`.
  func boundsTested(_ view: UIView, inside: Bool) {
    if let index = openVisit(of: view) { visits[index].boundsTest = inside }
  }

  private func openVisit(of view: UIView) -> Int? {
    guard let top = open.last, visits[top].view === view else { return nil }
    return top
  }

  private static func verdict(of visit: Visit) -> HitTestReport.Verdict {
    guard visit.defaultRan, visit.answer === visit.defaultAnswer else {
      return .overriddenHitTest(returned: visit.answer)
    }
    if let skip = visit.defaultSkip { return skip }
    return visit.answer === visit.view ? .hit : .passedToSubview
  }

  /// Runs `body` with a trace installed and returns what it recorded.
  static func record(_ body: (HitTestTrace) -> Void) -> [Visit] {
    let trace = HitTestTrace()
    let previous = current
    current = trace
    defer { current = previous }
    body(trace)
    return trace.visits
  }
}

extension HitTestSkip {
  var verdict: HitTestReport.Verdict {
    switch self {
    case .hidden: return .hidden
    case .userInteractionDisabled: return .userInteractionDisabled
    case .transparent: return .transparent
    case .leavingWindow: return .leavingWindow
    case .outside: return .outside(.bounds)
    case .nonInvertibleTransform: return .nonInvertibleTransform
    case .animating: return .animatingWithoutInteraction
    }
  }
}
