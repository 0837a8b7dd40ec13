import Foundation

/// One animation running on a layer: the copy the layer runs, under its key.
@MainActor
final class LayerAnimationEntry {
  let key: String?
  let animation: CAAnimation
  /// The transaction whose completion waits for it.
  let transaction: CATransaction.Scope?
  var didStart = false
  /// Ended (told its delegate); it stays on the layer only when not removed on completion.
  var didStop = false

  init(key: String?, animation: CAAnimation, transaction: CATransaction.Scope?) {
    self.key = key
    self.animation = animation
    self.transaction = transaction
  }
}

/// A layer's running animations, in the order they were added (later ones apply on top).
@MainActor
final class LayerAnimationList {
  var entries: [LayerAnimationEntry] = []
  /// Parsed key paths, so a frame does not parse strings.
  var keyPaths: [String: LayerKeyPath?] = [:]
  /// Key paths already reported as not animatable (once each per process).
  static var reported: Set<String> = []
}

extension CALayer {
  // MARK: - Adding and removing

  /// Runs a copy of `anim` on the layer, replacing the animation under `key` (which then stops
  /// unfinished). A `beginTime` of 0 becomes the layer's current time; a `duration` of 0
  /// becomes the transaction's (0.25 s by default).
  ///
  /// - Parameters:
  ///   - anim: The animation; later changes to it do not reach the running copy.
  ///   - key: A name to find or remove it by; nil adds it unnamed.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = (anim.copy() as? CAAnimation) ?? anim
    let application = UIApplication.serving(owningView)
    let now = application.clock.now
    if copy.beginTime == 0 { copy.beginTime = localTime(fromGlobal: now) }
    if copy.duration == 0 { copy.duration = CATransaction.animationDuration() }
    (copy as? CAAnimationGroup)?.lendDuration()
    if copy.timingFunction == nil, !(copy is CASpringAnimation) {
      copy.timingFunction = CATransaction.animationTimingFunction()
    }
    if let key { removeAnimation(forKey: key) }
    let list = animationList ?? LayerAnimationList()
    animationList = list
    list.entries.append(
      LayerAnimationEntry(key: key, animation: copy, transaction: CATransaction.animationAdded()))
    application.layerAnimations.track(self)
    changed()
  }

  /// The running animation under `key` (the copy the layer runs, the one the delegate is
  /// given), or nil.
  public func animation(forKey key: String) -> CAAnimation? {
    animationList?.entries.last { $0.key == key }?.animation
  }

  /// The keys of the running animations, in the order they were added; nil when none has one.
  public func animationKeys() -> [String]? {
    let keys = animationList?.entries.compactMap(\.key) ?? []
    return keys.isEmpty ? nil : keys
  }

  /// Stops the animation under `key`; its delegate is told it did not finish.
  public func removeAnimation(forKey key: String) {
    guard let list = animationList else { return }
    let removed = list.entries.filter { $0.key == key }
    guard !removed.isEmpty else { return }
    list.entries.removeAll { $0.key == key }
    finishRemoval(of: removed)
  }

  /// Stops every animation on the layer.
  public func removeAllAnimations() {
    guard let list = animationList else { return }
    let removed = list.entries
    list.entries.removeAll()
    finishRemoval(of: removed)
  }

  private func finishRemoval(of removed: [LayerAnimationEntry]) {
    if animationList?.entries.isEmpty == true { animationList = nil }
    changed()
    for entry in removed where !entry.didStop {
      entry.didStop = true
      LayerAnimationDriver.tellStopped(entry, finished: false, layer: self)
    }
  }

  /// Whether any animation is on the layer.
  var hasAnimations: Bool { animationList.map { !$0.entries.isEmpty } ?? false }

  /// The parsed key path `string`, reported once when the layer cannot animate it.
  func animationKeyPath(_ string: String) -> LayerKeyPath? {
    if let cached = animationList?.keyPaths[string] { return cached }
    let parsed = LayerKeyPath(string, on: self)
    if parsed == nil, LayerAnimationList.reported.insert(string).inserted {
      HostServices.report(
        .invalidValue,
        "\(type(of: self)) cannot animate the key path \"\(string)\"; the animation runs and "
          + "changes nothing")
    }
    animationList?.keyPaths[string] = .some(parsed)
    return parsed
  }

  // MARK: - What shows

  /// The layer's values at the application time `time` with its animations applied over
  /// `base` (the model values when nil).
  func presentedState(atGlobal time: CFTimeInterval, base: LayerState? = nil) -> LayerState {
    var state = base ?? LayerState(model: self)
    guard let entries = animationList?.entries, !entries.isEmpty else { return state }
    let local = localTime(fromGlobal: time)
    for entry in entries {
      entry.animation.apply(to: &state, parentTime: local, layer: self)
    }
    return state
  }

  // MARK: - Time

  /// The layer whose time this layer's counts from: its superlayer, or for a view's layer the
  /// nearest ancestor view's layer.
  private var timingParent: CALayer? {
    if let view = delegate {
      var ancestor = view.superview
      while let each = ancestor {
        if let layer = each.layerStorage { return layer }
        ancestor = each.superview
      }
      return nil
    }
    return superlayer
  }

  private var hasOwnTiming: Bool { beginTime != 0 || speed != 1 || timeOffset != 0 }

  /// The layer's time at the application's time `t`.
  func localTime(fromGlobal t: CFTimeInterval) -> CFTimeInterval {
    let parent = timingParent.map { $0.localTime(fromGlobal: t) } ?? t
    guard hasOwnTiming else { return parent }
    return (parent - beginTime) * Double(speed.isFinite ? speed : 1) + timeOffset
  }

  /// The application's time at the layer's time `t` (a paused layer maps every time to its
  /// begin time).
  func globalTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
    var parent = t
    if hasOwnTiming {
      let s = Double(speed.isFinite ? speed : 1)
      parent = s == 0 ? beginTime : (t - timeOffset) / s + beginTime
    }
    return timingParent.map { $0.globalTime(fromLocal: parent) } ?? parent
  }

  /// `t`, a time of `layer` (nil: the application's time, `CACurrentMediaTime()`), in this
  /// layer's time.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    localTime(fromGlobal: layer.map { $0.globalTime(fromLocal: t) } ?? t)
  }

  /// `t`, a time of this layer, in `layer`'s time (nil: the application's time).
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let global = globalTime(fromLocal: t)
    return layer.map { $0.localTime(fromGlobal: global) } ?? global
  }

  /// The layer's timing changed: animations below it that were paused need frames again.
  func timingChanged() {
    changed()
    UIApplication.owning(owningView)?.layerAnimations.wake()
  }
}
