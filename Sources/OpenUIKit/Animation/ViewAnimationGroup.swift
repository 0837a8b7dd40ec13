import Foundation

/// What one `UIView.animate` call started: the property changes its block made, their timing
/// and options, and the completion. Runs on the application's frames until it ends, is
/// replaced, or its views leave their window.
@MainActor
final class ViewAnimationGroup {
  /// The group recording changes now (inside an `animate` block); nil outside, or inside
  /// `performWithoutAnimation`.
  static var recording: ViewAnimationGroup?

  private(set) var application: UIApplication? {
    get { applicationAnchor?.object }
    set { applicationAnchor = newValue?.referenceAnchor }
  }
  private var applicationAnchor: Anchor<UIApplication>?
  /// When the first frame of the change shows: the call's time plus its delay (set when it
  /// begins, on the clock of the application of its views).
  private(set) var start: TimeInterval = 0
  private let delay: TimeInterval
  let timing: AnimationTiming
  let options: UIView.AnimationOptions
  private(set) var animations: [PropertyAnimation] = []
  private var completion: ((Bool) -> Void)?
  private(set) var isOver = false
  /// The progress at a time, from a property animator that drives the group (scrubbing,
  /// pausing, reversing); nil for `UIView.animate`, which follows its clock.
  var driver: ((TimeInterval) -> CGFloat)?

  init(
    delay: TimeInterval, timing: AnimationTiming, options: UIView.AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    self.delay = delay.isFinite ? max(0, delay) : 0
    self.timing = timing
    self.options = options
    self.completion = completion
  }

  /// The progress shown at `time`: 0 before the start (a delayed animation shows its starting
  /// value, as Core Animation's backwards fill does), then along the curve; with `.repeat` and
  /// `.autoreverse` it cycles and runs back.
  func progress(at time: TimeInterval) -> CGFloat {
    if let driver { return driver(time) }
    let duration = timing.duration
    guard duration > 0 else { return 1 }
    let elapsed = time - start
    guard elapsed > 0 else { return timing.progress(at: 0) }
    var fraction = elapsed / duration
    let reverses = options.contains(.autoreverse)
    if options.contains(.repeat) {
      let cycle = reverses ? 2.0 : 1.0
      fraction = fraction.truncatingRemainder(dividingBy: cycle)
    } else {
      fraction = min(fraction, reverses ? 2 : 1)
    }
    if reverses && fraction > 1 { fraction = 2 - fraction }
    return timing.progress(at: fraction)
  }

  /// When it ends; nil for a repeating animation, which runs until replaced or removed.
  var endTime: TimeInterval? {
    guard !options.contains(.repeat), driver == nil else { return nil }
    return start + timing.duration * (options.contains(.autoreverse) ? 2 : 1)
  }

  /// Records that `view`'s `property` goes from `from` to `to` in this animation, replacing an
  /// animation of the same property already running (whose group then ends unfinished if it
  /// has nothing left).
  func add(
    _ view: UIView, _ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue
  ) {
    let storage = view.animationStorage ?? ViewAnimations()
    view.animationStorage = storage
    if let old = storage.animation(for: property) {
      storage.running.removeObject(old)
      if old.group === self {
        // The same block set the property twice: one animation, from the first start.
        animations.removeObject(old)
      } else {
        old.group?.drop(old)
      }
    }
    view.animationStorage = storage
    if application == nil { application = view.window?.application }
    let animation = PropertyAnimation(
      view: view, property: property, from: from, to: to, group: self)
    animations.append(animation)
    storage.running.append(animation)
    view.updateAnimationFlags()
  }

  /// Takes one animation out (it was replaced); the group ends unfinished when none is left.
  func drop(_ animation: PropertyAnimation) {
    animations.removeObject(animation)
    if animations.isEmpty && !isOver { end(finished: false) }
  }

  /// Ends the group: its views show their model values, and the completion runs once.
  func end(finished: Bool) {
    guard !isOver else { return }
    isOver = true
    detachAll()
    if let application {
      application.frameClock.remove(self)
      application.viewAnimationGroups.removeObject(self)
    }
    guard let completion else { return }
    self.completion = nil
    // As UIKit, completions run on a later turn, never inside the setter or removal that ended
    // the animation: app code there could otherwise re-enter the block being recorded.
    if let application {
      application.timers.schedule(at: application.clock.now) { completion(finished) }
    } else {
      completion(finished)
    }
  }

  /// Takes every animation of the group off its view, which then shows its model values.
  private func detachAll() {
    let leaving = animations
    animations = []
    for animation in leaving { animation.view?.detach(animation) }
  }

  /// Starts running on frames, or, when the block changed nothing, ends on the next turn with
  /// `finished == true` (as UIKit calls such a completion asynchronously).
  ///
  /// - Parameter application: Where to run when the block animated no view in a window; only
  ///   then is it evaluated (`UIApplication.shared` may have to make an application).
  func begin(in application: @autoclosure () -> UIApplication) {
    let app = self.application ?? application()
    self.application = app
    start = app.clock.now + delay
    if animations.isEmpty || (timing.duration <= 0 && driver == nil) {
      // Nothing to show: the changes are already the model. The views show them at once.
      detachAll()
      isOver = true
      if let completion {
        self.completion = nil
        app.timers.schedule(at: max(app.clock.now, start)) { completion(true) }
      }
      return
    }
    app.viewAnimationGroups.append(self)
    // A driven group asks for frames through its animator, and none while paused.
    if driver == nil { app.frameClock.add(self) }
  }
}

extension ViewAnimationGroup: FrameClient {
  func step(frameTime time: TimeInterval, interval: TimeInterval) -> Bool {
    guard !isOver else { return false }
    application?.setNeedsRedraw()
    if let endsAt = endTime, time >= endsAt - 1e-9 {
      end(finished: true)
      return false
    }
    return true
  }
}

extension UIApplication {
  /// Ends, unfinished, the animations of views in `subtree` (it is leaving its window). A group
  /// animating views elsewhere too keeps them and ends only when none is left.
  func endAnimations(in subtree: UIView) {
    for group in viewAnimationGroups where !group.isOver {
      for animation in group.animations
      where animation.view.map({ $0.isDescendant(of: subtree) }) ?? true {
        animation.view?.detach(animation)
        group.drop(animation)
      }
    }
  }
}
