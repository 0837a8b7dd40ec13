import CSDL2
import CSDL2TTF
import Foundation
@testable import OpenUIKit
@testable import OpenUIKitSDL
import Testing

/// Fonts found through fontconfig, and characters the app's font lacks drawn with the font
/// fontconfig offers for them (issue 30, part 3: CJK and Hindi drew as boxes). Needs the Noto
/// fonts `scripts/install-deps` installs (`fonts-noto-cjk`, `fonts-noto-core`).
@Suite("Fonts through fontconfig, with fallback per character", .serialized)
@MainActor
struct SDLFontFallbackTests {
  private static let noto =
    "install the Noto fonts: scripts/install-deps (fonts-noto-cjk, fonts-noto-core)"

  private func system(_ t: SDLTestHost) throws -> SDLTextSystem {
    try #require(t.app.hostServices.textSystem as? SDLTextSystem)
  }

  @Test("names mean what fontconfig says: PostScript, full and family names, faces in .ttc files")
  func names() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let catalog = try system(t).catalog
    let sc = try #require(catalog.face(named: "NotoSansCJKsc-Regular"), "\(Self.noto)")
    #expect(sc.path.hasSuffix(".ttc") && sc.index > 0, "a face inside a collection")
    let font = try #require(TTF_OpenFontIndex(sc.path, 20, sc.index))
    defer { TTF_CloseFont(font) }
    #expect(String(cString: TTF_FontFaceFamilyName(font)) == "Noto Sans CJK SC")
    #expect(catalog.face(named: "DejaVu Sans Bold")?.path.hasSuffix("DejaVuSans-Bold.ttf") == true)
    #expect(catalog.face(named: "DejaVu Sans")?.path.hasSuffix("DejaVuSans.ttf") == true)
    #expect(UIFont(name: "NotoSansDevanagari-Regular", size: 14) != nil)
    #expect(UIFont(name: "Noto Sans CJK SC", size: 14) != nil, "a family name is its regular face")
    #expect(UIFont(name: "Helvetica-NoSuchWeight", size: 14) == nil)
  }

  @Test(
    "finding (libFuzzer, FontFiles): an app font that is no font is reported once, and its text drawn in DejaVu Sans"
  )
  func findingBrokenAppFont() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("broken-font-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A TrueType header and nothing after it: what a cut download leaves.
    try Data([0, 1, 0, 0, 0, 9, 0, 128, 0, 3, 0, 16] + Array(repeating: 0x41, count: 50))
      .write(to: folder.appendingPathComponent("Broken.ttf"))
    system.catalog = FontCatalog(appFontDirectories: [folder.path])
    let broken = try #require(UIFont(name: "Broken", size: 20))
    let dejaVu = try #require(UIFont(name: "DejaVuSans", size: 20))
    for _ in 0..<3 {
      #expect(system.size(of: "Hello", font: broken) == system.size(of: "Hello", font: dejaVu))
      #expect(system.lineHeight(of: broken) == system.lineHeight(of: dejaVu))
    }
    let reports = t.diagnostics.filter { $0.message.contains("Broken.ttf") }
    #expect(reports.count == 1, "\(reports.map(\.message))")
    #expect(reports.first?.message.contains("drawn in DejaVuSans") == true)
  }

  @Test("UIFont lists families and their fonts, and knows a font's family")
  func families() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let families = UIFont.familyNames
    #expect(families.contains("DejaVu Sans") && families.contains("Noto Sans CJK SC"))
    #expect(families == families.sorted())
    let names = UIFont.fontNames(forFamilyName: "DejaVu Sans")
    #expect(names.contains("DejaVuSans") && names.contains("DejaVuSans-Bold"))
    #expect(UIFont.boldSystemFont(ofSize: 12).familyName == "DejaVu Sans")
    #expect(UIFont.fontNames(forFamilyName: "No Such Family").isEmpty)
  }

  @Test("text is cut where the font changes; each script's run goes to a font that has it")
  func segments() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let primary = try #require(system.font(named: "DejaVuSans", pixelSize: 20))
    let parts = system.segments(of: "Hi 你好 नमस्ते", primary: primary, pixelSize: 20)
    #expect(parts.map(\.text) == ["Hi ", "你好", " ", "नमस्ते"])
    #expect(parts[0].font == primary && parts[2].font == primary)
    #expect(parts[1].font != primary && parts[3].font != primary && parts[1].font != parts[3].font)
    #expect(String(cString: TTF_FontFaceFamilyName(parts[1].font)).hasPrefix("Noto Sans CJK"))
    #expect(String(cString: TTF_FontFaceFamilyName(parts[3].font)).contains("Devanagari"))
    #expect(parts.map(\.script) == [nil, nil, nil, "Deva"])
    #expect(system.segments(of: "plain ASCII", primary: primary, pixelSize: 20).count == 1)
  }

  @Test("a label in Chinese draws Chinese glyphs, not the boxes the app's font has")
  func chineseDraws() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
    label.font = UIFont.systemFont(ofSize: 24)
    label.text = "你好世界"
    label.textColor = .black
    t.window.addSubview(label)
    let ink = try t.pixels().pixels.filter { RGBA($0).r < 128 }.count
    #expect(ink > 200, "the glyphs are drawn")
    let run = TextRun(text: label.text!, fontName: "DejaVuSans", pixelSize: 24, color: .black)
    let system = try system(t)
    let withFallback = try #require(system.renderWhite(run))
    defer { SDL_FreeSurface(withFallback) }
    // The same run with fontconfig gone: DejaVu Sans alone, which draws boxes.
    system.catalog = FontCatalog(usesFontconfig: false)
    let boxes = try #require(system.renderWhite(run))
    defer { SDL_FreeSurface(boxes) }
    #expect(alphas(withFallback) != alphas(boxes), "the fallback font drew other glyphs")
    #expect(t.diagnostics.contains { $0.message.contains("U+4F60") })
  }

  /// A surface's alpha channel, row by row (the text is white; its shape is in the alpha).
  private func alphas(_ surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt8] {
    let s = surface.pointee
    let pixels = s.pixels.assumingMemoryBound(to: UInt8.self)
    var result: [UInt8] = [UInt8(s.w), UInt8(s.h)]
    for y in 0..<Int(s.h) {
      for x in 0..<Int(s.w) { result.append(pixels[y * Int(s.pitch) + x * 4 + 3]) }
    }
    return result
  }

  @Test("Devanagari is shaped: a conjunct is one glyph, narrower than its letters side by side")
  func devanagariShaped() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let font = UIFont.systemFont(ofSize: 30)
    let conjunct = "क्ष"
    let shaped = system.size(of: conjunct, font: font).width
    let primary = try #require(system.font(named: "DejaVuSans", pixelSize: 30))
    let deva = try #require(system.segments(of: conjunct, primary: primary, pixelSize: 30).first)
    _ = TTF_SetFontScriptName(deva.font, "Zzzz")
    var unshaped: Int32 = 0
    var height: Int32 = 0
    _ = TTF_SizeUTF8(deva.font, conjunct, &unshaped, &height)
    #expect(
      shaped > 0 && shaped < CGFloat(unshaped) * 0.8, "shaped \(shaped), unshaped \(unshaped)")
  }

  @Test("mixed text keeps the app font's line box and measures what it draws")
  func lineBox() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let font = UIFont.systemFont(ofSize: 20)
    let mixed = "ab你好"
    let size = system.size(of: mixed, font: font)
    #expect(size.height == system.size(of: "ab", font: font).height)
    #expect(size.width > system.size(of: "ab", font: font).width + 30)
    let surface = try #require(
      system.renderWhite(TextRun(text: mixed, fontName: "DejaVuSans", pixelSize: 20, color: .white))
    )
    defer { SDL_FreeSurface(surface) }
    #expect(CGFloat(surface.pointee.w) == size.width && CGFloat(surface.pointee.h) == size.height)
    // A plain run too, in every system font: a texture a pixel off its rect is drawn sheared.
    for font in [
      UIFont.systemFont(ofSize: 12), .monospacedSystemFont(ofSize: 12), .boldSystemFont(ofSize: 17),
    ] {
      let text = "Background tap: endEditing"
      let plain = try #require(
        system.renderWhite(
          TextRun(text: text, fontName: font.fontName, pixelSize: font.pointSize, color: .white)))
      defer { SDL_FreeSurface(plain) }
      let measured = system.size(of: text, font: font)
      #expect(
        CGFloat(plain.pointee.w) == measured.width && CGFloat(plain.pointee.h) == measured.height,
        "\(font.fontName): \(plain.pointee.w)×\(plain.pointee.h) drawn, \(measured) measured")
    }
  }

  @Test("a character no installed font has is reported once and drawn as the app font's box")
  func uncovered() throws {
    let t = try SDLTestHost()
    defer { t.shutdown() }
    let system = try system(t)
    let font = UIFont.systemFont(ofSize: 14)
    _ = system.size(of: "a\u{10FFFD}b", font: font)
    _ = system.size(of: "\u{10FFFD}", font: font)
    #expect(t.diagnostics.filter { $0.message.contains("U+10FFFD") }.count == 1)
    #expect(system.size(of: "\u{10FFFD}", font: font).width > 0)
  }
}
