import Foundation

/// Recognizes a drag (spec G32–G34): continuous. It begins once ``minimumNumberOfTouches``
/// fingers have moved ``beginDistance`` points (10, Euclidean; decision G32), changes as they
/// move, and ends when the last finger lifts.
///
/// ``translation(in:)`` is the total movement of the fingers' centroid since touch-down, the
/// threshold included (decision G33); fingers joining or leaving do not make it jump.
/// ``velocity(in:)`` averages the last 0.1 s of movement and is 0 after 0.15 s without a move
/// (decision G34).
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// Fingers needed to begin. 1 by default.
  open var minimumNumberOfTouches = 1
  /// Fingers followed at most; more are ignored. `Int.max` by default.
  open var maximumNumberOfTouches = Int.max
  /// How far the centroid must move before the pan begins, in points. 10 by default.
  public var beginDistance: CGFloat = 10

  var fingers: [UITouch] = []
  private var start = CGPoint.zero
  /// Added to the centroid's movement: keeps translation continuous and holds setTranslation.
  private var offset = CGPoint.zero
  private var samples: [(time: TimeInterval, point: CGPoint)] = []

  /// The centroid when the last finger lifted: the translation stays put for the final action.
  private var liftedCentroid: CGPoint?

  /// The translation in window coordinates.
  var windowTranslation: CGPoint {
    let c = fingers.isEmpty ? (liftedCentroid ?? start) : centroid(of: fingers)
    return CGPoint(x: c.x - start.x + offset.x, y: c.y - start.y + offset.y)
  }

  /// Whether a touch may start this pan; screen-edge pans narrow it.
  func accepts(_ touch: UITouch) -> Bool { true }

  override func accepts(button: UIEvent.ButtonMask) -> Bool { button == .primary }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches.sorted(by: { $0.serialNumber < $1.serialNumber }) {
      if fingers.isEmpty && !accepts(touch) && state == .possible { return state = .failed }
      guard fingers.count < maximumNumberOfTouches else {
        ignore(touch, for: event)
        continue
      }
      let before = windowTranslation
      if fingers.isEmpty && liftedCentroid == nil { start = touch.locationInWindow }
      fingers.append(touch)
      keepContinuous(before)
    }
    record(touches.first?.timestamp ?? now)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    record(touches.first?.timestamp ?? now)
    switch state {
    case .possible:
      let t = windowTranslation
      if fingers.count >= minimumNumberOfTouches && hypot(t.x, t.y) >= beginDistance {
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let before = windowTranslation
    let lastCentroid = centroid(of: fingers)
    for touch in touches { fingers.removeObject(touch) }
    if fingers.isEmpty { liftedCentroid = lastCentroid }
    if !fingers.isEmpty {
      keepContinuous(before)
      return
    }
    concludeContinuousGesture(cancelled: false)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    concludeContinuousGesture(cancelled: true)
  }

  open override func reset() {
    fingers.removeAll()
    liftedCentroid = nil
    offset = .zero
    start = .zero
    samples.removeAll()
  }

  /// The total movement since touch-down in `view`'s coordinates (nil: the window's).
  open func translation(in view: UIView?) -> CGPoint {
    convertVector(windowTranslation, to: view)
  }

  /// Makes the translation read `translation` (in `view`'s coordinates) from now on, and resets
  /// the velocity (spec G33).
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let wanted = convertVectorToWindow(translation, from: view)
    let current = windowTranslation
    offset.x += wanted.x - current.x
    offset.y += wanted.y - current.y
    samples.removeAll()
  }

  /// The speed of the centroid in points per second, in `view`'s coordinates (spec G34).
  open func velocity(in view: UIView?) -> CGPoint {
    guard let last = samples.last, now - last.time <= 0.15 else { return .zero }
    guard let first = samples.first(where: { last.time - $0.time <= 0.1 }), last.time > first.time
    else { return .zero }
    let dt = last.time - first.time
    let v = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    return convertVector(v, to: view)
  }

  private func keepContinuous(_ before: CGPoint) {
    let after = windowTranslation
    offset.x += before.x - after.x
    offset.y += before.y - after.y
  }

  private func record(_ time: TimeInterval) {
    samples.append((time, windowTranslation))
    // Samples arrive in time order: the stale ones lead. A loop, not `removeAll(where:)`,
    // whose closure would be isolation-checked per sample on every move.
    var stale = 0
    for sample in samples where time - sample.time > 0.25 { stale += 1 }
    if stale > 0 { samples.removeFirst(stale) }
  }
}

/// The edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates edges from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the window: the first finger must go down within
/// ``edgeWidth`` points (20) of one of ``edges``.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges a pan may start from. None by default, as in UIKit: set them.
  open var edges: UIRectEdge = []
  /// How close to the edge the touch must start, in points. 20 by default.
  public var edgeWidth: CGFloat = 20

  override func accepts(_ touch: UITouch) -> Bool {
    guard let window = touch.window else { return false }
    let p = touch.locationInWindow, b = window.bounds
    return (edges.contains(.left) && p.x - b.minX <= edgeWidth)
      || (edges.contains(.right) && b.maxX - p.x <= edgeWidth)
      || (edges.contains(.top) && p.y - b.minY <= edgeWidth)
      || (edges.contains(.bottom) && b.maxY - p.y <= edgeWidth)
  }
}
