import Foundation
import OpenUIKit

/// A Core Animation delegate that runs more app code when told (re-entrant layer changes
/// from inside the callbacks), holding the scene weakly as app delegates hold their views.
@MainActor
final class FuzzAnimationDelegate: CAAnimationDelegate {
  weak var scene: FuzzScene?
  init(scene: FuzzScene) { self.scene = scene }
  func animationDidStart(_ anim: CAAnimation) {
    scene?.appCode(at: "animation start", event: nil)
  }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    scene?.appCode(at: "animation stop", event: nil)
  }
}

// App code with layers: animations on views' layers and on sublayers of every kind, with
// delegates and transaction completions that run more app code; pausing layer time; masks,
// shadows and tints. What is drawn at the end of the stream draws all of it.
extension FuzzScene {
  private static let keyPaths = [
    "position", "position.x", "bounds", "bounds.size.width", "opacity", "backgroundColor",
    "transform", "transform.rotation.z", "transform.scale", "transform.translation.y",
    "cornerRadius", "borderWidth", "shadowOpacity", "strokeEnd", "locations", "no.such.path",
  ]

  func layerCode(using r: inout FuzzRandom) {
    guard let view = randomView(using: &r) else { return }
    let action = r.int(0...6)
    ledger.trace("layer code \(action) on \(probeName(view))")
    switch action {
    case 0, 1:
      let target = r.chance(0.6) ? view.layer : sublayer(of: view, using: &r)
      target.add(animation(using: &r), forKey: r.chance(0.7) ? "k\(r.int(0...2))" : nil)
    case 2:
      CATransaction.begin()
      CATransaction.setAnimationDuration(r.double(0...0.5))
      CATransaction.setCompletionBlock { [weak self] in
        self?.appCode(at: "transaction completion", event: nil)
      }
      view.layer.add(animation(using: &r), forKey: "t")
      if r.chance(0.3) { view.layer.removeAllAnimations() }
      CATransaction.commit()
    case 3:
      // Pause or resume the tree's time, or remove what runs.
      switch r.int(0...3) {
      case 0:
        view.layer.speed = 0
        view.layer.timeOffset = view.layer.convertTime(CACurrentMediaTime(), from: nil)
      case 1:
        view.layer.speed = Float(r.double(-2...3))
        view.layer.timeOffset = 0
        view.layer.beginTime = r.double(-1...1)
      case 2: view.layer.removeAllAnimations()
      default: view.layer.sublayers?.forEach { $0.removeAllAnimations() }
      }
    case 4:
      let mask = CAShapeLayer()
      mask.path =
        UIBezierPath(
          ovalIn: CGRect(
            x: r.double(-20...40), y: r.double(-20...40), width: r.double(0...120),
            height: r.double(0...120))
        ).cgPath
      view.layer.mask = r.chance(0.8) ? mask : nil
    case 5:
      view.layer.shadowOpacity = Float(r.double(0...1))
      view.layer.shadowRadius = r.double(0...30)
      view.layer.shadowOffset = CGSize(width: r.double(-20...20), height: r.double(-20...20))
      if r.chance(0.3) { view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath }
    default:
      if r.chance(0.5) {
        view.tintColor = r.chance(0.5) ? nil : .systemOrange
      } else {
        view.tintAdjustmentMode = r.chance(0.5) ? .dimmed : .automatic
      }
    }
  }

