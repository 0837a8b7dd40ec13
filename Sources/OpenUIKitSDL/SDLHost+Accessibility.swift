import CSDL2
import Foundation
import OpenUIKit
import OpenUIKitATSPI

// The accessibility bridge (OpenUIKitATSPI) in the host's loop: its thread wakes SDL's wait
// with an event of its own type when a client writes; each step gives the bridge its turn
// after drawing, so events describe what is on screen.
extension SDLHost {
  /// The SDL event type the bridge's thread pushes to wake the loop.
  static let accessibilityWakeType: UInt32 = SDL_RegisterEvents(1)

  /// Starts the bridge unless there is no session bus or accessibility is switched off.
  func startAccessibility(name: String) {
    let type = Self.accessibilityWakeType
    guard type != UInt32.max else { return }
    let bridge = AccessibilityBridge(
      application: application, name: name,
      wake: {
        var event = SDL_Event()
        event.type = type
        SDL_PushEvent(&event)
      },
      report: { [weak application] message in
        application?.report(.resourceUnavailable, message)
      })
    bridge?.server.describeWindows(
      title: { [weak self] window in self?.title(of: window) ?? "" },
      origin: { [weak self] window in self?.screenOrigin(of: window) ?? .zero },
      scale: { [weak self] _ in self?.surface.windowScale ?? 1 })
    accessibilityBridge = bridge
  }

  /// The title of the SDL window showing `window`.
  private func title(of window: UIWindow) -> String {
    let sdlWindow = secondaryWindows.first { $0.window === window }?.surface.window ?? self.window
    return SDL_GetWindowTitle(sdlWindow).map { String(cString: $0) } ?? ""
  }

  /// Where `window`'s screen space begins on the desktop: the SDL window's position, less the
  /// slot a second window's points sit in.
  private func screenOrigin(of window: UIWindow) -> CGPoint {
    let secondary = secondaryWindows.first { $0.window === window }
    var x: Int32 = 0, y: Int32 = 0
    SDL_GetWindowPosition(secondary?.surface.window ?? self.window, &x, &y)
    let slot = secondary?.origin ?? .zero
    let scale = surface.windowScale
    return CGPoint(x: CGFloat(x) - slot.x * scale, y: CGFloat(y) - slot.y * scale)
  }
}
