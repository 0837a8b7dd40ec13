import Foundation
import OpenUIKit

extension FuzzScene {
  func makeRecognizer(using random: inout FuzzRandom) -> UIGestureRecognizer {
    let recognizer: UIGestureRecognizer & FuzzRecognizerProbe
    switch random.int(0...6) {
    case 0:
      let tap = FuzzTap()
      tap.numberOfTapsRequired = random.chance(0.7) ? 1 : random.int(2...3)
      tap.numberOfTouchesRequired = random.chance(0.8) ? 1 : 2
      recognizer = tap
    case 1:
      let press = FuzzLongPress()
      press.minimumPressDuration = random.double(0...0.8)
      press.numberOfTouchesRequired = random.chance(0.8) ? 1 : 2
      recognizer = press
    case 2:
      let pan = FuzzPan()
      pan.minimumNumberOfTouches = random.chance(0.8) ? 1 : 2
      pan.maximumNumberOfTouches = random.chance(0.7) ? Int.max : random.int(1...2)
      recognizer = pan
    case 3:
      let edge = FuzzEdgePan()
      edge.edges = random.pick([.left, .right, .top, .all])
      recognizer = edge
    case 4: recognizer = FuzzPinch()
    case 5: recognizer = FuzzRotation()
    default:
      let swipe = FuzzSwipe()
      swipe.direction = random.pick([.left, .right, .up, .down])
      recognizer = swipe
    }
    recognizer.scene = self
    recognizer.probeName = nextName(
      String(describing: type(of: recognizer)).replacingOccurrences(of: "Fuzz", with: ""))
    recognizer.cancelsTouchesInView = random.chance(0.8)
    recognizer.delaysTouchesBegan = random.chance(0.2)
    recognizer.delaysTouchesEnded = random.chance(0.8)
    recognizer.addAction { [weak self] r in
      self?.appCode(at: "\(r.name ?? "recognizer").action", event: nil)
    }
    recognizer.name = recognizer.probeName
    if random.chance(0.3), let other = randomRecognizer(using: &random) {
      recognizer.require(toFail: other)
    }
    if random.chance(0.2), let other = randomRecognizer(using: &random) {
      other.require(toFail: recognizer)
    }
    recognizers.append(FuzzLedger.Weak(object: recognizer))
    return recognizer
  }
}
