import CSDL2
import Foundation
import OpenUIKit

extension SDLHost {
  /// Tells SDL where the caret of the field being edited is, so an input method opens its
  /// candidate window next to it rather than at a corner of the screen. Checked after every
  /// step like the cursor; SDL hears only changes.
  func updateTextInputRect() {
    let wanted = application.wantsTextInput ? application.textInputCaretRect : nil
    guard wanted != textInputRect else { return }
    textInputRect = wanted
    guard let rect = wanted, rect.minX.isFinite, rect.minY.isFinite else { return }
    var sdlRect = SDL_Rect(
      x: Int32(clamping: Int(rect.minX.rounded(.down))),
      y: Int32(clamping: Int(rect.minY.rounded(.down))),
      w: Int32(clamping: Int(rect.width.rounded(.up))),
      h: Int32(clamping: Int(rect.height.rounded(.up))))
    SDL_SetTextInputRect(&sdlRect)
  }
}
