import Foundation

// The application's windows: which are visible, which is key, and the order in which touches
// look for a window (decision A11: highest level first; within a level, the most recently made
// key or shown first).
extension UIApplication {
  /// The key window: it receives presses, motion and remote-control events (spec C3).
  public var keyWindow: UIWindow? { keyWindowStorage }

  func register(_ window: UIWindow) {
    guard !windows.contains(where: { $0 === window }) else { return }
    windows.append(window)
    orderFront(window)
  }

  func orderFront(_ window: UIWindow) {
    windowOrderSerial += 1
    window.orderStamp = windowOrderSerial
    windowsDidChange()
  }

  func unregister(_ window: UIWindow) {
    windows.removeObject(window)
    if keyWindowStorage === window {
      keyWindowStorage = nil
      window.resignKey()
    }
    windowsDidChange()
  }

  /// A window came, went or changed its place in the order: a new frame, and what is under a
  /// point (the hit maps, the pointer's answer) may have changed.
  func windowsDidChange() {
    hitMapGeneration &+= 1
    setNeedsRedraw()
  }

  /// The visible windows from front to back, in the order touches look for a window.
  public var windowsInHitTestOrder: [UIWindow] {
    windows.sorted { lhs, rhs in
      if lhs.windowLevel != rhs.windowLevel { return lhs.windowLevel > rhs.windowLevel }
      return lhs.orderStamp > rhs.orderStamp
    }
  }

  /// Lays out every visible window's tree where needed.
  public func layoutIfNeeded() {
    for window in windows { window.layoutIfNeeded() }
  }

  /// The touches event views of `window` are handed: the one it is delivering now (an
  /// app-built event, spec C2), else the application's own.
  func touchesEvent(for window: UIWindow) -> UIEvent {
    window.touchesEventInDelivery ?? touchesEvent
  }

}
