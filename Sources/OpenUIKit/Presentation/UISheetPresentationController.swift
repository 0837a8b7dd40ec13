import Foundation

/// The presentation controller of a page or form sheet: a card over the dimmed window that the
/// user drags down to dismiss, resting at one of its ``detents``.
///
/// On the desktop a page sheet rises from the bottom of the window: the full width of a window
/// narrower than 600 points, else 704 points wide (at most the width less 20 points a side),
/// its top 10 points under the safe area at the large detent. A form sheet in a wide window
/// floats in the middle, 540 × 620 points (or the presented controller's
/// ``UIViewController/preferredContentSize``) at most, and has one height. Dragging the card
/// follows the finger; let go, it rests at the detent nearest where it was heading, or, past
/// half of the smallest one (or flicked down), it is dismissed — unless the presented
/// controller ``UIViewController/isModalInPresentation`` or the delegate refuses, when the card
/// only stretches and the delegate hears the attempt. A tap on the dimming does the same as a
/// drag down.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at.
  open var detents: [Detent] = [.large()] { didSet { container?.setNeedsLayout() } }
  /// The detent the sheet rests at (nil: the smallest); set by the user's drags too.
  open var selectedDetentIdentifier: Detent.Identifier? { didSet { container?.setNeedsLayout() } }
  /// The largest detent at which the window behind is neither dimmed nor cut off from touches
  /// (nil: dimmed at every detent).
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { container?.setNeedsLayout() }
  }
  /// Whether a grabber is drawn at the top of the card.
  open var prefersGrabberVisible = false { didSet { container?.setNeedsLayout() } }
  /// The card's corner radius (nil: 10 points).
  open var preferredCornerRadius: CGFloat? { didSet { container?.setNeedsLayout() } }
  /// Whether scrolling up in a scroll view at its top grows the sheet to a larger detent first.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Kept for source compatibility: a desktop window has no compact-height landscape.
  open var prefersEdgeAttachedInCompactHeight = false
  /// Kept for source compatibility (see ``prefersEdgeAttachedInCompactHeight``).
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

  /// The card holding the presented view, the grabber and the dimming behind.
  let card = SheetCardView()
  let dimmingView = UIView()
  let grabber = UIView()
  /// The drag that moves the card.
  lazy var drag = SheetDrag(sheet: self)

  /// A sheet controller for `presentedViewController`.
  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.3)
    dimmingView.addGestureRecognizer(
      UITapGestureRecognizer { [weak self] _ in self?.userAskedToDismiss() })
    grabber.backgroundColor = UIColor(white: 0.55, alpha: 0.6)
    grabber.layer.cornerRadius = 2.5
    grabber.isUserInteractionEnabled = false
    card.clipsToBounds = true
    card.backgroundColor = .systemBackground
    drag.install()
    card.drag = drag
  }

  /// Runs `changes` (to the detents or the selected one) with the card moving there animated.
  open func animateChanges(_ changes: () -> Void) {
    changes()
    guard let container, state == .presented else { return }
    UIView.animate(withDuration: 0.3) { container.layoutIfNeeded() }
  }

  /// The card.
  open override var presentedView: UIView? { card }

  /// Where the card rests: see the class's description.
  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let container else { return .zero }
    return cardFrame(height: restingHeight, in: container.bounds)
  }

  /// Sheets leave the window behind them in place.
  open override var shouldRemovePresentersView: Bool { false }

  // MARK: - Geometry

  /// Whether the card floats in the middle (a form sheet in a wide window).
  var floats: Bool {
    style == .formSheet && (container?.bounds.width ?? 0) >= SheetMetrics.compactWidth
  }

  /// The tallest the card can be: up to 10 points under the safe area.
  var maximumHeight: CGFloat {
    guard let container else { return 0 }
    if floats { return min(formSize.height, container.bounds.height - 40) }
    return max(0, container.bounds.height - container.safeAreaInsets.top - 10)
  }

  /// The heights of the detents, smallest first, with their identifiers.
  var detentHeights: [(identifier: Detent.Identifier, height: CGFloat)] {
    let maximum = maximumHeight
    if floats { return [(.large, maximum)] }
    let context = DetentContext(maximumDetentValue: maximum, traitCollection: traitCollection)
    let found = (detents.isEmpty ? [Detent.large()] : detents).compactMap { detent in
      detent.resolver(context).flatMap { height in
        height.isFinite ? (detent.identifier, min(max(height, 0), maximum)) : nil
      }
    }
    return (found.isEmpty ? [(.large, maximum)] : found).sorted { $0.1 < $1.1 }
  }

  /// The detent the card rests at.
  var restingDetent: (identifier: Detent.Identifier, height: CGFloat) {
    let heights = detentHeights
    return heights.first { $0.identifier == selectedDetentIdentifier } ?? heights[0]
  }
  var restingHeight: CGFloat { restingDetent.height }

  /// The card's frame for `height` (bottom-anchored, or floating in the middle).
  func cardFrame(height: CGFloat, in bounds: CGRect) -> CGRect {
    if floats {
      let size = CGSize(width: min(formSize.width, bounds.width - 40), height: maximumHeight)
      return CGRect(
        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
        height: size.height)
    }
    let width =
      bounds.width < SheetMetrics.compactWidth
      ? bounds.width : min(SheetMetrics.pageWidth, bounds.width - 40)
    return CGRect(
      x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
  }

  /// A form sheet's size: the presented controller's ``UIViewController/preferredContentSize``
  /// where it gives one, else 540 × 620 points.
  var formSize: CGSize {
    let preferred = presentedViewController.preferredContentSize
    return CGSize(
      width: preferred.width > 0 && preferred.width.isFinite
        ? preferred.width : SheetMetrics.formSize.width,
      height: preferred.height > 0 && preferred.height.isFinite
        ? preferred.height : SheetMetrics.formSize.height)
  }

  /// Whether the window behind is dimmed (and cut off from touches) at the resting detent.
  var dimsAtRest: Bool {
    guard let undimmed = largestUndimmedDetentIdentifier else { return true }
    let heights = detentHeights
    guard let limit = heights.first(where: { $0.identifier == undimmed }) else { return true }
    return restingHeight > limit.height
  }

  // MARK: - The machinery's hooks

  override var hostedView: UIView? { card }

  override func transitionFrame(offscreen: Bool) -> CGRect {
    var frame = frameOfPresentedViewInContainerView
    if offscreen, let container {
      if presentedViewController.slides { frame.origin.y = container.bounds.maxY }
    }
    return frame
  }

  override func place(shown: Bool) {
    super.place(shown: shown)
    dimmingView.alpha = shown && dimsAtRest ? 1 : 0
  }

  override func layoutContainer() {
    guard let container else { return }
    dimmingView.frame = container.bounds
    guard !drag.isMoving else { return }
    super.layoutContainer()
    if state == .presented { dimmingView.alpha = dimsAtRest ? 1 : 0 }
    layoutCard()
  }

  /// The card's insides: the presented view filling it, the grabber on top, the corners.
  func layoutCard() {
    let radius = preferredCornerRadius ?? 10
    card.layer.cornerRadius = radius
    card.layer.maskedCorners =
      floats
      ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
      : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    presentedViewController.viewIfLoaded?.frame = card.bounds
    grabber.isHidden = !prefersGrabberVisible
    grabber.frame = CGRect(x: card.bounds.midX - 18, y: 5, width: 36, height: 5)
    card.bringSubviewToFront(grabber)
  }

  /// Touches outside the card reach the window behind when it is not dimmed.
  override func containerTakes(_ point: CGPoint) -> Bool {
    dimsAtRest || state != .presented || card.frame.contains(point)
  }

  /// Fills the container: the dimming under the card, the presented view in the card.
  override func assembleContainer(_ container: PresentationContainerView) {
    container.addSubview(dimmingView)
    container.addSubview(card)
    card.addSubview(presentedViewController.view)
    card.addSubview(grabber)
  }

  /// The user moved the card to another detent: the delegate hears it.
  func selectDetent(_ identifier: Detent.Identifier) {
    guard identifier != restingDetent.identifier else { return }
    selectedDetentIdentifier = identifier
    (delegate as? UISheetPresentationControllerDelegate)?
      .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
  }
}

/// The sizes and breakpoints of desktop sheets (see ``UISheetPresentationController``).
enum SheetMetrics {
  /// Narrower windows get full-width sheets (and form sheets become page sheets).
  static let compactWidth: CGFloat = 600
  /// A page sheet's width in a wide window.
  static let pageWidth: CGFloat = 704
  /// A form sheet's size in a wide window.
  static let formSize = CGSize(width: 540, height: 620)
}

/// The card a sheet's presented view sits in.
final class SheetCardView: UIView {
  /// The drag that moves the card.
  weak var drag: SheetDrag?

  /// App code took the card out of the window during a drag (from the will callbacks of the
  /// dismissal the drag began, fuzz stream 15856118): its pan is reset without an action, so
  /// the drag ends here, taking its dismissal back, or it would be left halfway.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil { drag?.cancelNow() }
  }
}

/// What a custom detent's resolver is told.
struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat
  let traitCollection: UITraitCollection
}
