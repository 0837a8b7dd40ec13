import Foundation

// The application's side of ``PipelineObserver``: the list, and the few places where the
// stages tell it what they did. Each call is one check of an empty list when no tool watches.
// This file and the inspector's own API are where the application knows its tools; no
// pipeline stage does (scripts/check-dependencies).
extension UIApplication {
  /// Starts telling `observer` what the pipeline does. Observers are kept in overlay order.
  func addPipelineObserver(_ observer: any PipelineObserver) {
    guard !pipelineObservers.contains(where: { $0 === observer }) else { return }
    pipelineObservers.append(observer)
    // Stable: observers of equal order keep the order they came in.
    pipelineObservers = pipelineObservers.enumerated()
      .sorted { ($0.element.overlayOrder, $0.offset) < ($1.element.overlayOrder, $1.offset) }
      .map(\.element)
    setNeedsRedraw()
  }

  /// Stops telling `observer` anything.
  func removePipelineObserver(_ observer: any PipelineObserver) {
    guard pipelineObservers.contains(where: { $0 === observer }) else { return }
    pipelineObservers.removeAll { $0 === observer }
    setNeedsRedraw()
  }

  /// Installs the debug switches' observer while any ``OpenUIKitDebug`` switch is on, and
  /// removes it when all are off. The switches call this on every live application when they
  /// change, so the pipeline never reads them.
  func syncDebugSwitches() {
    let wanted = OpenUIKitDebug.isAnySwitchOn
    if wanted, debugSwitchObserver == nil {
      let observer = DebugSwitchObserver(application: self)
      debugSwitchObserver = observer
      addPipelineObserver(observer)
    } else if !wanted, let observer = debugSwitchObserver {
      debugSwitchObserver = nil
      removePipelineObserver(observer)
    } else if wanted {
      // A switch changed while others stay on: what is drawn may change.
      setNeedsRedraw()
    }
  }

  // MARK: - What the stages tell

  /// A touch-down was hit-tested.
  @inline(__always)
  func noteHitTest(_ touch: UITouch) {
    guard !pipelineObservers.isEmpty else { return }
    for observer in pipelineObservers { observer.didHitTest(touch) }
  }

  /// These touches are about to be delivered.
  @inline(__always)
  func noteTouchesSent(_ touches: [UITouch]) {
    guard !pipelineObservers.isEmpty else { return }
    for observer in pipelineObservers { observer.willSendTouches(touches) }
  }

  /// Arbitration decided something about `recognizer`. The message is built only when an
  /// observer wants it, and the decisions about a tool's own recognizers are not the app's.
  func noteArbitration(_ message: @autoclosure () -> String, about recognizer: UIGestureRecognizer)
  {
    guard !pipelineObservers.isEmpty else { return }
    let wanting = pipelineObservers.filter(\.wantsArbitration)
    guard !wanting.isEmpty else { return }
    if let window = recognizer.view?.window, isToolWindow(window) { return }
    let text = message()
    for observer in wanting { observer.didArbitrate(text, about: recognizer) }
  }

  /// The queue was drained.
  func noteInputDrained() {
    guard !pipelineObservers.isEmpty else { return }
    for observer in pipelineObservers { observer.didDrainInput() }
  }

  /// Offers a key that went down to the tools first: Ctrl+Shift+I opens or closes the
  /// inspector (made on first use), and an open tool may take its own keys. True: taken.
  func offerKeyToTools(_ key: UIKey) -> Bool {
    if HitAreaInspector.isToggleChord(key) {
      hitAreaInspector.toggle()
      return true
    }
    for observer in pipelineObservers where observer.handleKey(key) { return true }
    return false
  }

  // MARK: - Tool windows and frames

  /// The windows the tools own (the open inspector's), drawn last and out of the app's reach.
  var toolWindows: [UIWindow] {
    guard !pipelineObservers.isEmpty else { return [] }
    return pipelineObservers.flatMap(\.toolWindows)
  }

  /// Whether `window` belongs to a tool.
  func isToolWindow(_ window: UIWindow) -> Bool {
    toolWindows.contains { $0 === window }
  }

  /// The app's own windows, front to back: every window but the tools'.
  var appWindowsInHitTestOrder: [UIWindow] {
    let tools = toolWindows
    guard !tools.isEmpty else { return windowsInHitTestOrder }
    return windowsInHitTestOrder.filter { window in !tools.contains { $0 === window } }
  }

  /// Whether an observer needs every frame drawn whole.
  var observersNeedWholeFrames: Bool {
    pipelineObservers.contains { $0.needsWholeFrames }
  }
}
