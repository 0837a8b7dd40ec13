import Foundation

// The elements assistive technologies reach, as VoiceOver walks them: a view that is an
// element stands for everything under it; a container lists its elements
// (`accessibilityElements`) or is walked, its subviews in reading order (rows from the top,
// left to right); hidden views, views with `accessibilityElementsHidden`, and the siblings of
// a modal view (`accessibilityViewIsModal`, an alert, a presentation) are left out.
extension UIView {
  /// The accessibility elements at and under this view, in reading order: views and
  /// ``UIAccessibilityElement``s. Each is visited once, so lists of elements that name each
  /// other (a cycle) end; the walk keeps its own stack, so a tree thousands of views deep does
  /// not exhaust the thread's (fuzzer finding 37).
  public func accessibleElements() -> [AnyObject] {
    var found: [AnyObject] = []
    var visited = Set<ObjectIdentifier>()
    var pending: [AnyObject] = [self]
    while let item = pending.popLast() {
      guard visited.insert(ObjectIdentifier(item)).inserted else { continue }
      if let element = item as? UIAccessibilityElement {
        if element.isAccessibilityElement { found.append(element) }
        continue
      }
      guard let view = item as? UIView, !view.isHidden, view.alpha >= 0.01 else { continue }
      if view.isAccessibilityElement {
        found.append(view)
        continue
      }
      if view.accessibilityElementsHidden { continue }
      // Pushed in reverse, so they come off the stack in reading order.
      pending += view.accessibilityChildItems().reversed()
    }
    return found
  }

  /// The elements or views inside this one, in reading order: its listed elements, else its
  /// visible subviews by rows (only the last modal one, when one is modal). The AT-SPI bridge
  /// builds its tree from these.
  package func accessibilityChildItems() -> [AnyObject] {
    if let listed = accessibilityElements {
      return listed.compactMap { item in
        (item as? UIView) ?? (item as? UIAccessibilityElement)
      }
    }
    var children = subviews.filter { !$0.isHidden && $0.alpha >= 0.01 }
    if let modal = children.last(where: \.accessibilityViewIsModal) { children = [modal] }
    return children.sorted { a, b in
      let pa = a.frame.origin, pb = b.frame.origin
      return abs(pa.y - pb.y) > 8 ? pa.y < pb.y : pa.x < pb.x
    }
  }
}
