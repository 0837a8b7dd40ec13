import Foundation
import OpenUIKit

/// The application's accessibility as AT-SPI's tree: the application at the root, its shown
/// windows as frames, and under each the elements VoiceOver would visit, grouped by the
/// containers a screen reader names (tab bars, lists, navigation bars and toolbars, scroll
/// views, alerts and sheets, groups). Other views are transparent: their elements are their
/// container's children.
///
/// Everything is computed from the views when asked, so the tree is never stale; only the
/// object numbers (``ATSPIRegistry``) are kept.
@MainActor
final class ATSPIModel {
  /// Held weakly: the bridge never keeps an application alive (an ended one has no windows).
  weak var application: UIApplication?
  let registry = ATSPIRegistry()
  /// The application's name (the root's), as clients list it.
  var applicationName: String
  /// A window's title: the frame's name.
  var windowTitle: (UIWindow) -> String = { _ in "" }
  /// Where the window's top-left corner is on the screen (AT-SPI's screen coordinates).
  var windowOrigin: (UIWindow) -> CGPoint = { _ in .zero }
  /// Screen pixels per point of the window (more than 1 where the host scales a window itself).
  var windowScale: (UIWindow) -> CGFloat = { _ in 1 }

  init(application: UIApplication, name: String) {
    self.application = application
    applicationName = name
  }

  // MARK: - Structure

  /// The windows clients see: shown ones, in the application's order.
  var windows: [UIWindow] {
    application?.windows.filter { !$0.isHidden } ?? []
  }

  /// The children of `object` (nil: the application), in reading order.
  func children(of object: AnyObject?) -> [AnyObject] {
    guard let object else { return windows }
    guard let view = object as? UIView, isNode(view),
      !view.isAccessibilityElement || view is UIWindow
    else { return [] }
    var found: [AnyObject] = []
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
    // The container's own items, then transparent views' items in their place.
    var pending: [AnyObject] = view.accessibilityChildItems().reversed()
    while let item = pending.popLast() {
      guard visited.insert(ObjectIdentifier(item)).inserted else { continue }
      if let element = item as? UIAccessibilityElement {
        if element.isAccessibilityElement { found.append(element) }
        continue
      }
      guard let child = item as? UIView, !child.isHidden, child.alpha >= 0.01 else { continue }
      if child.isAccessibilityElement || isContainerNode(child) {
        found.append(child)
      } else if !child.accessibilityElementsHidden {
        pending += child.accessibilityChildItems().reversed()
      }
    }
    return found
  }

  /// The parent of `object`: the nearest window or container node holding it; nil for a
  /// window (whose parent is the application) and for an object no longer in a window.
  func parent(of object: AnyObject) -> AnyObject? {
    if object is UIWindow { return nil }
    var next: AnyObject? = container(of: object)
    var steps = 0
    // Elements may name each other as containers: a cycle ends after as many steps as a
    // deep tree could take.
    while let candidate = next, steps < 100_000 {
      if let view = candidate as? UIView, view is UIWindow || isContainerNode(view) {
        return view
      }
      next = container(of: candidate)
      steps += 1
    }
    return nil
  }

  /// The view directly holding `object`: its superview, or an element's container.
  private func container(of object: AnyObject) -> AnyObject? {
    if let element = object as? UIAccessibilityElement { return element.accessibilityContainer }
    return (object as? UIView)?.superview
  }

  /// Whether a view stands in the tree: an element, a window, or a container clients name.
  func isNode(_ view: UIView) -> Bool {
    view is UIWindow || view.isAccessibilityElement || isContainerNode(view)
  }

  /// Containers a screen reader names, so they stand in the tree with their elements as
  /// children.
  func isContainerNode(_ view: UIView) -> Bool {
    if view.isAccessibilityElement { return false }
    if view is UIWindow { return true }
    if view.accessibilityViewIsModal || view.shouldGroupAccessibilityChildren { return true }
    if view.accessibilityTraits.contains(.tabBar) { return true }
    if view.accessibilityElements != nil { return true }
    return view is UITabBar || view is UINavigationBar || view is UIToolbar
      || view is UIScrollView
  }

  /// The window `object` is shown in, if any.
  func window(of object: AnyObject) -> UIWindow? {
    if let view = object as? UIView { return view as? UIWindow ?? view.window }
    var next = (object as? UIAccessibilityElement)?.accessibilityContainer
    var steps = 0
    // Elements may name each other as containers; a cycle ends here.
    while let candidate = next, steps < 64 {
      if let view = candidate as? UIView { return view as? UIWindow ?? view.window }
      next = (candidate as? UIAccessibilityElement)?.accessibilityContainer
      steps += 1
    }
    return nil
  }

  /// Whether `object` is still somewhere a client can reach: in a window of the application.
  func isAlive(_ object: AnyObject) -> Bool {
    guard let window = window(of: object) else { return false }
    return application?.windows.contains { $0 === window } ?? false
  }
}
