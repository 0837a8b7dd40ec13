import OpenUIKit

/// One finger's line: its colour and the points it passed, each with the width the finger's
/// force gave it there.
struct Stroke {
  /// One sample of the finger.
  struct Sample {
    var point: CGPoint
    var width: CGFloat
  }

  let color: UIColor
  private(set) var samples: [Sample] = []

  init(color: UIColor) { self.color = color }

  mutating func add(_ point: CGPoint, width: CGFloat) {
    // Samples closer than a point add nothing but wobble.
    if let last = samples.last, hypot(point.x - last.point.x, point.y - last.point.y) < 1 {
      return
    }
    samples.append(Sample(point: point, width: width))
  }

  /// Draws the stroke as quadratic curves through the midpoints between samples, with each
  /// original sample as a control point: smooth at any sampling rate. Each piece is stroked at
  /// its own sample's width, so pressure shows along the line.
  @MainActor func draw() {
    color.setStroke()
    color.setFill()
    guard let first = samples.first else { return }
    guard samples.count > 1 else {
      let dot = UIBezierPath(
        ovalIn: CGRect(
          x: first.point.x - first.width / 2, y: first.point.y - first.width / 2,
          width: first.width, height: first.width))
      dot.fill()
      return
    }
    var start = first.point
    for index in 1..<samples.count {
      let control = samples[index - 1].point
      let next = samples[index].point
      let end =
        index == samples.count - 1
        ? next : CGPoint(x: (control.x + next.x) / 2, y: (control.y + next.y) / 2)
      let piece = UIBezierPath()
      piece.lineWidth = samples[index].width
      piece.lineCapStyle = .round
      piece.lineJoinStyle = .round
      piece.move(to: start)
      if index == 1 {
        piece.addLine(to: end)
      } else {
        piece.addQuadCurve(to: end, controlPoint: control)
      }
      piece.stroke()
      start = end
    }
  }
}
