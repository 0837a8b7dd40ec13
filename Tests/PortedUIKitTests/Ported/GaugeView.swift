// swift-format-ignore-file
// Ported UIKit code: a gauge drawn with Core Graphics calls inside draw(_:).
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

class GaugeView: UIView {
  var value: CGFloat = 0.6 {
    didSet { setNeedsDisplay() }
  }
  var trackColor = UIColor(white: 0.85, alpha: 1)
  var valueColor = UIColor.systemBlue
  var needleColor = UIColor.red

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    contentMode = .redraw
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }
  private(set) var layoutCount = 0

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.maxY - 10)
    let radius = min(bounds.width / 2, bounds.height) - 16

    // The track and the value as two thick arcs.
    let track = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
    track.lineWidth = 14
    track.lineCapStyle = .round
    trackColor.setStroke()
    track.stroke()

    let valueArc = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: .pi, endAngle: .pi + .pi * value,
      clockwise: true)
    valueArc.lineWidth = 14
    valueArc.lineCapStyle = .round
    valueColor.setStroke()
    valueArc.stroke()

    // Tick marks, drawn by rotating the context.
    context.saveGState()
    context.translateBy(x: center.x, y: center.y)
    context.setStrokeColor(UIColor.darkGray.cgColor)
    context.setLineWidth(2)
    for i in 0...10 {
      context.saveGState()
      context.rotate(by: .pi + .pi * CGFloat(i) / 10)
      context.move(to: CGPoint(x: radius - 24, y: 0))
      context.addLine(to: CGPoint(x: radius - 16, y: 0))
      context.strokePath()
      context.restoreGState()
    }
    context.restoreGState()

    // The needle and its hub.
    context.saveGState()
    context.translateBy(x: center.x, y: center.y)
    context.rotate(by: .pi + .pi * value)
    context.setFillColor(needleColor.cgColor)
    context.addRect(CGRect(x: 0, y: -2, width: radius - 28, height: 4))
    context.fillPath()
    context.restoreGState()
    context.setFillColor(UIColor.black.cgColor)
    context.fillEllipse(in: CGRect(x: center.x - 6, y: center.y - 6, width: 12, height: 12))
  }
}
