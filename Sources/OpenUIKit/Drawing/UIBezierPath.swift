import Foundation

/// A path of straight segments to fill or stroke inside ``UIView/draw(_:)``.
///
/// UIKit differences: curves are approximated by segments when the path is made (ovals and
/// rounded rectangles); there is no `addCurve` or `addArc` yet. Fills use the non-zero rule on
/// simple (non-self-intersecting) outlines.
@MainActor
public final class UIBezierPath {
  private var subpaths: [[CGPoint]] = []
  private var closed: [Bool] = []

  /// The stroke width in points. 1 by default.
  public var lineWidth: CGFloat = 1

  /// Creates an empty path.
  public init() {}

  /// Creates a rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    subpaths = [rect.standardized.corners]
    closed = [true]
  }

  /// Creates an oval inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    let r = rect.standardized
    let segments = 48
    subpaths = [
      (0..<segments).map { i in
        let a = CGFloat(i) / CGFloat(segments) * 2 * .pi
        return CGPoint(x: r.midX + r.width / 2 * cos(a), y: r.midY + r.height / 2 * sin(a))
      }
    ]
    closed = [true]
  }

  /// Creates a rectangle with rounded corners.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    subpaths = [Polygons.roundedRect(rect.standardized, radius: cornerRadius)]
    closed = [true]
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) {
    subpaths.append([point])
    closed.append(false)
  }

  /// Adds a straight segment to `point` (starting a subpath there if none is open).
  public func addLine(to point: CGPoint) {
    if subpaths.isEmpty { return move(to: point) }
    subpaths[subpaths.count - 1].append(point)
  }

  /// Closes the current subpath.
  public func close() {
    if !closed.isEmpty { closed[closed.count - 1] = true }
  }

  /// Whether the path has no points.
  public var isEmpty: Bool { subpaths.allSatisfy(\.isEmpty) }

  /// Fills every subpath with the current fill colour.
  public func fill() {
    guard let canvas = ContentCanvas.current else { return }
    for path in subpaths where path.count >= 3 {
      for triangle in Polygons.triangulate(path) { canvas.fill(triangle, canvas.fillColor) }
    }
  }

  /// Strokes every subpath with the current stroke colour and ``lineWidth``.
  public func stroke() {
    guard let canvas = ContentCanvas.current else { return }
    for (path, isClosed) in zip(subpaths, closed) {
      let points = isClosed && path.count > 2 ? path + [path[0]] : path
      for quad in Polygons.strokeQuads(points, width: lineWidth) {
        canvas.fill(quad, canvas.strokeColor)
      }
    }
  }
}
