import Foundation

/// The drag that moves a sheet, as UIKit's: the card follows the finger, growing or shrinking
/// between its detents and sliding down below the smallest, the dimming fading as it goes.
/// A drag down from the smallest detent begins an interactive dismissal (the delegate's
/// willDismiss, the presented controller's viewWillDisappear); let go, the card goes to the
/// detent nearest where it was heading, or away when that is below half the smallest one.
/// When the user may not dismiss, the card only stretches and the delegate hears the attempt.
@MainActor
final class SheetDrag: NSObject, UIGestureRecognizerDelegate {
  private weak var sheet: UISheetPresentationController?
  private(set) var pan: UIPanGestureRecognizer?
  /// Whether the card is following a finger (the container's layout leaves it alone).
  private(set) var isMoving = false
  private var startFrame = CGRect.zero
  /// Whether the drag began a dismissal (the will callbacks said), and its step.
  private var dismissalStep: Int?
  /// Whether the drag is beginning a dismissal: its will callbacks are running (app code
  /// there may dismiss or present, which takes the drag's dismissal back).
  private var isBeginningDismissal = false
  /// Whether the user may not dismiss (the card only stretches).
  private var refused = false

  init(sheet: UISheetPresentationController) {
    self.sheet = sheet
  }

  func install() {
    let pan = UIPanGestureRecognizer { [weak self] in self?.handle($0 as! UIPanGestureRecognizer) }
    pan.delegate = self
    sheet?.card.addGestureRecognizer(pan)
    self.pan = pan
  }

  // MARK: - Arbitration

