import Foundation
import DemoSupport
import OpenUIKit

/// Scene 6: one card and UIKit's recognizers. Tap turns it (the single tap waits for the double
/// tap to fail), double tap resets it, a long press tints it, pan moves it, pinch scales it,
/// rotation turns it (the three together), and hovering outlines it. A live list shows every
/// recognizer's state; the log lists what was recognized.
@MainActor
final class GesturesScene: GalleryScene, UIGestureRecognizerDelegate {
  override var title: String { "Gestures" }
  private let card = NamedView(
    "card", frame: CGRect(x: 0, y: 0, width: 200, height: 130),
    color: UIColor(red: 0.25, green: 0.45, blue: 0.85, alpha: 1))
  private let states = UILabel(frame: .zero)
  private let history = UILabel(frame: .zero)
  private var recognizers: [(String, UIGestureRecognizer)] = []
  private var entries: [String] = []
  private let colors = [
    UIColor(red: 0.25, green: 0.45, blue: 0.85, alpha: 1),
    UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1),
    UIColor(red: 0.6, green: 0.3, blue: 0.7, alpha: 1),
  ]
  private var colorIndex = 0
  private var refresh: TimerScheduler.Timer?

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    card.layer.cornerRadius = 18
    card.isMultipleTouchEnabled = true
    addSubview(card)
    for label in [states, history] {
      label.numberOfLines = 0
      label.font = .monospacedSystemFont(ofSize: 12)
      label.textColor = UIColor(white: 0.2, alpha: 1)
      label.backgroundColor = UIColor(white: 1, alpha: 0.8)
      label.layer.cornerRadius = 6
      addSubview(label)
    }

    let tap = UITapGestureRecognizer { [weak self] _ in self?.turnColour() }
    let double = UITapGestureRecognizer { [weak self] _ in self?.resetCard() }
    double.numberOfTapsRequired = 2
    tap.require(toFail: double)
    let press = UILongPressGestureRecognizer { [weak self] g in self?.press(g) }
    let pan = UIPanGestureRecognizer { [weak self] g in self?.pan(g as! UIPanGestureRecognizer) }
    let pinch = UIPinchGestureRecognizer { [weak self] g in
      self?.pinch(g as! UIPinchGestureRecognizer)
    }
    let rotation = UIRotationGestureRecognizer { [weak self] g in
      self?.rotate(g as! UIRotationGestureRecognizer)
    }
    let hover = UIHoverGestureRecognizer { [weak self] g in self?.hover(g) }
    recognizers = [
      ("tap", tap), ("double tap", double), ("long press", press), ("pan", pan), ("pinch", pinch),
      ("rotation", rotation), ("hover", hover),
    ]
    for (name, recognizer) in recognizers {
      recognizer.name = name
      recognizer.addAction { [weak self] g in
        if g.state == .ended || g.state == .began {
          self?.note("\(name) \(g.state == .ended ? "recognized" : "began")")
        }
        self?.showStates()
      }
      card.addGestureRecognizer(recognizer)
    }
    for recognizer in [pan, pinch, rotation] { recognizer.delegate = self }
    showStates()
    say("Tap, double-tap, long-press, drag, pinch or rotate the card; hover over it.")
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    if card.transform.isIdentity && card.center == CGPoint(x: 100, y: 65) {
      card.center = CGPoint(x: bounds.width * 0.36, y: bounds.height * 0.42)
    }
    states.frame = CGRect(x: bounds.width - 250, y: 16, width: 234, height: 140)
    history.frame = CGRect(x: bounds.width - 250, y: 170, width: 234, height: 200)
  }

  // Pan, pinch and rotation work together; everything else competes as usual.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    [gestureRecognizer, otherGestureRecognizer].allSatisfy {
      $0 is UIPanGestureRecognizer || $0 is UIPinchGestureRecognizer
        || $0 is UIRotationGestureRecognizer
    }
  }

  private func turnColour() {
    colorIndex = (colorIndex + 1) % colors.count
    card.backgroundColor = colors[colorIndex]
  }

  private func resetCard() {
    card.transform = .identity
    card.center = CGPoint(x: bounds.width * 0.36, y: bounds.height * 0.42)
  }

  private func press(_ g: UIGestureRecognizer) {
    card.backgroundColor = g.state == .began || g.state == .changed ? .orange : colors[colorIndex]
  }

  private func pan(_ g: UIPanGestureRecognizer) {
    let t = g.translation(in: self)
    card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
    g.setTranslation(.zero, in: self)
  }

  private func pinch(_ g: UIPinchGestureRecognizer) {
    card.transform = card.transform.scaledBy(x: g.scale, y: g.scale)
    g.scale = 1
  }

  private func rotate(_ g: UIRotationGestureRecognizer) {
    card.transform = card.transform.rotated(by: g.rotation)
    g.rotation = 0
  }

  private func hover(_ g: UIGestureRecognizer) {
    card.layer.borderWidth = g.state == .ended ? 0 : 4
    card.layer.borderColor = UIColor.yellow.cgColor
  }

  private func note(_ entry: String) {
    entries.append(entry)
    if entries.count > 12 { entries.removeFirst() }
    history.text = "Recognized:\n" + entries.reversed().joined(separator: "\n")
    print("  Gestures: \(entry)")
  }

  private func showStates() {
    states.text = recognizers.map { name, g in
      name.padding(toLength: 12, withPad: " ", startingAt: 0) + "\(g.state)"
    }.joined(separator: "\n")
    // Failures happen without actions (a timer, a lift); look again shortly after.
    refresh?.cancel()
    if let app = window?.application {
      refresh = app.timers.schedule(at: app.clock.now + 0.6) { [weak self] in self?.showStates() }
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { showStates() }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { showStates() }

  override func tour(_ player: TourPlayer) {
    let c = card.center
    player.tap(c, in: self)
    player.wait(0.7)
    player.tap(c, in: self)
    player.tap(c, in: self)
    player.wait(0.7)
    player.press(c, for: 0.7, in: self)
    player.drag(from: c, to: CGPoint(x: c.x - 60, y: c.y + 40), in: self)
    let m = card.center
    player.fingers(
      [
        [
          CGPoint(x: m.x - 40, y: m.y), CGPoint(x: m.x - 50, y: m.y - 10),
          CGPoint(x: m.x - 70, y: m.y - 20),
        ],
        [
          CGPoint(x: m.x + 40, y: m.y), CGPoint(x: m.x + 60, y: m.y + 20),
          CGPoint(x: m.x + 80, y: m.y + 50),
        ],
      ], in: self)
    player.hover(at: card.center, in: self)
    player.wait(0.7)
  }
}
