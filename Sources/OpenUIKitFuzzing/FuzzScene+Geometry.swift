import Foundation
import OpenUIKit

// Hostile geometry (issue 30): app code may give a view a frame of 1e300 points, a scale of
// 1e-12 × 1e12 or a perspective with the eye inside the view, and nothing may trap when it is drawn, hit-tested or damaged. A tenth of the
// streams do so, from a random source of their own (salt 7), so the trees and input of every
// other seed stay what they were; those streams draw a frame, with damage, after every step.
extension FuzzScene {
  /// Gives one or two views of the tree hostile geometry, in a tenth of the streams; returns
  /// whether it did (those streams draw after every step).
  func makeGeometryHostileSometimes(seed: UInt64) -> Bool {
    var random = FuzzRandom(seed: seed, salt: 7)
    guard random.chance(0.1) else { return false }
    let candidates = liveViews.filter { !($0 is UIWindow) }
    guard !candidates.isEmpty else { return true }
    for _ in 0..<random.int(1...2) {
      let view = candidates[random.int(0...(candidates.count - 1))]
      switch random.int(0...6) {
      case 0: view.frame = CGRect(x: 0, y: 0, width: 2e6, height: 2e6)
      case 1: view.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
      case 2: view.frame = CGRect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308)
      case 3: view.transform = CGAffineTransform(scaleX: 1e-12, y: 1e12)
      case 4:
        // Perspective with the eye close: part of the view behind it, the rest magnified.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / random.double(5...2000)
        view.transform3D = CATransform3DRotate(
          perspective, random.double(-4...4), random.double(-1...1), random.double(-1...1), 0)
      case 5:
        var broken = CATransform3DMakeRotation(1, 0, 1, 0)
        broken.m34 = random.chance(0.5) ? .nan : -.infinity
        view.transform3D = broken
      default:
        view.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        view.transform = CGAffineTransform(scaleX: 1e10, y: 1e10)
      }
      ledger.trace("hostile geometry for \((view as? FuzzProbe)?.probeName ?? "?")")
    }
    return true
  }

  /// Draws a frame of every window, with the damage noted since the last one, as a host would.
  func drawFrame() {
    guard let app else { return }
    let pixels = CGSize(width: 400, height: 400)
    _ = DisplayListBuilder.build(
      app, pixelSize: pixels, scale: 1, damage: app.takeDamage(pixelSize: pixels, scale: 1))
  }
}
