// swift-format-ignore-file
// Ported UIKit code: the Core Animation snippets apps copy (a shake, a pulsing dot, a circular
// progress view with a completion, a shimmer), as they are written for iOS.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

extension UIView {
  func shake() {
    let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    animation.duration = 0.6
    animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
    layer.add(animation, forKey: "shake")
  }
}

final class PulsingDot: UIView {
  private let pulse = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    pulse.path = UIBezierPath(ovalIn: bounds).cgPath
    pulse.fillColor = UIColor.systemRed.cgColor
    pulse.frame = bounds
    layer.addSublayer(pulse)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var pulseLayer: CALayer { pulse }

  func startPulsing() {
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.fromValue = 1.0
    scale.toValue = 1.6
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    let group = CAAnimationGroup()
    group.animations = [scale, fade]
    group.duration = 1.2
    group.repeatCount = .infinity
    group.timingFunction = CAMediaTimingFunction(name: .easeOut)
    pulse.add(group, forKey: "pulse")
  }

  func stopPulsing() {
    pulse.removeAnimation(forKey: "pulse")
  }
}

final class CircularProgressView: UIView, CAAnimationDelegate {
  private let trackLayer = CAShapeLayer()
  private let progressLayer = CAShapeLayer()
  private(set) var finished: [Bool] = []
  var onComplete: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    let path = UIBezierPath(
      arcCenter: CGPoint(x: frame.width / 2, y: frame.height / 2), radius: frame.width / 2 - 4,
      startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    for shape in [trackLayer, progressLayer] {
      shape.path = path.cgPath
      shape.fillColor = UIColor.clear.cgColor
      shape.lineWidth = 8
      layer.addSublayer(shape)
    }
    trackLayer.strokeColor = UIColor.lightGray.cgColor
    progressLayer.strokeColor = UIColor.systemGreen.cgColor
    progressLayer.lineCap = .round
    progressLayer.strokeEnd = 0
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var progress: CGFloat { progressLayer.strokeEnd }
  var shownProgress: CGFloat {
    (progressLayer.presentation()?.value(forKeyPath: "strokeEnd") as? CGFloat) ?? progressLayer.strokeEnd
  }

  func setProgress(_ value: CGFloat, duration: TimeInterval) {
    CATransaction.begin()
    CATransaction.setCompletionBlock { [weak self] in self?.onComplete?() }
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = progressLayer.strokeEnd
    animation.toValue = value
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.delegate = self
    progressLayer.strokeEnd = value
    progressLayer.add(animation, forKey: "progress")
    CATransaction.commit()
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    finished.append(flag)
  }
}

final class ShimmerView: UIView {
  let gradient = CAGradientLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.colors = [UIColor(white: 0.85, alpha: 1).cgColor, UIColor.white.cgColor, UIColor(white: 0.85, alpha: 1).cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.5)
    gradient.locations = [0, 0.5, 1]
    gradient.frame = bounds
    layer.addSublayer(gradient)
    layer.cornerRadius = 8
    layer.masksToBounds = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func startShimmering() {
    let animation = CABasicAnimation(keyPath: "locations")
    animation.fromValue = [-1.0, -0.5, 0.0]
    animation.toValue = [1.0, 1.5, 2.0]
    animation.duration = 1.5
    animation.repeatCount = .infinity
    gradient.add(animation, forKey: "shimmer")
  }
}
