import Foundation

/// How a keyframe animation goes from one value to the next.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Straight between values, at the key times (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value held until the next key time.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Straight between values at an even speed; key times and timing functions are ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth curve (Catmull–Rom) through the values, at the key times.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth curve at an even speed (approximated: even speed along the straight segments).
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to face along it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The name Core Animation uses.
  public var rawValue: String
  /// Creates a mode from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Turned to the path's direction.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Turned to face against the path's direction.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values (`values`, at `keyTimes`, with a timing function for
/// each segment) or, for a point property, along a `path` at an even speed.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, in order.
  open var values: [Any]?
  /// A path for a point property (`position`) to follow; when set, `values` are ignored.
  open var path: CGPath?
  /// When each value is reached, as fractions of the duration (0…1, one per value, rising).
  /// Nil or a list of another length spaces the values evenly.
  open var keyTimes: [NSNumber]?
  /// The timing curve of each segment (one fewer than the values).
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How values in between are found. `.linear` by default.
  open var calculationMode: CAAnimationCalculationMode = .linear
  /// Whether a layer following `path` turns with it. Nil by default (it does not).
  open var rotationMode: CAAnimationRotationMode?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    rotationMode = other.rotationMode
  }

  @MainActor override func apply(
    to state: inout LayerState, parentTime: CFTimeInterval, layer: CALayer
  ) {
    super.apply(to: &state, parentTime: parentTime, layer: layer)
    guard let path, rotationMode != nil, keyPath == "position" else { return }
    let point = timing(at: parentTime)
    guard point.applies else { return }
    let progress = timingFunction?.progress(point.fraction) ?? CGFloat(point.fraction)
    var angle = Self.along(path.polyline, progress).angle
    if rotationMode == .rotateAutoReverse { angle += .pi }
    state.transform = CATransform3DMakeRotation(angle, 0, 0, 1).followed(by: state.transform)
  }

  override func value(
    at point: MediaTimingPoint, progress: CGFloat, underlying: LayerValue, kind: LayerValue.Kind
  ) -> LayerValue? {
    if let path, kind == .point {
      let polyline = path.polyline
      guard !polyline.isEmpty else { return nil }
      return .point(Self.along(polyline, progress).point)
    }
    let frames = (values ?? []).compactMap { LayerValue($0, as: kind) }
    guard let first = frames.first else { return nil }
    guard frames.count > 1 else { return first }
    let times = keyTimes(for: frames)
    let t = min(max(progress, 0), 1)
    if calculationMode == .discrete {
      let index = times.lastIndex { $0 <= t } ?? 0
      return frames[min(index, frames.count - 1)]
    }
    var segment = 0
    while segment < frames.count - 2 && t > times[segment + 1] { segment += 1 }
    let span = times[segment + 1] - times[segment]
    var local = span > 0 ? (t - times[segment]) / span : 1
    local = min(max(local, 0), 1)
    let isPaced = calculationMode == .paced || calculationMode == .cubicPaced
    if !isPaced, let functions = timingFunctions, functions.indices.contains(segment) {
      local = functions[segment].progress(Double(local))
    }
    if calculationMode == .cubic {
      let before = frames[max(segment - 1, 0)], after = frames[min(segment + 2, frames.count - 1)]
      if let value = Self.catmullRom(before, frames[segment], frames[segment + 1], after, local) {
        return value
      }
    }
    return frames[segment].interpolated(to: frames[segment + 1], local)
  }

  override func cycleStep(underlying: LayerValue, kind: LayerValue.Kind) -> LayerValue? {
    let frames = (values ?? []).compactMap { LayerValue($0, as: kind) }
    guard let first = frames.first, let last = frames.last else { return nil }
    return last.subtracting(first)
  }

  /// The key time of each frame: the given ones when they fit, else even (paced: by distance).
  private func keyTimes(for frames: [LayerValue]) -> [CGFloat] {
    let n = frames.count
    if calculationMode == .paced || calculationMode == .cubicPaced {
      var lengths: [CGFloat] = [0]
      for i in 1..<n { lengths.append(lengths[i - 1] + frames[i - 1].distance(to: frames[i])) }
      if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
    } else if let given = keyTimes, given.count == n {
      var times = given.map { CGFloat($0.doubleValue) }
      for i in times.indices {
        times[i] = min(max(times[i].isFinite ? times[i] : 0, i > 0 ? times[i - 1] : 0), 1)
      }
      return times
    }
    if calculationMode == .discrete { return (0..<n).map { CGFloat($0) / CGFloat(n) } }
    return (0..<n).map { CGFloat($0) / CGFloat(n - 1) }
  }

  /// The point `progress` of the way along `polyline` by length, and the direction there.
  static func along(_ polyline: [CGPoint], _ progress: CGFloat) -> (point: CGPoint, angle: CGFloat)
  {
    guard polyline.count > 1 else { return (polyline.first ?? .zero, 0) }
    var lengths: [CGFloat] = []
    for i in 1..<polyline.count {
      lengths.append(hypot(polyline[i].x - polyline[i - 1].x, polyline[i].y - polyline[i - 1].y))
    }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return (polyline[0], 0) }
    var remaining = min(max(progress, 0), 1) * total
    for (i, length) in lengths.enumerated() {
      let a = polyline[i], b = polyline[i + 1]
      if remaining <= length || i == lengths.count - 1 {
        let f = length > 0 ? min(remaining / length, 1) : 0
        let point = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        return (point, atan2(b.y - a.y, b.x - a.x))
      }
      remaining -= length
    }
    return (polyline[polyline.count - 1], 0)
  }

  /// A Catmull–Rom point between `p1` and `p2` for scalars and points; nil for other kinds.
  private static func catmullRom(
    _ p0: LayerValue, _ p1: LayerValue, _ p2: LayerValue, _ p3: LayerValue, _ t: CGFloat
  ) -> LayerValue? {
    func curve(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
      let t2 = t * t, t3 = t2 * t
      return 0.5
        * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
    }
    switch (p0, p1, p2, p3) {
    case (.scalar(let a), .scalar(let b), .scalar(let c), .scalar(let d)):
      return .scalar(curve(a, b, c, d))
    case (.point(let a), .point(let b), .point(let c), .point(let d)):
      return .point(CGPoint(x: curve(a.x, b.x, c.x, d.x), y: curve(a.y, b.y, c.y, d.y)))
    default: return nil
    }
  }
}
