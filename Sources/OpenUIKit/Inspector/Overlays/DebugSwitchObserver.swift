import Foundation

/// The ``OpenUIKitDebug`` switches as one pipeline observer: every live application has one
/// while any switch is on, and none while all are off. It reads the switches; nothing in the
/// pipeline does.
@MainActor
final class DebugSwitchObserver: PipelineObserver {
  /// The application watched, through its anchor: the application holds this observer.
  private let applicationAnchor: Anchor<UIApplication>

  init(application: UIApplication) {
    applicationAnchor = application.referenceAnchor
  }

  /// Under the inspector's.
  var overlayOrder: Int { 0 }

  /// The hit-area overlay shows the latest touch's path: a new touch-down changes it.
  func didHitTest(_ touch: UITouch) {
    if OpenUIKitDebug.showsHitAreas { applicationAnchor.object?.setNeedsRedraw() }
  }

  var wantsArbitration: Bool { OpenUIKitDebug.logsGestureArbitration }

  func didArbitrate(_ message: String, about recognizer: UIGestureRecognizer) {
    OpenUIKitDebug.log("gestures: " + message)
  }

  /// The overlays change where no view's damage reaches.
  var needsWholeFrames: Bool {
    OpenUIKitDebug.showsHitAreas || OpenUIKitDebug.showsHitMap || OpenUIKitDebug.drawsWholeFrames
  }

  /// Hit-area outlines, then the hit map, then the redrawn areas, each a pass over the finished
  /// scene: nothing the scene culls or clips can hide them.
  func drawOverlay(
    into builder: inout DisplayListBuilder, windows: [UIWindow], base: CGAffineTransform,
    damage: [CGRect]?
  ) {
    guard let application = applicationAnchor.object else { return }
    if OpenUIKitDebug.showsHitAreas {
      builder.drawHitAreas(of: windows, hitPath: application.latestHitPath, base: base)
    }
    if OpenUIKitDebug.showsHitMap { builder.drawHitMaps(of: windows, in: application, base: base) }
    if OpenUIKitDebug.showsRedrawnAreas, let damage { builder.drawRedrawnAreas(damage) }
  }

  func drawOverlay(
    into builder: inout DisplayListBuilder, ownDisplayWindows windows: [UIWindow],
    base: CGAffineTransform
  ) {
    if OpenUIKitDebug.showsHitAreas { builder.drawHitAreas(of: windows, hitPath: [], base: base) }
  }
}
