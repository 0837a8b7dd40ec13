import Foundation
import DemoSupport
import OpenUIKit

/// A sketch pad: one smooth stroke per finger (quadratic curves through the midpoints of the
/// touch samples, round caps and joins), the way UIKit drawing apps write it.
@MainActor
final class SketchPad: UIView {
  private var strokes: [(path: UIBezierPath, color: UIColor)] = []
  private var live: [UITouch: (path: UIBezierPath, last: CGPoint)] = [:]
  private let palette: [UIColor] = [
    .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemPurple,
  ]
  var onStroke: ((Int) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    isMultipleTouchEnabled = true
    layer.cornerRadius = 10
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray3.cgColor
    clipsToBounds = true
  }
  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    for stroke in strokes {
      stroke.color.setStroke()
      stroke.path.stroke()
    }
  }

  /// The newest strokes kept: the pad left running under a day of input draws the strokes it
  /// shows, not every stroke since it started (the soak's memory, issue 36).
  static let keptStrokes = 64

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      while strokes.count >= Self.keptStrokes,
        let oldest = strokes.firstIndex(where: { stroke in
          !live.values.contains { $0.path === stroke.path }
        })
      {
        strokes.remove(at: oldest)
      }
      let path = UIBezierPath()
      path.lineWidth = 6
      path.lineCapStyle = .round
      path.lineJoinStyle = .round
      let point = touch.location(in: self)
      path.move(to: point)
      live[touch] = (path, point)
      strokes.append((path, palette[strokes.count % palette.count]))
    }
    setNeedsDisplay()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      guard let (path, last) = live[touch] else { continue }
      let point = touch.location(in: self)
      let mid = CGPoint(x: (last.x + point.x) / 2, y: (last.y + point.y) / 2)
      path.addQuadCurve(to: mid, controlPoint: last)
      live[touch] = (path, point)
    }
    setNeedsDisplay()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      if let (path, _) = live[touch] { path.addLine(to: touch.location(in: self)) }
      live[touch] = nil
    }
    setNeedsDisplay()
    onStroke?(strokes.count)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches { live[touch] = nil }
  }

  func clear() {
    strokes.removeAll()
    setNeedsDisplay()
  }
}

/// A dial drawn with Core Graphics calls: arcs, ticks placed by rotating the context, a needle.
@MainActor
final class DialView: UIView {
  var value: CGFloat = 0.3 { didSet { setNeedsDisplay() } }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.maxY - 14)
    let radius = min(bounds.width / 2, bounds.height) - 20
    for (end, color) in [(CGFloat.pi * 2, UIColor.systemGray5), (.pi + .pi * value, .systemBlue)] {
      let arc = UIBezierPath(
        arcCenter: center, radius: radius, startAngle: .pi, endAngle: end, clockwise: true)
      arc.lineWidth = 14
      arc.lineCapStyle = .round
      color.setStroke()
      arc.stroke()
    }
    context.saveGState()
    context.translateBy(x: center.x, y: center.y)
    context.setStrokeColor(UIColor.darkGray.cgColor)
    context.setLineWidth(2)
    for i in 0...10 {
      context.saveGState()
      context.rotate(by: .pi + .pi * CGFloat(i) / 10)
      context.move(to: CGPoint(x: radius - 26, y: 0))
      context.addLine(to: CGPoint(x: radius - 17, y: 0))
      context.strokePath()
      context.restoreGState()
    }
    context.rotate(by: .pi + .pi * value)
    context.setFillColor(UIColor.systemRed.cgColor)
    context.addRect(CGRect(x: 0, y: -2, width: radius - 30, height: 4))
    context.fillPath()
    context.restoreGState()
    context.setFillColor(UIColor.black.cgColor)
    context.fillEllipse(in: CGRect(x: center.x - 7, y: center.y - 7, width: 14, height: 14))
  }
}

/// Scene 8: drawing as UIKit code does it: `UIBezierPath` curves, `CGContext` calls in
/// `draw(_:)`, standalone `CALayer`s.
@MainActor
final class DrawingScene: GalleryScene {
  override var title: String { "Drawing" }
  let pad = SketchPad(frame: .zero)
  let dial = DialView(frame: .zero)
  let slider = UISlider(frame: .zero)
  let clearButton = UIButton(type: .system)
  private let badge = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
    pad.onStroke = { [weak self] count in
      self?.say("\(count) strokes: smooth quadratic curves, one colour per finger")
    }
    dial.backgroundColor = .white
    dial.layer.cornerRadius = 10
    slider.value = Float(dial.value)
    slider.addAction(UIAction { [weak self] _ in self?.sliderChanged() }, for: .valueChanged)
    clearButton.setTitle("Clear", for: .normal)
    clearButton.addAction(
      UIAction { [weak self] _ in
        self?.pad.clear()
        self?.say("Cleared")
      }, for: .touchUpInside)
    for view in [pad, dial, slider, clearButton] as [UIView] { addSubview(view) }
    // Standalone layers on the dial: a badge with a dot inside it.
    badge.backgroundColor = UIColor.systemGreen.cgColor
    badge.cornerRadius = 9
    let dot = CALayer()
    dot.backgroundColor = UIColor.white.cgColor
    dot.frame = CGRect(x: 5, y: 5, width: 8, height: 8)
    dot.cornerRadius = 4
    badge.addSublayer(dot)
    dial.layer.addSublayer(badge)
    say("Draw with one or more fingers; drag the slider to turn the dial.")
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let content = bounds.inset(by: UIEdgeInsets(top: 16, left: 16, bottom: 64, right: 16))
    let side = min(300, content.width * 0.38)
    pad.frame = CGRect(
      x: content.minX, y: content.minY, width: content.width - side - 16, height: content.height)
    dial.frame = CGRect(x: content.maxX - side, y: content.minY, width: side, height: side * 0.62)
    badge.frame = CGRect(x: dial.bounds.width - 28, y: 10, width: 18, height: 18)
    slider.frame = CGRect(x: dial.frame.minX, y: dial.frame.maxY + 16, width: side, height: 30)
    clearButton.frame = CGRect(
      x: dial.frame.minX, y: slider.frame.maxY + 16, width: 100, height: 36)
  }

  private func sliderChanged() {
    dial.value = CGFloat(slider.value)
    say("Dial at \(Int((slider.value * 100).rounded())) %")
  }

  override func tour(_ player: TourPlayer) {
    let origin = pad.frame.origin
    let wave = (0...40).map { i -> CGPoint in
      let t = CGFloat(i) / 40
      return CGPoint(
        x: origin.x + 30 + t * (pad.bounds.width - 60), y: origin.y + 110 + 60 * sin(t * 3 * .pi))
    }
    let loop = (0...40).map { i -> CGPoint in
      let a = CGFloat(i) / 40 * 2 * .pi
      return CGPoint(x: origin.x + 160 + 70 * cos(a), y: origin.y + 280 + 50 * sin(a))
    }
    player.fingers([wave, loop], in: self)
    let track = slider.frame
    player.drag(
      from: CGPoint(x: track.minX + track.width * 0.3, y: track.midY),
      to: CGPoint(x: track.minX + track.width * 0.8, y: track.midY), in: self)
  }
}
