import Foundation

extension DisplayListBuilder {
  /// The focus ring: a 2-pt outline 3 pt outside the focused view of `window`, following its
  /// transform, drawn over the window's content.
  mutating func drawFocusRing(of window: UIWindow, scale: CGFloat) {
    guard let view = window.focusedView, view.isFocusable, view.window === window else { return }
    let ring = view.bounds.insetBy(dx: -3, dy: -3)
    let corners = [
      CGPoint(x: ring.minX, y: ring.minY), CGPoint(x: ring.maxX, y: ring.minY),
      CGPoint(x: ring.maxX, y: ring.maxY), CGPoint(x: ring.minX, y: ring.maxY),
    ]
    var outline: [CGPoint] = []
    for corner in corners {
      let onScreen = window.convertToSuperview(view.convert(corner, to: window))
      outline.append(CGPoint(x: onScreen.x * scale, y: onScreen.y * scale))
    }
    for quad in Polygons.strokeQuads(outline + [outline[0]], width: 2 * scale) {
      list.items.append(.fill(quad, UIColor.systemBlue.displayColor))
    }
  }
}
