// swift-format-ignore-file
// Ported UIKit code: an image view the user pinches, rotates and pans at the same time.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`; `#selector(handlePinch(_:))` etc.
// → names declared in `action(for:)`; `@objc` removed.
import OpenUIKit

class TransformableImageView: UIImageView, UIGestureRecognizerDelegate {
  override init(image: UIImage?) {
    super.init(image: image)
    isUserInteractionEnabled = true
    let pinch = UIPinchGestureRecognizer(target: self, action: "handlePinch:")
    let rotation = UIRotationGestureRecognizer(target: self, action: "handleRotation:")
    let pan = UIPanGestureRecognizer(target: self, action: "handlePan:")
    for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
      recognizer.delegate = self
      addGestureRecognizer(recognizer)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func action(for selector: Selector) -> ActionHandler? {
    switch selector {
    case "handlePinch:": return { [unowned self] s, _ in self.handlePinch(s as! UIPinchGestureRecognizer) }
    case "handleRotation:":
      return { [unowned self] s, _ in self.handleRotation(s as! UIRotationGestureRecognizer) }
    case "handlePan:": return { [unowned self] s, _ in self.handlePan(s as! UIPanGestureRecognizer) }
    default: return super.action(for: selector)
    }
  }

  func handlePinch(_ recognizer: UIPinchGestureRecognizer) {
    guard let view = recognizer.view else { return }
    view.transform = view.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
    recognizer.scale = 1
  }

  func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
    guard let view = recognizer.view else { return }
    view.transform = view.transform.rotated(by: recognizer.rotation)
    recognizer.rotation = 0
  }

  func handlePan(_ recognizer: UIPanGestureRecognizer) {
    guard let view = recognizer.view, let superview = view.superview else { return }
    let translation = recognizer.translation(in: superview)
    view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
    recognizer.setTranslation(.zero, in: superview)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    return true
  }
}
