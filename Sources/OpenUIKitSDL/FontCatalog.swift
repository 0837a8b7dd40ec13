import CFontconfig
import Foundation

/// One face in a font file: `.ttc` collections hold several, picked by index.
struct FontFace: Hashable {
  /// The file's path.
  let path: String
  /// The face's index in the file (0 for a `.ttf` or `.otf`).
  let index: Int
  /// Whether it is a colour font (emoji such as Noto Color Emoji): its glyphs are drawn in
  /// their own colours, not tinted.
  var isColor = false
}

/// The fonts installed on this machine, through fontconfig: what a font name means, which font
/// draws a character the app's font lacks, and the names `UIFont.familyNames` lists.
///
/// Names are looked up as UIKit's are: a PostScript name (`DejaVuSans-Bold`,
/// `NotoSansCJKsc-Regular`), then a full name (`DejaVu Sans Bold`), then a family name (the
/// family's regular face). A file named `<name>.ttf` or `.otf` in one of the app's own font
/// folders comes first, so a font shipped with the app wins over an installed one.
@MainActor
final class FontCatalog {
  /// The app's own font folders, searched before fontconfig.
  let appFontDirectories: [String]
  /// Where DejaVu's files are looked for when fontconfig does not know them.
  let systemFontDirectories: [String]
  private var faces: [String: FontFace?] = [:]
  private var fallbacks: [UInt64: FontFace?] = [:]
  private let config: OpaquePointer?

  /// Loads fontconfig's configuration (unless `usesFontconfig` is false, or the machine has
  /// none: then only the folders are searched).
  init(
    appFontDirectories: [String] = ["Assets/Fonts"],
    systemFontDirectories: [String] = [
      "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
    ],
    usesFontconfig: Bool = true
  ) {
    self.appFontDirectories = appFontDirectories
    self.systemFontDirectories = systemFontDirectories
    config = usesFontconfig ? FcInitLoadConfigAndFonts() : nil
  }

  /// Every folder searched before fontconfig, for messages.
  var directories: [String] { appFontDirectories + systemFontDirectories }

  isolated deinit {
    if let config { FcConfigDestroy(config) }
  }

  /// Where the font called `name` is, or nil.
  func face(named name: String) -> FontFace? {
    if let known = faces[name] { return known }
    let found = appFont(named: name) ?? installedFont(named: name) ?? wellKnownFile(named: name)
    faces[name] = found
    return found
  }

  /// The face fontconfig ranks best for drawing `scalar`, or nil when no installed font has it.
  /// A colour font counts (emoji in colour); other fonts of bitmaps at fixed sizes do not.
  /// `preferringColor` (an emoji asked for in colour, with U+FE0F) takes a colour font first.
  func fallback(for scalar: Unicode.Scalar, preferringColor: Bool = false) -> FontFace? {
    let key = UInt64(scalar.value) | (preferringColor ? 1 << 32 : 0)
    if let known = fallbacks[key] { return known }
    let found = sortedFaces(covering: scalar, preferringColor: preferringColor)
    fallbacks[key] = found
    return found
  }

  /// Every installed family, sorted: what `UIFont.familyNames` answers.
  func familyNames() -> [String] {
    let names = list(matching: [:], property: FC_FAMILY)
    return Array(Set(names)).sorted()
  }

  /// The PostScript names of the faces in `family`, sorted.
  func fontNames(forFamilyName family: String) -> [String] {
    Array(Set(list(matching: [FC_FAMILY: family], property: FC_POSTSCRIPT_NAME))).sorted()
  }

  /// The family of the font called `name`, as fontconfig names it.
  func familyName(ofFontNamed name: String) -> String? {
    guard let face = face(named: name) else { return nil }
    return list(matching: [FC_FILE: face.path], property: FC_FAMILY).first
  }

  // MARK: - Lookups

  private func appFont(named name: String) -> FontFace? {
    for directory in appFontDirectories {
      for ext in ["ttf", "otf", "ttc"] {
        let path = (directory as NSString).appendingPathComponent("\(name).\(ext)")
        if FileManager.default.fileExists(atPath: path) { return FontFace(path: path, index: 0) }
      }
    }
    return nil
  }

