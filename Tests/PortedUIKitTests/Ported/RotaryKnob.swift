// swift-format-ignore-file
// Ported UIKit code: a rotary knob control built from layers; dragging around its centre turns
// it between a minimum and a maximum angle.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

class RotaryKnob: UIControl {
  var minimumValue: Float = 0
  var maximumValue: Float = 1
  private(set) var value: Float = 0
  var isContinuous = true

  let startAngle = -CGFloat.pi * 5 / 4
  let endAngle = CGFloat.pi / 4

  private let trackLayer = CALayer()
  private let pointerLayer = CALayer()
  private var previousAngle: CGFloat = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    trackLayer.backgroundColor = UIColor.lightGray.cgColor
    trackLayer.borderColor = UIColor.darkGray.cgColor
    trackLayer.borderWidth = 2
    trackLayer.masksToBounds = true
    pointerLayer.backgroundColor = UIColor.red.cgColor
    pointerLayer.cornerRadius = 2
    layer.addSublayer(trackLayer)
    trackLayer.addSublayer(pointerLayer)
    setValue(0, animated: false)
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    trackLayer.frame = bounds.insetBy(dx: 2, dy: 2)
    trackLayer.cornerRadius = trackLayer.bounds.width / 2
    pointerLayer.frame = CGRect(
      x: trackLayer.bounds.midX, y: trackLayer.bounds.midY - 2,
      width: trackLayer.bounds.width / 2, height: 4)
  }

  func setValue(_ newValue: Float, animated: Bool) {
    value = min(maximumValue, max(minimumValue, newValue))
    let fraction = CGFloat((value - minimumValue) / (maximumValue - minimumValue))
    pointerAngle = startAngle + fraction * (endAngle - startAngle)
  }

  private(set) var pointerAngle: CGFloat = 0 {
    didSet { pointerLayer.opacity = 1 }
  }

  private func angle(for touch: UITouch) -> CGFloat {
    let location = touch.location(in: self)
    return atan2(location.y - bounds.midY, location.x - bounds.midX)
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    previousAngle = angle(for: touch)
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let current = angle(for: touch)
    var delta = current - previousAngle
    if delta > .pi { delta -= 2 * .pi }
    if delta < -.pi { delta += 2 * .pi }
    previousAngle = current
    let range = endAngle - startAngle
    let newValue = value + Float(delta / range) * (maximumValue - minimumValue)
    setValue(newValue, animated: false)
    if isContinuous { sendActions(for: .valueChanged) }
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous { sendActions(for: .valueChanged) }
  }
}
