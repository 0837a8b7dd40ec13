import Foundation

/// Measures text for layout. The SDL host installs one backed by SDL_ttf; without a host a
/// deterministic estimate is used, so the core lays out text headless and reproducibly.
@preconcurrency @MainActor
public protocol TextSystem: AnyObject {
  /// The width and height, in points, of `text` on one line in `font`.
  func size(of text: String, font: UIFont) -> CGSize
  /// The distance between baselines, in points.
  func lineHeight(of font: UIFont) -> CGFloat
  /// Whether a font of this name can be drawn.
  func hasFont(named name: String) -> Bool
  /// The font families installed, sorted (`UIFont.familyNames`).
  func familyNames() -> [String]
  /// The names of the fonts in a family, sorted (`UIFont.fontNames(forFamilyName:)`).
  func fontNames(forFamilyName familyName: String) -> [String]
  /// The family of the font called `name`, or nil when the system cannot tell.
  func familyName(ofFontNamed name: String) -> String?
  /// How far the baseline lies below the top of a drawn line, in points (runs of different
  /// sizes on one line share their baseline).
  func ascent(of font: UIFont) -> CGFloat
  /// The bidi embedding level of each character of a line (even: left to right, odd: right to
  /// left) as the system draws it, or nil when it is all left to right. Carets and selections
  /// in Hebrew and Arabic follow it. By default a simplified Unicode Bidirectional Algorithm.
  func bidiLevels(of characters: [Character]) -> [UInt8]?
  /// Where lines may break inside `text`'s words of a script written without spaces between
  /// them (Thai), found with a dictionary: UTF-16 offsets from the text's start. Nil when the
  /// system has no dictionary (the default); such text then breaks only at spaces.
  func dictionaryLineBreaks(in text: Substring) -> [Int]?
}

extension TextSystem {
  /// DejaVu's families, which OpenUIKit's system fonts use.
  public func familyNames() -> [String] { ["DejaVu Sans", "DejaVu Sans Mono"] }

  /// DejaVu's fonts, for its two families; none for the rest.
  public func fontNames(forFamilyName familyName: String) -> [String] {
    switch familyName {
    case "DejaVu Sans": ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique"]
    case "DejaVu Sans Mono": ["DejaVuSansMono", "DejaVuSansMono-Bold"]
    default: []
    }
  }

  /// The simplified Unicode Bidirectional Algorithm's levels (strong letters, digits and
  /// neutrals; no explicit embeddings).
  public func bidiLevels(of characters: [Character]) -> [UInt8]? {
    BidiRuns.levels(of: characters)
  }

  /// No dictionary: nil.
  public func dictionaryLineBreaks(in text: Substring) -> [Int]? { nil }

  /// Four fifths of the line height, a typical ascent.
  public func ascent(of font: UIFont) -> CGFloat { (lineHeight(of: font) * 0.8).rounded() }

  /// The family whose ``fontNames(forFamilyName:)`` lists `name`.
  public func familyName(ofFontNamed name: String) -> String? {
    familyNames().first { fontNames(forFamilyName: $0).contains(name) }
  }
}

/// Where code written before ``HostServices`` finds the text system in use.
@MainActor
public enum TextSystemRegistry {
  /// The current application's text system (``HostServices/textSystem``); setting it replaces
  /// that application's. Views measure with their own window's application.
  @available(*, deprecated, message: "use UIApplication.hostServices.textSystem")
  public static var current: any TextSystem {
    get { HostServices.current.textSystem }
    set { UIApplication.current?.hostServices.textSystem = newValue }
  }
}

/// A text system with no font files: every character is 0.6 em wide and lines are 1.2 em
/// apart. Used headless, before a host installs real measurements.
@preconcurrency @MainActor
public final class EstimatingTextSystem: TextSystem {
  /// Creates the estimator.
  public init() {}

  /// 0.6 em per character, 1.2 em high.
  public func size(of text: String, font: UIFont) -> CGSize {
    CGSize(width: CGFloat(text.count) * font.pointSize * 0.6, height: lineHeight(of: font))
  }

  /// 1.2 em.
  public func lineHeight(of font: UIFont) -> CGFloat { (font.pointSize * 1.2).rounded(.up) }

  /// True for every name: nothing is drawn anyway.
  public func hasFont(named name: String) -> Bool { true }
}

/// Breaks text into lines that fit a width, at spaces where possible (UIKit's word wrapping).
@MainActor
enum TextLayout {
  /// The lines of `text` in `font` for a box `width` points wide, at most `maximumLines`
  /// (0: no limit). Explicit newlines always break. A word longer than the width is broken
  /// between characters.
  static func lines(
    of text: String, font: UIFont, width: CGFloat, maximumLines: Int, wraps: Bool,
    measuredBy measure: any TextSystem
  ) -> [String] {
    var result: [String] = []
    func fits(_ text: String) -> Bool { measure.size(of: text, font: font).width <= width }
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard wraps, width > 0 else {
        result.append(String(paragraph))
        continue
      }
      var line = ""
      // Spaces after the line's last word: they stay only if a word follows on this line.
      var hanging = ""
      // Broken at the Unicode rules' opportunities (LineBreaks): spaces, between CJK
      // characters except before closing punctuation, after hyphens, a dictionary's breaks.
      for token in LineBreaks.tokens(paragraph, system: measure) {
        let word = String(token.text)
        if token.isSpace {
          if !line.isEmpty { hanging += word }
          continue
        }
        if line.isEmpty ? fits(word) : fits(line + hanging + word) {
          line += hanging + word
          hanging = ""
          continue
        }
        if !line.isEmpty { result.append(line) }
        line = ""
        hanging = ""
        // A word wider than the box is broken between characters.
        for character in word {
          let next = line + String(character)
          if !fits(next) && !line.isEmpty {
            result.append(line)
            line = String(character)
          } else {
            line = next
          }
        }
      }
      if !hanging.isEmpty && fits(line + hanging) { line += hanging }
      result.append(line)
    }
    if maximumLines > 0 && result.count > maximumLines {
      result = Array(result.prefix(maximumLines))
      result[maximumLines - 1] = truncate(
        result[maximumLines - 1], font: font, width: width, measuredBy: measure)
    }
    return result
  }

  /// Shortens `line` with a trailing ellipsis so it fits `width`.
  static func truncate(
    _ line: String, font: UIFont, width: CGFloat, measuredBy measure: any TextSystem
  ) -> String {
    // The longest start that fits with the ellipsis, found by halving: taking a character at
    // a time measured the line once per character (a label given a megabyte took minutes).
    let characters = Array(line)
    func fits(_ count: Int) -> Bool {
      measure.size(of: String(characters[..<count]) + "…", font: font).width <= width
    }
    if fits(characters.count) { return line + "…" }
    var fitting = 0
    var tooLong = characters.count
    while tooLong - fitting > 1 {
      let middle = (fitting + tooLong) / 2
      if fits(middle) { fitting = middle } else { tooLong = middle }
    }
    return String(characters[..<fitting]) + "…"
  }
}
