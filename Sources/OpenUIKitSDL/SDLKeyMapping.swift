import CSDL2
import Foundation
import OpenUIKit

/// SDL keyboard events → `KeyInput`. SDL scancodes are USB HID usage codes, so they become
/// `UIKeyboardHIDUsage` values as they are.
enum SDLKeyMapping {
  static func keyInput(_ e: SDL_KeyboardEvent, isDown: Bool) -> KeyInput {
    let modifiers = self.modifiers(UInt32(e.keysym.mod))
    let plain = characters(for: e.keysym.sym, shifted: false)
    let shifted = modifiers.contains(.shift) != modifiers.contains(.alphaShift)
    let typed = characters(for: e.keysym.sym, shifted: shifted)
    let key = UIKey(
      characters: typed, charactersIgnoringModifiers: plain, modifierFlags: modifiers,
      keyCode: UIKeyboardHIDUsage(rawValue: Int(e.keysym.scancode.rawValue)))
    return KeyInput(phase: isDown ? .down : .up, key: key, isRepeat: e.repeat != 0)
  }

  static func modifiers(_ mod: UInt32) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
    if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
    if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
    if mod & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
    if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
    if mod & KMOD_NUM.rawValue != 0 { flags.insert(.numericPad) }
    return flags
  }

  /// The characters a key stands for: printable ASCII from the key code (letters upper-cased
  /// when shifted), and the control characters UIKit reports for Return, Tab, Backspace, Escape
  /// and Delete; empty for other keys.
  static func characters(for sym: SDL_Keycode, shifted: Bool) -> String {
    switch Int(sym) {
    case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return "\r"
    case Int(SDLK_TAB.rawValue): return "\t"
    case Int(SDLK_BACKSPACE.rawValue): return "\u{8}"
    case Int(SDLK_ESCAPE.rawValue): return "\u{1b}"
    case Int(SDLK_DELETE.rawValue): return "\u{7f}"
    case 32..<127:
      let character = Character(UnicodeScalar(UInt8(sym)))
      return shifted ? character.uppercased() : String(character)
    default: return ""
    }
  }

  /// The UTF-8 text of a text-editing (preedit) event; invalid bytes become U+FFFD.
  static func text(ofEditing e: SDL_TextEditingEvent) -> String {
    withUnsafeBytes(of: e.text) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// The UTF-8 text of a text-input event; invalid bytes become U+FFFD.
  static func text(of e: SDL_TextInputEvent) -> String {
    withUnsafeBytes(of: e.text) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
