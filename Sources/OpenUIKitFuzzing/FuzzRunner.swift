import Foundation
import OpenUIKit

/// Runs fuzz streams and checks OpenUIKit's invariants after each one.
///
/// A stream is fixed by its number: the number seeds the tree, the input and the app code
/// separately, so ``run(stream:steps:)`` can replay a shortened input against the same tree.
/// After the input (which ends by lifting everything or losing focus, then letting 3 s pass)
/// the runner checks:
/// - every touch ended or was cancelled, and every view that began a touch or press heard its
///   end exactly once (the ledger checks the once as it goes);
/// - every recognizer is back to possible and tracks no touch;
/// - the views form a tree (each view is in its superview's subviews once; no cycles);
/// - and after every step, `UIApplication.checkInvariants()`: a touch and its recognizers list
///   each other, every live touch is tracked by its window, the windows' views form a tree;
/// - no illegal state transition was reported (the built-in recognizers never make one);
/// - the controller tree matches the view tree and the lists' cells are where their rows are,
///   after every step (``FuzzStructure``); every appearance callback follows UIKit's order as
///   it comes (``FuzzAppearance``) and none is left halfway;
/// - removed views are freed while the application lives, and every view, recognizer, touch,
///   controller, cell and constraint is freed once the application is gone.
@MainActor
public struct FuzzRunner {
  /// How hostile the input is (0…1).
  public var hostility: Double
  /// The chance that a callback runs tree-changing app code.
  public var mutationRate: Double
  /// What the streams run so far exercised.
  public let coverage = FuzzCoverage()

  /// Creates a runner.
  public init(hostility: Double = 1, mutationRate: Double = 0.08) {
    self.hostility = hostility
    self.mutationRate = mutationRate
  }

  /// The steps stream `number` would send.
  public func steps(of number: UInt64) -> [FuzzStep] {
    var generator = FuzzInputGenerator(seed: number, hostility: hostility)
    return generator.steps()
  }

  /// Runs stream `number` (with `steps`, or its own) and returns what broke.
  public func run(stream number: UInt64, steps: [FuzzStep]? = nil) -> [FuzzViolation] {
    // Input landing on an open inspector's Map button turns the hit map on for the process:
    // each stream leaves the debug switches as it found them.
    let showedHitMap = OpenUIKitDebug.showsHitMap
    defer { OpenUIKitDebug.showsHitMap = showedHitMap }
    var scene: FuzzScene? = FuzzScene(seed: number, mutationRate: mutationRate)
    scene!.coverage = coverage
    let body = steps ?? self.steps(of: number)
    for step in body { run(step, in: scene!) }
    scene!.isClosing = true
    let sent = [FuzzStep(delay: 0, records: scene!.enqueued)]
    for step in FuzzInputGenerator.closingSteps(after: sent, seed: number) { run(step, in: scene!) }
    scene!.settleAnimations()
    // A frame, as a host draws after input: the overlays and the hit map keep what they drew.
    scene!.drawFrame()
    // Drawing the hit map asks `point(inside:)`, whose app code may start an animation (stream
    // 67607): let those end too before the checks.
    scene!.settleAnimations()
    let ledger = scene!.ledger
    let touches = ledger.touches
    ledger.finish()
    check(scene!, touches: touches)
    // Everything must go with the application: views, recognizers, controllers, the cells the
    // lists showed and every constraint (app code's and the framework's own).
    let views = scene!.views
    let recognizers = scene!.recognizers
    let controllers = scene!.controllers
    let cells = scene!.cells
    let constraints = scene!.constraintsHeld()
    scene!.releaseApplication()
    scene = nil
    var survivors: [String] = []
    for entry in views where entry.object != nil { survivors.append(name(of: entry.object!)) }
    for entry in recognizers where entry.object != nil { survivors.append(name(of: entry.object!)) }
    for entry in controllers + cells where entry.object != nil {
      survivors.append(name(of: entry.object!))
    }
    let constraintCount = constraints.filter { $0.object != nil }.count
    if constraintCount > 0 { survivors.append("\(constraintCount) constraints") }
    if touches.contains(where: { $0.object != nil }) { survivors.append("touches") }
    if !survivors.isEmpty {
      ledger.add(
        .leakedAfterApp, "alive after the application was released: \(survivors.prefix(6))")
    }
    return ledger.violations
  }

  /// Runs one step, then checks the relations that must agree after every event.
  private func run(_ step: FuzzStep, in scene: FuzzScene) {
    scene.run(step)
    scene.clientStep()
    for violation in scene.app?.checkInvariants() ?? [] {
      scene.ledger.add(.brokenInvariant, "after \(step): \(violation)")
    }
    for (kind, detail) in FuzzStructure(scene: scene).violations(settled: false) {
      scene.ledger.add(kind, "after \(step): \(detail)")
    }
  }

