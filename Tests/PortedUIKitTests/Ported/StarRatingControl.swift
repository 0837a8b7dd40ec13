// swift-format-ignore-file
// Ported UIKit code: a five-star rating control drawn with paths; touch or drag sets the rating.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

class StarRatingControl: UIControl {
  var maximumRating = 5
  var rating: Int = 0 {
    didSet { setNeedsDisplay() }
  }
  var filledColor = UIColor(red: 1, green: 0.75, blue: 0.1, alpha: 1)
  var emptyColor = UIColor.lightGray

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func draw(_ rect: CGRect) {
    let starWidth = bounds.width / CGFloat(maximumRating)
    for index in 0..<maximumRating {
      let frame = CGRect(x: CGFloat(index) * starWidth, y: 0, width: starWidth, height: bounds.height)
      let star = starPath(in: frame.insetBy(dx: 4, dy: 4))
      (index < rating ? filledColor : emptyColor).setFill()
      star.fill()
      UIColor.darkGray.setStroke()
      star.lineWidth = 1
      star.stroke()
    }
  }

  private func starPath(in rect: CGRect) -> UIBezierPath {
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let outer = min(rect.width, rect.height) / 2
    let inner = outer * 0.4
    let path = UIBezierPath()
    for i in 0..<10 {
      let radius = i % 2 == 0 ? outer : inner
      let angle = CGFloat(i) * .pi / 5 - .pi / 2
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.close()
    return path
  }

  private func updateRating(for touch: UITouch) {
    let x = touch.location(in: self).x
    let newRating = max(0, min(maximumRating, Int(ceil(x / (bounds.width / CGFloat(maximumRating))))))
    if newRating != rating {
      rating = newRating
      sendActions(for: .valueChanged)
    }
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    updateRating(for: touch)
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    updateRating(for: touch)
    return true
  }
}
