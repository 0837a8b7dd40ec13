import Foundation
import OpenUIKit

// Recognizer probes: every built-in recognizer, subclassed only to tell the ledger what it is
// sent and to let app code run inside its touch callbacks.

/// A recognizer that reports to a fuzz scene.
@MainActor
protocol FuzzRecognizerProbe: UIGestureRecognizer {
  var scene: FuzzScene? { get set }
  var probeName: String { get set }
}

extension FuzzRecognizerProbe {
  func report(_ phase: FuzzLedger.Phase, _ touches: Set<UITouch>, _ event: UIEvent) {
    guard let scene else { return }
    scene.ledger.recognizer(self, phase, touches, name: probeName)
    scene.appCode(at: "\(probeName).\(phase)", event: event, rate: 0.03)
  }

  func reportIgnore(_ touch: UITouch) { scene?.ledger.release(self, [touch]) }
}

final class FuzzTap: UITapGestureRecognizer, FuzzRecognizerProbe {
  weak var scene: FuzzScene?
  var probeName = ""
  override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
    report(.began, t, e); super.touchesBegan(t, with: e)
  }
  override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
    report(.moved, t, e); super.touchesMoved(t, with: e)
  }
  override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
    report(.ended, t, e); super.touchesEnded(t, with: e)
  }
  override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
    report(.cancelled, t, e); super.touchesCancelled(t, with: e)
  }
  override func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnore(touch); super.ignore(touch, for: event)
  }
}

final class FuzzLongPress: UILongPressGestureRecognizer, FuzzRecognizerProbe {
  weak var scene: FuzzScene?
  var probeName = ""
  override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
    report(.began, t, e); super.touchesBegan(t, with: e)
  }
  override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
    report(.moved, t, e); super.touchesMoved(t, with: e)
  }
  override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
    report(.ended, t, e); super.touchesEnded(t, with: e)
  }
  override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
    report(.cancelled, t, e); super.touchesCancelled(t, with: e)
  }
  override func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnore(touch); super.ignore(touch, for: event)
  }
}

final class FuzzPan: UIPanGestureRecognizer, FuzzRecognizerProbe {
  weak var scene: FuzzScene?
  var probeName = ""
  override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
    report(.began, t, e); super.touchesBegan(t, with: e)
  }
  override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
    report(.moved, t, e); super.touchesMoved(t, with: e)
  }
  override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
    report(.ended, t, e); super.touchesEnded(t, with: e)
  }
  override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
    report(.cancelled, t, e); super.touchesCancelled(t, with: e)
  }
  override func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnore(touch); super.ignore(touch, for: event)
  }
}

final class FuzzEdgePan: UIScreenEdgePanGestureRecognizer, FuzzRecognizerProbe {
  weak var scene: FuzzScene?
  var probeName = ""
  override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
    report(.began, t, e); super.touchesBegan(t, with: e)
  }
  override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
    report(.moved, t, e); super.touchesMoved(t, with: e)
  }
  override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
    report(.ended, t, e); super.touchesEnded(t, with: e)
  }
  override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
    report(.cancelled, t, e); super.touchesCancelled(t, with: e)
  }
  override func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnore(touch); super.ignore(touch, for: event)
  }
}

final class FuzzPinch: UIPinchGestureRecognizer, FuzzRecognizerProbe {
  weak var scene: FuzzScene?
  var probeName = ""
  override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
    report(.began, t, e); super.touchesBegan(t, with: e)
  }
  override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
    report(.moved, t, e); super.touchesMoved(t, with: e)
  }
  override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
    report(.ended, t, e); super.touchesEnded(t, with: e)
  }
  override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
    report(.cancelled, t, e); super.touchesCancelled(t, with: e)
  }
  override func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnore(touch); super.ignore(touch, for: event)
  }
}

final class FuzzRotation: UIRotationGestureRecognizer, FuzzRecognizerProbe {
  weak var scene: FuzzScene?
  var probeName = ""
  override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
    report(.began, t, e); super.touchesBegan(t, with: e)
  }
  override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
    report(.moved, t, e); super.touchesMoved(t, with: e)
  }
  override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
    report(.ended, t, e); super.touchesEnded(t, with: e)
  }
  override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
    report(.cancelled, t, e); super.touchesCancelled(t, with: e)
  }
  override func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnore(touch); super.ignore(touch, for: event)
  }
}

final class FuzzSwipe: UISwipeGestureRecognizer, FuzzRecognizerProbe {
  weak var scene: FuzzScene?
  var probeName = ""
  override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) {
    report(.began, t, e); super.touchesBegan(t, with: e)
  }
  override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent) {
    report(.moved, t, e); super.touchesMoved(t, with: e)
  }
  override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) {
    report(.ended, t, e); super.touchesEnded(t, with: e)
  }
  override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent) {
    report(.cancelled, t, e); super.touchesCancelled(t, with: e)
  }
  override func ignore(_ touch: UITouch, for event: UIEvent) {
    reportIgnore(touch); super.ignore(touch, for: event)
  }
}
