import Foundation

/// An on/off switch. A tap toggles it; the knob can be dragged across. It sends
/// `.valueChanged` when ``isOn`` changes through the user, never when set from code.
///
/// Like UIButton, it refuses an ancestor's single-tap recognizer, and an ancestor's pan when
/// the touch starts on it (spec H18).
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Accessibility: a toggle button whose value is "1" when on, "0" when off (UIKit's).
  override var defaultAccessibility: AccessibilityAttributes {
    AccessibilityAttributes(
      isElement: true, value: isOn ? "1" : "0", traits: [.button, .toggleButton])
  }
  /// Whether the switch is on.
  open var isOn = false { didSet { if isOn != oldValue { knobFraction = isOn ? 1 : 0 } } }
  /// The track colour when on. Green by default.
  open var onTintColor: UIColor? = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1) {
    didSet { updateLook() }
  }
  /// The knob colour. White by default.
  open var thumbTintColor: UIColor? { didSet { updateLook() } }

  private let knob = UIView(frame: .zero)
  /// Where the knob is: 0 off, 1 on.
  private var knobFraction: CGFloat = 0 { didSet { setNeedsLayout(); updateLook() } }
  private var dragged = false
  private var startFraction: CGFloat = 0
  private var startX: CGFloat = 0

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Creates a switch; its size is always 51 × 31 points, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    knob.isUserInteractionEnabled = false
    knob.layer.borderWidth = 0.5
    knob.layer.borderColor = UIColor(white: 0, alpha: 0.15).cgColor
    addSubview(knob)
    layer.cornerRadius = 15.5
    updateLook()
  }

  /// Sets the state; `animated` is accepted for compatibility.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51 × 31 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let d = bounds.height - 4
    knob.frame = CGRect(x: 2 + (bounds.width - 4 - d) * knobFraction, y: 2, width: d, height: d)
    knob.layer.cornerRadius = d / 2
  }

  private func updateLook() {
    let on = (onTintColor ?? .green).displayColor
    let off = DisplayColor(red: 0.85, green: 0.85, blue: 0.85, alpha: 1)
    backgroundColor = UIColor(off.mixed(with: on, knobFraction).withAlpha(isEnabled ? 1 : 0.5))
    knob.backgroundColor = thumbTintColor ?? .white
  }

  open override func stateDidChange() {
    super.stateDidChange()
    updateLook()
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    dragged = false
    startFraction = knobFraction
    startX = touch.location(in: self).x
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let dx = touch.location(in: self).x - startX
    if abs(dx) > 4 { dragged = true }
    if dragged {
      let travel = max(1, bounds.width - bounds.height)
      knobFraction = min(1, max(0, startFraction + dx / travel))
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    let inside = touch.map { isInTrackingArea($0.location(in: self)) } ?? false
    let wasOn = isOn
    if dragged {
      isOn = knobFraction >= 0.5
    } else if inside {
      isOn.toggle()
    }
    knobFraction = isOn ? 1 : 0
    if isOn != wasOn { sendActions(for: .valueChanged, with: event) }
  }

  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    knobFraction = isOn ? 1 : 0
  }

  /// Refuses an ancestor's single tap that would cancel its touches, and an ancestor's pan or
  /// swipe along its track (spec H18/H19); a vertical drag pans the container.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !isCancellingAncestorTap(gestureRecognizer) && !movesAlongHorizontalTrack(gestureRecognizer)
  }
}
