import Foundation

extension UIView {
  /// Runs `hitTest(_:with:)` at `point` (in this view's bounds coordinates) with an observer
  /// attached and reports every view it looked at, with its verdict, and every view it never
  /// reached, with the cause.
  ///
  /// The answer is the real hit test's: the observer is called from inside it, at each place a
  /// decision is made. For a window the event defaults to the application's touches event, as
  /// for a real touch-down.
  public func hitTestReport(at point: CGPoint, with event: UIEvent? = nil) -> HitTestReport {
    let event = event ?? (self as? UIWindow)?.application?.touchesEvent
    var answer: UIView?
    let visits = HitTestTrace.record { trace in
      let root = trace.enter(self, at: point)
      answer = hitTest(point, with: event)
      trace.leave(root, answer: answer)
    }
    var candidates = visits.map {
      HitTestReport.Candidate(
        view: $0.view, depth: $0.depth, location: $0.location,
        verdict: $0.verdict ?? .overriddenHitTest(returned: $0.answer), answer: $0.answer)
    }
    var finder = UnreachedFinder(visits: visits)
    finder.collect(under: self, depth: 0)
    candidates += finder.found
    return HitTestReport(
      root: self, point: point, hitView: answer, path: answer.map { pathFromHere(to: $0) } ?? [],
      candidates: candidates)
  }

  /// The views from this view down to `view`, or empty when `view` is not in this subtree.
  func pathFromHere(to view: UIView) -> [UIView] {
    var path = [view]
    var current = view
    while current !== self {
      guard let parent = current.superview else { return [] }
      path.append(parent)
      current = parent
    }
    return path.reversed()
  }

  /// How tools name the view: its class, then its `accessibilityIdentifier`, else the title or
  /// text it shows, in quotes (`UIButton "Save"`).
  public var inspectorName: String {
    let type = String(describing: Swift.type(of: self))
    let shown =
      accessibilityIdentifier ?? (self as? UIButton)?.currentTitle ?? (self as? UILabel)?.text
      ?? (self as? UITextField)?.placeholder
    guard let shown, !shown.isEmpty else { return tag == 0 ? type : "\(type) tag \(tag)" }
    return "\(type) \"\(shown.count > 24 ? String(shown.prefix(23)) + "…" : shown)\""
  }
}

/// Finds the views of a subtree the search never asked, and why (see `NotReachedCause`).
@MainActor
private struct UnreachedFinder {
  private var visited: [ObjectIdentifier: HitTestTrace.Visit] = [:]
  private(set) var found: [HitTestReport.Candidate] = []

  init(visits: [HitTestTrace.Visit]) {
    for visit in visits where visited[ObjectIdentifier(visit.view)] == nil {
      visited[ObjectIdentifier(visit.view)] = visit
    }
  }

  /// Walks the subtree of a visited view front to back; `cause` is set inside a branch that
  /// was never reached, and then holds for all of it.
  mutating func collect(
    under view: UIView, depth: Int, cause: HitTestReport.NotReachedCause? = nil
  ) {
    let parentVisit = visited[ObjectIdentifier(view)]
    for child in view.subviews.reversed() {
      let isVisited = visited[ObjectIdentifier(child)] != nil
      let childCause =
        isVisited
        ? nil
        : cause ?? Self.cause(for: child, in: view, parentVisit: parentVisit, visited: visited)
      if let childCause {
        found.append(
          HitTestReport.Candidate(
            view: child, depth: depth + 1, location: nil, verdict: .notReached(childCause),
            answer: nil))
      }
      collect(under: child, depth: depth + 1, cause: childCause)
    }
  }

  private static func cause(
    for child: UIView, in parent: UIView, parentVisit: HitTestTrace.Visit?,
    visited: [ObjectIdentifier: HitTestTrace.Visit]
  ) -> HitTestReport.NotReachedCause {
    guard let verdict = parentVisit?.verdict else { return .ancestorSkipped(parent) }
    if case .overriddenHitTest = verdict {
    } else if verdict.isSkip {
      return .ancestorSkipped(parent)
    }
    // The loop asks subviews frontmost first and stops at the first answer.
    let siblings = parent.subviews
    if let position = siblings.firstIndex(where: { $0 === child }) {
      for sibling in siblings[(position + 1)...].reversed() {
        if let visit = visited[ObjectIdentifier(sibling)], visit.answer != nil {
          return .siblingAnsweredFirst(sibling)
        }
      }
    }
    return .ancestorOverride(parent)
  }
}
