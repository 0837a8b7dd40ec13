// swift-format-ignore-file
// Ported UIKit code: an overlay that lets touches through except on its subviews.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    return hitView == self ? nil : hitView
  }
}

/// The other common form: only the listed views take touches.
class PassThroughWindowOverlay: UIView {
  var interactiveViews: Set<UIView> = []

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    for view in interactiveViews where !view.isHidden && view.alpha > 0 {
      if view.point(inside: convert(point, to: view), with: event) { return true }
    }
    return false
  }
}
