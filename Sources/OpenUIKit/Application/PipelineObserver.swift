import Foundation

/// Something that watches the event pipeline from outside it: the hit-area inspector, the debug
/// overlays, the arbitration log. The application keeps a list of them
/// (``UIApplication/pipelineObservers``) and tells each what the stages did; no stage names a
/// tool, and with the list empty the stages read no debug state at all.
///
/// Every requirement has a default that does nothing, so an observer implements only what it
/// watches. Observers are told, never asked to decide, except for ``handleKey(_:)`` (a tool's
/// own shortcut) and the windows a tool owns (``toolWindows``).
@MainActor
protocol PipelineObserver: AnyObject {
  /// Where this observer's overlays go among the others': lower first (drawn under).
  var overlayOrder: Int { get }

  /// A touch-down was hit-tested: `touch.view` is fixed.
  func didHitTest(_ touch: UITouch)

  /// These touches are about to be delivered (they began, moved, ended or were cancelled).
  /// Called before delivery: a handler may take a touch's view away.
  func willSendTouches(_ touches: [UITouch])

  /// Gesture arbitration decided something about `recognizer`.
  func didArbitrate(_ message: String, about recognizer: UIGestureRecognizer)

  /// Whether ``didArbitrate(_:about:)`` wants lines now: the message is built only when one
  /// observer does, since arbitration runs on every gesture.
  var wantsArbitration: Bool { get }

  /// The input queue was drained and the due timers fired.
  func didDrainInput()

  /// A key went down: true takes it, and the app hears neither it nor its release.
  func handleKey(_ key: UIKey) -> Bool

  /// Windows that belong to the tool, not the app: drawn after the app and its overlays, and
  /// out of reach of the wheel. They follow the screen's size.
  var toolWindows: [UIWindow] { get }

  /// Whether every frame must be drawn whole while this observer watches (an overlay that
  /// changes where no view's damage reaches).
  var needsWholeFrames: Bool { get }

  /// Draws over the app's `windows` (given back to front) on the main surface, after the scene
  /// and before the tool windows; `damage` is what the frame redraws (nil: everything).
  func drawOverlay(
    into builder: inout DisplayListBuilder, windows: [UIWindow], base: CGAffineTransform,
    damage: [CGRect]?)

  /// Draws over the windows of a surface of their own (a second SDL window).
  func drawOverlay(
    into builder: inout DisplayListBuilder, ownDisplayWindows windows: [UIWindow],
    base: CGAffineTransform)
}

extension PipelineObserver {
  var overlayOrder: Int { 0 }
  func didHitTest(_ touch: UITouch) {}
  func willSendTouches(_ touches: [UITouch]) {}
  func didArbitrate(_ message: String, about recognizer: UIGestureRecognizer) {}
  var wantsArbitration: Bool { false }
  func didDrainInput() {}
  func handleKey(_ key: UIKey) -> Bool { false }
  var toolWindows: [UIWindow] { [] }
  var needsWholeFrames: Bool { false }
  func drawOverlay(
    into builder: inout DisplayListBuilder, windows: [UIWindow], base: CGAffineTransform,
    damage: [CGRect]?
  ) {}
  func drawOverlay(
    into builder: inout DisplayListBuilder, ownDisplayWindows windows: [UIWindow],
    base: CGAffineTransform
  ) {}
}
