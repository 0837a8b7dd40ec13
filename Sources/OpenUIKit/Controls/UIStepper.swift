import Foundation

/// A pair of buttons, − and +, that step a value between a minimum and a maximum, as UIKit's.
/// A tap on a half changes ``value`` by ``stepValue`` and sends `.valueChanged`; held, it
/// repeats (after half a second, then ten times a second) when ``autorepeat`` is on, sending
/// each change when ``isContinuous`` (else once, when the finger lifts). A half is dimmed and
/// does nothing at its end of the range, unless ``wraps``.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  /// Accessibility: adjustable, its value the number (UIKit exposes two buttons; one
  /// adjustable element reads the same to a screen reader).
  override var defaultAccessibility: AccessibilityAttributes {
    let shown = value.rounded() == value ? "\(Int(value))" : "\(value)"
    return AccessibilityAttributes(isElement: true, value: shown, traits: .adjustable)
  }
  /// Steps up, sending `.valueChanged`.
  open override func accessibilityIncrement() { accessibilityStep(1) }
  /// Steps down, sending `.valueChanged`.
  open override func accessibilityDecrement() { accessibilityStep(-1) }
  /// The value, always between ``minimumValue`` and ``maximumValue``.
  open var value: Double = 0 {
    didSet {
      let clamped = min(max(value.isFinite ? value : oldValue, minimumValue), maximumValue)
      if clamped != value { value = clamped }
      updateLook()
    }
  }
  /// The smallest value (0 by default).
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      value = max(value, minimumValue)
    }
  }
  /// The largest value (100 by default).
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      value = min(value, maximumValue)
    }
  }
  /// How much a tap changes the value (1 by default; must be above 0).
  open var stepValue: Double = 1 {
    didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
  }
  /// Whether each change while held is sent (true), or only the last when the finger lifts.
  open var isContinuous = true
  /// Whether holding a half keeps stepping.
  open var autorepeat = true
  /// Whether stepping past an end goes round to the other.
  open var wraps = false { didSet { updateLook() } }

  private let minus = UIImageView(image: UIImage(systemName: "minus"))
  private let plus = UIImageView(image: UIImage(systemName: "plus"))
  private let divider = UIView(frame: .zero)
  private var images: [String: UIImage] = [:]
  /// The half under the finger: -1 (−) or +1 (+).
  private var pressed: Int?
  private var repeatTimer: TimerScheduler.Timer?
  private var valueAtStart: Double = 0

  /// Creates a stepper; its size is 94 × 32 points, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    backgroundColor = UIColor(white: 0.46, alpha: 0.12)
    layer.cornerRadius = 8
    for view in [minus, plus, divider] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
    minus.contentMode = .center
    plus.contentMode = .center
    divider.backgroundColor = UIColor(white: 0.55, alpha: 0.35)
    updateLook()
  }

  /// Returns nil, as ``UIView/init(coder:)``: nothing is decoded on Linux.
  public required init?(coder: NSCoder) { nil }

  /// 94 × 32 points.
  open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Sets the image of the − half for a state (the normal one is shown).
  open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["minus\(state.rawValue)"] = image
    if state == .normal { minus.image = image ?? UIImage(systemName: "minus") }
  }
  /// The − half's image for a state.
  open func decrementImage(for state: UIControl.State) -> UIImage? {
    images["minus\(state.rawValue)"]
  }
  /// Sets the image of the + half for a state (the normal one is shown).
  open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
    images["plus\(state.rawValue)"] = image
    if state == .normal { plus.image = image ?? UIImage(systemName: "plus") }
  }
  /// The + half's image for a state.
  open func incrementImage(for state: UIControl.State) -> UIImage? {
    images["plus\(state.rawValue)"]
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let half = bounds.width / 2
    minus.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
    plus.frame = CGRect(x: half, y: 0, width: half, height: bounds.height)
    divider.frame = CGRect(x: half - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16))
  }

  /// Whether stepping `direction` (-1 or +1) changes the value.
  private func canStep(_ direction: Int) -> Bool {
    wraps || (direction < 0 ? value > minimumValue : value < maximumValue)
  }

  private func updateLook() {
    for (view, direction) in [(minus, -1), (plus, 1)] {
      let usable = isEnabled && canStep(direction)
      view.tintColor = .label
      view.alpha = usable ? (pressed == direction ? 0.4 : 1) : 0.3
    }
  }

  open override func stateDidChange() {
    super.stateDidChange()
    updateLook()
  }

  /// Steps once toward `direction`; returns whether the value changed.
  @discardableResult
  private func step(_ direction: Int) -> Bool {
    guard canStep(direction) else { return false }
    var next = value + Double(direction) * stepValue
    if wraps {
      if next > maximumValue {
        next = minimumValue
      } else if next < minimumValue {
        next = maximumValue
      }
    }
    let old = value
    value = next
    return value != old
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
    guard canStep(direction) else { return false }
    pressed = direction
    valueAtStart = value
    if step(direction), isContinuous { sendActions(for: .valueChanged, with: event) }
    updateLook()
    if autorepeat { scheduleRepeat(after: 0.5, event: event) }
    return true
  }

  private func scheduleRepeat(after delay: TimeInterval, event: UIEvent?) {
    guard let app = UIApplication.owning(self) else { return }
    repeatTimer = app.timers.schedule(at: app.clock.now + delay) { [weak self] in
      guard let self, let direction = self.pressed, self.isTracking else { return }
      if self.step(direction), self.isContinuous {
        self.sendActions(for: .valueChanged, with: nil)
      }
      if self.canStep(direction) { self.scheduleRepeat(after: 0.1, event: nil) }
    }
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    stopRepeating()
    if !isContinuous, value != valueAtStart { sendActions(for: .valueChanged, with: event) }
  }

  open override func cancelTracking(with event: UIEvent?) {
    super.cancelTracking(with: event)
    stopRepeating()
  }

  private func stopRepeating() {
    repeatTimer?.cancel()
    repeatTimer = nil
    pressed = nil
    updateLook()
  }

  /// Refuses an ancestor's single tap (spec H18).
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  {
    !isCancellingAncestorTap(gestureRecognizer)
  }
}
