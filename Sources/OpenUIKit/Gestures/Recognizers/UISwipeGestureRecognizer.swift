import Foundation

/// Recognizes a quick stroke in a direction (spec G41): discrete, recognized during the move
/// that completes it.
///
/// Limits (UIKit leaves them undocumented): the fingers' centroid must travel
/// ``minimumDistance`` (50 pt) along an allowed direction within ``maximumDuration`` (0.5 s) of
/// touch-down, staying within ``maximumAngle`` (30°) of that axis. The 50-pt distance is larger
/// than a pan's 10-pt start, so a pan on the same view wins unless it requires the swipe to fail
/// (spec G23).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// Swipe directions (raw values as UIKit's).
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Rightwards.
    public static let right = Direction(rawValue: 1 << 0)
    /// Leftwards.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upwards.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downwards.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions that count. `.right` by default.
  open var direction: Direction = .right
  /// Fingers needed. 1 by default.
  open var numberOfTouchesRequired = 1
  /// Travel needed, in points. 50 by default.
  public var minimumDistance: CGFloat = 50
  /// Time allowed from touch-down. 0.5 s by default.
  public var maximumDuration: TimeInterval = 0.5
  /// The largest angle from the axis, in radians. 30° by default.
  public var maximumAngle: CGFloat = .pi / 6

  private var fingers: [UITouch] = []
  private var start: CGPoint?
  private var startTime: TimeInterval = 0

  override func accepts(button: UIEvent.ButtonMask) -> Bool { button == .primary }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    fingers.append(contentsOf: touches)
    if fingers.count > numberOfTouchesRequired {
      if state == .possible { state = .failed }
      return
    }
    if start == nil { startTime = touches.first?.timestamp ?? now }
    if fingers.count == numberOfTouchesRequired { start = centroid(of: fingers) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, fingers.count == numberOfTouchesRequired else { return }
    let time = touches.first?.timestamp ?? now
    if time - startTime > maximumDuration { return state = .failed }
    let c = centroid(of: fingers)
    let d = CGPoint(x: c.x - start.x, y: c.y - start.y)
    let travelled = hypot(d.x, d.y)
    guard travelled >= 10 else { return }
    let horizontal = abs(d.x) >= abs(d.y)
    let along = horizontal ? abs(d.x) : abs(d.y)
    let across = horizontal ? abs(d.y) : abs(d.x)
    let moving: Direction = horizontal ? (d.x > 0 ? .right : .left) : (d.y > 0 ? .down : .up)
    guard direction.contains(moving), atan2(across, along) <= maximumAngle else {
      return state = .failed
    }
    if along >= minimumDistance { state = .ended }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func reset() {
    fingers.removeAll()
    start = nil
  }

  /// Where the swipe began (spec G27), in `view`'s coordinates.
  open override func location(in view: UIView?) -> CGPoint {
    guard let start else { return super.location(in: view) }
    return Self.convertFromWindow(start, of: self.view?.window, to: view)
  }
}
