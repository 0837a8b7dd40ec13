import CSDL2
import CSDL2TTF
import Foundation
import OpenUIKit

/// Text measurement and rasterisation with SDL_ttf.
///
/// Fonts are TrueType files found by name in ``fontDirectories``. A missing font is reported
/// once, naming the file and the package that provides it, and DejaVu Sans is used instead; with
/// no usable font at all, text is laid out by estimate and not drawn.
@MainActor
final class SDLTextSystem: TextSystem {
  /// Where fonts are looked for, in order.
  var fontDirectories = [
    "Assets/Fonts", "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF",
    "/usr/share/fonts/dejavu", "/usr/local/share/fonts",
  ]
  private var fonts: [FontKey: OpaquePointer] = [:]
  private var missing: Set<String> = []
  private let fallback = EstimatingTextSystem()
  private let report: (String) -> Void

  private struct FontKey: Hashable {
    let name: String
    let pixelSize: Int
  }

  init(report: @escaping (String) -> Void) {
    self.report = report
  }

  /// Closes every font.
  func close() {
    for font in fonts.values { TTF_CloseFont(font) }
    fonts.removeAll()
  }

  func path(of name: String) -> String? {
    for directory in fontDirectories {
      let path = (directory as NSString).appendingPathComponent(name + ".ttf")
      if FileManager.default.fileExists(atPath: path) { return path }
    }
    return nil
  }

  /// The font `name` at `pixelSize`, or the fallback font, or nil.
  func font(named name: String, pixelSize: Int) -> OpaquePointer? {
    let size = max(1, min(pixelSize, 1000))
    let key = FontKey(name: name, pixelSize: size)
    if let font = fonts[key] { return font }
    guard let path = path(of: name) else {
      if !missing.contains(name) {
        missing.insert(name)
        report(
          "font \(name).ttf not found in \(fontDirectories.joined(separator: ", ")); "
            + (name == "DejaVuSans"
              ? "install it with `apt-get install fonts-dejavu-core`; text will not be drawn"
              : "using DejaVuSans instead"))
      }
      return name == "DejaVuSans" ? nil : font(named: "DejaVuSans", pixelSize: size)
    }
    guard let font = TTF_OpenFont(path, Int32(size)) else {
      report("cannot open font \(path): \(String(cString: SDL_GetError()))")
      return nil
    }
    fonts[key] = font
    return font
  }

  func size(of text: String, font: UIFont) -> CGSize {
    guard let ttf = self.font(named: font.fontName, pixelSize: Int(font.pointSize.rounded())) else {
      return fallback.size(of: text, font: font)
    }
    var w: Int32 = 0
    var h: Int32 = 0
    guard !text.isEmpty, TTF_SizeUTF8(ttf, text, &w, &h) == 0 else {
      return CGSize(width: 0, height: lineHeight(of: font))
    }
    return CGSize(width: CGFloat(w), height: CGFloat(h))
  }

  func lineHeight(of font: UIFont) -> CGFloat {
    guard let ttf = self.font(named: font.fontName, pixelSize: Int(font.pointSize.rounded())) else {
      return fallback.lineHeight(of: font)
    }
    return CGFloat(TTF_FontLineSkip(ttf))
  }

  func hasFont(named name: String) -> Bool { path(of: name) != nil }

  /// Renders `run` in white (the renderer tints it), or nil when no font can draw it.
  func renderWhite(_ run: TextRun) -> UnsafeMutablePointer<SDL_Surface>? {
    guard let ttf = font(named: run.fontName, pixelSize: Int(run.pixelSize)) else { return nil }
    return TTF_RenderUTF8_Blended(ttf, run.text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
  }
}
