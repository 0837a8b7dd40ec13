import CSDL2
import CSDL2TTF
import Foundation
import Testing

@testable import OpenUIKit
@testable import OpenUIKitSDL

/// Right-to-left text (issue 35): Hebrew and Arabic shaped right to left, and a line's runs in
/// the visual order the Unicode Bidirectional Algorithm gives (through FriBidi).
@Suite("Right-to-left text: bidi order and shaping", .serialized)
@MainActor
struct SDLBidiTextTests {
  private func system(_ t: SDLTestHost) throws -> SDLTextSystem {
    try #require(t.app.hostServices.textSystem as? SDLTextSystem)
  }

  // UAX #9 (rule L2): "From the highest level found in the text to the lowest odd level on each
  // line, … reverse any contiguous sequence of characters that are at that level or higher."
  @Test("a Hebrew line with a number: the runs in visual order, the number still left to right")
  func visualOrder() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let primary = try #require(system.font(named: "DejaVuSans", pixelSize: 20))
    let parts = system.segments(of: "אבג 123 דהו", primary: primary, pixelSize: 20)
    #expect(parts.map(\.text) == ["דהו", " ", "123", " ", "אבג"])
    #expect(parts.map(\.level) == [1, 1, 2, 1, 1])
    // A left-to-right paragraph keeps its order; the Hebrew word inside is one run, level 1.
    let mixed = system.segments(of: "Hi שלום!", primary: primary, pixelSize: 20)
    #expect(mixed.map(\.text) == ["Hi ", "שלום", "!"])
    #expect(mixed.map(\.level) == [0, 1, 0])
    #expect(BidiLevels.levels(of: Array("plain text".unicodeScalars)) == nil, "no bidi work")
  }

  @Test(
    "carets use FriBidi's levels per character: a pointed Hebrew word is one run, its marks with their letters"
  )
  func levelsPerCharacter() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let pointed = Array("שָׁלוֹם 12")
    #expect(pointed.count == 7)
    #expect(system.bidiLevels(of: pointed) == [1, 1, 1, 1, 1, 2, 2])
    #expect(system.bidiLevels(of: Array("plain")) == nil)
  }

  /// The alpha of `surface`'s pixels, row by row.
  private func alpha(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [[UInt8]] {
    let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)!
    defer { SDL_FreeSurface(converted) }
    let s = converted.pointee
    let pixels = s.pixels.assumingMemoryBound(to: UInt32.self)
    return (0..<Int(s.h)).map { y in
      (0..<Int(s.w)).map { x in UInt8(pixels[y * Int(s.pitch) / 4 + x] >> 24) }
    }
  }

  /// How many inked pixels of `part` are inked at the same place in `whole` shifted by `dx`.
  private func overlap(_ whole: [[UInt8]], _ part: [[UInt8]], dx: Int) -> Double {
    var inked = 0
    var matched = 0
    for (y, row) in part.enumerated() where y < whole.count {
      for (x, value) in row.enumerated() where value > 128 {
        inked += 1
        let wx = x + dx
        if wx >= 0, wx < whole[y].count, whole[y][wx] > 128 { matched += 1 }
      }
    }
    return inked == 0 ? 0 : Double(matched) / Double(inked)
  }

  @Test("Hebrew is drawn right to left: the second letter is on the left")
  func hebrewDrawnRightToLeft() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    func render(_ text: String) throws -> UnsafeMutablePointer<SDL_Surface> {
      try #require(
        system.renderWhite(
          TextRun(text: text, fontName: "DejaVuSans", pixelSize: 40, color: .white)))
    }
    let word = try render("שב")
    let shin = try render("ש")
    let bet = try render("ב")
    defer { for s in [word, shin, bet] { SDL_FreeSurface(s) } }
    let whole = alpha(word)
    // Bet (second in the text) on the left, shin on the right.
    let betLeft = overlap(whole, alpha(bet), dx: 0)
    let shinRight = overlap(whole, alpha(shin), dx: Int(word.pointee.w - shin.pointee.w))
    let shinLeft = overlap(whole, alpha(shin), dx: 0)
    #expect(betLeft > 0.9 && shinRight > 0.9, "bet left \(betLeft), shin right \(shinRight)")
    #expect(shinLeft < 0.7, "in logical order shin would be on the left (\(shinLeft))")
  }

  @Test("Arabic letters join: a word is narrower than its letters drawn alone")
  func arabicJoins() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let font = UIFont.systemFont(ofSize: 30)
    let word = "سلام"
    let joined = system.size(of: word, font: font).width
    let apart = word.map { system.size(of: String($0), font: font).width }.reduce(0, +)
    #expect(joined > 0 && joined < apart * 0.9, "joined \(joined), letters apart \(apart)")
  }
}
