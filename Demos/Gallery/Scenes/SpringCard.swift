import Foundation
import OpenUIKit

/// A card that follows a pan and, released, springs home with a `UIViewPropertyAnimator`
/// carrying the release velocity. A touch on it in flight catches it where it is seen
/// (`stopAnimation(true)` keeps the shown position as the model), and the drag goes on from
/// there: the "drag a sheet, release, it springs home" pattern.
@MainActor
final class SpringCard: NamedView {
  /// Where the card rests.
  var home = CGPoint.zero
  /// Reports what happened, for the status line.
  var report: (String) -> Void = { _ in }
  private var animator: UIViewPropertyAnimator?
  private var dragStart = CGPoint.zero

  override init(_ name: String, frame: CGRect, color: UIColor, caption: Bool = true) {
    super.init(name, frame: frame, color: color, caption: caption)
    layer.cornerRadius = 12
    addGestureRecognizer(
      UIPanGestureRecognizer { [weak self] in self?.pan($0 as! UIPanGestureRecognizer) })
  }
  required init?(coder: NSCoder) { nil }

  /// Whether the card is on its way home.
  var isSpringing: Bool { animator?.state == .active }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    superview?.bringSubviewToFront(self)
    if let animator, animator.state == .active {
      // Stop without finishing: the model takes what is on screen, so the card stays put.
      animator.stopAnimation(true)
      report("Caught \(name) in flight, \(distanceFromHome) pt from home")
    }
    animator = nil
  }

  private func pan(_ pan: UIPanGestureRecognizer) {
    guard let parent = superview else { return }
    switch pan.state {
    case .began:
      dragStart = center
    case .changed:
      let t = pan.translation(in: parent)
      center = CGPoint(x: dragStart.x + t.x, y: dragStart.y + t.y)
    case .ended, .cancelled:
      springHome(velocity: pan.velocity(in: parent))
    default: break
    }
  }

  /// Springs home, starting at the finger's speed towards home (in distances per second, as
  /// `UISpringTimingParameters` takes it).
  func springHome(velocity: CGPoint) {
    let away = CGPoint(x: home.x - center.x, y: home.y - center.y)
    let distance = hypot(away.x, away.y)
    guard distance > 0.5 else { return }
    let towards = (velocity.x * away.x + velocity.y * away.y) / (distance * distance)
    // Capped, so a wild flick away from home cannot carry the card far off screen first.
    let speed = towards.isFinite ? min(max(towards, -6), 6) : 0
    let animator = UIViewPropertyAnimator(
      duration: 0.8,
      timingParameters: UISpringTimingParameters(
        dampingRatio: 0.55, initialVelocity: CGVector(dx: speed, dy: speed)))
    animator.addAnimations { [unowned self] in self.center = self.home }
    animator.addCompletion { [weak self] position in
      guard let self, position == .end else { return }
      self.report("\(self.name) is home")
    }
    animator.startAnimation()
    self.animator = animator
    report("Released \(name) \(Int(distance)) pt from home: it springs back")
  }

  /// How far from home the card is shown now.
  var distanceFromHome: Int {
    let shown = layer.presentation()?.position ?? center
    return Int(hypot(shown.x - home.x, shown.y - home.y))
  }
}

/// The cards' tray. Hit testing uses model values, as in UIKit, and a card springing home
/// already has home as its model position; so the tray hit-tests flying cards at their
/// presentation frames (UIKit's documented way), which lets a touch catch a card where it is
/// seen.
@MainActor
final class SpringTray: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01 else { return nil }
    for case let card as SpringCard in subviews.reversed() where card.isSpringing {
      if let shown = card.layer.presentation()?.frame, shown.contains(point) { return card }
    }
    return super.hitTest(point, with: event)
  }
}
