import Foundation

// The elements assistive technologies reach, as VoiceOver walks them: a view that is an
// element stands for everything under it; a container lists its elements
// (`accessibilityElements`) or is walked, its subviews in reading order (rows from the top,
// left to right); hidden views, views with `accessibilityElementsHidden`, and the siblings of
// a modal view (`accessibilityViewIsModal`, an alert, a presentation) are left out.
extension UIView {
  /// The accessibility elements at and under this view, in reading order: views and
  /// ``UIAccessibilityElement``s.
  public func accessibleElements() -> [AnyObject] {
    guard !isHidden, alpha >= 0.01 else { return [] }
    if isAccessibilityElement { return [self] }
    if accessibilityElementsHidden { return [] }
    if let listed = accessibilityElements {
      return listed.flatMap { item -> [AnyObject] in
        if let view = item as? UIView { return view.accessibleElements() }
        if let element = item as? UIAccessibilityElement {
          return element.isAccessibilityElement ? [element] : []
        }
        return []
      }
    }
    var children = subviews.filter { !$0.isHidden && $0.alpha >= 0.01 }
    if let modal = children.last(where: \.accessibilityViewIsModal) { children = [modal] }
    let ordered = children.sorted { a, b in
      let pa = a.frame.origin, pb = b.frame.origin
      return abs(pa.y - pb.y) > 8 ? pa.y < pb.y : pa.x < pb.x
    }
    return ordered.flatMap { $0.accessibleElements() }
  }
}
