import Foundation

/// The live hit-area inspector: a panel and an overlay drawn with OpenUIKit's own views, in a
/// window above the app, that show where touches really land and why.
///
/// Ctrl+Shift+I opens and closes it in any app (the SDL host also opens it at launch when the
/// environment variable `OPENUIKIT_INSPECTOR` is `1`). While it is closed it has no window and
/// the app's hit testing is exactly what it would be without it.
///
/// Open, it shows:
/// - **pick mode** (on when it opens): the view under the pointer is outlined as the pointer
///   moves, and a click or tap selects the view hit testing would give that touch, with the
///   hit report for that point; the click never reaches the app;
/// - the key window's **view tree**, collapsible, its selection synced with the picker;
/// - the selected view's **details**: geometry, flags, its recognizers with their live state
///   and failure requirements, a control's targets and actions, its responder chain;
/// - **touch trails**: one per finger or pointer, with its id, where it began, ended or was
///   cancelled, its speed and the view it was assigned to;
/// - the latest **gesture-arbitration decisions**.
///
/// With pick mode off, touches outside the panel go to the app as usual, and their trails are
/// drawn.
@preconcurrency @MainActor
public final class HitAreaInspector {
  /// The application inspected.
  public private(set) var application: UIApplication? {
    get { applicationAnchor?.object }
    set { applicationAnchor = newValue?.referenceAnchor }
  }
  private var applicationAnchor: Anchor<UIApplication>?
  /// Whether the inspector is on screen.
  public private(set) var isOpen = false
  /// Whether clicks and taps outside the panel pick views instead of reaching the app. On when
  /// the inspector opens; Escape or the panel's Pick button turns it off.
  public var isPicking = true {
    didSet { if isPicking != oldValue { stateDidChange(hoverGone: !isPicking) } }
  }
  /// The view hit testing would give a touch under the pointer (pick mode).
  public private(set) weak var hoveredView: UIView?
  /// The view being inspected.
  public private(set) weak var selectedView: UIView?
  /// Where the latest pick was, in screen points; nil when the selection came from the tree.
  public private(set) var pickLocation: CGPoint?
  /// The hit report for the selection, as text: for a pick, at the picked point; for a view
  /// chosen in the tree, at its visible centre. Kept as text, so it holds no views.
  public private(set) var reportText = ""
  /// The trails of the touches still down, then of the latest ones that ended, oldest first.
  public private(set) var trails: [TouchTrail] = []
  /// The latest gesture-arbitration decisions, oldest first (at most ``arbitrationLimit``).
  public private(set) var arbitrationLog: [String] = []
  /// Whether the panel sits on the left edge instead of the right one.
  public var isDockedLeft = false { didSet { stateDidChange() } }

  /// How many ended trails stay on screen.
  public static let endedTrailLimit = 8
  /// How many arbitration decisions are shown.
  public static let arbitrationLimit = 10
  /// The inspector's window level: above every level an app uses.
  public static let windowLevel = UIWindow.Level(1_000_000)

  /// Views whose subviews the tree hides.
  var collapsed: [WeakView] = []
  /// The inspector's window, made when it first opens.
  private(set) var window: InspectorWindow?
  /// Whether the panel and overlay need to show new state.
  var isStale = true

  init(application: UIApplication) {
    self.application = application
  }

  // MARK: - Opening and closing

  /// Whether `key` is the chord that opens and closes the inspector: Ctrl+Shift+I.
  public static func isToggleChord(_ key: UIKey) -> Bool {
    let relevant: UIKeyModifierFlags = [.control, .shift, .alternate, .command]
    return key.keyCode == UIKeyboardHIDUsage(rawValue: 12)
      && key.modifierFlags.intersection(relevant) == [.control, .shift]
  }

  /// Shows the inspector above every window of the app, in pick mode.
  public func open() {
    guard !isOpen, let application else { return }
    isOpen = true
    isPicking = true
    application.addPipelineObserver(self)
    withHitMapsKept {
      let window = self.window ?? InspectorWindow(inspector: self)
      self.window = window
      window.frame = application.screenFrame(excluding: window)
      window.isHidden = false
    }
    stateDidChange()
  }

