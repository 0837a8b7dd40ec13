import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Pan: the move-by-translation pattern", .debugSwitchesOff)
@MainActor
struct PanPatternTests {
  @Test("moving a view by translation and resetting it to zero follows the finger exactly")
  func followsFinger() {
    let scene = TestScene()
    let container = UIView(frame: CGRect(0, 44, 320, 400))
    scene.window.addSubview(container)
    let card = UIView(frame: CGRect(100, 100, 100, 60))
    container.addSubview(card)
    let pan = UIPanGestureRecognizer { [unowned container, unowned card] g in
      let pan = g as! UIPanGestureRecognizer
      let t = pan.translation(in: container)
      card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
      pan.setTranslation(.zero, in: container)
    }
    card.addGestureRecognizer(pan)
    let start = card.center
    scene.fingers.press(at: CGPoint(150, 174)).drag(to: CGPoint(90, 214), steps: 12).release()
    #expect(approx(card.center, CGPoint(start.x - 60, start.y + 40), 1e-9))
  }
}
