import CSDL2
import Foundation
import OpenUIKit

// More than one SDL window: each extra window shows one UIWindow (SDLSecondaryWindow). Events
// go to the window SDL names; the main window's own path is unchanged.
extension SDLHost {
  /// Shows `window` in an SDL window of its own, `size` points large, titled `title`. Input in
  /// it goes to `window`'s views; a click in it makes `window` the key window. Close it with
  /// ``closeWindow(_:)``, or the user closes it.
  /// - Throws: ``SDLHostError`` when SDL cannot open another window.
  @discardableResult
  public func openWindow(_ window: UIWindow, title: String, size: CGSize) throws
    -> SDLSecondaryWindow
  {
    // Slots far apart: a window never reaches into the next one's points.
    let slot = CGFloat(secondaryWindows.count + 1) * 100_000
    let secondary = try SDLSecondaryWindow(
      window: window, title: title, size: size, origin: CGPoint(x: slot, y: 0),
      software: drawing.isSoftware, text: textSystem, windowScale: surface.windowScale)
    secondaryWindows.append(secondary)
    application.setNeedsRedraw()
    return secondary
  }

  /// Resizes the main window to `size` points, as a user dragging its corner would: SDL
  /// reports the new size as a window event, and the window and its views follow on the next
  /// pass (Auto Layout screens reflow). The window system may refuse or adjust the size.
  public func resizeWindow(to size: CGSize) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
      return
    }
    SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
  }

  /// Closes a window ``openWindow(_:title:size:)`` opened: its touches are cancelled and its
  /// `UIWindow` is hidden.
  public func closeWindow(_ secondary: SDLSecondaryWindow) {
    guard secondary.isOpen else { return }
    if application.keyWindow === secondary.window { mainKeyWindow?.makeKey() }
    secondary.destroy()
    secondaryWindows.removeAll { $0 === secondary }
    application.setNeedsRedraw()
  }

  /// Handles an event for an extra window; returns false for the main window's events, after
  /// giving the key window back to the main window when it regains focus.
  func routeToSecondaryWindow(_ event: SDL_Event) -> Bool {
    guard let id = SDLInputTranslator.windowID(of: event), id != 0 else { return false }
    guard let secondary = secondaryWindows.first(where: { $0.windowID == id }) else {
      if id == translator.windowID, isFocusGained(event),
        application.keyWindow?.hasOwnDisplay == true
      {
        mainKeyWindow?.makeKey()
      }
      return false
    }
    if SDL_EventType(rawValue: event.type) == SDL_WINDOWEVENT {
      handleWindowEvent(event.window, of: secondary)
    } else {
      for record in secondary.translate(event, at: timestamp(of: event)) {
        application.enqueue(record)
      }
    }
    return true
  }

  private func isFocusGained(_ event: SDL_Event) -> Bool {
    SDL_EventType(rawValue: event.type) == SDL_WINDOWEVENT
      && SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_FOCUS_GAINED
  }

  /// An extra window's own changes: its size, focus and closing. Hiding it cancels its
  /// touches (as focus loss does) but does not hold back the main window's frames.
  private func handleWindowEvent(_ e: SDL_WindowEvent, of secondary: SDLSecondaryWindow) {
    switch SDL_WindowEventID(UInt32(e.event)) {
    case SDL_WINDOWEVENT_CLOSE:
      closeWindow(secondary)
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      secondary.updateMetrics()
      application.setNeedsRedraw()
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      if application.keyWindow?.hasOwnDisplay != true { mainKeyWindow = application.keyWindow }
      secondary.window.makeKey()
    case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
      var event = SDL_Event()
      event.window = e
      application.enqueue(InputRecord(.window(.focusLost), timestamp: timestamp(of: event)))
    case SDL_WINDOWEVENT_LEAVE:
      application.enqueue(InputRecord(.window(.pointerExited)))
    case SDL_WINDOWEVENT_EXPOSED:
      application.setNeedsRedraw()
    case SDL_WINDOWEVENT_MOVED:
      secondary.updateEdges()
    default: break
    }
  }

  /// Draws every extra window (all of each: they are small and few).
  func drawSecondaryWindows() {
    for secondary in secondaryWindows { secondary.draw() }
  }
}

extension SDLHost.Options.Renderer {
  /// ``automatic`` gives way to `OPENUIKIT_RENDERER` (`software` or `accelerated`), so any app
  /// can be run with the other renderer to compare; an explicit choice in code wins.
  func choosing(environment: [String: String]) -> Self {
    guard self == .automatic else { return self }
    switch environment["OPENUIKIT_RENDERER"] {
    case "software": return .software
    case "accelerated": return .accelerated
    default: return .automatic
    }
  }
}
