import Foundation

#if !canImport(CoreGraphics)
  /// An immutable path of lines and curves, as Core Graphics passes it to layers
  /// (`shapeLayer.path = bezierPath.cgPath`, `keyframeAnimation.path`). Curves are flattened
  /// into segments when added, as ``UIBezierPath``'s are.
  open class CGPath: @unchecked Sendable {
    /// The flattened subpaths.
    var subpaths: [[CGPoint]]
    /// Whether each subpath is closed.
    var closedFlags: [Bool]

    init(subpaths: [[CGPoint]], closedFlags: [Bool]) {
      self.subpaths = subpaths
      self.closedFlags = closedFlags
    }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(path: UIBezierPath(rect: rect), transform: transform?.pointee)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
      self.init(path: UIBezierPath(ovalIn: rect), transform: transform?.pointee)
    }

    /// A rectangle with rounded corners (the smaller of the two radii is used).
    public convenience init(
      roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: UnsafePointer<CGAffineTransform>?
    ) {
      self.init(
        path: UIBezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)),
        transform: transform?.pointee)
    }

    init(path: UIBezierPath, transform: CGAffineTransform?) {
      let t = transform ?? .identity
      subpaths = path.subpaths.map { $0.map { $0.applying(t) } }
      closedFlags = path.closedFlags
    }

    /// Whether the path has no points.
    public var isEmpty: Bool { subpaths.allSatisfy(\.isEmpty) }

    /// The smallest rectangle holding every point (`.null` for an empty path).
    public var boundingBox: CGRect {
      let points = subpaths.joined()
      guard let first = points.first else { return .null }
      var box = CGRect(origin: first, size: .zero)
      for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
      return box
    }

    /// The same as ``boundingBox``: curves are flattened, so no control point lies outside.
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// The end of the last segment.
    public var currentPoint: CGPoint { subpaths.last?.last ?? .zero }

    /// Whether `point` is inside the filled area (non-zero winding unless `eoFill`).
    public func contains(
      _ point: CGPoint, using rule: CGPathFillRule = .winding,
      transform: CGAffineTransform = .identity
    ) -> Bool {
      let p = transform.invertedIfPossible().map { point.applying($0) } ?? point
      var winding = 0
      for path in subpaths where path.count >= 3 {
        winding += PathFlattening.winding(of: p, in: path)
      }
      return rule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// A copy (paths are immutable, so the same contents).
    public func copy() -> CGPath? { CGPath(subpaths: subpaths, closedFlags: closedFlags) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
      let copy = CGMutablePath()
      copy.subpaths = subpaths
      copy.closedFlags = closedFlags
      return copy
    }

    /// The path as a bezier path.
    var bezierPath: UIBezierPath {
      let path = UIBezierPath()
      for (points, closed) in zip(subpaths, closedFlags) {
        path.append(subpath: points, closed: closed)
      }
      return path
    }

    /// Every point in order, closed subpaths returning to their start: the path an animation
    /// follows.
    var polyline: [CGPoint] {
      var points: [CGPoint] = []
      for (subpath, closed) in zip(subpaths, closedFlags) {
        points += subpath
        if closed, let first = subpath.first { points.append(first) }
      }
      return points
    }
  }

  /// A path built in steps, Core Graphics's `CGMutablePath`.
  open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(subpaths: [], closedFlags: []) }

    private func edit(_ transform: CGAffineTransform, _ body: (UIBezierPath) -> Void) {
      let path = bezierPath
      let before = path.subpaths.count
      let lengths = path.subpaths.map(\.count)
      body(path)
      // Only what the step added is transformed.
      for index in path.subpaths.indices {
        let start = index < before ? lengths[index] : 0
        for k in start..<path.subpaths[index].count {
          path.subpaths[index][k] = path.subpaths[index][k].applying(transform)
        }
      }
      subpaths = path.subpaths
      closedFlags = path.closedFlags
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
      edit(transform) { $0.move(to: point) }
    }

    /// Adds a line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
      edit(transform) { $0.addLine(to: point) }
    }

    /// Adds lines through `points` as a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
      guard let first = points.first else { return }
      edit(transform) { path in
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
      }
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(
      to end: CGPoint, control1: CGPoint, control2: CGPoint,
      transform: CGAffineTransform = .identity
    ) {
      let start = currentPoint.applying(transform.invertedIfPossible() ?? .identity)
      edit(transform) { path in
        for point in PathFlattening.cubic(start, control1, control2, end) {
          path.addLine(to: point)
        }
      }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(
      to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
    ) {
      let start = currentPoint.applying(transform.invertedIfPossible() ?? .identity)
      edit(transform) { path in
        for point in PathFlattening.quadratic(start, control, end) { path.addLine(to: point) }
      }
    }

    /// Adds an arc (`clockwise` as seen on screen, where y grows downward).
    public func addArc(
      center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
      transform: CGAffineTransform = .identity
    ) {
      edit(transform) {
        $0.addArc(
          withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
          clockwise: clockwise)
      }
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
      edit(transform) { $0.append(UIBezierPath(rect: rect)) }
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
      for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
      edit(transform) { $0.append(UIBezierPath(ovalIn: rect)) }
    }

    /// Adds a closed rounded rectangle.
    public func addRoundedRect(
      in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
      transform: CGAffineTransform = .identity
    ) {
      edit(transform) {
        $0.append(UIBezierPath(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight)))
      }
    }

    /// Adds the subpaths of `path`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
      edit(transform) { $0.append(path.bezierPath) }
    }

    /// Closes the current subpath.
    public func closeSubpath() {
      if !closedFlags.isEmpty { closedFlags[closedFlags.count - 1] = true }
    }
  }

  /// How a path's inside is decided.
  public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even–odd.
    case evenOdd
  }
#endif

extension UIBezierPath {
  /// The path as a `CGPath` (a snapshot: later changes to the bezier path do not reach it).
  public var cgPath: CGPath {
    get { CGPath(subpaths: subpaths, closedFlags: closedFlags) }
    set {
      subpaths = newValue.subpaths
      closedFlags = newValue.closedFlags
    }
  }

  /// A bezier path with the subpaths of `path`.
  public convenience init(cgPath path: CGPath) {
    self.init()
    cgPath = path
  }
}
