import Foundation
import DemoSupport
import OpenUIKit

/// A small button whose touch area reaches `slop` points beyond its bounds.
@MainActor
final class EnlargedButton: NamedView {
  var slop: CGFloat = 30
  var taps = 0
  var onTap: (() -> Void)?

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -slop, dy: -slop).contains(point)
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    taps += 1
    onTap?()
  }
}

/// An overlay that passes touches through wherever none of its own subviews is hit.
@MainActor
final class PassThroughOverlay: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A round button: only its disc takes touches, as its `point(inside:)` says; the corners of
/// its square belong to what is behind (the hit map shows the disc).
@MainActor
final class RoundButton: NamedView {
  var onTap: (() -> Void)?

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let r = min(bounds.width, bounds.height) / 2
    let dx = point.x - bounds.midX, dy = point.y - bounds.midY
    return dx * dx + dy * dy <= r * r
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap?() }
}

/// Counts taps that reach it.
@MainActor
final class TapCounter: NamedView {
  var taps = 0
  var onTap: ((UIView) -> Void)?
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    taps += 1
    if let view = touches.first?.view { onTap?(view) }
  }
}

/// Scene 5: a button with an enlarged touch area (its hit area is drawn), a round button, and a
/// pass-through overlay whose empty parts let touches reach the view beneath.
@MainActor
final class TouchAreaScene: GalleryScene {
  override var title: String { "Touch areas" }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.97, green: 0.93, blue: 0.97, alpha: 1)
    let button = EnlargedButton(
      "", frame: CGRect(x: 120, y: 120, width: 28, height: 28),
      color: UIColor(red: 0.8, green: 0.2, blue: 0.5, alpha: 1), caption: false)
    let area = UIView(frame: button.frame.insetBy(dx: -button.slop, dy: -button.slop))
    area.backgroundColor = UIColor(red: 0.8, green: 0.2, blue: 0.5, alpha: 0.15)
    area.layer.borderWidth = 1
    area.layer.borderColor = UIColor(red: 0.8, green: 0.2, blue: 0.5, alpha: 0.6).cgColor
    area.layer.cornerRadius = 4
    area.isUserInteractionEnabled = false
    addSubview(area)
    addSubview(button)
    let caption = UILabel(frame: CGRect(x: 40, y: 220, width: 260, height: 40))
    caption.text = "28-pt button, touch area 88 pt (shaded)"
    caption.numberOfLines = 2
    caption.font = .systemFont(ofSize: 13)
    addSubview(caption)
    button.onTap = { [weak self, weak button] in
      self?.say("Button tapped (\(button?.taps ?? 0) so far)")
    }
    let round = RoundButton(
      "round button", frame: CGRect(x: 64, y: 290, width: 64, height: 64),
      color: UIColor(red: 0.2, green: 0.55, blue: 0.45, alpha: 1), caption: false)
    round.layer.cornerRadius = 32
    addSubview(round)
    round.onTap = { [weak self] in self?.say("The round button took the tap") }
    let roundCaption = UILabel(frame: CGRect(x: 144, y: 296, width: 190, height: 52))
    roundCaption.text = "Round button: only its disc takes touches"
    roundCaption.numberOfLines = 2
    roundCaption.font = .systemFont(ofSize: 13)
    addSubview(roundCaption)

    let canvas = TapCounter(
      "canvas beneath the overlay", frame: CGRect(x: 360, y: 30, width: 520, height: 330),
      color: UIColor(red: 0.3, green: 0.35, blue: 0.5, alpha: 1))
    addSubview(canvas)
    let overlay = PassThroughOverlay(frame: canvas.frame)
    overlay.layer.borderWidth = 2
    overlay.layer.borderColor = UIColor.white.cgColor
    let badge = TapCounter(
      "overlay badge", frame: CGRect(x: 360, y: 20, width: 140, height: 60),
      color: UIColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1))
    overlay.addSubview(badge)
    addSubview(overlay)
    canvas.onTap = { [weak self, weak canvas] _ in
      self?.say("Tap passed through the overlay to the canvas (\(canvas?.taps ?? 0) so far)")
    }
    badge.onTap = { [weak self] _ in self?.say("The overlay's badge took the tap") }
    say("Tap near the small button, or anywhere on the overlay.")
  }
  required init?(coder: NSCoder) { nil }

  override func tour(_ player: TourPlayer) {
    player.tap(CGPoint(x: 96, y: 322), in: self)
    player.tap(CGPoint(x: 100, y: 100), in: self)
    player.tap(CGPoint(x: 600, y: 250), in: self)
    player.tap(CGPoint(x: 780, y: 60), in: self)
  }
}
