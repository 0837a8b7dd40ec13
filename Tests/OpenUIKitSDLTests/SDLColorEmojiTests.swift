import CSDL2
import CSDL2TTF
import Foundation
import Testing

@testable import OpenUIKit
@testable import OpenUIKitSDL

/// Emoji in colour (issue 35): drawn with the colour font fontconfig offers (Noto Color Emoji,
/// which `scripts/install-deps` installs), scaled from its 109-pixel bitmaps to the text's
/// size, and never tinted by the text's colour.
@Suite("Colour emoji: the colour font, scaled to the text, untinted", .serialized)
@MainActor
struct SDLColorEmojiTests {
  private static let font =
    "install Noto Color Emoji: scripts/install-deps (fonts-noto-color-emoji)"

  private func system(_ t: SDLTestHost) throws -> SDLTextSystem {
    try #require(t.app.hostServices.textSystem as? SDLTextSystem)
  }

  /// The ARGB pixels of a surface, row by row.
  private func pixels(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [[UInt32]] {
    let converted = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)!
    defer { SDL_FreeSurface(converted) }
    let s = converted.pointee
    let base = s.pixels.assumingMemoryBound(to: UInt32.self)
    return (0..<Int(s.h)).map { y in (0..<Int(s.w)).map { x in base[y * Int(s.pitch) / 4 + x] } }
  }

  /// Opaque pixels whose red, green and blue differ: colour, not a tint of one colour.
  private func coloured(_ rows: [[UInt32]], columns: Range<Int>) -> Int {
    rows.reduce(0) { total, row in
      total
        + row[columns.clamped(to: 0..<row.count)].filter { p in
          let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
          return p >> 24 > 128 && max(abs(r - g), abs(g - b), abs(r - b)) > 60
        }.count
    }
  }

  @Test("an emoji is drawn in colour from the colour font, as tall as the line, not 136 pixels")
  func scaledAndColoured() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    try #require(system.catalog.fallback(for: "🎉")?.isColor == true, "\(Self.font)")
    let font = UIFont.systemFont(ofSize: 20)
    let size = system.size(of: "🎉", font: font)
    #expect(size.height == system.lineHeight(of: font))
    #expect(size.width > 15 && size.width < 35, "width \(size.width)")
    let run = TextRun(text: "a🎉b", fontName: font.fontName, pixelSize: 20, color: .black)
    #expect(system.hasColorGlyphs(run))
    #expect(
      !system.hasColorGlyphs(
        TextRun(text: "ab", fontName: font.fontName, pixelSize: 20, color: .black)))
    let surface = try #require(system.render(run, color: SDL_Color(r: 0, g: 0, b: 0, a: 255)))
    defer { SDL_FreeSurface(surface) }
    #expect(surface.pointee.h == Int32(system.lineHeight(of: font)))
    let rows = pixels(surface)
    let letter = Int(system.size(of: "a", font: font).width)
    // The emoji's pixels are coloured; the letters are the text's black.
    #expect(coloured(rows, columns: letter..<(letter + Int(size.width))) > 40)
    #expect(coloured(rows, columns: 0..<letter) == 0)
  }

  @Test(
    "a skin tone, a family joined by ZWJ and a flag are one glyph each; ❤️ takes the colour font")
  func sequences() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    try #require(system.catalog.fallback(for: "🎉")?.isColor == true, "\(Self.font)")
    let font = UIFont.systemFont(ofSize: 20)
    let one = system.size(of: "👋", font: font).width
    for sequence in ["👋🏽", "👩‍💻", "🇫🇷"] {
      #expect(abs(system.size(of: sequence, font: font).width - one) <= 2, "\(sequence)")
    }
    // DejaVu Sans has a plain heart; with U+FE0F it is the emoji, in colour.
    let primary = try #require(system.font(named: font.fontName, pixelSize: 20))
    let heart = system.segments(of: "❤️", primary: primary, pixelSize: 20)
    #expect(heart.count == 1 && heart.first?.font != primary)
    let plain = system.segments(of: "❤", primary: primary, pixelSize: 20)
    #expect(plain.first?.font == primary)
  }

  @Test("a black label with an emoji shows the emoji in colour on the screen (not tinted black)")
  func untintedOnScreen() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    try #require(try system(t).catalog.fallback(for: "🎉")?.isColor == true, "\(Self.font)")
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
    label.text = "Party 🎉"
    label.textColor = .black
    label.font = .systemFont(ofSize: 24)
    t.window.backgroundColor = .white
    t.window.addSubview(label)
    let (width, _, pixels) = try t.host.readPixels()
    var colouredPixels = 0
    for y in 10..<50 {
      for x in 10..<210 {
        let p = pixels[y * Int(width) + x]
        let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
        if max(abs(r - g), abs(g - b), abs(r - b)) > 60 { colouredPixels += 1 }
      }
    }
    #expect(colouredPixels > 40)
  }
}
