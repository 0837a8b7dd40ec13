// swift-format-ignore-file
// Ported UIKit code: a button whose touch area is larger than its bounds, as apps write it.
// Changed for OpenUIKit: `import UIKit` → `import OpenUIKit`. Nothing else.
import OpenUIKit

class EnlargedHitAreaButton: UIButton {
  var touchAreaInsets = UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20)

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    if isHidden || !isUserInteractionEnabled || alpha < 0.01 {
      return super.point(inside: point, with: event)
    }
    let area = bounds.inset(by: touchAreaInsets)
    return area.contains(point)
  }
}

/// A second classic form: a minimum 44×44 target around a small icon.
class MinimumTargetButton: UIButton {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let dx = max(44 - bounds.width, 0) / 2
    let dy = max(44 - bounds.height, 0) / 2
    return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
  }
}
