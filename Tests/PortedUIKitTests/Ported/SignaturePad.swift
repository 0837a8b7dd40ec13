// swift-format-ignore-file
// Ported UIKit code: a signature pad that smooths strokes with quadratic curves through the
// midpoints of the touch samples and exports the drawing as an image.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

protocol SignaturePadDelegate: AnyObject {
  func signaturePadDidStart(_ pad: SignaturePad)
  func signaturePadDidFinish(_ pad: SignaturePad)
}

class SignaturePad: UIView {
  weak var delegate: SignaturePadDelegate?
  var strokeColor: UIColor = .black
  var strokeWidth: CGFloat = 4 {
    didSet { path.lineWidth = strokeWidth }
  }

  private var path = UIBezierPath()
  private var previousPoint = CGPoint.zero
  private var previousMidPoint = CGPoint.zero

  var isSigned: Bool { !path.isEmpty }

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    commonInit()
  }

  private func commonInit() {
    backgroundColor = .white
    isMultipleTouchEnabled = false
    path.lineWidth = strokeWidth
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
  }

  override func draw(_ rect: CGRect) {
    strokeColor.setStroke()
    path.stroke()
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    previousPoint = point
    previousMidPoint = point
    path.move(to: point)
    delegate?.signaturePadDidStart(self)
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    let point = touch.location(in: self)
    let midPoint = CGPoint(x: (previousPoint.x + point.x) / 2, y: (previousPoint.y + point.y) / 2)
    path.addQuadCurve(to: midPoint, controlPoint: previousPoint)
    previousPoint = point
    previousMidPoint = midPoint
    setNeedsDisplay()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if path.currentPoint == previousMidPoint, let touch = touches.first {
      path.addLine(to: touch.location(in: self))
    }
    setNeedsDisplay()
    delegate?.signaturePadDidFinish(self)
  }

  func clear() {
    path.removeAllPoints()
    setNeedsDisplay()
  }

  /// The signature cropped to the stroke, for saving.
  func signatureImage() -> UIImage? {
    guard isSigned else { return nil }
    let renderer = UIGraphicsImageRenderer(size: bounds.size)
    return renderer.image { context in
      UIColor.white.setFill()
      context.fill(bounds)
      strokeColor.setStroke()
      path.stroke()
    }
  }

  var strokeBounds: CGRect { path.bounds }
}
