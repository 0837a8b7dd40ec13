import Foundation
import OpenUIKit
import OpenUIKitTesting

/// The world of one fuzz stream: an application on a manual clock, one or two windows with a
/// random tree of plain views, controls and text fields, random recognizers with random
/// settings and failure requirements, and the app code that runs inside their callbacks.
///
/// The scene holds views and recognizers only weakly (apart from the windows, through the
/// application), so that whatever the framework keeps alive shows up as a leak.
@MainActor
public final class FuzzScene {
  /// The application; nil once the scene let go of it for the after-app leak check.
  public private(set) var app: UIApplication?
  let clock = ManualClock()
  /// Every record enqueued so far, the stream's and app code's, in order: the stream's end
  /// lifts what they left down.
  public private(set) var enqueued: [FuzzRecord] = []
  /// What app code saw.
  public let ledger = FuzzLedger()
  /// Diagnostics the application reported, by code.
  public private(set) var diagnostics: [Diagnostic] = []
  private var treeRandom: FuzzRandom
  private var codeRandom: FuzzRandom
  private let mutationRate: Double
  private var depth = 0
  private var serial = 0
  private(set) var views: [FuzzLedger.Weak] = []
  var recognizers: [FuzzLedger.Weak] = []
  /// The delegate of the drop interactions some views get.
  lazy var dropTarget = FuzzDropTarget(scene: self)
  private weak var lastEvent: UIEvent?
  /// Set for the closing steps: app code then sends no new pointer records, so that the
  /// stream's end really ends every touch.
  var isClosing = false
  /// Constraints app code made (active or not; constraints never keep their views alive).
  var madeConstraints: [NSLayoutConstraint] = []
  /// Whether a frame is drawn after every step (the streams with hostile geometry).
  var drawsEveryStep = false
  /// An AT-SPI client holding objects while app code removes them (made on first use).
  lazy var atspiClient: FuzzATSPIClient? = app.map { FuzzATSPIClient(application: $0) }
  /// The AT-SPI client's random source.
  var clientRandom: FuzzRandom

  /// Builds the scene for stream `seed`; `mutationRate` is the chance that a callback runs app
  /// code that changes something.
  public init(seed: UInt64, mutationRate: Double) {
    treeRandom = FuzzRandom(seed: seed, salt: 1)
    codeRandom = FuzzRandom(seed: seed, salt: 3)
    clientRandom = FuzzRandom(seed: seed, salt: 11)
    self.mutationRate = mutationRate
    FuzzTextPool.shared.startStream()
    let app = UIApplication(clock: clock)
    self.app = app
    app.diagnosticHandler = { [unowned self] in
      diagnostics.append($0)
      ledger.trace("diagnostic \($0)")
    }
    let windowCount = treeRandom.chance(0.25) ? 2 : 1
    for w in 0..<windowCount {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
      windows.append(window)
      track(window)
      if w == 1 {
        window.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
        window.windowLevel = UIWindow.Level(treeRandom.double(-1...1))
      }
      // Navigation controllers draw from a random source of their own, so the trees and input
      // of every seed stay what they were.
      var navigationRandom = FuzzRandom(seed: seed &+ UInt64(w), salt: 7)
      if treeRandom.chance(0.3) {
        let controller = FuzzViewController(scene: self, name: "vc\(w)")
        window.rootViewController = controller
        track(controller.view)
      } else if navigationRandom.chance(0.2) {
        let nav = makeNavigation(using: &navigationRandom)
        // Sometimes inside a tab bar controller, beside a plain screen.
        if navigationRandom.chance(0.4) {
          let tabs = UITabBarController()
          trackController(tabs)
          let other = FuzzViewController(scene: self, name: nextName("screen"))
          tabs.viewControllers = navigationRandom.chance(0.5) ? [nav, other] : [other, nav]
          tabs.selectedViewController = nav
          window.rootViewController = tabs
          track(other.view)
        } else {
          window.rootViewController = nav
        }
        hasNavigation = true
        for screen in nav.viewControllers { track(screen.view) }
      }
      window.makeKeyAndVisible()
      let shown =
        (window.rootViewController as? UITabBarController)?.selectedViewController
        ?? window.rootViewController
      let root =
        (shown as? UINavigationController)?.topViewController?.view
        ?? window.rootViewController?.view ?? window
      for _ in 0..<treeRandom.int(1...6) { grow(root, depth: 0) }
    }
    addCrowdSometimes(seed: seed)
    drawsEveryStep = makeGeometryHostileSometimes(seed: seed)
    // A quarter of the streams run with the inspector open (its own random source, so the
    // trees and input of every seed stay what they were): its hooks see every touch, decision
    // and batch, half the time picking, and the input lands on its panel too.
    var inspectorRandom = FuzzRandom(seed: seed, salt: 5)
    // Not in the streams that draw every frame: drawing with the inspector open keeps views
    // that app code removed alive (stream 1003402 at mutation rate 0.5, drawn at its end), a
    // lead for issue 30's "removed views stay alive", not yet fixed.
    if inspectorRandom.chance(0.25), !drawsEveryStep {
      app.hitAreaInspector.open()
      app.hitAreaInspector.isPicking = inspectorRandom.chance(0.5)
    }
  }

