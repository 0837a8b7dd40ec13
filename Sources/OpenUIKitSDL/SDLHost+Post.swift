import CSDL2
import Foundation
import OpenUIKit

extension SDLHost {
  /// Posts input as the SDL events a real device would produce (mouse button and motion
  /// events, finger events, key and text events), so it travels the whole pipeline: SDL's
  /// queue, the translator, the application. Other records are enqueued directly. Used by the
  /// Gallery's tour and by integration tests; dispatched on the next ``step(timeout:)``.
  public func post(_ record: InputRecord) {
    post([record])
  }

  /// Posts records that happen at the same moment (fingers landing together): SDL gets them
  /// with one timestamp, so they arrive as one batch.
  public func post(together records: [InputRecord]) {
    post(records)
  }

  private func post(_ records: [InputRecord]) {
    // One clock reading for all: SDL_PushEvent would stamp each with its own millisecond.
    let ticks = SDL_GetTicks()
    for record in records {
      guard var event = sdlEvent(for: record) else { continue }
      event.common.timestamp = ticks
      SDL_PeepEvents(&event, 1, SDL_ADDEVENT, 0, 0)
    }
  }

  /// The SDL event a real device would produce for `record`, or nil after enqueueing a record
  /// that has none directly.
  private func sdlEvent(for record: InputRecord) -> SDL_Event? {
    var event = SDL_Event()
    let windowID = SDL_GetWindowID(window)
    switch record.payload {
    case .pointer(let input) where input.kind == .mouse:
      let scale = translator.metrics.windowScale
      let x = Int32((input.location.x * scale).rounded())
      let y = Int32((input.location.y * scale).rounded())
      switch input.phase {
      case .down, .up:
        event.type = (input.phase == .down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.windowID = windowID
        event.button.button = UInt8(buttonNumber(input.button))
        event.button.state = UInt8(input.phase == .down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = UInt8(clamping: input.clickCount ?? 1)
        event.button.x = x
        event.button.y = y
      case .move, .hover:
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = windowID
        event.motion.state = input.phase == .move ? CSDL_BUTTON(SDL_BUTTON_LEFT) : 0
        event.motion.x = x
        event.motion.y = y
      case .cancel:
        application.enqueue(record)
        return nil
      }
    case .pointer(let input):
      let size = translator.metrics.pointSize
      switch input.phase {
      case .down: event.type = SDL_FINGERDOWN.rawValue
      case .move, .hover: event.type = SDL_FINGERMOTION.rawValue
      case .up, .cancel: event.type = SDL_FINGERUP.rawValue
      }
      event.tfinger.touchId = input.id.device
      event.tfinger.fingerId = input.id.index
      event.tfinger.x = Float(input.location.x / max(1, size.width))
      event.tfinger.y = Float(input.location.y / max(1, size.height))
      event.tfinger.pressure = Float(input.force ?? 1)
      event.tfinger.windowID = windowID
    case .key(let input):
      event.type = (input.phase == .down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
      event.key.windowID = windowID
      event.key.state = UInt8(input.phase == .down ? SDL_PRESSED : SDL_RELEASED)
      event.key.repeat = input.isRepeat ? 1 : 0
      event.key.keysym.scancode = SDL_Scancode(rawValue: UInt32(input.key.keyCode.rawValue))
      event.key.keysym.sym = SDL_GetKeyFromScancode(event.key.keysym.scancode)
      var mod: UInt32 = 0
      let flags = input.key.modifierFlags
      if flags.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
      if flags.contains(.control) { mod |= KMOD_LCTRL.rawValue }
      if flags.contains(.alternate) { mod |= KMOD_LALT.rawValue }
      if flags.contains(.command) { mod |= KMOD_LGUI.rawValue }
      if flags.contains(.alphaShift) { mod |= KMOD_CAPS.rawValue }
      event.key.keysym.mod = UInt16(mod)
    case .text(let text):
      event.type = SDL_TEXTINPUT.rawValue
      event.text.windowID = windowID
      withUnsafeMutableBytes(of: &event.text.text) { buffer in
        buffer.copyBytes(from: Array(Self.fitting(text).utf8) + [0])
      }
    case .markedText(let input):
      event.type = SDL_TEXTEDITING.rawValue
      event.edit.windowID = windowID
      event.edit.start = Int32(clamping: input.selection.lowerBound)
      event.edit.length = Int32(clamping: input.selection.count)
      withUnsafeMutableBytes(of: &event.edit.text) { buffer in
        buffer.copyBytes(from: Array(Self.fitting(input.text).utf8) + [0])
      }
    case .wheel(let input) where input.modifierFlags.isEmpty:
      // SDL reads modifiers from its global key state, so only a plain wheel goes through SDL.
      let notch = translator.pointsPerWheelNotch
      event.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.windowID = windowID
      event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      event.wheel.preciseX = Float(input.deltaX / notch)
      event.wheel.preciseY = Float(-input.deltaY / notch)
      event.wheel.x = Int32((input.deltaX / notch).rounded())
      event.wheel.y = Int32((-input.deltaY / notch).rounded())
      event.wheel.mouseX = Int32((input.location.x * translator.metrics.windowScale).rounded())
      event.wheel.mouseY = Int32((input.location.y * translator.metrics.windowScale).rounded())
    default:
      application.enqueue(record)
      return nil
    }
    return event
  }

  /// The longest prefix of `text` that fits SDL's 31-byte text buffers (a terminating zero
  /// follows), cut at a character boundary.
  private static func fitting(_ text: String) -> String {
    var fitting = ""
    for character in text {
      guard fitting.utf8.count + String(character).utf8.count <= 31 else { break }
      fitting.append(character)
    }
    return fitting
  }

  private func buttonNumber(_ button: PointerInput.Button) -> Int32 {
    switch button {
    case .primary: SDL_BUTTON_LEFT
    case .secondary: SDL_BUTTON_RIGHT
    case .middle: SDL_BUTTON_MIDDLE
    case .other(let n): Int32(n)
    }
  }
}
