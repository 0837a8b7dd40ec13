import Foundation

/// Debug switches, all off by default and free when off: while every one is off, no stage of
/// the pipeline reads any debug state.
@MainActor
public enum OpenUIKitDebug {
  /// Logs every gesture-arbitration decision ("pan#2 began", "tap#1 prevented by pan#2",
  /// "tap#1 waiting for doubleTap#3 to fail"), so you can see why a gesture lost.
  public static var logsGestureArbitration = false { didSet { switchesChanged() } }

  /// Draws every view's hit area on top of the frame: green where touches can land, red where
  /// hit testing skips the view or an ancestor (interaction off, alpha under 0.01, animating
  /// without `.allowUserInteraction`), and yellow, thicker, for the views on the path of the
  /// latest touch-down, hit view included. Hidden views are not drawn.
  public static var showsHitAreas = false { didSet { switchesChanged() } }

  /// Paints where each view really receives touches (``HitMap``): every view that takes touches
  /// gets its own translucent colour over exactly its touch area, with its name, and areas
  /// where a view looks tappable but touches go elsewhere are hatched red with the reason. The
  /// map is recomputed only after a change, never per frame.
  public static var showsHitMap = false {
    didSet {
      // The maps hold the views they show: off, nothing is kept.
      if !showsHitMap { HitMapCache.forgetAll() }
      switchesChanged()
    }
  }

  /// Whether every frame is drawn whole instead of only the areas that changed (damage
  /// tracking): for comparing the two, in benchmarks and when a drawing bug is suspected.
  public static var drawsWholeFrames = false { didSet { switchesChanged() } }

  /// Whether each frame outlines, in magenta, the areas it redrew: damage tracking made
  /// visible. The outlines stay until the area under them is redrawn.
  public static var showsRedrawnAreas = false { didSet { switchesChanged() } }

  /// Makes the hit map recompute on the next frame: for `point(inside:with:)` or `hitTest`
  /// overrides whose answer follows state that no view change reveals.
  public static func invalidateHitMap() { HitMapCache.invalidate() }

  /// Whether views of `type` hit-test by the default rules: the class overrides neither
  /// `hitTest(_:with:)` nor `point(inside:with:)`, so a touch can land in such a view only inside
  /// its frame, and the subview index passes it over elsewhere without asking it.
  public static func usesDefaultHitTesting(_ type: UIView.Type) -> Bool {
    HitTestOverrides.keepsDefault(type)
  }

  /// Whether overrides can be told apart on this platform; when false every subclass of
  /// `UIView` is asked for real, which is correct and slower.
  public static var detectsHitTestOverrides: Bool { HitTestOverrides.slots != nil }

  /// How many hit maps the overlay has computed so far: it should move only after changes.
  public static var hitMapComputeCount: Int { HitMapCache.computeCount }

  /// The names of the switches that are on, and of any hit-test trace left installed: empty
  /// when everything is at its default. Tests check it after each test (as Flutter's
  /// `debugAssertAllGesturesVarsUnset` does), so a test that turns a switch on and forgets to
  /// turn it off fails instead of changing what later tests see.
  public static var switchesTurnedOn: [String] {
    var on: [String] = []
    if logsGestureArbitration { on.append("logsGestureArbitration") }
    if showsHitAreas { on.append("showsHitAreas") }
    if showsHitMap { on.append("showsHitMap") }
    if drawsWholeFrames { on.append("drawsWholeFrames") }
    if showsRedrawnAreas { on.append("showsRedrawnAreas") }
    if HitTestTrace.current != nil { on.append("a hit-test trace") }
    return on
  }

  /// Whether any switch is on (a hit-test trace aside: it comes and goes within one report).
  static var isAnySwitchOn: Bool {
    logsGestureArbitration || showsHitAreas || showsHitMap || drawsWholeFrames
      || showsRedrawnAreas
  }

  /// Tells every live application, which then installs or removes the observer standing for
  /// the switches (``DebugSwitchObserver``): the pipeline itself never reads them.
  private static func switchesChanged() {
    for application in UIApplication.liveApplications { application.syncDebugSwitches() }
  }

  /// Where debug lines go. By default they are logged through swift-log at `debug`
  /// (``OpenUIKitLog/debugLine(_:)``), shown even when the logger's level is higher, since
  /// turning a switch on asks for them.
  public static var log: @MainActor (String) -> Void = { OpenUIKitLog.debugLine($0) }
}
