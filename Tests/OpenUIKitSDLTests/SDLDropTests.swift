import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import OpenUIKitTesting
import Testing

/// Drops from other applications through SDL (issue 13).
@Suite("Drops on the SDL host")
@MainActor
struct SDLDropTests {
  var translator = SDLInputTranslator(
    metrics: SDLWindowMetrics(
      pointSize: CGSize(width: 800, height: 600), pixelSize: CGSize(width: 800, height: 600)))

  func event(_ type: SDL_EventType, _ string: String? = nil) -> SDL_Event {
    var e = SDL_Event()
    e.type = type.rawValue
    e.drop.file = string.map { strdup($0) }
    return e
  }

  @Test("a bracketed drop is one record of its files and text, at the pointer's place")
  mutating func bracketed() {
    translator.pointerLocationNow = { CGPoint(x: 30, y: 40) }
    var records: [InputRecord] = []
    for e in [
      event(SDL_DROPBEGIN), event(SDL_DROPFILE, "/home/me/a b.txt"), event(SDL_DROPTEXT, "héllo"),
      event(SDL_DROPCOMPLETE),
    ] {
      records += translator.translate(e, at: 1)
      free(e.drop.file)
    }
    #expect(
      records.map(\.payload) == [
        .drop(
          DropInput(
            items: [.file("/home/me/a b.txt"), .text("héllo")], location: CGPoint(x: 30, y: 40)))
      ])
  }

  @Test("a file outside a bracket is a drop of its own; an empty bracket is nothing")
  mutating func unbracketed() {
    let file = event(SDL_DROPFILE, "/x")
    defer { free(file.drop.file) }
    #expect(translator.translate(file, at: 1).count == 1)
    #expect(translator.translate(event(SDL_DROPBEGIN), at: 1).isEmpty)
    #expect(translator.translate(event(SDL_DROPCOMPLETE), at: 1).isEmpty)
    #expect(translator.translate(event(SDL_DROPCOMPLETE), at: 1).isEmpty)
  }
}
