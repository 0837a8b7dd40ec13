import Foundation

/// A row of dots, one per page, the current one bright, as UIKit's. A tap to the right of the
/// current dot goes one page on, to the left one page back; a drag along the dots scrubs to
/// the page under the finger (``allowsContinuousInteraction``). Each change the user makes
/// sends `.valueChanged`; setting ``currentPage`` from code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// Accessibility: adjustable, "page 2 of 4".
  override var defaultAccessibility: AccessibilityAttributes {
    AccessibilityAttributes(
      isElement: numberOfPages > 0, value: "page \(currentPage + 1) of \(numberOfPages)",
      traits: .adjustable)
  }
  /// The next page, sending `.valueChanged`.
  open override func accessibilityIncrement() { accessibilityMove(1) }
  /// The previous page, sending `.valueChanged`.
  open override func accessibilityDecrement() { accessibilityMove(-1) }
  /// The backgrounds a page control can have.
  public enum BackgroundStyle: Int, Sendable {
    /// A background while interacted with (none here).
    case automatic
    /// A rounded background always.
    case prominent
    /// No background.
    case minimal
  }

  /// The number of pages (dots).
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
      rebuild()
    }
  }
  /// The page shown, from 0 (clamped to the pages).
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
      updateLook()
    }
  }
  /// Whether the control hides itself when there is only one page.
  open var hidesForSinglePage = false { didSet { updateLook() } }
  /// The colour of the other dots.
  open var pageIndicatorTintColor: UIColor? { didSet { updateLook() } }
  /// The colour of the current dot.
  open var currentPageIndicatorTintColor: UIColor? { didSet { updateLook() } }
  /// The background.
  open var backgroundStyle = BackgroundStyle.automatic { didSet { updateLook() } }
  /// Whether dragging along the dots scrubs through the pages.
  open var allowsContinuousInteraction = true
  /// An image for every dot (kept for source compatibility; dots are drawn).
  open var preferredIndicatorImage: UIImage?
  private var indicatorImages: [Int: UIImage] = [:]

  private var dots: [UIView] = []
  private var scrubbed = false
  private var pageAtStart = 0
  private var startX: CGFloat = 0

  /// The dots' size and the gap between them.
  static let dotSize: CGFloat = 7
  static let spacing: CGFloat = 9

  /// Creates a page control.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateLook()
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) { nil }

  /// The size the control needs for `pageCount` dots.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let count = CGFloat(max(0, pageCount))
    let width = count * Self.dotSize + max(0, count - 1) * Self.spacing + 2 * 12
    return CGSize(width: width, height: 26)
  }

  /// Sets one page's image (kept for source compatibility).
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    indicatorImages[page] = image
  }
  /// One page's image.
  open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private func rebuild() {
    dots.forEach { $0.removeFromSuperview() }
    dots = (0..<numberOfPages).map { _ in
      let dot = UIView(frame: .zero)
      dot.isUserInteractionEnabled = false
      dot.layer.cornerRadius = Self.dotSize / 2
      return dot
    }
    dots.forEach(addSubview)
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    updateLook()
  }

  /// The centre x of page `page`'s dot.
  func dotCenterX(_ page: Int) -> CGFloat {
    let total =
      CGFloat(numberOfPages) * Self.dotSize + CGFloat(max(0, numberOfPages - 1)) * Self.spacing
    let start = bounds.midX - total / 2
    return start + CGFloat(page) * (Self.dotSize + Self.spacing) + Self.dotSize / 2
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    for (page, dot) in dots.enumerated() {
      dot.frame = CGRect(
        x: dotCenterX(page) - Self.dotSize / 2, y: bounds.midY - Self.dotSize / 2,
        width: Self.dotSize, height: Self.dotSize)
    }
    layer.cornerRadius = bounds.height / 2
  }

  private func updateLook() {
    isHidden = hidesForSinglePage && numberOfPages <= 1
    backgroundColor = backgroundStyle == .prominent ? UIColor(white: 0, alpha: 0.2) : nil
    let other = pageIndicatorTintColor ?? UIColor(white: 0.5, alpha: 0.35)
    let current = currentPageIndicatorTintColor ?? UIColor(white: 0.1, alpha: 1)
    for (page, dot) in dots.enumerated() {
      dot.backgroundColor = page == currentPage ? current : other
    }
  }

  // MARK: - Touches

  /// The page whose dot is nearest `x`.
  private func page(nearest x: CGFloat) -> Int {
    guard numberOfPages > 0 else { return 0 }
    let step = Self.dotSize + Self.spacing
    let first = dotCenterX(0)
    // Bounded before the conversion: a finger at a huge or NaN x must not trap.
    let index = ((x - first) / step).rounded()
    guard index.isFinite else { return currentPage }
    return Int(min(max(0, index), CGFloat(numberOfPages - 1)))
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    scrubbed = false
    pageAtStart = currentPage
    startX = touch.location(in: self).x
    return numberOfPages > 1
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x
    guard allowsContinuousInteraction else { return true }
    if abs(x - startX) > 10 { scrubbed = true }
    if scrubbed {
      let page = self.page(nearest: x)
      if page != currentPage {
        currentPage = page
        sendActions(for: .valueChanged, with: event)
      }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard !scrubbed, let touch, isInTrackingArea(touch.location(in: self)) else { return }
    let x = touch.location(in: self).x
    let target = x > dotCenterX(currentPage) ? currentPage + 1 : currentPage - 1
    guard target >= 0, target < numberOfPages else { return }
    currentPage = target
    sendActions(for: .valueChanged, with: event)
  }

  /// Refuses an ancestor's single tap and a horizontal pan along the dots (spec H18/H19).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !isCancellingAncestorTap(gestureRecognizer) && !movesAlongHorizontalTrack(gestureRecognizer)
  }
}