  /// Takes the inspector off screen; the app's hit testing is as if it had never opened.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    hoveredView = nil
    withHitMapsKept { window?.isHidden = true }
    application?.removePipelineObserver(self)
    application?.setNeedsRedraw()
  }

  /// Opens the inspector when closed, closes it when open.
  public func toggle() {
    if isOpen { close() } else { open() }
  }

  /// The inspector's window while open, for drawing it last and leaving it out of the app's
  /// own hit reports and maps.
  var openWindow: UIWindow? { isOpen ? window : nil }

  // MARK: - Picking

  /// Outlines the view a touch at `screenPoint` would be given (nil: the pointer left).
  public func hover(atScreenPoint screenPoint: CGPoint?) {
    let view = screenPoint.flatMap { appHitTest(atScreenPoint: $0)?.view }
    guard view !== hoveredView else { return }
    hoveredView = view
    stateDidChange()
  }

  /// Selects the view a touch at `screenPoint` would be given and keeps the hit report for that
  /// point: every view hit testing looked at, with its verdict.
  public func pick(atScreenPoint screenPoint: CGPoint) {
    guard screenPoint.x.isFinite, screenPoint.y.isFinite else { return }
    let answer = appHitTest(atScreenPoint: screenPoint)
    pickLocation = screenPoint
    selectedView = answer?.view
    hoveredView = answer?.view
    if let selected = answer?.view { expandAncestors(of: selected) }
    let windows = appWindows
    if let window = answer?.window ?? windows.first,
      let local = window.convertFromSuperview(screenPoint)
    {
      let report = window.hitTestReport(at: local, with: application?.touchesEvent)
      reportText =
        "Hit report at (\(Self.format(screenPoint.x)), \(Self.format(screenPoint.y))):\n"
        + report.routeDescription()
    } else {
      reportText = "Nothing under (\(Self.format(screenPoint.x)), \(Self.format(screenPoint.y)))."
    }
    stateDidChange()
  }

  /// Selects `view` (nil clears the selection), with the hit report at its visible centre and,
  /// when it is not hittable there, why not.
  public func select(_ view: UIView?) {
    selectedView = view
    pickLocation = nil
    reportText = ""
    if let view, let window = view.window, window !== self.window {
      expandAncestors(of: view)
      let centre = view.convert(ScreenGeometry.visibleCentre(of: view), to: window)
      let report = window.hitTestReport(at: centre, with: application?.touchesEvent)
      var text = "Hit report at its visible centre:\n" + report.routeDescription()
      if let hit = report.hitView, hit.isDescendant(of: view) {
      } else {
        text = "Not hittable at its visible centre: " + report.whyNot(view) + "\n" + text
      }
      reportText = text
    }
    stateDidChange()
  }

  /// The app's windows, front to back: every window but the inspector's.
  var appWindows: [UIWindow] {
    (application?.windowsInHitTestOrder ?? []).filter { $0 !== window }
  }

  /// What the app's own hit testing answers at `screenPoint`, as if the inspector were closed.
  func appHitTest(atScreenPoint screenPoint: CGPoint) -> HitTestAnswer? {
    application?.hitTestAnswer(atScreenPoint: screenPoint, among: appWindows)
  }

  // MARK: - What the app does

  /// Extends the trails with the touches that changed (not the inspector's own).
  func noteTouches(_ touches: [UITouch]) {
    var changed = false
    for touch in touches where touch.phase != .stationary && touch.window !== window {
      guard let touchWindow = touch.window else { continue }
      let sample = TouchTrail.Sample(
        location: touchWindow.convertToSuperview(touch.locationInWindow), time: touch.timestamp)
      if let index = trails.lastIndex(where: { $0.serialNumber == touch.serialNumber }) {
        guard trails[index].endPhase == nil else { continue }
        trails[index].append(sample)
        if touch.phase == .ended || touch.phase == .cancelled {
          trails[index].endPhase = touch.phase
        }
      } else if touch.phase == .began {
        trails.append(
          TouchTrail(
            pointer: touch.pointerID, serialNumber: touch.serialNumber, type: touch.type,
            viewName: touch.view?.inspectorName ?? "no view", samples: [sample], endPhase: nil))
      } else {
        continue
      }
      changed = true
    }
    guard changed else { return }
    let ended = trails.filter { $0.endPhase != nil }.count
    if ended > Self.endedTrailLimit {
      var surplus = ended - Self.endedTrailLimit
      trails.removeAll { trail in
        guard surplus > 0, trail.endPhase != nil else { return false }
        surplus -= 1
        return true
      }
    }
    isStale = true
  }

  /// Keeps a gesture-arbitration decision for the panel.
  func noteArbitration(_ message: String) {
    arbitrationLog.append(message)
    if arbitrationLog.count > Self.arbitrationLimit {
      arbitrationLog.removeFirst(arbitrationLog.count - Self.arbitrationLimit)
    }
    isStale = true
  }

  /// Whether `recognizer` is one of the inspector's own.
  func owns(_ recognizer: UIGestureRecognizer) -> Bool {
    guard let window, let view = recognizer.view else { return false }
    return view.window === window
  }

  /// Forgets every trail.
  public func clearTrails() {
    trails.removeAll()
    stateDidChange()
  }

  // MARK: - Showing it

  func stateDidChange(hoverGone: Bool = false) {
    if hoverGone { hoveredView = nil }
    isStale = true
    refreshIfOpen()
  }

  /// Brings the panel and overlay up to date with the app: called after each input batch, as
  /// recognizer states and trails may have moved.
  func refreshIfOpen() {
    guard isOpen, let window else { return }
    withHitMapsKept { window.refresh() }
    isStale = false
  }

  /// Runs `changes` to the inspector's own views without making the app's hit maps recompute:
  /// only the inspector's views change in it, and they are not in any map.
  private func withHitMapsKept(_ changes: () -> Void) {
    let generation = application?.hitMapGeneration
    changes()
    if let generation { application?.hitMapGeneration = generation }
  }

  static func format(_ value: CGFloat) -> String { HitTestReport.format(value) }
}

/// A view held weakly, so that the inspector's bookkeeping never keeps a view alive.
struct WeakView {
  weak var view: UIView?
}
