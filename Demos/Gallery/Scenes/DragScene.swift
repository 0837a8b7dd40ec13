import Foundation
import DemoSupport
import OpenUIKit

/// A card that follows the finger by translating its transform in `touchesMoved`.
@MainActor
final class DraggableCard: NamedView {
  weak var scene: DragScene?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    superview?.bringSubviewToFront(self)
    scene?.say("Dragging \(name)")
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, let parent = superview else { return }
    let now = touch.location(in: parent), before = touch.previousLocation(in: parent)
    transform = transform.concatenating(
      CGAffineTransform(translationX: now.x - before.x, y: now.y - before.y))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    let c = CGPoint(x: frame.midX, y: frame.midY)
    scene?.say("Dropped \(name) with its centre at (\(Int(c.x)), \(Int(c.y)))")
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    scene?.say("Drag of \(name) cancelled")
  }
}

/// Scene 2: cards that follow the finger through `touchesMoved`.
@MainActor
final class DragScene: GalleryScene {
  override var title: String { "Drag" }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.96, green: 0.94, blue: 0.88, alpha: 1)
    let specs: [(String, CGRect, UIColor, CGFloat)] = [
      (
        "card A", CGRect(x: 60, y: 60, width: 180, height: 120),
        UIColor(red: 0.85, green: 0.3, blue: 0.3, alpha: 1), 0
      ),
      (
        "card B", CGRect(x: 300, y: 100, width: 180, height: 120),
        UIColor(red: 0.3, green: 0.6, blue: 0.3, alpha: 1), 0.2
      ),
      (
        "card C", CGRect(x: 540, y: 60, width: 180, height: 120),
        UIColor(red: 0.3, green: 0.4, blue: 0.8, alpha: 1), -0.15
      ),
    ]
    for (name, frame, color, angle) in specs {
      let card = DraggableCard(name, frame: frame, color: color)
      card.transform = CGAffineTransform(rotationAngle: angle)
      card.layer.cornerRadius = 14
      card.scene = self
      addSubview(card)
    }
    say("Drag the cards; each follows the finger, rotated or not.")
  }
  required init?(coder: NSCoder) { nil }

  override func tour(_ player: TourPlayer) {
    player.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 420, y: 330), in: self)
    player.drag(from: CGPoint(x: 630, y: 120), to: CGPoint(x: 700, y: 300), in: self)
  }
}