  /// DejaVu's files where Debian, Fedora and Arch put them, for a machine whose fontconfig has
  /// no configuration (a minimal container).
  private func wellKnownFile(named name: String) -> FontFace? {
    for directory in systemFontDirectories {
      let path = (directory as NSString).appendingPathComponent(name + ".ttf")
      if FileManager.default.fileExists(atPath: path) { return FontFace(path: path, index: 0) }
    }
    return nil
  }

  private func installedFont(named name: String) -> FontFace? {
    for property in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
      if let face = faces(matching: [property: name]).first?.face { return face }
    }
    // A family name means its regular face, as in UIKit.
    let family = faces(matching: [FC_FAMILY: name])
    return family.first { $0.style.contains("Regular") || $0.style.contains("Book") }?.face
      ?? family.first?.face
  }

  /// The faces fontconfig lists for `properties`, with their style names.
  private func faces(matching properties: [String: String]) -> [(face: FontFace, style: String)] {
    var result: [(FontFace, String)] = []
    withFontList(matching: properties, objects: [FC_FILE, FC_INDEX, FC_STYLE]) { pattern in
      guard let path = string(pattern, FC_FILE) else { return }
      var index: Int32 = 0
      _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
      // The high bits of an index name a variable font's instance; SDL_ttf opens the face.
      result.append(
        (FontFace(path: path, index: Int(index & 0xFFFF)), string(pattern, FC_STYLE) ?? ""))
    }
    // The same order on every machine with the same fonts.
    return result.sorted { ($0.0.path, $0.0.index) < ($1.0.path, $1.0.index) }
  }

  private func list(matching properties: [String: String], property: String) -> [String] {
    var result: [String] = []
    withFontList(matching: properties, objects: [property]) { pattern in
      var index: Int32 = 0
      var value: UnsafeMutablePointer<FcChar8>?
      while FcPatternGetString(pattern, property, index, &value) == FcResultMatch, let value {
        result.append(String(cString: value))
        index += 1
      }
    }
    return result
  }

  private func withFontList(
    matching properties: [String: String], objects: [String],
    _ body: (OpaquePointer) -> Void
  ) {
    guard let config, let pattern = FcPatternCreate(), let set = FcObjectSetCreate() else { return }
    defer {
      FcPatternDestroy(pattern)
      FcObjectSetDestroy(set)
    }
    for (key, value) in properties { _ = FcPatternAddString(pattern, key, value) }
    for object in objects { _ = FcObjectSetAdd(set, object) }
    guard let fonts = FcFontList(config, pattern, set) else { return }
    defer { FcFontSetDestroy(fonts) }
    for i in 0..<Int(fonts.pointee.nfont) {
      if let font = fonts.pointee.fonts[i] { body(font) }
    }
  }

  private func sortedFaces(covering scalar: Unicode.Scalar, preferringColor: Bool) -> FontFace? {
    guard let config, let pattern = FcPatternCreate(), let wanted = FcCharSetCreate() else {
      return nil
    }
    defer {
      FcPatternDestroy(pattern)
      FcCharSetDestroy(wanted)
    }
    _ = FcCharSetAddChar(wanted, scalar.value)
    _ = FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
    _ = FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
    // The user's configuration and locale order the candidates (which Han forms, say), as
    // for every other desktop app.
    _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let sorted = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
    defer { FcFontSetDestroy(sorted) }
    var firstUsable: FontFace?
    for i in 0..<Int(sorted.pointee.nfont) {
      guard let font = sorted.pointee.fonts[i] else { continue }
      var charset: OpaquePointer?
      let color = bool(font, FC_COLOR) ?? false
      let scalable = bool(font, FC_SCALABLE) ?? true
      guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch,
        let charset, FcCharSetHasChar(charset, scalar.value) == FcTrue,
        scalable || color, let path = string(font, FC_FILE)
      else { continue }
      var index: Int32 = 0
      _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
      let face = FontFace(path: path, index: Int(index & 0xFFFF), isColor: color)
      if !preferringColor || color { return face }
      firstUsable = firstUsable ?? face
    }
    return firstUsable
  }

  private func string(_ pattern: OpaquePointer, _ property: String) -> String? {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, property, 0, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  private func bool(_ pattern: OpaquePointer, _ property: String) -> Bool? {
    var value: FcBool = FcFalse
    guard FcPatternGetBool(pattern, property, 0, &value) == FcResultMatch else { return nil }
    return value == FcTrue
  }
}