  /// Whether a window's root is a navigation controller (app code then pushes and pops often).
  private(set) var hasNavigation = false

  /// The scene's windows, owned as an app delegate owns its window (a hidden window stays).
  private(set) var windows: [UIWindow] = []

  // MARK: - Building

  private func grow(_ parent: UIView, depth: Int) {
    let view = makeView(using: &treeRandom)
    parent.addSubview(view)
    guard depth < 4 else { return }
    for _ in 0..<treeRandom.int(0...3) where treeRandom.chance(0.6) { grow(view, depth: depth + 1) }
  }

  func nextName(_ prefix: String) -> String {
    serial += 1
    return "\(prefix)\(serial)"
  }

  func makeView(using random: inout FuzzRandom) -> UIView {
    let frame = CGRect(
      x: random.double(-40...300), y: random.double(-40...300), width: random.double(0...260),
      height: random.double(0...260))
    let view: UIView
    switch random.int(0...11) {
    case 0: view = FuzzButton(scene: self, name: nextName("button"), frame: frame)
    case 5:
      view =
        random.chance(0.5)
        ? makeTable(frame: frame, using: &random) : makeCollection(frame: frame, using: &random)
    case 4:
      view = FuzzScrollView(scene: self, name: nextName("scroll"), frame: frame, using: &random)
    case 1 where random.chance(0.5):
      view = makeEverydayControl(frame: frame, using: &random)
    case 1: view = FuzzSwitch(scene: self, name: nextName("switch"), frame: frame)
    case 2: view = FuzzSlider(scene: self, name: nextName("slider"), frame: frame)
    case 3 where random.chance(0.4): view = makeTextView(frame: frame, using: &random)
    case 3: view = FuzzTextField(scene: self, name: nextName("field"), frame: frame)
    default:
      let plain = FuzzView(scene: self, name: nextName("view"), frame: frame)
      plain.forwards = random.chance(0.6)
      plain.acceptsFocus = random.chance(0.3)
      view = plain
    }
    if let control = view as? UIControl {
      control.addAction(
        UIAction { [weak self] _ in self?.appCode(at: "action", event: nil) }, for: .allEvents)
      control.isEnabled = random.chance(0.9)
    }
    view.isMultipleTouchEnabled = random.chance(0.5)
    view.isExclusiveTouch = random.chance(0.1)
    view.clipsToBounds = random.chance(0.2)
    if random.chance(0.05) { view.isHidden = true }
    if random.chance(0.05) { view.isUserInteractionEnabled = false }
    if random.chance(0.05) { view.alpha = random.double(0...0.02) }
    if random.chance(0.15) { view.transform = transform(using: &random) }
    if random.chance(0.1) { view.addInteraction(UIDropInteraction(delegate: dropTarget)) }
    for _ in 0..<random.int(0...3) where random.chance(0.5) {
      view.addGestureRecognizer(makeRecognizer(using: &random))
    }
    track(view)
    return view
  }

