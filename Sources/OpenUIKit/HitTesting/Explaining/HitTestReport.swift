import Foundation

/// Everything one hit test looked at: the answer, the path to it, and each view with the reason
/// it was or was not the answer.
///
/// Made by ``UIView/hitTestReport(at:with:)``, which runs the real `hitTest(_:with:)` with an
/// observer attached, so the report's answer is hit testing's answer by construction. Print it
/// (``description``) for a log or a test failure; ask ``whyNot(_:)`` why a view was not hit.
@preconcurrency @MainActor
public struct HitTestReport: @MainActor CustomStringConvertible {
  /// Why a view was or was not hit testing's answer.
  public enum Verdict: Equatable, Sendable {
    /// The view's hit test returned the view itself.
    case hit
    /// The point is inside the view and one of its subviews answered.
    case passedToSubview
    /// Skipped: the view is hidden (A2).
    case hidden
    /// Skipped: `alpha` is below 0.01 (A2).
    case transparent
    /// Skipped: `isUserInteractionEnabled` is false (A2).
    case userInteractionDisabled
    /// Skipped: the view is being removed from its window while its touches are cancelled.
    case leavingWindow
    /// Skipped: the view is in an animation started without `.allowUserInteraction` (A9).
    case animatingWithoutInteraction
    /// Skipped: `point(inside:with:)` said the point is outside, by the default bounds test or
    /// an override.
    case outside(OutsideTest)
    /// Skipped: the view's transform cannot be inverted, so the point has no place in it.
    case nonInvertibleTransform
    /// An overridden `hitTest(_:with:)` returned something other than UIView's own logic would
    /// (another view, or nil), or did not run that logic at all.
    case overriddenHitTest(returned: UIView?)
    /// The search never asked the view.
    case notReached(NotReachedCause)

    /// A few words for a label: "hit", "hidden", "alpha < 0.01", "outside bounds", …
    @MainActor public var summary: String {
      switch self {
      case .hit: return "hit"
      case .passedToSubview: return "a subview answered"
      case .hidden: return "hidden"
      case .transparent: return "alpha < \(HitTestRules.minimumAlpha)"
      case .userInteractionDisabled: return "interaction off"
      case .leavingWindow: return "leaving its window"
      case .animatingWithoutInteraction: return "animating"
      case .outside(.bounds): return "outside bounds"
      case .outside(.pointInsideOverride): return "outside by point(inside:)"
      case .nonInvertibleTransform: return "transform not invertible"
      case .overriddenHitTest(let returned):
        return "hitTest override → \(returned?.inspectorName ?? "nil")"
      case .notReached(.ancestorSkipped): return "ancestor skipped"
      case .notReached(.siblingAnsweredFirst): return "covered by a sibling"
      case .notReached(.ancestorOverride): return "ancestor's hitTest override"
      }
    }

    /// Whether the verdict keeps the point from the view and its subtree.
    public var isSkip: Bool {
      switch self {
      case .hit, .passedToSubview, .notReached: return false
      case .overriddenHitTest(let returned): return returned == nil
      default: return true
      }
    }
  }

  /// Which test put the point outside a view.
  public enum OutsideTest: Equatable, Sendable {
    /// UIView's default `point(inside:with:)`: the point is outside `bounds`.
    case bounds
    /// An overridden `point(inside:with:)` said no.
    case pointInsideOverride
  }

  /// Why the search never asked a view.
  public enum NotReachedCause: Equatable, Sendable {
    /// An ancestor was skipped, so nothing inside it was looked at.
    case ancestorSkipped(UIView)
    /// A sibling in front (of the view or of an ancestor) answered first.
    case siblingAnsweredFirst(UIView)
    /// An ancestor's overridden `hitTest(_:with:)` answered without asking this branch.
    case ancestorOverride(UIView)
  }

