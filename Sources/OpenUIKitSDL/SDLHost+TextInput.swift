import CSDL2
import Foundation
import OpenUIKit

extension SDLHost {
  /// Tells SDL where the caret of the field being edited is, so an input method opens its
  /// candidate window next to it rather than at a corner of the screen. Checked after every
  /// step like the cursor; SDL hears only changes.
  func updateTextInputRect() {
    var wanted = application.wantsTextInput ? application.textInputCaretRect : nil
    // SDL places it in the focused window: a second window's slot starts at its own origin.
    if let key = application.keyWindow, key.hasOwnDisplay {
      wanted = wanted?.offsetBy(dx: -key.frame.minX, dy: -key.frame.minY)
    }
    guard wanted != textInputRect else { return }
    textInputRect = wanted
    guard let points = wanted, points.minX.isFinite, points.minY.isFinite else { return }
    // SDL's window coordinates: points times the window scale (1 but on scaled X11 windows).
    let s = translator.metrics.windowScale
    let rect = CGRect(
      x: points.minX * s, y: points.minY * s, width: points.width * s, height: points.height * s)
    var sdlRect = SDL_Rect(
      x: Int32(clamping: Int(rect.minX.rounded(.down))),
      y: Int32(clamping: Int(rect.minY.rounded(.down))),
      w: Int32(clamping: Int(rect.width.rounded(.up))),
      h: Int32(clamping: Int(rect.height.rounded(.up))))
    SDL_SetTextInputRect(&sdlRect)
  }
}
