import Foundation

/// Collects what a view (or an image renderer) draws while its drawing code runs: the target of
/// `UIColor.setFill()`, `UIBezierPath.fill()`, `UIRectFill` and the ``CGContext`` calls.
///
/// Everything is recorded as convex polygons, text runs and images in the canvas's base
/// coordinates (the view's bounds), after the current transformation matrix.
///
/// Not isolated to the main actor: UIKit's drawing (image renderers, the image-context
/// functions, `UIColor.setFill()`, `UIBezierPath`) works on any thread, each thread with its own
/// current context. A canvas is used by the thread that made it.
final class ContentCanvas {
  /// The graphics state `saveGState`/`restoreGState` keep.
  struct GState {
    var ctm = CGAffineTransform.identity
    var fillColor: DisplayColor = .black
    var strokeColor: DisplayColor = .black
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

  /// What drawing calls on one thread go to.
  final class Stack {
    /// The canvas drawing calls go to now.
    var current: ContentCanvas?
    /// The canvases made current before, innermost last.
    var outer: [ContentCanvas?] = []
    /// The image contexts begun and not yet ended (`UIGraphicsBeginImageContext`).
    var imageContexts: [(ContentCanvas, UIGraphicsImageRenderer)] = []
  }

  private static let stacks = ThreadLocal<Stack>()

  /// This thread's drawing state, made on first use.
  static var stack: Stack {
    if let stack = stacks.value { return stack }
    let stack = Stack()
    stacks.value = stack
    return stack
  }

  /// The canvas that drawing calls on this thread go to, if drawing code runs now.
  static var current: ContentCanvas? { stacks.value?.current }

  static func withCurrent(_ canvas: ContentCanvas, _ body: () -> Void) {
    push(canvas)
    body()
    pop()
  }

  /// Makes `canvas` current on this thread until the matching ``pop()``.
  static func push(_ canvas: ContentCanvas) {
    let stack = stack
    stack.outer.append(stack.current)
    stack.current = canvas
  }

  /// Restores the canvas that was current before the matching ``push(_:)``.
  static func pop() {
    let stack = stack
    guard let previous = stack.outer.popLast() else { return }
    stack.current = previous
  }

  /// Fills subpaths given in user space (non-zero rule per subpath).
  func fill(_ subpaths: [[CGPoint]], color: DisplayColor) {
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
  func stroke(_ subpaths: [[CGPoint]], closed: [Bool], style: StrokeStyle, color: DisplayColor) {
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

  private func append(_ polygon: [CGPoint], _ color: DisplayColor) {
    let color = state.alpha < 1 ? color.multiplyingAlpha(state.alpha) : color
    guard polygon.count >= 3, color.alpha > 0 else { return }
    commands.append(.fill(polygon, color))
  }
}
