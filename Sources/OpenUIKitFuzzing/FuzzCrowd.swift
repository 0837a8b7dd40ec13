import Foundation
import OpenUIKit

extension FuzzScene {
  /// A fifth of the streams hold a crowd: enough siblings for the subview index. It draws from
  /// its own random source, so the other seeds keep their trees and input.
  func addCrowdSometimes(seed: UInt64) {
    var random = FuzzRandom(seed: seed, salt: 6)
    guard random.chance(0.2), let window = windows.first else { return }
    addCrowd(to: window.rootViewController?.view ?? window, using: &random)
  }

  /// Adds a container with 130–220 small siblings, so hit tests in it go through the subview
  /// index: plain views, logged views, rotated and non-invertible ones, and views whose
  /// enlarged touch area runs app code while hit testing asks it (which may move, add or remove
  /// siblings in the middle of an indexed query).
  func addCrowd(to parent: UIView, using random: inout FuzzRandom) {
    let crowd = FuzzView(
      scene: self, name: nextName("crowd"), frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    crowd.forwards = true
    parent.addSubview(crowd)
    track(crowd)
    for _ in 0..<random.int(130...220) {
      let frame = CGRect(
        x: random.double(-10...390), y: random.double(-10...390), width: random.double(0...40),
        height: random.double(0...40))
      let view: UIView
      switch random.int(0...9) {
      case 0: view = FuzzEnlargedView(scene: self, name: nextName("enlarged"), frame: frame)
      case 1, 2: view = FuzzView(scene: self, name: nextName("view"), frame: frame)
      default: view = UIView(frame: frame)
      }
      if random.chance(0.1) {
        view.transform = CGAffineTransform(rotationAngle: random.double(-3...3))
      }
      if random.chance(0.02) { view.transform = CGAffineTransform(scaleX: 0, y: 1) }
      if random.chance(0.05) { view.isHidden = true }
      crowd.addSubview(view)
      track(view)
    }
  }
}

/// A view whose touch area reaches 12 pt past its bounds, and whose `point(inside:with:)` runs
/// app code now and then: hit testing must ask it in order, and survive what the code does.
final class FuzzEnlargedView: UIView, FuzzProbe {
  weak var scene: FuzzScene?
  let probeName: String

  init(scene: FuzzScene, name: String, frame: CGRect) {
    self.scene = scene
    self.probeName = name
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    scene?.appCode(at: "\(probeName).pointInside", event: event, rate: 0.02)
    return bounds.insetBy(dx: -12, dy: -12).contains(point)
  }
}
