import Foundation

#if !canImport(CoreGraphics)
  /// The drawing context of ``UIView/draw(_:)`` and of image renderers, with the Core Graphics
  /// calls drawing code uses most. Get it with ``UIGraphicsGetCurrentContext()``.
  ///
  /// What is drawn is recorded (into the view's display list, or the renderer's image). The
  /// path is kept in the coordinates current when each point was added, as in Core Graphics.
  /// Missing: clipping, dashes, gradients, shadows, blend modes, text drawing.
  public final class CGContext {
    unowned let canvas: ContentCanvas
    /// The current path, in canvas coordinates (the transform applied as points were added).
    private let path = UIBezierPath()

    init(canvas: ContentCanvas) { self.canvas = canvas }

    // MARK: - Graphics state

    /// Pushes a copy of the graphics state (transform, colours, line attributes, alpha).
    public func saveGState() { canvas.savedStates.append(canvas.state) }

    /// Pops the graphics state pushed by the matching ``saveGState()``.
    public func restoreGState() {
      if let state = canvas.savedStates.popLast() { canvas.state = state }
    }

    /// The current transformation matrix, user space to the view's bounds.
    public var ctm: CGAffineTransform { canvas.state.ctm }

    /// Moves the origin of user space.
    public func translateBy(x: CGFloat, y: CGFloat) {
      concatenate(CGAffineTransform(translationX: x, y: y))
    }
    /// Scales user space.
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians (clockwise on screen, y growing downward).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Applies `transform` to user space, before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
      canvas.state.ctm = transform.concatenating(canvas.state.ctm)
    }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) {
      canvas.state.fillColor = DisplayColor(cgColor: color)
    }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) {
      canvas.state.strokeColor = DisplayColor(cgColor: color)
    }
    /// Sets the fill colour from components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      canvas.state.fillColor = DisplayColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      canvas.state.strokeColor = DisplayColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the line width, in user space.
    public func setLineWidth(_ width: CGFloat) { canvas.state.lineWidth = width }
    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { canvas.state.lineCap = cap }
    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { canvas.state.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { canvas.state.miterLimit = limit }
    /// Sets the alpha every later drawing is multiplied by.
    public func setAlpha(_ alpha: CGFloat) { canvas.state.alpha = min(1, max(0, alpha)) }

    // MARK: - The path

    /// Empties the current path.
    public func beginPath() { path.removeAllPoints() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: mapped(point)) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: mapped(point)) }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
      path.addCurve(
        to: mapped(end), controlPoint1: mapped(control1), controlPoint2: mapped(control2))
    }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
      path.addQuadCurve(to: mapped(end), controlPoint: mapped(control))
    }
    /// Adds an arc. As in Core Graphics on a flipped (UIKit) context, `clockwise` true draws
    /// counter-clockwise on screen.
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
      let points = PathFlattening.arc(center, radius, startAngle, endAngle, clockwise: !clockwise)
      for (i, point) in points.enumerated() {
        // A line joins the current point to the arc when a subpath is open.
        if i == 0 && path.isEmpty { move(to: point) } else { addLine(to: point) }
      }
    }
    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) { add(rect.standardized.corners) }
    /// Adds closed rectangle subpaths.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    /// Adds a closed ellipse subpath inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
      let oval = UIBezierPath(ovalIn: rect)
      for subpath in oval.subpaths { add(subpath) }
    }
    /// Adds an open subpath through `points`.
    public func addLines(between points: [CGPoint]) {
      for (i, point) in points.enumerated() {
        if i == 0 { move(to: point) } else { addLine(to: point) }
      }
    }
    /// Adds the subpaths of a UIKit path (`path.cgPath` in UIKit code).
    public func addPath(_ bezierPath: UIBezierPath) {
      for (subpath, closed) in zip(bezierPath.subpaths, bezierPath.closedFlags) {
        path.append(subpath: subpath.map(mapped), closed: closed)
      }
    }
    /// Adds the subpaths of a Core Graphics path.
    public func addPath(_ cgPath: CGPath) { addPath(cgPath.bezierPath) }
    /// Closes the current subpath.
    public func closePath() { path.close() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }

    // MARK: - Painting

    /// Fills the current path and empties it.
    public func fillPath() { drawPath(using: .fill) }
    /// Strokes the current path and empties it.
    public func strokePath() { drawPath(using: .stroke) }
    /// Fills and/or strokes the current path, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
      // The path is already in canvas coordinates: paint it with the identity transform, and
      // the line width scaled as the current transform scales user space.
      let saved = canvas.state
      let m = saved.ctm
      canvas.state.ctm = .identity
      if mode != .stroke { canvas.fill(path.subpaths, color: saved.fillColor) }
      if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
        let style = StrokeStyle(
          width: saved.lineWidth * abs(m.a * m.d - m.b * m.c).squareRoot(), cap: saved.lineCap,
          join: saved.lineJoin, miterLimit: saved.miterLimit)
        canvas.stroke(
          path.subpaths, closed: path.closedFlags, style: style, color: saved.strokeColor)
      }
      canvas.state = saved
      path.removeAllPoints()
    }
    /// Fills `rect` with the fill colour.
    public func fill(_ rect: CGRect) { paint([rect.standardized.corners], .fill) }
    /// Fills rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) { paint([rect.standardized.corners], .stroke) }
    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) { paint(UIBezierPath(ovalIn: rect).subpaths, .fill) }
    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
      paint(UIBezierPath(ovalIn: rect).subpaths, .stroke)
    }
    /// Strokes separate segments: points 0–1, 2–3, and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
      paintAside(.stroke) {
        for i in stride(from: 0, to: points.count - 1, by: 2) {
          addLines(between: [points[i], points[i + 1]])
        }
      }
    }

    /// Paints closed user-space shapes without touching the current path.
    private func paint(_ shapes: [[CGPoint]], _ mode: CGPathDrawingMode) {
      paintAside(mode) { shapes.forEach(add) }
    }

    /// Paints what `build` adds to an empty path, then puts the current path back.
    private func paintAside(_ mode: CGPathDrawingMode, _ build: () -> Void) {
      let saved = path.subpaths, savedClosed = path.closedFlags
      path.removeAllPoints()
      build()
      drawPath(using: mode)
      path.subpaths = saved
      path.closedFlags = savedClosed
    }

    private func add(_ closedShape: [CGPoint]) {
      path.append(subpath: closedShape.map(mapped), closed: true)
    }

    private func mapped(_ point: CGPoint) -> CGPoint { point.applying(canvas.state.ctm) }
  }
#endif

/// The drawing context in use: a view's inside its ``UIView/draw(_:)``, an image renderer's
/// inside its drawing block; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  ContentCanvas.current?.context
}
