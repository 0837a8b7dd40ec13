import Foundation
import OpenUIKit

// The app code of a fuzz stream: views, controls and recognizers that tell the ledger every
// callback they get and let the stream's app code run inside it (and so mutate the tree, send
// events or cancel touches from inside delivery, as real apps do).

/// A receiver that reports to a fuzz scene.
@MainActor
protocol FuzzProbe: AnyObject {
  var scene: FuzzScene? { get }
  var probeName: String { get }
}

extension FuzzProbe where Self: UIResponder {
  /// Reports a view's callback, runs app code, then forwards to `super` through `body` unless
  /// the app code chose to stop forwarding (plain views only: controls always track).
  func viewCallback(
    _ phase: FuzzLedger.Phase, _ items: [AnyObject], event: UIEvent?, forwards: Bool = true,
    _ body: () -> Void
  ) {
    guard let scene else { return body() }
    scene.ledger.view(self, phase, items, name: probeName)
    scene.appCode(at: "\(probeName).\(phase)", event: event, in: self as? UIView)
    guard forwards else { return }
    scene.ledger.forwarding.append(
      .init(phase: phase, items: Set(items.map(ObjectIdentifier.init))))
    body()
    scene.ledger.forwarding.removeLast()
  }
}

/// A plain view whose touches and presses are logged; it forwards to `next` or not, and may
/// accept first responder, as the scene decided when it was made.
final class FuzzView: UIView, FuzzProbe {
  weak var scene: FuzzScene?
  let probeName: String
  var forwards = true
  var acceptsFocus = false

  init(scene: FuzzScene, name: String, frame: CGRect) {
    self.scene = scene
    self.probeName = name
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { acceptsFocus }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.began, Array(touches), event: event, forwards: forwards) {
      super.touchesBegan(touches, with: event)
    }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.moved, Array(touches), event: event, forwards: forwards) {
      super.touchesMoved(touches, with: event)
    }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.ended, Array(touches), event: event, forwards: forwards) {
      super.touchesEnded(touches, with: event)
    }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.cancelled, Array(touches), event: event, forwards: forwards) {
      super.touchesCancelled(touches, with: event)
    }
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.began, Array(presses), event: event, forwards: forwards) {
      super.pressesBegan(presses, with: event)
    }
  }
  override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.changed, Array(presses), event: event, forwards: forwards) {
      super.pressesChanged(presses, with: event)
    }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.ended, Array(presses), event: event, forwards: forwards) {
      super.pressesEnded(presses, with: event)
    }
  }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.cancelled, Array(presses), event: event, forwards: forwards) {
      super.pressesCancelled(presses, with: event)
    }
  }
  override func willMove(toWindow newWindow: UIWindow?) {
    scene?.ledger.trace("\(probeName) will move to \(newWindow == nil ? "no window" : "a window")")
    scene?.appCode(at: "\(probeName).willMoveToWindow", event: nil, rate: 0.05)
  }
  override func didMoveToSuperview() {
    scene?.appCode(at: "\(probeName).didMoveToSuperview", event: nil, rate: 0.05)
  }
  override func willRemoveSubview(_ subview: UIView) {
    scene?.appCode(at: "\(probeName).willRemoveSubview", event: nil, rate: 0.05)
  }
}

/// A text field whose touches and presses are logged (it takes focus and keys).
final class FuzzTextField: UITextField, FuzzProbe {
  weak var scene: FuzzScene?
  let probeName: String

  init(scene: FuzzScene, name: String, frame: CGRect) {
    self.scene = scene
    self.probeName = name
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func willMove(toWindow newWindow: UIWindow?) {
    scene?.ledger.trace("\(probeName) will move to \(newWindow == nil ? "no window" : "a window")")
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.began, Array(touches), event: event) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.moved, Array(touches), event: event) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.ended, Array(touches), event: event) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.cancelled, Array(touches), event: event) {
      super.touchesCancelled(touches, with: event)
    }
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.began, Array(presses), event: event) { super.pressesBegan(presses, with: event) }
  }
  override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.changed, Array(presses), event: event) {
      super.pressesChanged(presses, with: event)
    }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.ended, Array(presses), event: event) { super.pressesEnded(presses, with: event) }
  }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.cancelled, Array(presses), event: event) {
      super.pressesCancelled(presses, with: event)
    }
  }
}

