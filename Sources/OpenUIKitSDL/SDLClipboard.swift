import CSDL2
import Foundation
import OpenUIKit

/// The system clipboard through SDL, for `UIPasteboard.general`. Drivers without a clipboard
/// (offscreen, dummy) keep the text in memory instead, so copy and paste still work in-app.
@MainActor
final class SDLClipboard: UIPasteboard.Storage {
  private var memory: String?

  var string: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else {
        return memory
      }
      defer { SDL_free(text) }
      return String(cString: text)
    }
    set {
      memory = newValue
      SDL_SetClipboardText(newValue ?? "")
    }
  }
}
