import Foundation
import OpenUIKit

/// Core Animation as iOS code writes it: a spinner (a shape layer's arc turning), a progress
/// ring (`strokeEnd`), a typing indicator (a replicator with `instanceDelay`), a shimmering
/// gradient (`locations`), a card with a shadow turning in perspective (`m34` and
/// `transform.rotation.y`) and a dashed drop zone. The animations run
/// while the panel is in a window and are removed when it leaves, so the Gallery sleeps on
/// other scenes.
@MainActor
final class CoreAnimationPanel: UIView {
  private let spinner = CAShapeLayer()
  private let track = CAShapeLayer()
  private let progress = CAShapeLayer()
  private let dots = CAReplicatorLayer()
  private let dot = CALayer()
  private let shimmer = CAGradientLayer()
  private let card = UIView(frame: .zero)
  private let cardLabel = UILabel(frame: .zero)
  private let dropZone = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.93, alpha: 1)
    layer.cornerRadius = 8
    spinner.strokeColor = UIColor.systemBlue.cgColor
    spinner.fillColor = nil
    spinner.lineWidth = 4
    spinner.lineCap = .round
    track.strokeColor = UIColor(white: 0.8, alpha: 1).cgColor
    progress.strokeColor = UIColor.systemGreen.cgColor
    for ring in [track, progress] {
      ring.fillColor = nil
      ring.lineWidth = 5
    }
    progress.lineCap = .round
    dot.backgroundColor = UIColor.darkGray.cgColor
    dot.cornerRadius = 5
    dots.addSublayer(dot)
    dots.instanceCount = 3
    dots.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
    dots.instanceDelay = 0.2
    shimmer.colors = [
      UIColor.systemIndigo.cgColor, UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor,
    ]
    shimmer.startPoint = CGPoint(x: 0, y: 0.5)
    shimmer.endPoint = CGPoint(x: 1, y: 0.5)
    shimmer.cornerRadius = 8
    shimmer.masksToBounds = true
    card.backgroundColor = .white
    card.layer.cornerRadius = 8
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.3
    card.layer.shadowOffset = CGSize(width: 0, height: 4)
    card.layer.shadowRadius = 6
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 150
    card.layer.transform = perspective
    cardLabel.text = "3D"
    cardLabel.textAlignment = .center
    cardLabel.font = .boldSystemFont(ofSize: 15)
    cardLabel.textColor = .systemIndigo
    card.addSubview(cardLabel)
    dropZone.fillColor = nil
    dropZone.strokeColor = UIColor.systemGray.cgColor
    dropZone.lineWidth = 2
    dropZone.lineDashPattern = [6, 4]
    for sublayer in [spinner, track, progress, dots, shimmer, dropZone] {
      layer.addSublayer(sublayer)
    }
    addSubview(card)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let h = bounds.height, slot = bounds.width / 6
    func centre(_ i: Int) -> CGPoint { CGPoint(x: slot * (CGFloat(i) + 0.5), y: h / 2) }
    let radius = min(18, h / 2 - 8)
    for (index, ring) in [spinner, track, progress].enumerated() {
      let c = centre(index == 0 ? 0 : 1)
      ring.frame = CGRect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
      ring.path =
        UIBezierPath(
          arcCenter: CGPoint(x: radius, y: radius), radius: radius, startAngle: -.pi / 2,
          endAngle: index == 0 ? .pi : 1.5 * .pi, clockwise: true
        ).cgPath
    }
    dots.frame = CGRect(x: centre(2).x - 21, y: h / 2 - 5, width: 42, height: 10)
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    shimmer.frame = CGRect(
      x: centre(3).x - slot / 2 + 6, y: h / 2 - 18, width: slot - 12, height: 36)
    card.bounds.size = CGSize(width: slot - 16, height: 40)
    card.center = centre(4)
    cardLabel.frame = card.bounds
    dropZone.frame = CGRect(
      x: centre(5).x - slot / 2 + 6, y: h / 2 - 20, width: slot - 12, height: 40)
    dropZone.path = UIBezierPath(roundedRect: dropZone.bounds, cornerRadius: 6).cgPath
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil {
      for sublayer in [spinner, progress, dot, shimmer, card.layer] {
        sublayer.removeAllAnimations()
      }
      return
    }
    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    turn.fromValue = 0
    turn.toValue = 2 * CGFloat.pi
    turn.duration = 1
    turn.repeatCount = .infinity
    spinner.add(turn, forKey: "spin")
    let fill = CABasicAnimation(keyPath: "strokeEnd")
    fill.fromValue = 0
    fill.toValue = 1
    fill.duration = 1.6
    fill.autoreverses = true
    fill.repeatCount = .infinity
    fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    progress.add(fill, forKey: "progress")
    let pulse = CAKeyframeAnimation(keyPath: "opacity")
    pulse.values = [0.25, 1, 0.25]
    pulse.duration = 0.9
    pulse.repeatCount = .infinity
    dot.add(pulse, forKey: "pulse")
    let sweep = CABasicAnimation(keyPath: "locations")
    sweep.fromValue = [-1, -0.5, 0]
    sweep.toValue = [1, 1.5, 2]
    sweep.duration = 1.8
    sweep.repeatCount = .infinity
    shimmer.add(sweep, forKey: "shimmer")
    // Turns about y over the perspective the layer's transform holds: the near edge grows.
    let flip = CABasicAnimation(keyPath: "transform.rotation.y")
    flip.fromValue = 0
    flip.toValue = 2 * CGFloat.pi
    flip.duration = 4
    flip.repeatCount = .infinity
    card.layer.add(flip, forKey: "flip")
  }
}
