import Foundation

/// A path of lines and curves to fill or stroke inside ``UIView/draw(_:)`` or an image
/// renderer, with UIKit's API.
///
/// Curves and arcs are flattened into short segments when they are added, finely enough that a
/// stroke looks smooth at twice the path's scale (HiDPI); scaling a path up a lot afterwards
/// shows the segments. UIKit differences: no dashes; fills use the non-zero rule on each
/// subpath separately (holes made by a second subpath are filled).
public final class UIBezierPath {
  /// The subpaths, flattened into points.
  var subpaths: [[CGPoint]] = []
  /// Whether each subpath is closed.
  var closedFlags: [Bool] = []

  /// The stroke width in points. 1 by default.
  public var lineWidth: CGFloat = 1
  /// How open subpaths end when stroked. `.butt` by default.
  public var lineCapStyle: CGLineCap = .butt
  /// How segments meet when stroked. `.miter` by default.
  public var lineJoinStyle: CGLineJoin = .miter
  /// The longest miter, in line widths, before a miter join becomes a bevel. 10 by default.
  public var miterLimit: CGFloat = 10
  /// Whether fills use the even-odd rule. Fills of one simple subpath look the same either way.
  public var usesEvenOddFillRule = false

  /// Creates an empty path.
  public init() {}

  /// Creates a rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    append(subpath: rect.standardized.corners, closed: true)
  }

  /// Creates an oval inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let r = rect.standardized
    let count = PathFlattening.arcSegments(radius: max(r.width, r.height) / 2, sweep: 2 * .pi)
    append(
      subpath: (0..<count).map { i in
        let a = CGFloat(i) / CGFloat(count) * 2 * .pi
        return CGPoint(x: r.midX + r.width / 2 * cos(a), y: r.midY + r.height / 2 * sin(a))
      }, closed: true)
  }

  /// Creates a rectangle with rounded corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    append(subpath: Polygons.roundedRect(rect.standardized, radius: cornerRadius), closed: true)
  }

  /// Creates an arc of a circle (see ``addArc(withCenter:radius:startAngle:endAngle:clockwise:)``).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  // MARK: - Building

  /// The end of the last segment added; `.zero` for an empty path.
  public var currentPoint: CGPoint { subpaths.last?.last ?? .zero }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    append(subpath: [point], closed: false)
  }

  /// Adds a straight segment to `point` (starting a subpath there if none is open).
  public func addLine(to point: CGPoint) {
    guard let last = subpaths.indices.last, !closedFlags[last] else { return move(to: point) }
    subpaths[last].append(point)
  }

  /// Adds a cubic Bézier curve from the current point to `endPoint`.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    let start = currentPoint
    for point in PathFlattening.cubic(start, controlPoint1, controlPoint2, endPoint) {
      addLine(to: point)
    }
  }

  /// Adds a quadratic Bézier curve from the current point to `endPoint`.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    let start = currentPoint
    for point in PathFlattening.quadratic(start, controlPoint, endPoint) { addLine(to: point) }
  }

  /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle` (radians, 0
  /// along +x). `clockwise` is as seen on screen, where y grows downward. A line joins the
  /// current point to the arc's start when a subpath is open, as in UIKit.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    let points = PathFlattening.arc(center, radius, startAngle, endAngle, clockwise: clockwise)
    guard let first = points.first else { return }
    addLine(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Closes the current subpath with a straight line back to its start.
  public func close() {
    if !closedFlags.isEmpty { closedFlags[closedFlags.count - 1] = true }
  }

  /// Appends the subpaths of `path`.
  public func append(_ path: UIBezierPath) {
    subpaths += path.subpaths
    closedFlags += path.closedFlags
  }

  /// Removes every point: the path is empty again.
  public func removeAllPoints() {
    subpaths.removeAll()
    closedFlags.removeAll()
  }

  /// Transforms every point of the path.
  public func apply(_ transform: CGAffineTransform) {
    subpaths = subpaths.map { $0.map { $0.applying(transform) } }
  }

  func append(subpath: [CGPoint], closed: Bool) {
    subpaths.append(subpath)
    closedFlags.append(closed)
  }

  // MARK: - Questions

  /// Whether the path has no points.
  public var isEmpty: Bool { subpaths.allSatisfy(\.isEmpty) }

  /// The smallest rectangle containing every point of the path (curves included, control
  /// points not); `.zero` for an empty path.
  public var bounds: CGRect {
    let points = subpaths.joined()
    guard let first = points.first else { return .zero }
    var box = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
    return box
  }

  /// Whether `point` is inside the area the path would fill (every subpath closed), by the
  /// path's fill rule.
  public func contains(_ point: CGPoint) -> Bool {
    var winding = 0
    for path in subpaths where path.count >= 3 {
      winding += PathFlattening.winding(of: point, in: path)
    }
    return usesEvenOddFillRule ? winding % 2 != 0 : winding != 0
  }

  // MARK: - Drawing

  /// Fills every subpath with the current fill colour.
  public func fill() {
    guard let canvas = ContentCanvas.current else { return }
    canvas.fill(subpaths, color: canvas.state.fillColor)
  }

  /// Strokes every subpath with the current stroke colour, ``lineWidth``, ``lineCapStyle`` and
  /// ``lineJoinStyle``.
  public func stroke() {
    guard let canvas = ContentCanvas.current else { return }
    let style = StrokeStyle(
      width: lineWidth, cap: lineCapStyle, join: lineJoinStyle, miterLimit: miterLimit)
    canvas.stroke(subpaths, closed: closedFlags, style: style, color: canvas.state.strokeColor)
  }
}