  /// One view the report speaks of.
  public struct Candidate {
    /// The view.
    public let view: UIView
    /// Its depth below the report's root (the root is 0), for indenting.
    public let depth: Int
    /// The point in the view's bounds coordinates; nil when its transform cannot be inverted or
    /// the search never reached it.
    public let location: CGPoint?
    /// The verdict.
    public let verdict: Verdict
    /// What the view's hit test returned, when it was asked.
    public let answer: UIView?
  }

  /// The view the report was made for, and the point in its coordinates.
  public let root: UIView
  /// The point, in the root's bounds coordinates.
  public let point: CGPoint
  /// What `hitTest(_:with:)` returned.
  public let hitView: UIView?
  /// The views from the root (first) to the hit view (last); empty when nothing was hit or the
  /// answer is not in the root's subtree.
  public let path: [UIView]
  /// The views the search looked at, in visiting order, then those it never reached, in tree
  /// order (front to back).
  public let candidates: [Candidate]

  /// The candidate entry for `view`: its first visit, else its not-reached entry.
  public func candidate(for view: UIView) -> Candidate? {
    for candidate in candidates where candidate.view === view { return candidate }
    return nil
  }

  /// The verdict for `view`, nil when the view is not in the root's subtree.
  public func verdict(for view: UIView) -> Verdict? { candidate(for: view)?.verdict }

  /// One line per candidate, indented by depth: visits first, then the views never reached.
  public var description: String {
    var lines = ["hit test at \(Self.format(point)) in \(root.inspectorName): \(answerText)"]
    var notReachedStarted = false
    for candidate in candidates {
      if case .notReached = candidate.verdict, !notReachedStarted {
        notReachedStarted = true
        lines.append("never reached:")
      }
      let indent = String(repeating: "  ", count: candidate.depth + 1)
      let at = candidate.location.map { " at \(Self.format($0))" } ?? ""
      lines.append("\(indent)\(candidate.view.inspectorName)\(at): \(text(for: candidate))")
    }
    return lines.joined(separator: "\n")
  }

  private var answerText: String {
    guard let hitView else { return "nothing" }
    guard !path.isEmpty else { return "\(hitView.inspectorName) (outside this view's subtree)" }
    return path.map(\.inspectorName).joined(separator: " > ")
  }

  private func text(for candidate: Candidate) -> String {
    switch candidate.verdict {
    case .hit:
      return candidate.view === hitView ? "HIT" : "answered itself (an ancestor overrode it)"
    case .passedToSubview:
      return "inside; \(candidate.answer?.inspectorName ?? "a subview") answered"
    case .hidden: return "skipped: hidden"
    case .transparent:
      return "skipped: alpha \(Self.format(candidate.view.alpha)) < \(HitTestRules.minimumAlpha)"
    case .userInteractionDisabled: return "skipped: user interaction off"
    case .leavingWindow: return "skipped: leaving its window"
    case .animatingWithoutInteraction:
      return "skipped: animating without .allowUserInteraction"
    case .outside(.bounds): return "skipped: outside its bounds"
    case .outside(.pointInsideOverride): return "skipped: its point(inside:with:) says outside"
    case .nonInvertibleTransform: return "skipped: transform cannot be inverted"
    case .overriddenHitTest(let returned):
      return "its hitTest override returned \(returned?.inspectorName ?? "nil")"
    case .notReached(.ancestorSkipped(let ancestor)):
      return "not reached: \(ancestor.inspectorName) was skipped"
    case .notReached(.siblingAnsweredFirst(let sibling)):
      return "not reached: \(sibling.inspectorName), in front, answered first"
    case .notReached(.ancestorOverride(let ancestor)):
      return "not reached: the hitTest override of \(ancestor.inspectorName) did not ask"
    }
  }

  nonisolated static func format(_ point: CGPoint) -> String {
    "(\(format(point.x)), \(format(point.y)))"
  }

  /// A coordinate to two decimals at most; huge or non-finite values as Swift prints them
  /// (a view may sit at 1e300: formatting it must not trap).
  nonisolated static func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    guard rounded.isFinite, abs(rounded) < 1e15 else { return String(describing: Double(value)) }
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
  }
}
