import Foundation

/// Where views are on screen: for the inspector's outlines, for tests and tools that aim at a
/// view, and for anything that must find a view's place across windows.
@MainActor
public enum ScreenGeometry {
  /// The centre of the part of `view` inside all its ancestors' bounds (where hit testing can
  /// reach it), in `view`'s coordinates; its bounds' centre when no part is.
  public static func visibleCentre(of view: UIView) -> CGPoint {
    let root = view.rootView
    var visible = view.convert(view.bounds, to: root).boundedOrInfinite
    var ancestor = view.superview
    while let each = ancestor {
      visible = visible.intersection(each.convert(each.bounds, to: root).boundedOrInfinite)
      ancestor = each.superview
    }
    guard !visible.isNull, !visible.isEmpty else {
      return CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
    return view.convert(CGPoint(x: visible.midX, y: visible.midY), from: root)
  }

  /// A point of `view`'s coordinates in screen points (through its window's frame and
  /// transform); for a view in no window, its root's coordinates.
  public static func screenPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
    let root = view.rootView
    let inRoot = view === root ? point : view.convert(point, to: root)
    return root is UIWindow ? root.convertToSuperview(inRoot) : inRoot
  }

  /// The four corners of `view`'s bounds on screen, in order: a parallelogram for a rotated view.
  public static func screenCorners(of view: UIView) -> [CGPoint] {
    view.bounds.corners.map { screenPoint($0, in: view) }
  }
}
