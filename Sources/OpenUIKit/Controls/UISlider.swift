import Foundation

/// A slider: drag the thumb between ``minimumValue`` and ``maximumValue``. It sends
/// `.valueChanged` as the value changes (or once at the end when ``isContinuous`` is false).
/// Only a touch on the thumb (with 10 points of slop) moves it; the value is clamped to the ends.
///
/// Like UIButton, it refuses an ancestor's single tap, and an ancestor's pan or swipe when the
/// touch starts on the thumb (spec H18).
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// Accessibility: adjustable, its value a percentage of the range.
  override var defaultAccessibility: AccessibilityAttributes {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? (value - minimumValue) / span : 0
    return AccessibilityAttributes(
      isElement: true, value: "\(Int((fraction * 100).rounded()))%", traits: .adjustable)
  }
  /// Moves a tenth of the range up, sending `.valueChanged`.
  open override func accessibilityIncrement() { stepForAccessibility(1) }
  /// Moves a tenth of the range down, sending `.valueChanged`.
  open override func accessibilityDecrement() { stepForAccessibility(-1) }
  private func stepForAccessibility(_ direction: Float) {
    guard isEnabled else { return }
    let old = value
    value += direction * (maximumValue - minimumValue) / 10
    if value != old { sendActions(for: .valueChanged) }
  }
  /// The value, clamped to the range. 0 by default.
  open var value: Float {
    get { storedValue }
    set {
      storedValue = min(maximumValue, max(minimumValue, newValue.isNaN ? minimumValue : newValue))
    }
  }
  /// The lowest value. 0 by default.
  open var minimumValue: Float = 0 { didSet { value = storedValue } }
  /// The highest value. 1 by default.
  open var maximumValue: Float = 1 { didSet { value = storedValue } }
  /// Whether value changes are sent while dragging (true) or once at the end.
  open var isContinuous = true
  /// The colour of the track left of the thumb; nil (the default) is the tint colour.
  open var minimumTrackTintColor: UIColor? {
    didSet { setNeedsLayout() }
  }

  private var storedValue: Float = 0 { didSet { setNeedsLayout() } }
  private let track = UIView(frame: .zero)
  private let filled = UIView(frame: .zero)
  private let thumb = UIView(frame: .zero)
  private var grabOffset: CGFloat = 0
  private var valueAtStart: Float = 0
  private let thumbSize: CGFloat = 28

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a slider; its height is 34 points.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for part in [track, filled, thumb] {
      part.isUserInteractionEnabled = false
      addSubview(part)
    }
    track.backgroundColor = UIColor(white: 0.82, alpha: 1)
    thumb.backgroundColor = .white
    thumb.layer.borderWidth = 0.5
    thumb.layer.borderColor = UIColor(white: 0, alpha: 0.25).cgColor
  }

  /// Sets the value; `animated` is accepted for compatibility.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// The thumb's centre x for a value, in bounds coordinates.
  func thumbCenterX(for value: Float) -> CGFloat {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
    return bounds.minX + thumbSize / 2 + (bounds.width - thumbSize) * fraction
  }

  /// The thumb's frame in bounds coordinates.
  public var thumbFrame: CGRect {
    CGRect(
      x: thumbCenterX(for: value) - thumbSize / 2, y: bounds.midY - thumbSize / 2, width: thumbSize,
      height: thumbSize)
  }

  /// No intrinsic width (a slider stretches); 31 points high, as UIKit's.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    track.frame = CGRect(
      x: thumbSize / 2, y: bounds.midY - 2, width: bounds.width - thumbSize, height: 4)
    track.layer.cornerRadius = 2
    filled.frame = CGRect(
      x: thumbSize / 2, y: bounds.midY - 2, width: thumbCenterX(for: value) - thumbSize / 2,
      height: 4)
    filled.backgroundColor = minimumTrackTintColor ?? tintColor
    filled.layer.cornerRadius = 2
    thumb.frame = thumbFrame
    thumb.layer.cornerRadius = thumbSize / 2
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let p = touch.location(in: self)
    guard thumbFrame.insetBy(dx: -10, dy: -10).contains(p) else { return false }
    grabOffset = p.x - thumbCenterX(for: value)
    valueAtStart = value
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let x = touch.location(in: self).x - grabOffset
    let fraction = Float((x - thumbSize / 2) / max(1, bounds.width - thumbSize))
    let old = value
    value = minimumValue + fraction * (maximumValue - minimumValue)
    if isContinuous && value != old { sendActions(for: .valueChanged, with: event) }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    if !isContinuous && value != valueAtStart { sendActions(for: .valueChanged, with: event) }
  }

  /// Refuses an ancestor's single tap that would cancel its touches, and an ancestor's pan or
  /// swipe along its track (spec H18/H19); a vertical drag pans the container.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !isCancellingAncestorTap(gestureRecognizer) && !movesAlongHorizontalTrack(gestureRecognizer)
  }
}

extension UISlider: TintDependent {
  func tintDidChangeInternally() { setNeedsLayout() }
}
