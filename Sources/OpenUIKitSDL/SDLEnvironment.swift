import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation
import OpenUIKit

/// Starting and stopping SDL: choosing the video driver (offscreen when there is no display),
/// the hints of DESIGN section 5, and clear messages when something is missing.
@MainActor
enum SDLEnvironment {
  /// Initialises SDL video, SDL_ttf and SDL_image and returns the video driver in use.
  static func start(preferred: String?, software: Bool) throws -> String {
    // Pixels are the app's large blocks; they stay out of the main heap (see HeapPolicy).
    HeapPolicy.keepLargeBlocksMapped()
    // Touches come from real finger events and the left mouse button; no synthesis either way.
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    // A first click into an unfocused window is still a click.
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    // Rotated and scaled text and images are sampled smoothly, not nearest-neighbour.
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
    let choice = chooseDriver(
      preferred: preferred, environment: ProcessInfo.processInfo.environment)
    if let message = choice.message { say(message) }
    let driver = choice.driver
    if software || driver == "offscreen" || driver == "x11" {
      // The software renderer on a GL-capable driver is capped at ~185 fps without this.
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
    // Override: SDL would otherwise let the SDL_VIDEODRIVER variable win over our choice.
    if let driver { SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, driver, SDL_HINT_OVERRIDE) }
    if SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
      let reason = String(cString: SDL_GetError())
      guard driver != "offscreen" else {
        throw SDLHostError("SDL could not start even the offscreen video driver: \(reason)")
      }
      say("the \(driver ?? "default") video driver failed (\(reason)): falling back to offscreen")
      SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
      guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
        throw SDLHostError("SDL could not start a video driver: \(String(cString: SDL_GetError()))")
      }
    }
    guard TTF_Init() == 0 else {
      let reason = String(cString: SDL_GetError())
      SDL_Quit()
      throw SDLHostError("SDL_ttf could not start (\(reason)); install libsdl2-ttf-2.0-0")
    }
    _ = IMG_Init(Int32(IMG_INIT_PNG.rawValue))
    return String(cString: SDL_GetCurrentVideoDriver())
  }

  /// Whether the machine has a GPU that OpenGL can use: a DRM render node. Without one, SDL's
  /// OpenGL renderer runs on Mesa's llvmpipe, on the CPU.
  static let hasGPU: Bool = {
    let nodes = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    return nodes.contains { $0.hasPrefix("renderD") }
  }()

  /// The video driver to ask SDL for: the caller's, else `SDL_VIDEODRIVER`, else nil (SDL's
  /// choice) when a display is available, else `offscreen` with a message saying so.
  package static func chooseDriver(preferred: String?, environment: [String: String])
    -> (driver: String?, message: String?)
  {
    if let preferred, !preferred.isEmpty { return (preferred, nil) }
    if let named = environment["SDL_VIDEODRIVER"], !named.isEmpty { return (named, nil) }
    let hasDisplay =
      !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    if hasDisplay { return (nil, nil) }
    return (
      "offscreen",
      "no display found (DISPLAY and WAYLAND_DISPLAY are unset): using SDL's offscreen video driver"
    )
  }

  static func stop() {
    SDL_ResetHints()
    IMG_Quit()
    TTF_Quit()
    SDL_Quit()
  }

  /// Tells the user how SDL was set up (a driver chosen for them, a fallback): once per run,
  /// at `info`, through the app's logging backend.
  @MainActor static func say(_ message: String) {
    OpenUIKitLog.logger.info("\(message)")
  }
}
