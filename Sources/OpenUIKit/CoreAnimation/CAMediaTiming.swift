import Foundation

/// The timing of an animation or a layer, Core Animation's `CAMediaTiming`: each object has its
/// own time, derived from its parent's as `(parentTime − beginTime) × speed + timeOffset`.
///
/// A layer's time is its superlayer's (a view's layer: the superview's layer) mapped through
/// the layer's ``beginTime``, ``speed`` and ``timeOffset``; the root's time is
/// ``CACurrentMediaTime()``. Setting a layer's `speed` to 0 and its `timeOffset` to the time it
/// shows pauses every animation in its tree.
public protocol CAMediaTiming: AnyObject {
  /// When the object starts, in its parent's time.
  var beginTime: CFTimeInterval { get set }
  /// How long one cycle lasts, in seconds.
  var duration: CFTimeInterval { get set }
  /// How fast local time runs against the parent's (0 stops it; negative runs it back).
  var speed: Float { get set }
  /// Added to the local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many cycles run (fractions allowed; `.infinity` for ever).
  var repeatCount: Float { get set }
  /// How long the cycles run, in seconds (instead of ``repeatCount``).
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each cycle runs forwards, then backwards.
  var autoreverses: Bool { get set }
  /// What shows outside the active time.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a fill mode from its Core Animation name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nothing: the layer shows its own values outside the active time (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The final value stays after the end (while the animation is on the layer:
  /// set `isRemovedOnCompletion = false` too).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value shows before the beginning.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The name of one of Core Animation's timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Constant speed.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow start and end.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve of the system's own animations: (0.25, 0.1), (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How progress follows time within a cycle: a cubic Bézier curve from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: @unchecked Sendable {
  let c1: CGPoint
  let c2: CGPoint

  /// One of the named curves (an unknown name is linear).
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// A curve through the control points (c1x, c1y) and (c2x, c2y); x values are clamped to
  /// 0…1, as Core Animation requires.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    func unit(_ v: Float) -> CGFloat { v.isFinite ? CGFloat(min(max(v, 0), 1)) : 0 }
    func finite(_ v: Float) -> CGFloat { v.isFinite ? CGFloat(v) : 0 }
    c1 = CGPoint(x: unit(c1x), y: finite(c1y))
    c2 = CGPoint(x: unit(c2x), y: finite(c2y))
  }

  /// Writes the control point at `index` (0: start, 1 and 2: the controls, 3: end) into
  /// `values` (two floats).
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let points = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)]
    guard points.indices.contains(index) else { return }
    values[0] = Float(points[index].x)
    values[1] = Float(points[index].y)
  }

  /// The progress at `fraction` (0…1) of the time.
  func progress(_ fraction: Double) -> CGFloat {
    AnimationTiming.bezier(
      t: CGFloat(min(max(fraction, 0), 1)), x1: c1.x, y1: c1.y, x2: c2.x, y2: c2.y)
  }
}
