import Foundation

// The hit-area overlay (OpenUIKitDebug.showsHitAreas) and the redrawn-area outlines
// (showsRedrawnAreas): passes after the scene, walking the tree on their own, so nothing the
// scene culls or clips can hide them.
extension DisplayListBuilder {
  /// Outlines every shown view of `windows` (back to front) where a touch can reach it: green
  /// where touches can land, red where hit testing skips the view or an ancestor
  /// (``HitTestRules``), and yellow, thicker and on top, for the views on `hitPath`.
  mutating func drawHitAreas(of windows: [UIWindow], hitPath: [UIView], base: CGAffineTransform) {
    var outlines: [HitAreaOutline] = []
    for window in windows {
      collectHitAreas(
        window, parent: Homography(base), interactive: true, hitClip: nil, hitPath: hitPath,
        into: &outlines)
    }
    // The latest hit path last, so it stays on top.
    let ordered = outlines.filter { !$0.isOnPath } + outlines.filter(\.isOnPath)
    for outline in ordered {
      let width = outline.isOnPath ? 3 * scale : scale
      for quad in Polygons.strokeQuads(outline.points + [outline.points[0]], width: width) {
        list.items.append(.fill(quad, outline.color))
      }
    }
  }

  /// Outlines the areas a frame redrew, in magenta.
  mutating func drawRedrawnAreas(_ damage: [CGRect]) {
    let magenta = DisplayColor(red: 1, green: 0, blue: 1, alpha: 1)
    for rect in damage {
      let corners = rect.insetBy(dx: 0.5, dy: 0.5).corners
      for quad in Polygons.strokeQuads(corners + [corners[0]], width: 1) {
        list.items.append(.fill(quad, magenta))
      }
    }
  }

  /// Collects `view`'s outline after its subviews', where it is drawn now (presentation
  /// values) and clipped to where a touch can still reach (`hitClip`, the ancestors' bounds in
  /// pixels: hit testing checks each level, A4).
  private func collectHitAreas(
    _ view: UIView, parent: Homography, interactive: Bool, hitClip: [CGPoint]?,
    hitPath: [UIView], into outlines: inout [HitAreaOutline]
  ) {
    // Only what is drawn: hidden and fully transparent views have no outline.
    guard !view.isHidden, view.presentationAlpha(at: time) > 0 else { return }
    let m = view.presentationGeometry(at: time).projectionToSuperview.concatenating(parent)
    guard m.inverted() != nil else { return }
    // In perspective, what lies in front of the eye, cut to the target.
    var outline = Self.inFront(view.bounds.corners, m).compactMap(m.apply)
    if outline.count != 4 {
      outline = Polygons.intersect(outline, CGRect(origin: .zero, size: targetSize).corners)
    }
    let area = hitClip.map { Polygons.intersect(outline, $0) } ?? outline
    // Hit testing reads the model values.
    let reachable = interactive && HitTestRules.skipReason(of: view) == nil
    for subview in view.subviews {
      collectHitAreas(
        subview, parent: m, interactive: reachable, hitClip: area, hitPath: hitPath,
        into: &outlines)
    }
    guard area.count >= 3 else { return }
    let isOnPath = hitPath.contains { $0 === view }
    let color =
      isOnPath
      ? DisplayColor(red: 1, green: 0.85, blue: 0, alpha: 1)
      : reachable
        ? DisplayColor(red: 0, green: 0.75, blue: 0.3, alpha: 0.9)
        : DisplayColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 0.9)
    outlines.append(HitAreaOutline(points: area, color: color, isOnPath: isOnPath))
  }
}

/// One view's outline in the hit-area overlay.
struct HitAreaOutline {
  var points: [CGPoint]
  var color: DisplayColor
  var isOnPath: Bool
}
