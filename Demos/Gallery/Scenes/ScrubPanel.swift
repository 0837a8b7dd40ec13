import Foundation
import OpenUIKit

/// A `UIViewPropertyAnimator` scrubbed with a slider: the card moves across, turns and changes
/// colour as `fractionComplete` follows the slider. Play runs the rest of the way (or back, from
/// the end) and a `CADisplayLink` keeps the slider on the animation while it plays.
@MainActor
final class ScrubPanel: UIView {
  let card = NamedView(
    "scrubbed", frame: CGRect(x: 0, y: 0, width: 84, height: 56), color: .systemOrange)
  let slider = UISlider(frame: .zero)
  let play = UIButton(configuration: .filled())
  private var animator: UIViewPropertyAnimator?
  private var link: CADisplayLink?
  private var laidOutWidth: CGFloat = 0
  var report: (String) -> Void = { _ in }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 0.93, alpha: 1)
    layer.cornerRadius = 8
    card.layer.cornerRadius = 10
    addSubview(card)
    slider.accessibilityIdentifier = "scrub slider"
    slider.addAction(
      UIAction { [unowned self] _ in self.scrub(to: CGFloat(self.slider.value)) },
      for: .valueChanged)
    slider.addAction(
      UIAction { [unowned self] _ in
        self.report(String(format: "Scrubbed to %.2f", Double(self.slider.value)))
      }, for: [.touchUpInside, .touchUpOutside])
    addSubview(slider)
    play.setTitle("Play", for: .normal)
    play.addAction(UIAction { [unowned self] _ in self.playOn() }, for: .touchUpInside)
    addSubview(play)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    slider.frame = CGRect(x: 12, y: bounds.height - 40, width: bounds.width - 110, height: 30)
    play.frame = CGRect(x: bounds.width - 88, y: bounds.height - 42, width: 76, height: 34)
    // The animator is made for the laid-out size (and made again if the size changes).
    guard window != nil, bounds.width > 200, animator == nil || bounds.width != laidOutWidth
    else { return }
    laidOutWidth = bounds.width
    makeAnimator()
  }

  override func didMoveToWindow() {
    // Leaving the window ended the animator (its views left); a new one starts on return.
    stopFollowing()
    animator = nil
    setNeedsLayout()
  }

  /// A paused animator from the card's start to its end, at the slider's fraction.
  private func makeAnimator() {
    animator?.stopAnimation(true)
    UIView.performWithoutAnimation {
      card.transform = .identity
      card.backgroundColor = .systemOrange
      card.center = CGPoint(x: 56, y: 44)
    }
    let end = CGPoint(x: bounds.width - 56, y: 44)
    let animator = UIViewPropertyAnimator(duration: 1.2, curve: .linear) { [unowned self] in
      self.card.center = end
      self.card.transform = CGAffineTransform(rotationAngle: .pi).scaledBy(x: 0.7, y: 0.7)
      self.card.backgroundColor = .systemPurple
    }
    animator.pausesOnCompletion = true
    animator.fractionComplete = CGFloat(slider.value)
    self.animator = animator
  }

  /// Shows the animation at `fraction`.
  func scrub(to fraction: CGFloat) {
    animator?.fractionComplete = fraction
    stopFollowing()
  }

  /// Plays on to the end, or back to the start from the end.
  private func playOn() {
    guard let animator else { return }
    animator.pauseAnimation()
    animator.isReversed = animator.fractionComplete >= 0.999
    animator.startAnimation()
    report(animator.isReversed ? "Playing back to the start" : "Playing on to the end")
    guard link == nil, let application = window?.application else { return }
    let link = CADisplayLink { [weak self] _ in self?.follow() }
    link.add(to: application)
    self.link = link
  }

  /// Moves the slider with the playing animation; stops once it is paused at an end.
  private func follow() {
    guard let animator else { return stopFollowing() }
    slider.value = Float(animator.fractionComplete)
    if !animator.isRunning { stopFollowing() }
  }

  private func stopFollowing() {
    link?.invalidate()
    link = nil
  }

  /// How far the animation has got.
  var fractionComplete: CGFloat { animator?.fractionComplete ?? 0 }
}
