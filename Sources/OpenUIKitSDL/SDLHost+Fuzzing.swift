import CSDL2
import Foundation

/// What the desktop can hand the app through SDL as raw bytes — an input method's text and
/// preedit, a drag source's file names and text, another app's clipboard — put in SDL's queue
/// exactly as SDL delivers them, for coverage-guided fuzzing (`Fuzzing/`, `scripts/libfuzz`).
/// Not for apps: reached with `@_spi(Fuzzing) import OpenUIKitSDL`.
@_spi(Fuzzing)
extension SDLHost {
  /// One event's bytes.
  public enum RawEvent: Sendable {
    /// `SDL_TEXTINPUT`: its 32-byte buffer, cut at 31 bytes and zero-terminated.
    case text([UInt8])
    /// `SDL_TEXTEDITING`: the preedit, and its cursor as the input method claims it.
    case marked([UInt8], start: Int32, length: Int32)
    /// `SDL_DROPBEGIN`.
    case dropBegin
    /// `SDL_DROPFILE`: a path of any length (SDL allocates it; the host frees it).
    case dropFile([UInt8])
    /// `SDL_DROPTEXT`.
    case dropText([UInt8])
    /// `SDL_DROPCOMPLETE`.
    case dropComplete
    /// The clipboard's text, set as another application would (read on paste).
    case clipboard([UInt8])
  }

  /// Puts `raw` in SDL's queue (the clipboard is set at once); handled on the next
  /// ``step(timeout:)``.
  public func push(_ raw: RawEvent) {
    var event = SDL_Event()
    let windowID = SDL_GetWindowID(window)
    switch raw {
    case .text(let bytes):
      event.type = SDL_TEXTINPUT.rawValue
      event.text.windowID = windowID
      withUnsafeMutableBytes(of: &event.text.text) { Self.copy(bytes, into: $0) }
    case .marked(let bytes, let start, let length):
      event.type = SDL_TEXTEDITING.rawValue
      event.edit.windowID = windowID
      event.edit.start = start
      event.edit.length = length
      withUnsafeMutableBytes(of: &event.edit.text) { Self.copy(bytes, into: $0) }
    case .dropBegin, .dropComplete:
      event.type = (raw.isBegin ? SDL_DROPBEGIN : SDL_DROPCOMPLETE).rawValue
      event.drop.windowID = windowID
    case .dropFile(let bytes), .dropText(let bytes):
      event.type = (raw.isFile ? SDL_DROPFILE : SDL_DROPTEXT).rawValue
      event.drop.windowID = windowID
      guard let string = SDL_malloc(bytes.count + 1)?.assumingMemoryBound(to: CChar.self) else {
        return
      }
      Self.copy(bytes, into: UnsafeMutableRawBufferPointer(start: string, count: bytes.count + 1))
      event.drop.file = string
    case .clipboard(let bytes):
      var text = bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }
      text.append(0)
      SDL_SetClipboardText(text)
      return
    }
    event.common.timestamp = SDL_GetTicks()
    if SDL_PeepEvents(&event, 1, SDL_ADDEVENT, 0, 0) != 1, let string = event.drop.file,
      raw.isFile || raw.isText
    {
      SDL_free(string)  // a full queue: nobody else will
    }
  }

  /// Closes every font the text system opened, so a font file changed on disk is read again
  /// (the fuzzer writes each input over one app font).
  public func closeFonts() {
    textSystem.close()
  }

  /// Copies as much of `bytes` as fits before a terminating zero.
  private static func copy(_ bytes: [UInt8], into buffer: UnsafeMutableRawBufferPointer) {
    let count = min(bytes.count, buffer.count - 1)
    buffer.copyBytes(from: bytes.prefix(count))
    buffer[count] = 0
  }
}

extension SDLHost.RawEvent {
  fileprivate var isBegin: Bool {
    if case .dropBegin = self { true } else { false }
  }
  fileprivate var isFile: Bool {
    if case .dropFile = self { true } else { false }
  }
  fileprivate var isText: Bool {
    if case .dropText = self { true } else { false }
  }
}