  private func check(_ scene: FuzzScene, touches: [FuzzLedger.Weak]) {
    let ledger = scene.ledger
    for entry in touches {
      guard let touch = entry.object as? UITouch else { continue }
      if touch.phase != .ended && touch.phase != .cancelled {
        ledger.add(.unfinishedTouch, "\(touch) is still \(touch.phase) after input stopped")
      }
    }
    for entry in scene.recognizers {
      guard let recognizer = entry.object as? UIGestureRecognizer else { continue }
      if recognizer.state != .possible || recognizer.numberOfTouches != 0 {
        ledger.add(
          .recognizerNotReset,
          "\(recognizer.name ?? "?") is \(recognizer.state) with \(recognizer.numberOfTouches) touches"
        )
      }
    }
    checkTree(scene)
    for (kind, detail) in FuzzStructure(scene: scene).violations(settled: true) {
      ledger.add(kind, "once settled: \(detail)")
    }
    for case let controller as FuzzViewController in scene.controllers.map(\.object)
    where controller.appearance.isHalfway {
      ledger.add(
        .unpairedAppearance,
        "\(controller.probeName) is still \(controller.appearance.rawValue) once settled")
    }
    for view in scene.liveViews where view.hasRunningAnimations {
      ledger.add(
        .stuckAnimation, "\(name(of: view)) is still animating after every animation ended")
    }
    for case let scrollView as UIScrollView in scene.liveViews
    where scrollView.isDragging || scrollView.isDecelerating || scrollView.isZooming
      || scrollView.isZoomBouncing
      || scrollView.zoomScale < scrollView.minimumZoomScale
      || scrollView.zoomScale > scrollView.maximumZoomScale
    {
      let states = [
        scrollView.isDragging ? "dragging" : nil, scrollView.isDecelerating ? "decelerating" : nil,
        scrollView.isZooming ? "zooming" : nil, scrollView.isZoomBouncing ? "bouncing" : nil,
        "at zoom \(scrollView.zoomScale)",
      ].compactMap { $0 }
      ledger.add(
        .stuckScroll,
        "\(name(of: scrollView)) is still \(states.joined(separator: " and ")) after input stopped"
          + " (window: \(scrollView.window != nil), pan \(scrollView.panGestureRecognizer.state);"
          + " \(type(of: scrollView)), offset \(scrollView.contentOffset), content"
          + " \(scrollView.contentSize), bounds \(scrollView.bounds.size))")
    }
    for diagnostic in scene.diagnostics where diagnostic.code == .illegalGestureStateTransition {
      ledger.add(.illegalTransition, diagnostic.message)
    }
    // Views outside every window that app state holds are not leaks: a window's root view
    // controller keeps its view (and the views in it) even when a callback took it out, and so
    // do its children (a navigation controller's stack) and the controllers it presented.
    var held: [UIView] = []
    func hold(_ controller: UIViewController) {
      if let view = controller.viewIfLoaded { held.append(view) }
      controller.children.forEach(hold)
      if let presented = controller.presentedViewController { hold(presented) }
    }
    for window in scene.windows {
      if let root = window.rootViewController { hold(root) }
    }
    // A view listed in another's accessibilityElements is held by that list (app state).
    for view in scene.liveViews {
      for case let listed as UIView in view.accessibilityElements ?? [] { held.append(listed) }
    }
    for view in scene.liveViews where view.window == nil {
      if held.contains(where: { view.isDescendant(of: $0) }) { continue }
      var ancestors: [String] = []
      var ancestor = view.superview
      while let next = ancestor {
        ancestors.append(name(of: next))
        ancestor = next.superview
      }
      let under = ancestors.isEmpty ? "" : " (under \(ancestors.joined(separator: " < ")))"
      ledger.add(
        .leakedWhileAppLives, "\(name(of: view))\(under) is outside every window but still alive")
    }
  }

  /// The trees of every live view, in a window or not (the windows' trees are checked after
  /// each step as well, with the touches).
  private func checkTree(_ scene: FuzzScene) {
    var roots: [UIView] = []
    for view in scene.liveViews {
      var root = view
      var steps = 0
      while let parent = root.superview, steps < 10_000 {
        root = parent
        steps += 1
      }
      if steps >= 10_000 {
        scene.ledger.add(.notATree, "\(name(of: view)) has a superview cycle")
      } else if !roots.contains(where: { $0 === root }) {
        roots.append(root)
      }
    }
    for root in roots {
      for violation in root.checkInvariants() { scene.ledger.add(.notATree, violation.detail) }
    }
  }

  private func name(of object: AnyObject) -> String {
    if let probe = object as? any FuzzProbe { return probe.probeName }
    if let recognizer = object as? UIGestureRecognizer { return recognizer.name ?? "recognizer" }
    if let controller = object as? FuzzViewController { return controller.probeName }
    return String(describing: type(of: object))
  }
}
