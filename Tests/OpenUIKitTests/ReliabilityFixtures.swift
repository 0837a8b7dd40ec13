import Foundation
import OpenUIKit
import OpenUIKitTesting

// Views, recognizers and delegates that run app code at chosen moments, for the reliability
// regression tests.

/// A logging view that keeps the last touches event it was sent.
final class EventKeepingView: LoggingView {
  var lastEvent: UIEvent?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    lastEvent = event
    super.touchesBegan(touches, with: event)
  }
}

/// A view that runs app code in `willMove(toSuperview:)`.
final class WillMoveHookView: UIView {
  var onWillMove: (() -> Void)?
  override func willMove(toSuperview newSuperview: UIView?) { onWillMove?() }
}

/// A view that runs app code in `willMove(toWindow:)`.
final class WindowHookView: UIView {
  var onWillMoveToWindow: ((UIWindow?) -> Void)?
  override func willMove(toWindow newWindow: UIWindow?) { onWillMoveToWindow?(newWindow) }
}

/// A view whose `willRemoveSubview` runs app code.
final class RemovalHookView: UIView {
  var onWillRemove: (() -> Void)?
  override func willRemoveSubview(_ subview: UIView) { onWillRemove?() }
}

/// A tap recognizer whose `touchesEnded` runs app code before the recognizer's own logic.
final class CancellingTap: UITapGestureRecognizer {
  var cancel: (() -> Void)?
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    cancel?()
    super.touchesEnded(touches, with: event)
  }
}

/// A focusable view that logs its presses' cancels and where it heard them, then runs app code.
final class PressHookView: UIView {
  let name: String
  let log: EventLog
  var onCancel: (() -> Void)?
  init(_ name: String, _ log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(0, 0, 10, 10))
  }
  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("\(name).pressesCancelled(\(window == nil ? "outside" : "in window"))")
    let hook = onCancel
    onCancel = nil
    hook?()
  }
}

/// A delegate that runs app code when asked about a touch, then accepts it.
final class AppCodeDelegate: UIGestureRecognizerDelegate {
  let code: () -> Void
  init(_ code: @escaping () -> Void) { self.code = code }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    code()
    return true
  }
}

/// A view controller that takes focus and logs its presses.
final class PressLoggingController: UIViewController {
  let log: EventLog
  init(_ log: EventLog) {
    self.log = log
    super.init()
  }
  required init?(coder: NSCoder) { nil }

  override var canBecomeFirstResponder: Bool { true }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("vc.pressesBegan")
  }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("vc.pressesEnded")
  }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("vc.pressesCancelled")
  }
}

/// The estimating text system, counting the characters it is asked to measure.
final class CountingTextSystem: TextSystem {
  let estimate = EstimatingTextSystem()
  var measuredCharacters = 0
  func size(of text: String, font: UIFont) -> CGSize {
    measuredCharacters += text.count
    return estimate.size(of: text, font: font)
  }
  func lineHeight(of font: UIFont) -> CGFloat { estimate.lineHeight(of: font) }
  func hasFont(named name: String) -> Bool { true }
}
