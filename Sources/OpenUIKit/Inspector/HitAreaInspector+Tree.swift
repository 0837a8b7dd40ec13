import Foundation

/// One row of the inspector's view tree.
@preconcurrency @MainActor
public struct InspectorTreeRow {
  /// The view the row shows.
  public let view: UIView
  /// How deep it is: 0 for the window.
  public let depth: Int
  /// Whether it has subviews.
  public let hasChildren: Bool
  /// Whether its subviews are hidden in the tree.
  public let isCollapsed: Bool

  /// The row as drawn: indented, a disclosure triangle, the view's name, what stops touches
  /// reaching it, and "no label" for an interactive view a screen reader cannot name.
  public var text: String {
    let disclosure = hasChildren ? (isCollapsed ? "▸ " : "▾ ") : "  "
    var notes: [String] = []
    if view.isHidden {
      notes.append("hidden")
    } else if HitTestRules.isTransparent(view.alpha) {
      notes.append("alpha < \(HitTestRules.minimumAlpha)")
    }
    if !view.isUserInteractionEnabled { notes.append("no touches") }
    if view.lacksAccessibilityLabel { notes.append("no label") }
    let suffix = notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
    return String(repeating: "  ", count: depth) + disclosure + view.inspectorName + suffix
  }
}

// The view tree: the key window's views in drawing order (subviews back to front, so the
// frontmost sibling is the last row of its group), minus the subtrees the user collapsed.
extension HitAreaInspector {
  /// The window the tree shows: the key window, else the frontmost window of the app.
  public var treeRoot: UIWindow? {
    if let key = application?.keyWindow, key !== window { return key }
    return appWindows.first
  }

  /// The rows of the tree, as shown.
  public var treeRows: [InspectorTreeRow] {
    guard let root = treeRoot else { return [] }
    var rows: [InspectorTreeRow] = []
    var stack: [(UIView, Int)] = [(root, 0)]
    // Depth first without recursion: app trees can be deeper than the stack.
    while let (view, depth) = stack.popLast() {
      let folded = isCollapsed(view)
      rows.append(
        InspectorTreeRow(
          view: view, depth: depth, hasChildren: !view.subviews.isEmpty, isCollapsed: folded))
      guard !folded else { continue }
      for child in view.subviews.reversed() { stack.append((child, depth + 1)) }
    }
    return rows
  }

  /// Whether the tree hides `view`'s subviews.
  public func isCollapsed(_ view: UIView) -> Bool {
    collapsed.contains { $0.view === view }
  }

  /// Hides or shows `view`'s subviews in the tree.
  public func setCollapsed(_ isCollapsed: Bool, for view: UIView) {
    collapsed.removeAll { $0.view == nil || $0.view === view }
    if isCollapsed { collapsed.append(WeakView(view: view)) }
    stateDidChange()
  }

  /// Unfolds the tree down to `view`, so the selection is always a visible row.
  func expandAncestors(of view: UIView) {
    collapsed.removeAll { entry in
      guard let folded = entry.view else { return true }
      return folded !== view && view.isDescendant(of: folded)
    }
  }
}
