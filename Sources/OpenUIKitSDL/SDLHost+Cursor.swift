import CSDL2
import Foundation
import OpenUIKit

extension SDLHost {
  /// Shows the cursor the application asks for (``UIApplication/pointerCursor``): after every
  /// input batch and frame, so it follows views that move under a still pointer too. SDL's
  /// system cursors are made once each and kept until shutdown.
  func updateCursor() {
    // A kiosk's touch screen has no pointer to show.
    let wanted = onlyTouchesArrive ? .hidden : application.pointerCursor ?? .arrow
    guard wanted != shownCursor else { return }
    shownCursor = wanted
    guard wanted != .hidden else {
      SDL_ShowCursor(SDL_DISABLE)
      return
    }
    SDL_ShowCursor(SDL_ENABLE)
    if let cursor = systemCursor(wanted) { SDL_SetCursor(cursor) }
  }

  /// Whether the window is full screen (SDL's flags say).
  public var isFullScreen: Bool {
    let desktop = SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    return SDL_GetWindowFlags(window) & desktop == desktop
  }

  /// In kiosk mode: a finger hides the cursor until a real mouse moves (SDL's mouse events made
  /// from touches, `which` = SDL_TOUCH_MOUSEID, do not count).
  func noteTouchOrMouse(_ event: SDL_Event) {
    switch SDL_EventType(rawValue: event.type) {
    case SDL_FINGERDOWN, SDL_FINGERMOTION:
      onlyTouchesArrive = true
    case SDL_MOUSEMOTION where event.motion.which != UInt32.max:
      onlyTouchesArrive = false
    case SDL_MOUSEBUTTONDOWN where event.button.which != UInt32.max:
      onlyTouchesArrive = false
    default:
      break
    }
  }

  /// SDL's cursor for `cursor`, made on first use; nil where the video driver has none.
  package func systemCursor(_ cursor: UIPointerStyle.Cursor) -> OpaquePointer? {
    if let made = systemCursors[cursor] { return made }
    let id: SDL_SystemCursor
    switch cursor {
    case .arrow, .hidden: id = SDL_SYSTEM_CURSOR_ARROW
    case .iBeam: id = SDL_SYSTEM_CURSOR_IBEAM
    case .hand: id = SDL_SYSTEM_CURSOR_HAND
    case .crosshair: id = SDL_SYSTEM_CURSOR_CROSSHAIR
    case .resizeLeftRight: id = SDL_SYSTEM_CURSOR_SIZEWE
    case .resizeUpDown: id = SDL_SYSTEM_CURSOR_SIZENS
    case .move: id = SDL_SYSTEM_CURSOR_SIZEALL
    }
    guard let made = SDL_CreateSystemCursor(id) else { return nil }
    systemCursors[cursor] = made
    return made
  }

  /// Frees the cursors made (at shutdown).
  func freeCursors() {
    for cursor in systemCursors.values { SDL_FreeCursor(cursor) }
    systemCursors.removeAll()
    shownCursor = nil
  }
}
