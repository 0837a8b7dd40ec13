import Foundation
import OpenUIKit

// GetAccessibleAtPoint, answered by the framework's own hit test: the view a touch at the point
// would reach (transforms, clipping, enlarged hit areas and point(inside:) overrides included),
// then the element standing for it. Views a touch passes through (labels, which take no
// touches) are found inside it by their frames. As AT-SPI asks, the answer is the receiver's
// child on the way to that element; clients descend from there.
extension ATSPIServer {
  func accessibleAtPoint(_ object: AnyObject?, x: Int32, y: Int32, coordinates: UInt32)
    -> DBusValue
  {
    guard let object else {
      // The application: the frontmost window holding the point.
      for window in model.application?.windowsInHitTestOrder ?? [] where !window.isHidden {
        let point = model.windowPoint(x: x, y: y, coordinates: coordinates, in: window, from: nil)
        if window.frame.contains(point) { return reference(window) }
      }
      return nullReference
    }
    guard model.isAlive(object), let window = model.window(of: object) else {
      return nullReference
    }
    let point = model.windowPoint(x: x, y: y, coordinates: coordinates, in: window, from: object)
    guard var node = deepestNode(at: point, in: window) else { return nullReference }
    // Up from the deepest node to the receiver's child.
    while node !== object {
      let parent: AnyObject? = node is UIWindow ? nil : model.parent(of: node) ?? window
      if parent === object { return reference(node) }
      guard let parent else { break }
      node = parent
    }
    return nullReference
  }

  /// The innermost tree node at `point` (window coordinates from the screen's origin).
  private func deepestNode(at point: CGPoint, in window: UIWindow) -> AnyObject? {
    let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
    guard window.bounds.contains(local) || window.point(inside: local, with: nil) else {
      return nil
    }
    var node: AnyObject = window
    if let hit = window.hitTest(local, with: nil) {
      node = self.node(standingFor: hit) ?? window
    }
    // Into the node's children whose frames hold the point, frontmost first.
    var depth = 0
    while depth < 1_000 {
      let inside = model.children(of: node).last { child in
        model.frameInWindow(of: child).contains(point)
      }
      guard let inside else { break }
      node = inside
      depth += 1
    }
    return node
  }

  /// The tree node that stands for `view`: its outermost element ancestor (an element stands
  /// for everything under it), else its nearest container node.
  private func node(standingFor view: UIView) -> AnyObject? {
    var outermostElement: UIView?
    var nearestContainer: UIView?
    var current: UIView? = view
    while let candidate = current {
      if candidate.isAccessibilityElement { outermostElement = candidate }
      if nearestContainer == nil, model.isContainerNode(candidate) { nearestContainer = candidate }
      current = candidate.superview
    }
    return outermostElement ?? nearestContainer
  }
}
