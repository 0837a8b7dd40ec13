import Foundation

/// A bar that fills as a task progresses, as UIKit's: a rounded track with the tint colour
/// filling ``progress`` of it. ``setProgress(_:animated:)`` animates the fill on the frame
/// clock.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// Accessibility: a percentage that updates frequently.
  override var defaultAccessibility: AccessibilityAttributes {
    AccessibilityAttributes(
      isElement: true, value: "\(Int((progress * 100).rounded()))%", traits: .updatesFrequently)
  }
  /// The looks of a progress view.
  public enum Style: Int, Sendable {
    /// The standard look.
    case `default`
    /// A toolbar's look (the same here).
    case bar
  }

  /// The look.
  open var progressViewStyle: Style = .default
  /// How far along, from 0 to 1 (values outside are clamped, NaN ignored).
  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }
  private var storedProgress: Float = 0
  /// The colour of the filled part (the tint colour when nil).
  open var progressTintColor: UIColor? { didSet { updateLook() } }
  /// The colour of the track.
  open var trackTintColor: UIColor? { didSet { updateLook() } }
  /// An image for the filled part (kept for source compatibility; the colour is drawn).
  open var progressImage: UIImage?
  /// An image for the track (kept for source compatibility; the colour is drawn).
  open var trackImage: UIImage?
  /// A Foundation progress whose fraction the view shows, read when it is set and when
  /// ``setProgress(_:animated:)`` runs (Linux has no key-value observing to follow it).
  open var observedProgress: Progress? {
    didSet { if let observedProgress { progress = Float(observedProgress.fractionCompleted) } }
  }

  private let fill = UIView(frame: .zero)

  /// A progress view of `style`.
  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    setUp()
  }

  /// A default progress view, 4 points high.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) { nil }

  private func setUp() {
    clipsToBounds = true
    layer.cornerRadius = 2
    fill.layer.cornerRadius = 2
    fill.isUserInteractionEnabled = false
    addSubview(fill)
    updateLook()
  }

  /// Sets ``progress``; `animated`, the fill moves there on the frame clock.
  open func setProgress(_ progress: Float, animated: Bool) {
    guard !progress.isNaN else { return }
    storedProgress = min(max(progress, 0), 1)
    guard animated else {
      UIView.performWithoutAnimation { layoutFill() }
      return
    }
    UIView.animate(withDuration: 0.25) { self.layoutFill() }
  }

  /// Any width, 4 points high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 4)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutFill()
  }

  private func layoutFill() {
    fill.frame = CGRect(
      x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
  }

  private func updateLook() {
    backgroundColor = trackTintColor ?? UIColor(white: 0.46, alpha: 0.2)
    fill.backgroundColor = progressTintColor ?? tintColor
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateLook()
  }
}
