import CSDL2
import CSDL2TTF
import Foundation
import OpenUIKit

/// Text measurement and rasterisation with SDL_ttf, fonts found through fontconfig.
///
/// A font name means what ``FontCatalog`` says (the app's `Assets/Fonts`, then the installed
/// fonts by PostScript, full or family name). A character the font lacks is drawn with the
/// installed font fontconfig ranks best for it, as every Linux desktop app does, so Chinese,
/// Japanese, Korean or Hindi in a DejaVu Sans label draws in Noto (or whatever the machine
/// has) instead of as boxes. The line box stays the app font's: fallback glyphs sit on its
/// baseline. A missing font is reported once, naming the package that provides it, and DejaVu
/// Sans is used instead; with no usable font at all, text is laid out by estimate and not drawn.
@MainActor
final class SDLTextSystem: TextSystem {
  /// The installed fonts. Replaced by tests that need a machine without fonts.
  var catalog = FontCatalog() {
    didSet { close() }
  }
  private var fonts: [FontKey: OpaquePointer] = [:]
  /// Fonts of fixed-size bitmaps (colour emoji), by how much their glyphs are scaled to the
  /// size asked for.
  private var bitmapScales: [OpaquePointer: CGFloat] = [:]
  /// Colour fonts, whose glyphs are not tinted.
  private var colorFonts: Set<OpaquePointer> = []
  private var coversASCII: [OpaquePointer: Bool] = [:]
  private var usedFallbacks: [FontFace] = []
  private var missing: Set<String> = []
  /// Font files SDL_ttf could not open (broken, truncated, not a font).
  private var unreadable: Set<FontFace> = []
  private var uncovered: Set<UInt32> = []
  /// Text already cut into segments and measured, by text, font and size: layout measures a
  /// label's text, then the renderer draws it, and a mixed-script line costs fallback lookups,
  /// bidi and shaping each time. Bounded: emptied when it grows past ``cacheLimit``.
  private var segmentCache: [RunKey: [Segment]] = [:]
  private var sizeCache: [RunKey: CGSize] = [:]
  private let cacheLimit = 2048

  private struct RunKey: Hashable {
    let text: String
    let font: OpaquePointer
    let pixelSize: Int
  }
  private let fallback = EstimatingTextSystem()
  let thaiBreaks = ThaiLineBreaks()
  private let report: (String) -> Void

  private struct FontKey: Hashable {
    let face: FontFace
    let pixelSize: Int
  }

  init(report: @escaping (String) -> Void) {
    self.report = report
  }

  /// Closes every font.
  func close() {
    for font in fonts.values { TTF_CloseFont(font) }
    fonts.removeAll()
    bitmapScales.removeAll()
    colorFonts.removeAll()
    coversASCII.removeAll()
    usedFallbacks.removeAll()
    // Their segments hold the closed fonts.
    segmentCache.removeAll()
    sizeCache.removeAll()
    // Files that could not be opened may be fonts now (another catalog, a file replaced).
    unreadable.removeAll()
  }

  /// The font `name` at `pixelSize`, or the fallback font, or nil.
  func font(named name: String, pixelSize: Int) -> OpaquePointer? {
    let size = max(1, min(pixelSize, 1000))
    guard let face = catalog.face(named: name) else {
      if !missing.contains(name) {
        missing.insert(name)
        report(
          "font \(name) not found by fontconfig or in \(catalog.directories.joined(separator: ", ")); "
            + (name == "DejaVuSans"
              ? "install it with `apt-get install fonts-dejavu-core`; text will not be drawn"
              : "using DejaVuSans instead"))
      }
      return name == "DejaVuSans" ? nil : font(named: "DejaVuSans", pixelSize: size)
    }
    if let font = open(face, pixelSize: size) { return font }
    // A file that is no font (broken, truncated): the app's text is still drawn.
    return name == "DejaVuSans" ? nil : font(named: "DejaVuSans", pixelSize: size)
  }

