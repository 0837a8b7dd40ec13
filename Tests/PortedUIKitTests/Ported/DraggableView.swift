// swift-format-ignore-file
// Ported UIKit code: a card the user drags around; it comes to the front when touched.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `#selector(detectPan(_:))` →
// `"detectPan:"` with the method declared in `action(for:)`; `@objc` removed.
import OpenUIKit

class DraggableView: UIView {
  private var lastLocation = CGPoint(x: 0, y: 0)
  private(set) var panCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    let panRecognizer = UIPanGestureRecognizer(target: self, action: "detectPan:")
    self.gestureRecognizers = [panRecognizer]

    let blueValue = CGFloat(Int.random(in: 0..<255)) / 255.0
    let greenValue = CGFloat(Int.random(in: 0..<255)) / 255.0
    let redValue = CGFloat(Int.random(in: 0..<255)) / 255.0
    self.backgroundColor = UIColor(red: redValue, green: greenValue, blue: blueValue, alpha: 1.0)
    layer.cornerRadius = 8
    layer.borderWidth = 1
    layer.borderColor = UIColor.darkGray.cgColor
  }

  required init?(coder aDecoder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func action(for selector: Selector) -> ActionHandler? {
    switch selector {
    case "detectPan:": return { [unowned self] sender, _ in self.detectPan(sender as! UIPanGestureRecognizer) }
    default: return super.action(for: selector)
    }
  }

  func detectPan(_ recognizer: UIPanGestureRecognizer) {
    panCount += 1
    let translation = recognizer.translation(in: self.superview)
    self.center = CGPoint(x: lastLocation.x + translation.x, y: lastLocation.y + translation.y)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    // Promote the touched view
    self.superview?.bringSubviewToFront(self)
    // Remember original location
    lastLocation = self.center
  }
}
