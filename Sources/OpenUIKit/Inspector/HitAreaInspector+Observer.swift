import Foundation

// The open inspector watches the app through the pipeline's observer list: it joins the list
// when it opens and leaves it when it closes, so a closed inspector costs the app nothing.
extension HitAreaInspector: PipelineObserver {
  /// Above the debug overlays: its window is drawn last anyway.
  var overlayOrder: Int { 10 }

  func willSendTouches(_ touches: [UITouch]) { noteTouches(touches) }

  var wantsArbitration: Bool { true }

  func didArbitrate(_ message: String, about recognizer: UIGestureRecognizer) {
    noteArbitration(message)
  }

  func didDrainInput() { refreshIfOpen() }

  /// Escape stops picking.
  func handleKey(_ key: UIKey) -> Bool {
    guard key.keyCode == .keyboardEscape, isPicking else { return false }
    isPicking = false
    return true
  }

  var toolWindows: [UIWindow] { openWindow.map { [$0] } ?? [] }
}
