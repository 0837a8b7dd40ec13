import Foundation

/// What the hit-testing loops tell an observer (`UIView+HitTesting`): each view they reject
/// and why, and each view they ask. The loops are generic over it so that the unobserved copy
/// (`NoHitTestObserver`) compiles to the loops alone.
@MainActor
protocol HitTestObserver {
  /// A view rejected from stored values, without a call into it.
  func skipped(_ view: UIView, at location: CGPoint?, _ reason: HitTestSkip)
  /// A plain subview the cached loop rejected by its flags, before converting the point.
  func skipped(_ children: [UIView], _ index: Int, inSuperviewAt point: CGPoint)
  /// A plain subview the cached loop found outside its bounds.
  func skipped(_ children: [UIView], _ index: Int, at local: CGPoint)
  /// Asks a plain `UIView` (the fast path: its subviews, else itself) and returns the answer.
  func visitPlain(_ view: UIView, at local: CGPoint, with event: UIEvent?) -> UIView
  /// Asks a subclass's `hitTest(_:with:)` and returns the answer.
  func visit(_ view: UIView, at local: CGPoint, with event: UIEvent?) -> UIView?
  /// UIView's own `hitTest` logic starts for `view`; returns a token for the end.
  func defaultHitTestBegan(_ view: UIView, at point: CGPoint) -> Int?
  /// UIView's own `hitTest` logic for `view` decided.
  func defaultHitTestEnded(_ view: UIView, opened: Int?, answer: UIView?, skip: HitTestSkip?)
}

/// The observer of every hit test an app runs: it records nothing, and each hook is the plain
/// step it stands for.
struct NoHitTestObserver: HitTestObserver {
  @inline(__always)
  func skipped(_ view: UIView, at location: CGPoint?, _ reason: HitTestSkip) {}

  @inline(__always)
  func skipped(_ children: [UIView], _ index: Int, inSuperviewAt point: CGPoint) {}

  @inline(__always)
  func skipped(_ children: [UIView], _ index: Int, at local: CGPoint) {}

  @inline(__always)
  func visitPlain(_ view: UIView, at local: CGPoint, with event: UIEvent?) -> UIView {
    view.hitTestSubviews(local, with: event, self) ?? view
  }

  @inline(__always)
  func visit(_ view: UIView, at local: CGPoint, with event: UIEvent?) -> UIView? {
    view.hitTest(local, with: event)
  }

  @inline(__always)
  func defaultHitTestBegan(_ view: UIView, at point: CGPoint) -> Int? { nil }

  @inline(__always)
  func defaultHitTestEnded(_ view: UIView, opened: Int?, answer: UIView?, skip: HitTestSkip?) {}
}