  private func transform(using random: inout FuzzRandom) -> CGAffineTransform {
    switch random.int(0...3) {
    case 0: CGAffineTransform(rotationAngle: random.double(-4...4))
    case 1: CGAffineTransform(scaleX: random.double(-2...2), y: random.double(-2...2))
    case 2: CGAffineTransform(scaleX: 0, y: 0)  // not invertible
    default: CGAffineTransform(translationX: random.double(-50...50), y: random.double(-50...50))
    }
  }

  func probeName(_ view: UIView) -> String {
    (view as? any FuzzProbe)?.probeName ?? String(describing: type(of: view))
  }

  func track(_ view: UIView) { views.append(FuzzLedger.Weak(object: view)) }

  /// Where the checks count what they saw (the runner's).
  var coverage: FuzzCoverage?

  /// Controllers the scene made, held weakly: each must go with the application.
  private(set) var controllers: [FuzzLedger.Weak] = []
  func trackController(_ controller: UIViewController) {
    controllers.append(FuzzLedger.Weak(object: controller))
  }

  /// Cells the lists showed (held weakly, each once): each must go with the application.
  private(set) var cells: [FuzzLedger.Weak] = []
  private var cellsSeen: Set<ObjectIdentifier> = []
  func noteCell(_ cell: UIView) {
    // An identifier can come back for a new cell once an old one is freed: the new one is
    // then not watched, which only makes the check miss, never report wrongly.
    if cellsSeen.insert(ObjectIdentifier(cell)).inserted {
      cells.append(FuzzLedger.Weak(object: cell))
    }
  }

  /// Set once app code moved or removed a controller's view itself: UIKit leaves such a view
  /// where the app put it, so the checks that a controller's view is where its place in the
  /// controller tree says stop for the stream.
  private(set) var movedControllerView = false
  /// App code is about to move or remove `view`.
  func noteMove(of view: UIView) {
    guard !movedControllerView else { return }
    var pending = [view]
    while let next = pending.popLast() {
      if let controller = next.next as? UIViewController, controller.viewIfLoaded === next {
        movedControllerView = true
        return
      }
      pending.append(contentsOf: next.subviews)
    }
  }

  // MARK: - Picking

  var liveViews: [UIView] { views.compactMap { $0.object as? UIView } }

  func randomView(using random: inout FuzzRandom, includingWindows: Bool = false) -> UIView? {
    let candidates = liveViews.filter { includingWindows || !($0 is UIWindow) }
    return candidates.isEmpty ? nil : random.pick(candidates)
  }

  func randomRecognizer(using random: inout FuzzRandom) -> UIGestureRecognizer? {
    let live = recognizers.compactMap { $0.object as? UIGestureRecognizer }
    return live.isEmpty ? nil : random.pick(live)
  }

  // MARK: - App code

  /// Runs app code at a callback site: with probability `rate` (the scene's rate by default)
  /// one change to the tree, the recognizers, focus or the event flow, as an app might make.
  /// A decision app code makes inside a callback, from the app code's generator.
  func codeChance(_ p: Double) -> Bool { codeRandom.chance(p) }