  private func open(_ face: FontFace, pixelSize: Int) -> OpaquePointer? {
    let key = FontKey(face: face, pixelSize: pixelSize)
    if let font = fonts[key] { return font }
    // Tried once: every measure and draw would otherwise read the file again and say so.
    if unreadable.contains(face) { return nil }
    guard let font = TTF_OpenFontIndex(face.path, Int32(pixelSize), face.index) else {
      unreadable.insert(face)
      report(
        "cannot open font \(face.path) (\(String(cString: SDL_GetError()))): its text is drawn in DejaVuSans"
      )
      return nil
    }
    fonts[key] = font
    if face.isColor { colorFonts.insert(font) }
    // A font of bitmaps at fixed sizes ignores the size asked for (SDL_ttf takes it as the
    // number of a strike; Noto Color Emoji has one, 109 pixels per em): its glyphs are scaled
    // to be as tall as the text's line (1.17 em, DejaVu's line height).
    let height = CGFloat(TTF_FontHeight(font))
    if height > CGFloat(pixelSize) * 2.5 {
      bitmapScales[font] = CGFloat(pixelSize) * 1.17 / height
    }
    return font
  }

  func size(of text: String, font: UIFont) -> CGSize {
    let pixelSize = Int(font.pointSize.rounded())
    guard let ttf = self.font(named: font.fontName, pixelSize: pixelSize) else {
      return fallback.size(of: text, font: font)
    }
    guard !text.isEmpty else { return CGSize(width: 0, height: lineHeight(of: font)) }
    let key = RunKey(text: text, font: ttf, pixelSize: pixelSize)
    if let known = sizeCache[key] { return known }
    if sizeCache.count >= cacheLimit { sizeCache.removeAll(keepingCapacity: true) }
    let size = measure(text, primary: ttf, pixelSize: pixelSize)
    sizeCache[key] = size
    return size
  }

  private func measure(_ text: String, primary ttf: OpaquePointer, pixelSize: Int) -> CGSize {
    let parts = segments(of: text, primary: ttf, pixelSize: pixelSize)
    // One run in the app's font is drawn by SDL_ttf alone: its measure is the texture's size
    // exactly (the renderer blits a texture of its own size, and a pixel off shears text).
    if parts.count == 1, parts[0].font == ttf, parts[0].script == nil, parts[0].level == 0,
      bitmapScales[ttf] == nil
    {
      return measure(parts[0])
    }
    var width: CGFloat = 0
    for part in parts { width += measure(part).width }
    return CGSize(width: width, height: CGFloat(TTF_FontHeight(ttf)))
  }

  func lineHeight(of font: UIFont) -> CGFloat {
    guard let ttf = self.font(named: font.fontName, pixelSize: Int(font.pointSize.rounded())) else {
      return fallback.lineHeight(of: font)
    }
    return CGFloat(TTF_FontLineSkip(ttf))
  }

  func ascent(of font: UIFont) -> CGFloat {
    guard let ttf = self.font(named: font.fontName, pixelSize: Int(font.pointSize.rounded())) else {
      return fallback.ascent(of: font)
    }
    return CGFloat(TTF_FontAscent(ttf))
  }

  func hasFont(named name: String) -> Bool { catalog.face(named: name) != nil }

  /// FriBidi's levels: what the text is drawn with.
  func bidiLevels(of characters: [Character]) -> [UInt8]? {
    BidiLevels.levels(of: characters)
  }

  /// libthai's word breaks in Thai (``ThaiLineBreaks``); nil without libthai.
  func dictionaryLineBreaks(in text: Substring) -> [Int]? {
    thaiBreaks.breaks(in: text)
  }

  func familyNames() -> [String] { catalog.familyNames() }

  func fontNames(forFamilyName familyName: String) -> [String] {
    catalog.fontNames(forFamilyName: familyName)
  }

  func familyName(ofFontNamed name: String) -> String? { catalog.familyName(ofFontNamed: name) }

  /// Renders `run` in white (the renderer tints it), or nil when no font can draw it. Colour
  /// glyphs keep their colours.
  func renderWhite(_ run: TextRun) -> UnsafeMutablePointer<SDL_Surface>? {
    render(run, color: .white)
  }

