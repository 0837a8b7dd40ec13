import Foundation

/// Runs the application's layer animations on its frame clock: each frame it tells delegates
/// that animations began or ended, drops the ones removed on completion, and asks for a redraw
/// while an animated layer is on screen. It holds layers weakly: a freed layer's animations
/// simply stop.
@MainActor
final class LayerAnimationDriver {
  private unowned let application: UIApplication
  private var layers: [WeakLayer] = []
  private struct WeakLayer { weak var layer: CALayer? }
  /// Whether a layer in a window is animating (drawing then takes whole frames).
  private(set) var isDrawing = false

  init(application: UIApplication) { self.application = application }

  /// Starts running `layer`'s animations on frames.
  func track(_ layer: CALayer) {
    if !layers.contains(where: { $0.layer === layer }) { layers.append(WeakLayer(layer: layer)) }
    application.frameClock.add(self)
  }

  /// Asks for frames again when any layer is tracked (a paused tree was resumed).
  func wake() {
    if !layers.isEmpty { application.frameClock.add(self) }
  }

  /// Whether animations still change with time on `layer` (not ended, not paused).
  private func isLive(_ layer: CALayer, at time: CFTimeInterval) -> Bool {
    guard let entries = layer.animationList?.entries else { return false }
    // A paused tree (speed 0 somewhere above) shows the same values every frame.
    let now = layer.localTime(fromGlobal: time)
    let later = layer.localTime(fromGlobal: time + 1)
    guard now != later else { return false }
    return entries.contains { !$0.didStop }
  }

  /// Advances every tracked layer to `time`; returns whether any still needs frames.
  private func advance(to time: CFTimeInterval) -> Bool {
    var needsFrames = false
    var drawing = false
    layers.removeAll { $0.layer?.hasAnimations != true }
    for layer in layers.compactMap(\.layer) {
      update(layer, at: time)
      guard layer.hasAnimations else { continue }
      if layer.owningView?.window != nil { drawing = true }
      if isLive(layer, at: time) { needsFrames = true }
    }
    layers.removeAll { $0.layer?.hasAnimations != true }
    if drawing || isDrawing { application.setNeedsRedraw() }
    isDrawing = drawing && needsFrames
    return needsFrames
  }

  /// Starts and ends `layer`'s animations whose time has come.
  private func update(_ layer: CALayer, at time: CFTimeInterval) {
    guard let list = layer.animationList else { return }
    let local = layer.localTime(fromGlobal: time)
    var ended: [LayerAnimationEntry] = []
    for entry in list.entries where !entry.didStop {
      let point = entry.animation.timing(at: local)
      if !entry.didStart && point.phase != .before {
        entry.didStart = true
        tellStarted(entry)
      }
      if point.isFinished {
        entry.didStop = true
        ended.append(entry)
      }
    }
    guard !ended.isEmpty else { return }
    list.entries.removeAll { entry in
      ended.contains { $0 === entry } && entry.animation.isRemovedOnCompletion
    }
    if list.entries.isEmpty { layer.animationList = nil }
    layer.changed()
    for entry in ended { Self.tellStopped(entry, finished: true, layer: layer) }
  }

  // MARK: - Telling delegates

  /// Delegates and transactions hear on a later turn, never inside the call that caused it, so
  /// app code there can add and remove animations freely (as Core Animation's do).
  private static func later(in application: UIApplication, _ body: @escaping () -> Void) {
    application.timers.schedule(at: application.clock.now, body)
  }

  private func tellStarted(_ entry: LayerAnimationEntry) {
    let animation = entry.animation
    guard animation.delegate != nil else { return }
    Self.later(in: application) { animation.delegate?.animationDidStart(animation) }
  }

  /// Tells `entry`'s delegate that it stopped and its transaction that it ended.
  static func tellStopped(_ entry: LayerAnimationEntry, finished: Bool, layer: CALayer) {
    let animation = entry.animation
    let transaction = entry.transaction
    guard animation.delegate != nil || transaction != nil else { return }
    later(in: UIApplication.serving(layer.owningView)) {
      animation.delegate?.animationDidStop(animation, finished: finished)
      // Core Animation lets go of the delegate once the animation is over.
      if animation.isRemovedOnCompletion || !finished { animation.delegate = nil }
      if let transaction { CATransaction.animationEnded(in: transaction) }
    }
  }
}

extension LayerAnimationDriver: FrameClient {
  func step(frameTime time: TimeInterval, interval: TimeInterval) -> Bool {
    advance(to: time)
  }
}