  /// A sublayer of a random kind added to `view`'s layer (or to one of its sublayers).
  private func sublayer(of view: UIView, using r: inout FuzzRandom) -> CALayer {
    let layer: CALayer
    switch r.int(0...4) {
    case 0:
      let shape = CAShapeLayer()
      shape.path =
        UIBezierPath(
          arcCenter: CGPoint(x: 20, y: 20), radius: r.double(0...40), startAngle: 0,
          endAngle: r.double(-7...7), clockwise: r.chance(0.5)
        ).cgPath
      shape.strokeColor = UIColor.blue.cgColor
      shape.lineWidth = r.double(0...8)
      shape.lineDashPattern = r.chance(0.3) ? [NSNumber(value: r.double(0...6)), 3] : nil
      layer = shape
    case 1:
      let gradient = CAGradientLayer()
      gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      gradient.type = r.pick([.axial, .radial, .conic])
      layer = gradient
    case 2:
      let text = CATextLayer()
      text.string = String(repeating: "x", count: r.int(0...30))
      text.isWrapped = r.chance(0.5)
      layer = text
    case 3:
      let replicator = CAReplicatorLayer()
      replicator.instanceCount = r.int(-1...12)
      replicator.instanceTransform = CATransform3DMakeRotation(r.double(-4...4), 0, 0, 1)
      replicator.instanceDelay = r.double(0...0.3)
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 6, height: 6)
      dot.backgroundColor = UIColor.green.cgColor
      replicator.addSublayer(dot)
      layer = replicator
    default:
      layer = CALayer()
      layer.backgroundColor = UIColor.orange.cgColor
    }
    layer.frame = CGRect(
      x: r.double(-20...80), y: r.double(-20...80), width: r.double(0...100),
      height: r.double(0...100))
    let parent = r.chance(0.3) ? (view.layer.sublayers?.last ?? view.layer) : view.layer
    parent.addSublayer(layer)
    return layer
  }

  /// A short animation of a random kind and key path, its delegate running more app code.
  private func animation(using r: inout FuzzRandom) -> CAAnimation {
    let keyPath = r.pick(Self.keyPaths)
    let made: CAAnimation
    switch r.int(0...3) {
    case 0:
      let basic = CABasicAnimation(keyPath: keyPath)
      basic.fromValue = r.chance(0.5) ? r.double(-2...2) : nil
      basic.toValue = r.chance(0.8) ? value(for: keyPath, using: &r) : nil
      basic.isAdditive = r.chance(0.2)
      basic.isCumulative = r.chance(0.2)
      made = basic
    case 1:
      let frames = CAKeyframeAnimation(keyPath: keyPath)
      frames.values = (0..<r.int(0...5)).map { _ in value(for: keyPath, using: &r) }
      frames.calculationMode = r.pick([.linear, .discrete, .paced, .cubic])
      if r.chance(0.3) {
        frames.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 80, height: 40)).cgPath
        frames.rotationMode = .rotateAuto
      }
      made = frames
    case 2:
      let spring = CASpringAnimation(keyPath: keyPath)
      spring.toValue = value(for: keyPath, using: &r)
      spring.damping = r.double(0...20)
      spring.stiffness = r.double(-10...300)
      made = spring
    default:
      let group = CAAnimationGroup()
      group.animations = [
        CABasicAnimation(keyPath: keyPath), CAKeyframeAnimation(keyPath: "opacity"),
      ]
      made = group
    }
    made.duration = r.double(0...0.6)
    made.repeatCount = Float(r.int(0...3))
    made.autoreverses = r.chance(0.3)
    made.fillMode = r.pick([.removed, .forwards, .backwards, .both])
    made.isRemovedOnCompletion = r.chance(0.8)
    made.beginTime = r.chance(0.2) ? CACurrentMediaTime() + r.double(-0.5...0.5) : 0
    made.speed = r.chance(0.1) ? Float(r.double(-1...3)) : 1
    if r.chance(0.6) { made.delegate = FuzzAnimationDelegate(scene: self) }
    return made
  }

  /// A value of the kind `keyPath` holds, sometimes of the wrong kind or not finite.
  private func value(for keyPath: String, using r: inout FuzzRandom) -> Any {
    if r.chance(0.1) { return r.chance(0.5) ? Double.nan : "wrong" }
    switch keyPath {
    case "position": return CGPoint(x: r.double(-100...400), y: r.double(-100...400))
    case "bounds": return CGRect(x: 0, y: 0, width: r.double(0...300), height: r.double(0...300))
    case "backgroundColor": return UIColor(white: r.double(0...1), alpha: 1).cgColor
    case "transform":
      // In perspective, the eye sometimes close enough that part of the layer is behind it.
      var perspective = CATransform3DIdentity
      perspective.m34 = r.chance(0.5) ? -1 / r.double(20...1000) : 0
      return CATransform3DRotate(perspective, r.double(-7...7), r.double(-1...1), 1, 0)
    case "locations": return [NSNumber(value: r.double(-1...1)), NSNumber(value: r.double(0...2))]
    default: return r.double(-3...3)
    }
  }
}
