import Foundation
import DemoSupport
import OpenUIKit

/// Scene 10: animation. Cards that spring home when released (a property animator with the
/// release velocity; a touch catches a card in flight), boxes sliding across lanes that show
/// who takes a tap on a moving view (spec A9: none without `.allowUserInteraction`; with it, the
/// box's model frame, unless the lane hit-tests the presentation), a property animator
/// scrubbed with a slider, and Core Animation's layers and explicit animations.
@MainActor
final class AnimationScene: GalleryScene {
  override var title: String { "Animation" }

  let tray = SpringTray(frame: .zero)
  let cards: [SpringCard] = [
    SpringCard("card 1", frame: CGRect(x: 0, y: 0, width: 110, height: 80), color: .systemPink),
    SpringCard("card 2", frame: CGRect(x: 0, y: 0, width: 110, height: 80), color: .systemTeal),
    SpringCard(
      "card 3", frame: CGRect(x: 0, y: 0, width: 110, height: 80), color: .systemIndigo),
  ]
  let lanes = [
    MovingLane(.blocked, name: "Lane 1"), MovingLane(.modelFrame, name: "Lane 2"),
    MovingLane(.presentationFrame, name: "Lane 3"),
  ]
  private let laneNotes = [
    "1 · no .allowUserInteraction: the box takes no taps (A9)",
    "2 · .allowUserInteraction: it takes taps at its model frame (outlined)",
    "3 · .allowUserInteraction and the lane hit-tests layer.presentation()",
  ].map { AnimationScene.note($0) }
  let scrubber = ScrubPanel(frame: .zero)
  let coreAnimation = CoreAnimationPanel(frame: .zero)
  private let headings = [
    "Drag a card and let go: it springs home", "Tap the moving boxes",
    "Scrub a UIViewPropertyAnimator", "Core Animation: layers and CABasicAnimation",
  ].map { AnimationScene.heading($0) }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.97, green: 0.96, blue: 0.99, alpha: 1)
    tray.backgroundColor = UIColor(white: 1, alpha: 1)
    tray.layer.cornerRadius = 10
    tray.layer.borderWidth = 1
    tray.layer.borderColor = UIColor(white: 0.85, alpha: 1).cgColor
    addSubview(tray)
    for card in cards {
      card.report = { [weak self] in self?.say($0) }
      tray.addSubview(card)
    }
    for (lane, note) in zip(lanes, laneNotes) {
      lane.report = { [weak self] in self?.say($0) }
      addSubview(note)
      addSubview(lane)
    }
    scrubber.report = { [weak self] in self?.say($0) }
    addSubview(scrubber)
    addSubview(coreAnimation)
    headings.forEach(addSubview)
    say("Drag a card, tap the moving boxes, or scrub the animator with the slider.")
  }
  required init?(coder: NSCoder) { nil }

  private static func heading(_ text: String) -> UILabel {
    label(text, font: .boldSystemFont(ofSize: 14), white: 0.2)
  }

  private static func note(_ text: String) -> UILabel {
    label(text, font: .systemFont(ofSize: 12), white: 0.35)
  }

  private static func label(_ text: String, font: UIFont, white: CGFloat) -> UILabel {
    let label = UILabel(frame: .zero)
    label.text = text
    label.font = font
    label.textColor = UIColor(white: white, alpha: 1)
    return label
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let left = min(400, bounds.width * 0.42)
    headings[0].frame = CGRect(x: 16, y: 10, width: left, height: 20)
    tray.frame = CGRect(x: 16, y: 36, width: left, height: bounds.height - 210)
    for (index, card) in cards.enumerated() where !card.isSpringing {
      let home = CGPoint(x: 70 + CGFloat(index) * (left - 140) / 2, y: 70)
      if card.home != home {
        card.home = home
        card.center = home
      }
    }
    let x = tray.frame.maxX + 24
    let width = bounds.width - x - 16
    headings[1].frame = CGRect(x: x, y: 10, width: width, height: 20)
    for (index, (lane, note)) in zip(lanes, laneNotes).enumerated() {
      let top = 34 + CGFloat(index) * 78
      note.frame = CGRect(x: x, y: top, width: width, height: 16)
      lane.frame = CGRect(x: x, y: top + 18, width: width, height: 52)
    }
    headings[2].frame = CGRect(x: x, y: 274, width: width, height: 20)
    scrubber.frame = CGRect(x: x, y: 298, width: width, height: 130)
    headings[3].frame = CGRect(x: 16, y: tray.frame.maxY + 10, width: bounds.width - 32, height: 20)
    coreAnimation.frame = CGRect(
      x: 16, y: tray.frame.maxY + 34, width: bounds.width - 32, height: 56)
  }

  override func tour(_ player: TourPlayer) {
    // A card thrown out and let go springs home; caught in flight, it stays in the hand.
    let card = cards[0]
    player.drag(from: card.home, to: CGPoint(x: card.home.x + 180, y: 300), in: tray)
    player.wait(0.12)
    let seen = card.layer.presentation()?.position ?? card.center
    player.drag(from: seen, to: CGPoint(x: seen.x + 10, y: seen.y + 40), in: tray)
    player.wait(1.5)
    print("  Animation: card 1 is \(card.distanceFromHome) pt from home after springing back")
    // Taps on the moving boxes where they are seen, then at lane 2's model frame. The tour runs
    // on the wall clock: on a loaded machine a sweep can bring lane 2's box back over its model
    // frame, where the tap where it is seen would be the box's. Wait until it is away from it.
    for _ in 0..<60
    where lanes[1].box.frame.insetBy(dx: -8, dy: 0).contains(lanes[1].shownBoxCenter) {
      player.wait(0.05)
    }
    for lane in lanes {
      player.tap(lane.shownBoxCenter, in: lane)
    }
    player.tap(lanes[1].box.center, in: lanes[1])
    print(
      "  Animation: box taps \(lanes.map(\.box.taps)), lane taps \(lanes.map(\.laneTaps))")
    // Scrub to 0.3, play to the end, then scrub to the middle.
    let track = scrubber.slider
    player.drag(
      from: CGPoint(x: 2, y: track.bounds.midY),
      to: CGPoint(x: track.bounds.width * 0.3, y: track.bounds.midY), in: track)
    player.tap(CGPoint(x: scrubber.play.bounds.midX, y: 17), in: scrubber.play)
    player.wait(1.2)
    print(String(format: "  Animation: played to %.2f", Double(scrubber.fractionComplete)))
    player.drag(
      from: CGPoint(x: track.bounds.width - 2, y: track.bounds.midY),
      to: CGPoint(x: track.bounds.width * 0.5, y: track.bounds.midY), in: track)
    print(String(format: "  Animation: scrubbed back to %.2f", Double(scrubber.fractionComplete)))
    // UIKit code hands work to the main thread three ways; all three run in the host's loop.
    var ran: [String] = []
    DispatchQueue.main.async { ran.append("main queue") }
    _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
      MainActor.assumeIsolated { ran.append("timer") }
    }
    Task { @MainActor in ran.append("task") }
    player.wait(0.3)
    print("  Animation: main-thread work ran: \(ran.sorted().joined(separator: ", "))")
    // The screenshot catches card 2 on its way home.
    let second = cards[1]
    player.drag(from: second.home, to: CGPoint(x: second.home.x - 20, y: 360), in: tray)
    player.wait(0.1)
  }
}