  /// Begins for a vertical drag, unless a scroll view under the finger should move instead:
  /// one that can scroll toward the finger (down: it is not at its top; up: the sheet is at
  /// its largest detent or does not grow from scrolling).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let sheet, sheet.state == .presented, let pan, let container = sheet.container else {
      return false
    }
    let t = pan.translation(in: container)
    guard abs(t.y) > abs(t.x) else { return false }
    guard let scrollView = scrollView(at: pan.location(in: sheet.card), in: sheet.card) else {
      return true
    }
    if t.y > 0 {
      return scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
    }
    let largest = sheet.detentHeights.last?.height ?? 0
    return sheet.prefersScrollingExpandsWhenScrolledToEdge && sheet.restingHeight < largest
  }

  /// The pans of scroll views in the card wait for the sheet's drag to decide.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let sheet, let scrollView = otherGestureRecognizer.view as? UIScrollView else {
      return false
    }
    return otherGestureRecognizer === scrollView.panGestureRecognizer
      && scrollView.isDescendant(of: sheet.card)
  }

  /// The innermost scroll view at `point` that scrolls vertically.
  private func scrollView(at point: CGPoint, in card: UIView) -> UIScrollView? {
    var view = card.hitTest(point, with: nil)
    while let current = view, current !== card {
      if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
        let inset = scrollView.adjustedContentInset
        let scrollable = scrollView.contentSize.height + inset.top + inset.bottom
        if scrollable > scrollView.bounds.height || scrollView.alwaysBounceVertical {
          return scrollView
        }
      }
      view = current.superview
    }
    return nil
  }

  // MARK: - Following the finger

  private func handle(_ pan: UIPanGestureRecognizer) {
    guard let sheet, let container = sheet.container else { return }
    let t = pan.translation(in: container).y
    let v = pan.velocity(in: container).y
    switch pan.state {
    case .began:
      begin(sheet, downward: t > 0)
      move(sheet, by: t)
    case .changed:
      move(sheet, by: t)
    case .ended:
      end(sheet, translation: t, velocity: v)
    case .cancelled, .failed:
      end(sheet, translation: t, velocity: 0)
    default:
      break
    }
  }

  private func begin(_ sheet: UISheetPresentationController, downward: Bool) {
    guard sheet.state == .presented else { return }
    isMoving = true
    startFrame = sheet.card.frame
    refused = !sheet.userMayDismiss(telling: false)
    dismissalStep = nil
    let smallest = sheet.detentHeights.first?.height ?? 0
    guard downward, !refused, sheet.restingHeight <= smallest + 0.5 else { return }
    // A drag down from the smallest detent is a dismissal under way (it may still be let go
    // short).
    sheet.delegate?.presentationControllerWillDismiss(sheet)
    guard isMoving, sheet.state == .presented else { return }
    sheet.userDismissal = true
    isBeginningDismissal = true
    let step = sheet.beginDismissal(animated: true)
    isBeginningDismissal = false
    // Nil when app code in the callbacks took it back (``cancelNow()``).
    dismissalStep = isMoving ? step : nil
  }

  /// Where the card is for a drag of `t` points (down positive).
  private func move(_ sheet: UISheetPresentationController, by t: CGFloat) {
    guard isMoving, let container = sheet.container else { return }
    let t = t.isFinite ? t : 0
    let bounds = container.bounds
    let heights = sheet.detentHeights
    let smallest = heights.first?.height ?? 0
    let largest = heights.last?.height ?? 0
    var frame = startFrame
    var fade: CGFloat = 0
    if sheet.floats {
      let down = t > 0 && !refused ? t : -ScrollPhysics.rubberBand(-t, dimension: bounds.height)
      frame.origin.y +=
        t > 0 && refused ? ScrollPhysics.rubberBand(t, dimension: bounds.height) : down
      fade = max(0, frame.minY - startFrame.minY) / max(1, bounds.maxY - startFrame.minY)
    } else {
      var height = startFrame.height - t
      if height > largest {
        height = largest + ScrollPhysics.rubberBand(height - largest, dimension: bounds.height)
      }
      var below: CGFloat = 0
      if height < smallest {
        below = smallest - height
        if refused { below = ScrollPhysics.rubberBand(below, dimension: bounds.height) }
        height = smallest
      }
      frame = sheet.cardFrame(height: height, in: bounds)
      frame.origin.y += below
      fade = below / max(1, smallest)
    }
    sheet.card.frame = frame
    sheet.layoutCard()
    if sheet.dimsAtRest || sheet.detentHeights.count > 1 {
      sheet.dimmingView.alpha = sheet.dimsAtRest ? max(0, 1 - fade) : 0
    }
  }

  private func end(
    _ sheet: UISheetPresentationController, translation t: CGFloat, velocity: CGFloat
  ) {
    guard isMoving, let container = sheet.container else { return }
    let v = velocity.isFinite ? velocity : 0
    let t = t.isFinite ? t : 0
    let heights = sheet.detentHeights
    let smallest = heights.first?.height ?? 0
    // Where the card is heading: its height now, carried on by the flick.
    let now = sheet.floats ? startFrame.height - max(0, t) : startFrame.height - t
    let projected = now - v * 0.2
    let dismisses = !refused && (projected < smallest / 2 || (v > 1200 && now <= smallest + 1))
    if refused, t > 0 { sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet) }
    if dismisses {
      isMoving = false
      let step = dismissalStep ?? beginUserDismissal(sheet)
      dismissalStep = nil
      guard let step else { return }
      sheet.animateDismissal(step, animated: true)
      return
    }
    let target =
      sheet.floats
      ? heights[0]
      : heights.min { abs($0.height - projected) < abs($1.height - projected) } ?? heights[0]
    let frame = sheet.cardFrame(height: target.height, in: container.bounds)
    container.isShielded = true
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
      sheet.card.frame = frame
      sheet.layoutCard()
      sheet.dimmingView.alpha = 1
    } completion: { [weak self, weak sheet] _ in
      guard let self, let sheet else { return }
      self.settle(sheet, at: target.identifier)
    }
  }

  /// A dismissal the drag did not begin (it started from a larger detent, or upward).
  private func beginUserDismissal(_ sheet: UISheetPresentationController) -> Int? {
    sheet.delegate?.presentationControllerWillDismiss(sheet)
    guard sheet.state == .presented else { return nil }
    sheet.userDismissal = true
    return sheet.beginDismissal(animated: true)
  }

  /// The card is back at a detent: a dismissal the drag began is taken back.
  private func settle(
    _ sheet: UISheetPresentationController,
    at identifier: UISheetPresentationController.Detent.Identifier
  ) {
    guard isMoving else { return }
    isMoving = false
    sheet.container?.isShielded = false
    if dismissalStep != nil {
      dismissalStep = nil
      sheet.cancelDismissal()
    }
    sheet.selectDetent(identifier)
    sheet.container?.setNeedsLayout()
  }

  /// The app dismisses or presents over a sheet being dragged: the drag ends where it is, the
  /// card back at its detent.
  func cancelNow() {
    guard isMoving, let sheet else { return }
    isMoving = false
    sheet.container?.isShielded = false
    // Also a dismissal whose will callbacks are still running (fuzz stream 12159397: app code
    // in viewWillDisappear dismissed the sheet, and the dismissal the drag began was left
    // halfway, the controller disappearing for ever).
    if dismissalStep != nil || isBeginningDismissal {
      dismissalStep = nil
      sheet.cancelDismissal()
    }
    sheet.container?.setNeedsLayout()
    sheet.container?.layoutIfNeeded()
    if let pan {
      pan.isEnabled = false
      pan.isEnabled = true
    }
  }
}
