import Foundation
import DemoSupport
import OpenUIKit

/// Draws one coloured trail per finger, from `touchesBegan` to `touchesEnded`.
@MainActor
final class TrailsView: UIView {
  private var trails: [(points: [CGPoint], color: UIColor)] = []
  private var active: [ObjectIdentifier: Int] = [:]
  private let palette: [UIColor] = [
    UIColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1),
    UIColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 1),
    UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1),
    UIColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1),
    UIColor(red: 0.6, green: 0.3, blue: 0.8, alpha: 1),
  ]
  var onChange: ((Int, Int) -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    isMultipleTouchEnabled = true
  }
  required init?(coder: NSCoder) { nil }

  /// The newest trails kept: a Gallery left running under a day of input draws the trails it
  /// shows, not every trail since it started (the soak's memory, issue 36).
  static let keptTrails = 48

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      dropOldestTrails()
      active[ObjectIdentifier(touch)] = trails.count
      trails.append(([touch.location(in: self)], palette[trails.count % palette.count]))
    }
    changed()
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    for touch in touches {
      if let index = active[ObjectIdentifier(touch)] {
        trails[index].points.append(touch.location(in: self))
      }
    }
    changed()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { finish(touches) }

  /// Makes room for one more trail by dropping the oldest finished ones.
  private func dropOldestTrails() {
    while trails.count >= Self.keptTrails,
      let oldest = trails.indices.first(where: { index in !active.values.contains(index) })
    {
      trails.remove(at: oldest)
      for (key, index) in active where index > oldest { active[key] = index - 1 }
    }
  }

  private func finish(_ touches: Set<UITouch>) {
    for touch in touches { active[ObjectIdentifier(touch)] = nil }
    changed()
  }

  private func changed() {
    setNeedsDisplay()
    onChange?(active.count, trails.count)
  }

  override func draw(_ rect: CGRect) {
    for trail in trails {
      trail.color.setStroke()
      trail.color.setFill()
      let path = UIBezierPath()
      path.lineWidth = 6
      path.move(to: trail.points[0])
      for point in trail.points.dropFirst() { path.addLine(to: point) }
      path.stroke()
      UIBezierPath(
        ovalIn: CGRect(x: trail.points[0].x - 8, y: trail.points[0].y - 8, width: 16, height: 16)
      ).fill()
    }
  }
}

/// Scene 3: multi-touch, one trail per finger.
@MainActor
final class MultiTouchScene: GalleryScene {
  override var title: String { "Multi-touch" }
  private let trails = TrailsView(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.12, green: 0.12, blue: 0.16, alpha: 1)
    status.textColor = UIColor(white: 0.9, alpha: 1)
    insertSubview(trails, at: 0)
    trails.onChange = { [weak self] down, total in
      self?.say(
        "\(down) finger\(down == 1 ? "" : "s") down, \(total) trail\(total == 1 ? "" : "s") drawn")
    }
    say("Touch with several fingers (or drag the mouse): one trail per finger.")
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    trails.frame = bounds
  }

  override func tour(_ player: TourPlayer) {
    player.fingers(
      [
        [
          CGPoint(x: 150, y: 100), CGPoint(x: 300, y: 160), CGPoint(x: 450, y: 120),
          CGPoint(x: 600, y: 200),
        ],
        [
          CGPoint(x: 150, y: 300), CGPoint(x: 320, y: 260), CGPoint(x: 480, y: 330),
          CGPoint(x: 640, y: 290),
        ],
        [
          CGPoint(x: 800, y: 80), CGPoint(x: 760, y: 180), CGPoint(x: 820, y: 280),
          CGPoint(x: 760, y: 360),
        ],
      ], in: self)
  }
}
