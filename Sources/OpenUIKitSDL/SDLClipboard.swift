import CSDL2
import Foundation
import OpenUIKit

/// The system clipboard through SDL, for `UIPasteboard.general`.
@MainActor
final class SDLClipboard: UIPasteboard.Storage {
  var string: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
      defer { SDL_free(text) }
      return String(cString: text)
    }
    set { SDL_SetClipboardText(newValue ?? "") }
  }
}