  /// Renders `run` with its plain glyphs in `color` and its colour glyphs (emoji) in their
  /// own colours, or nil when no font can draw it.
  func render(_ run: TextRun, color: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
    let pixelSize = Int(run.pixelSize)
    guard let ttf = font(named: run.fontName, pixelSize: pixelSize) else { return nil }
    let parts = segments(of: run.text, primary: ttf, pixelSize: pixelSize)
    if parts.count == 1, parts[0].font == ttf, parts[0].script == nil, bitmapScales[ttf] == nil {
      return TTF_RenderUTF8_Blended(ttf, run.text, color)
    }
    return compose(parts, lineBox: ttf, color: color)
  }

  /// Whether `run` has glyphs from a colour font (emoji): the renderer must not tint those, so
  /// it draws the run in its colour instead of white.
  func hasColorGlyphs(_ run: TextRun) -> Bool {
    guard !colorFonts.isEmpty, !run.text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
    let pixelSize = Int(run.pixelSize)
    guard let ttf = font(named: run.fontName, pixelSize: pixelSize) else { return false }
    return segments(of: run.text, primary: ttf, pixelSize: pixelSize).contains {
      colorFonts.contains($0.font)
    }
  }

  // MARK: - Fallback

  /// A stretch of text drawn with one font, shaped as one script in one direction.
  struct Segment {
    var text: String
    let font: OpaquePointer
    /// The ISO 15924 tag HarfBuzz shapes it as, for scripts whose letters change shape or
    /// order (Devanagari's conjuncts and vowel signs, Arabic's joining letters); nil for the
    /// rest.
    let script: String?
    /// Its bidi embedding level: odd is shaped right to left.
    var level: UInt8 = 0
  }

  /// `text` cut where the font drawing it changes (each character in the first of `primary`,
  /// a fallback already in use, or the font fontconfig offers for it, that has all of its
  /// scalars; a character no installed font has stays in `primary`, a box, reported once),
  /// where its script or its bidi level changes, and put in visual order: left to right as
  /// drawn, right-to-left runs reversed by the Unicode Bidirectional Algorithm.
  func segments(of text: String, primary: OpaquePointer, pixelSize: Int) -> [Segment] {
    if covers(primary, asciiOnly: text) { return [Segment(text: text, font: primary, script: nil)] }
    let key = RunKey(text: text, font: primary, pixelSize: pixelSize)
    if let known = segmentCache[key] { return known }
    if segmentCache.count >= cacheLimit { segmentCache.removeAll(keepingCapacity: true) }
    let made = cut(text, primary: primary, pixelSize: pixelSize)
    segmentCache[key] = made
    return made
  }

  private func cut(_ text: String, primary: OpaquePointer, pixelSize: Int) -> [Segment] {
    let levels = BidiLevels.levels(of: Array(text.unicodeScalars))
    var result: [Segment] = []
    var scalarIndex = 0
    for character in text {
      let font = self.font(for: character, primary: primary, pixelSize: pixelSize)
      let script = ShapingScript.tag(of: character)
      let level = levels.map { $0[min(scalarIndex, $0.count - 1)] } ?? 0
      scalarIndex += character.unicodeScalars.count
      if let last = result.last, last.font == font, last.script == script, last.level == level {
        result[result.count - 1].text.append(character)
      } else {
        result.append(Segment(text: String(character), font: font, script: script, level: level))
      }
    }
    guard levels != nil else { return result }
    return BidiLevels.visualOrder(of: result.map(\.level)).map { result[$0] }
  }

  private func covers(_ font: OpaquePointer, asciiOnly text: String) -> Bool {
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
    if let known = coversASCII[font] { return known }
    let covers = (0x20..<0x7F).allSatisfy { TTF_GlyphIsProvided32(font, UInt32($0)) != 0 }
    coversASCII[font] = covers
    return covers
  }