  func appCode(at site: String, event: UIEvent?, rate: Double? = nil, in receiver: UIView? = nil) {
    if let event { lastEvent = event }
    guard depth < 3, codeRandom.chance(rate ?? mutationRate), let app else { return }
    depth += 1
    defer { depth -= 1 }
    // A child generator: callbacks nested in this app code draw from `codeRandom` meanwhile.
    var r = FuzzRandom(seed: codeRandom.next())
    let choice = r.int(0...27)
    ledger.trace("app code at \(site): case \(choice)")
    r = FuzzRandom(seed: r.next())
    // Scenes with a navigation controller push and pop often, from every kind of callback.
    if hasNavigation, choice % 4 == 0 {
      navigationCode(using: &r)
      return
    }
    switch choice {
    case 0, 1:
      if let view = randomView(using: &r) {
        ledger.trace("remove \(probeName(view))")
        noteMove(of: view)
        view.removeFromSuperview()
      }
    case 2, 3:
      // Move a view anywhere, its own descendants included: those must be refused.
      if let view = randomView(using: &r),
        let parent = randomView(using: &r, includingWindows: true)
      {
        ledger.trace("move \(probeName(view)) into \(probeName(parent))")
        noteMove(of: view)
        if r.chance(0.5) {
          parent.addSubview(view)
        } else {
          parent.insertSubview(view, at: r.int(-1...4))
        }
      }
    case 4:
      if let parent = randomView(using: &r, includingWindows: true) {
        parent.addSubview(makeView(using: &r))
      }
    case 5:
      if let recognizer = randomRecognizer(using: &r) {
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
    case 6:
      if let view = randomView(using: &r) {
        if r.chance(0.3), let moved = randomRecognizer(using: &r) {
          view.addGestureRecognizer(moved)
        } else {
          view.addGestureRecognizer(makeRecognizer(using: &r))
        }
      }
    case 7:
      randomRecognizer(using: &r)?.isEnabled.toggle()
    case 8:
      guard let view = randomView(using: &r) else { break }
      let change = r.int(0...5)
      ledger.trace("set \((view as? FuzzProbe)?.probeName ?? "?") property \(change) (case 8)")
      switch change {
      case 0: view.isHidden.toggle()
      case 1: view.isUserInteractionEnabled.toggle()
      case 2: view.alpha = r.chance(0.5) ? 0 : 1
      case 3: view.transform = transform(using: &r)
      case 4:
        view.frame = CGRect(
          x: r.double(-50...300), y: r.double(-50...300), width: r.double(0...200),
          height: r.double(0...200))
      default: view.gestureRecognizers = nil
      }
    case 9:
      if let view = randomView(using: &r) {
        if r.chance(0.7) {
          _ = view.becomeFirstResponder()
        } else {
          _ = view.resignFirstResponder()
        }
      }
    case 10:
      // Re-entrant delivery from inside delivery.
      if let event = lastEvent {
        if r.chance(0.5) { app.sendEvent(event) } else { app.keyWindow?.sendEvent(event) }
      }
    case 11 where !isClosing:
      let record = FuzzRecord.pointer(
        phase: r.int(0...2), device: 0, index: Int64(r.int(0...4)), kind: 0, x: r.double(0...400),
        y: r.double(0...400), button: 0, clicks: nil, force: nil, stamp: .offset(0))
      ledger.trace("enqueue \(record)")
      enqueued.append(record)
      app.enqueue(record.inputRecord(now: clock.now))
      app.processQueuedInput()
    case 12:
      app.fireDueTimers()
    case 13:
      if let window = windows.isEmpty ? nil : r.pick(windows) {
        let hides = r.chance(0.5)
        ledger.trace(
          "\(hides ? "hide" : "show") window \(windows.firstIndex { $0 === window } ?? -1)")
        if hides { window.isHidden = true } else { window.makeKeyAndVisible() }
      }
    case 14:
      if r.chance(0.5) {
        app.cancelAllTouches()
      } else if let touches = lastEvent?.allTouches {
        app.cancelTouches(Array(touches))
      }
    case 15:
      if let field = liveViews.compactMap({ $0 as? UITextField }).first {
        field.text = String(repeating: "w", count: r.int(0...400))
      }
    case 16:
      if let window = app.keyWindow {
        let controller = FuzzViewController(scene: self, name: nextName("vc"))
        ledger.trace("new root \(controller.probeName)")
        window.rootViewController = controller
        track(controller.view)
        controller.view.addSubview(makeView(using: &r))
      }
    case 17:
      if let a = randomRecognizer(using: &r), let b = randomRecognizer(using: &r) {
        a.require(toFail: b)
      }
    case 18:
      if let view = randomView(using: &r), let other = randomView(using: &r, includingWindows: true)
      {
        let sibling = randomView(using: &r) ?? other
        ledger.trace(
          "insert \(probeName(view)) into \(probeName(other)) above \(probeName(sibling))")
        noteMove(of: view)
        other.insertSubview(view, aboveSubview: sibling)
      }
    case 19 where r.chance(0.5):
      animate(using: &r)
    case 20:
      let scrollViews = liveViews.compactMap { $0 as? FuzzScrollView }
      if !scrollViews.isEmpty {
        let scrollView = r.pick(scrollViews)
        ledger.trace("scroll \(scrollView.probeName)")
        scrollView.scrollAsApp(using: &r)
      }
    case 21:
      // A control moved under a fresh container (as a cell reuses its controls), which is
      // sometimes thrown away at once: nothing may keep the control alive after that.
      let controls = liveViews.filter { $0 is UIControl }
      guard !controls.isEmpty, let parent = randomView(using: &r, includingWindows: true) else {
        break
      }
      let control = r.pick(controls)
      let container = makeView(using: &r)
      ledger.trace("move \(probeName(control)) under new \(probeName(container))")
      parent.addSubview(container)
      container.addSubview(control)
      if r.chance(0.5) { container.removeFromSuperview() }
    case 22:
      // An ancestor of the view being called back taken out of its window.
      var ancestors: [UIView] = []
      var next = (receiver ?? randomView(using: &r))?.superview
      while let view = next, !(view is UIWindow) {
        ancestors.append(view)
        next = view.superview
      }
      guard !ancestors.isEmpty else { break }
      let ancestor = r.pick(ancestors)
      ledger.trace("remove ancestor \(probeName(ancestor))")
      noteMove(of: ancestor)
      ancestor.removeFromSuperview()
    case 23:
      layerCode(using: &r)
    case 24:
      textCode(using: &r)
    case 25:
      layoutCode(using: &r)
    case 26:
      if r.chance(0.5) { listCode(using: &r) } else { collectionCode(using: &r) }
    case 27 where r.chance(0.7):
      navigationCode(using: &r)
    default:
      if r.chance(0.3) {
        accessibilityCode(using: &r)
      } else if let view = randomView(using: &r) {
        view.superview?.bringSubviewToFront(view)
      }
    }
  }

  /// Lets every animation end: a few seconds of frames (completions may start new ones, each
  /// under a second long).
  func settleAnimations() {
    guard let app else { return }
    // A fling may glide for seconds (3.5 s from 1,000 pt/s, longer from faster ones).
    for _ in 0..<10 {
      clock.advance(by: 1)
      app.fireDueTimers()
    }
  }

  /// Starts an animation of a view as app code might: short, sometimes taking touches, its
  /// completion running more app code (which may start another, or remove the view).
  private func animate(using r: inout FuzzRandom) {
    guard let view = randomView(using: &r) else { return }
    let options: UIView.AnimationOptions = r.chance(0.5) ? [.allowUserInteraction] : []
    let center = CGPoint(x: r.double(0...400), y: r.double(0...400))
    let alpha = CGFloat(r.double(0...1))
    ledger.trace("animate \(probeName(view))")
    UIView.animate(
      withDuration: r.double(0...0.6), delay: r.chance(0.3) ? r.double(0...0.3) : 0,
      options: options,
      animations: {
        view.center = center
        view.alpha = alpha
      },
      completion: { [weak self] _ in self?.appCode(at: "animation completion", event: nil) })
  }

  // MARK: - Running

  /// Enqueues and dispatches one step.
  func run(_ step: FuzzStep) {
    guard let app else { return }
    clock.advance(by: step.delay)
    ledger.trace("step \(step)")
    enqueued += step.records
    for record in step.records { app.enqueue(record.inputRecord(now: clock.now)) }
    app.processQueuedInput()
    if drawsEveryStep { drawFrame() }
  }

  /// Lets go of the application and everything it holds.
  func releaseApplication() {
    app?.diagnosticHandler = { _ in }
    app = nil
    windows.removeAll()
  }
}
