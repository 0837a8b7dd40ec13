import Foundation

// What the host says of its window: the pointer left it, it lost or gained focus, was hidden
// or shown, or changed size (decisions C12, C13).
extension UIApplication {
  func handleWindowInput(_ input: WindowInput, at time: TimeInterval) {
    switch input {
    case .pointerExited:
      pointer.move(to: nil)
      endHover()
    case .focusLost, .hidden:
      // Keys released elsewhere are never heard: no modifier is known to be held any more.
      modifierFlags = []
      endHover()
      cancelAllTouches()
      cancelAllPresses(at: time)
      if isShaking { dispatchMotion(.cancelled, at: time) }
      // A hidden (minimised) window shows nothing: its frames wait until it is shown again.
      // A window that only lost focus is still on screen and keeps animating.
      if input == .hidden { frameClock.isSuspended = true }
    case .resized(let size):
      resizeScreen(to: size)
    case .focusGained, .shown:
      if input == .shown { frameClock.isSuspended = false }
      setNeedsRedraw()
    }
  }

  /// The host window changed size: the key window, and every window that filled the old
  /// screen, now fill the new one.
  func resizeScreen(to size: CGSize) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      report(.undeliverable, "window size \(size) is invalid; ignored")
      return
    }
    let old = screenSize
    screenSize = size
    screen.bounds = CGRect(origin: .zero, size: size)
    // A tool's window covers the screen, whatever size it had before.
    let tools = toolWindows
    for window in windows
    where !window.hasOwnDisplay
      && (window.isKeyWindow || window.frame.size == old || tools.contains { $0 === window })
    {
      window.frame = CGRect(origin: .zero, size: size)
      window.layoutIfNeeded()
    }
    setNeedsRedraw()
  }

  /// The screen a full-screen window of the app covers (a tool's, a context menu's): the host
  /// window's size as reported, else (no host: a test) the area the visible windows on the
  /// main surface cover, leaving out `excluded`, else the screen's bounds.
  func screenFrame(excluding excluded: UIWindow? = nil) -> CGRect {
    if screenSize != .zero { return CGRect(origin: .zero, size: screenSize) }
    var covered = CGRect.null
    for window in windows
    where window !== excluded && !window.isHidden && !window.hasOwnDisplay {
      covered = covered.union(window.frame)
    }
    return covered.isNull ? screen.bounds : covered
  }
}