  private func font(for character: Character, primary: OpaquePointer, pixelSize: Int)
    -> OpaquePointer
  {
    let scalars = character.unicodeScalars.filter {
      !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control
    }
    func has(_ font: OpaquePointer) -> Bool {
      scalars.allSatisfy { TTF_GlyphIsProvided32(font, $0.value) != 0 }
    }
    // An emoji shown as an emoji (U+FE0F, or one that is by default) takes a colour font
    // when there is one, even where the app's font has a plain glyph for it (❤️, ☀️).
    if let base = scalars.first,
      character.unicodeScalars.contains("\u{FE0F}") || base.properties.isEmojiPresentation
    {
      for face in usedFallbacks where face.isColor {
        if let font = open(face, pixelSize: pixelSize), has(font) { return font }
      }
      if let face = catalog.fallback(for: base, preferringColor: true), face.isColor,
        let font = open(face, pixelSize: pixelSize), has(font)
      {
        if !usedFallbacks.contains(face) { usedFallbacks.append(face) }
        return font
      }
    }
    guard let lacking = scalars.first(where: { TTF_GlyphIsProvided32(primary, $0.value) == 0 })
    else { return primary }
    for face in usedFallbacks {
      if let font = open(face, pixelSize: pixelSize), has(font) { return font }
    }
    if let face = catalog.fallback(for: lacking), let font = open(face, pixelSize: pixelSize),
      has(font)
    {
      if !usedFallbacks.contains(face) { usedFallbacks.append(face) }
      return font
    }
    if uncovered.insert(lacking.value).inserted {
      report(
        "no installed font has U+\(String(lacking.value, radix: 16, uppercase: true)) "
          + "(\(character)); it draws as a box. Noto has most scripts: "
          + "`apt-get install fonts-noto-core fonts-noto-cjk`")
    }
    return primary
  }

  private func measure(_ segment: Segment) -> CGSize {
    shape(segment)
    var w: Int32 = 0
    var h: Int32 = 0
    defer { unshape(segment.font) }
    guard TTF_SizeUTF8(segment.font, segment.text, &w, &h) == 0 else { return .zero }
    let scale = bitmapScales[segment.font] ?? 1
    return CGSize(width: (CGFloat(w) * scale).rounded(), height: (CGFloat(h) * scale).rounded())
  }

  private func shape(_ segment: Segment) {
    _ = TTF_SetFontScriptName(segment.font, segment.script ?? ShapingScript.unknown)
    _ = TTF_SetFontDirection(
      segment.font, segment.level % 2 == 1 ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
  }

  /// Puts a font back to SDL_ttf's defaults after a segment shaped it.
  private func unshape(_ font: OpaquePointer) {
    _ = TTF_SetFontScriptName(font, ShapingScript.unknown)
    _ = TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
  }

  /// The segments side by side on one baseline, in a surface as tall as `lineBox`'s line:
  /// plain glyphs in `color`, colour glyphs scaled to the text's size in their own colours.
  private func compose(_ parts: [Segment], lineBox: OpaquePointer, color: SDL_Color)
    -> UnsafeMutablePointer<SDL_Surface>?
  {
    let widths = parts.map { Int32(measure($0).width) }
    let height = TTF_FontHeight(lineBox)
    let ascent = TTF_FontAscent(lineBox)
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, max(1, widths.reduce(0, +)), max(1, height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    var x: Int32 = 0
    for (part, width) in zip(parts, widths) {
      shape(part)
      defer { unshape(part.font) }
      let scale = bitmapScales[part.font]
      if var drawn = TTF_RenderUTF8_Blended(part.font, part.text, color) {
        var partAscent = TTF_FontAscent(part.font)
        if let scale {
          let size = measure(part)
          if let smaller = BitmapScaler.scale(drawn, to: Int32(size.width), Int32(size.height)) {
            SDL_FreeSurface(drawn)
            drawn = smaller
          }
          partAscent = Int32((CGFloat(partAscent) * scale).rounded())
        }
        // Copied, not blended: the surface starts transparent and segments do not overlap.
        SDL_SetSurfaceBlendMode(drawn, SDL_BLENDMODE_NONE)
        var target = SDL_Rect(
          x: x, y: ascent - partAscent, w: drawn.pointee.w, h: drawn.pointee.h)
        SDL_UpperBlit(drawn, nil, surface, &target)
        SDL_FreeSurface(drawn)
      }
      x += width
    }
    unshape(lineBox)
    return surface
  }
}

extension SDL_Color {
  fileprivate static let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
}
