import Foundation

/// Collects what a view (or an image renderer) draws while its drawing code runs: the target of
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIRectFill` and the ``CGContext`` calls.
///
/// Everything is recorded as convex polygons, text runs and images in the canvas's base
/// coordinates (the view's bounds), after the current transformation matrix.
@MainActor
final class ContentCanvas {
  /// The graphics state `saveGState`/`restoreGState` keep.
  struct GState {
    var ctm = CGAffineTransform.identity
    var fillColor: UIColor = .black
    var strokeColor: UIColor = .black
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var alpha: CGFloat = 1
  }

  var commands: [CanvasCommand] = []
  var state = GState()
  var savedStates: [GState] = []
  /// The Core Graphics view of this canvas, made on first use.
  lazy var context = CGContext(canvas: self)

  /// The canvas that drawing calls go to, if drawing code runs now.
  private(set) static var current: ContentCanvas?

  private static var outer: [ContentCanvas?] = []

  static func withCurrent(_ canvas: ContentCanvas, _ body: () -> Void) {
    push(canvas)
    body()
    pop()
  }

  /// Makes `canvas` current until the matching ``pop()`` (UIGraphicsBeginImageContext).
  static func push(_ canvas: ContentCanvas) {
    outer.append(current)
    current = canvas
  }

  /// Restores the canvas that was current before the matching ``push(_:)``.
  static func pop() {
    guard let previous = outer.popLast() else { return }
    current = previous
  }

  /// Fills subpaths given in user space (non-zero rule per subpath).
  func fill(_ subpaths: [[CGPoint]], color: UIColor) {
    for path in subpaths where path.count >= 3 {
      let mapped = path.map { $0.applying(state.ctm) }
      if Polygons.isConvex(mapped) {
        append(mapped, color)
      } else {
        for triangle in Polygons.triangulate(mapped) { append(triangle, color) }
      }
    }
  }

  /// Strokes subpaths given in user space; the outline is made there, so a scaled transform
  /// scales the line width too, as in Core Graphics.
  func stroke(_ subpaths: [[CGPoint]], closed: [Bool], style: StrokeStyle, color: UIColor) {
    for (path, isClosed) in zip(subpaths, closed) {
      for polygon in PathStroker.stroke(path, closed: isClosed, style: style) {
        append(polygon.map { $0.applying(state.ctm) }, color)
      }
    }
  }

  /// Records an image stretched over `rect` (user space; the box of its transformed corners).
  func drawImage(_ image: UIImage, in rect: CGRect) {
    let box = CGRect.boundingBox(of: rect.standardized.corners.map { $0.applying(state.ctm) })
    commands.append(.image(image, box))
  }

  private func append(_ polygon: [CGPoint], _ color: UIColor) {
    let color = state.alpha < 1 ? color.withAlphaComponent(color.alpha * state.alpha) : color
    guard polygon.count >= 3, color.alpha > 0 else { return }
    commands.append(.fill(polygon, color))
  }
}