/// A logged button. (Swift cannot subclass a generic parameter, so each control kind has its
/// own small probe class.)
final class FuzzButton: UIButton, FuzzProbe {
  weak var scene: FuzzScene?
  let probeName: String

  init(scene: FuzzScene, name: String, frame: CGRect) {
    self.scene = scene
    self.probeName = name
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.began, Array(touches), event: event) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.moved, Array(touches), event: event) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.ended, Array(touches), event: event) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.cancelled, Array(touches), event: event) {
      super.touchesCancelled(touches, with: event)
    }
  }
}

/// A logged switch.
final class FuzzSwitch: UISwitch, FuzzProbe {
  weak var scene: FuzzScene?
  let probeName: String

  init(scene: FuzzScene, name: String, frame: CGRect) {
    self.scene = scene
    self.probeName = name
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.began, Array(touches), event: event) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.moved, Array(touches), event: event) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.ended, Array(touches), event: event) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.cancelled, Array(touches), event: event) {
      super.touchesCancelled(touches, with: event)
    }
  }
}

/// A logged slider.
final class FuzzSlider: UISlider, FuzzProbe {
  weak var scene: FuzzScene?
  let probeName: String

  init(scene: FuzzScene, name: String, frame: CGRect) {
    self.scene = scene
    self.probeName = name
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.began, Array(touches), event: event) { super.touchesBegan(touches, with: event) }
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.moved, Array(touches), event: event) { super.touchesMoved(touches, with: event) }
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.ended, Array(touches), event: event) { super.touchesEnded(touches, with: event) }
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    viewCallback(.cancelled, Array(touches), event: event) {
      super.touchesCancelled(touches, with: event)
    }
  }
}

/// A root view controller that logs the presses it receives when nothing is first responder.
final class FuzzViewController: UIViewController, FuzzProbe {
  weak var scene: FuzzScene?
  let probeName: String
  /// Where the appearance callbacks have brought it.
  var appearance = FuzzAppearance.disappeared

  init(scene: FuzzScene, name: String) {
    self.scene = scene
    self.probeName = name
    super.init()
    scene.trackController(self)
  }
  required init?(coder: NSCoder) { nil }

  // App code from inside the appearance callbacks (a push or a pop there, as apps do).
  override func viewWillAppear(_ animated: Bool) {
    noteAppearance(.viewWillAppear)
    scene?.appCode(at: "\(probeName).viewWillAppear", event: nil, rate: 0.05)
  }
  override func viewDidAppear(_ animated: Bool) {
    noteAppearance(.viewDidAppear)
    scene?.appCode(at: "\(probeName).viewDidAppear", event: nil, rate: 0.05)
  }
  override func viewWillDisappear(_ animated: Bool) {
    noteAppearance(.viewWillDisappear)
    scene?.appCode(at: "\(probeName).viewWillDisappear", event: nil, rate: 0.05)
  }
  override func viewDidDisappear(_ animated: Bool) {
    noteAppearance(.viewDidDisappear)
    scene?.appCode(at: "\(probeName).viewDidDisappear", event: nil, rate: 0.05)
  }

  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.began, Array(presses), event: event) { super.pressesBegan(presses, with: event) }
  }
  override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.changed, Array(presses), event: event) {
      super.pressesChanged(presses, with: event)
    }
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.ended, Array(presses), event: event) { super.pressesEnded(presses, with: event) }
  }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    viewCallback(.cancelled, Array(presses), event: event) {
      super.pressesCancelled(presses, with: event)
    }
  }
}
