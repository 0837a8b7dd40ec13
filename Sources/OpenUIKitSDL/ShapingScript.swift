/// The scripts HarfBuzz must be told about to shape them: left-to-right scripts whose letters
/// join, reorder or stack (Devanagari's conjuncts and vowel signs, Thai's stacked marks).
/// SDL_ttf shapes with an unknown script by default, which draws the letters in logical order,
/// unjoined. Latin, Cyrillic, Greek and the Han, kana and Hangul scripts need no shaper.
/// Right-to-left scripts (Arabic, Hebrew) need bidi too, which is the text issue's.
enum ShapingScript {
  /// What SDL_ttf assumes when told nothing.
  static let unknown = "Zzzz"

  private static let blocks: [(ClosedRange<UInt32>, String)] = [
    (0x0900...0x097F, "Deva"), (0xA8E0...0xA8FF, "Deva"), (0x0980...0x09FF, "Beng"),
    (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"), (0x0B00...0x0B7F, "Orya"),
    (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"), (0x0C80...0x0CFF, "Knda"),
    (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"), (0x0E00...0x0E7F, "Thai"),
    (0x0E80...0x0EFF, "Laoo"), (0x0F00...0x0FFF, "Tibt"), (0x1000...0x109F, "Mymr"),
    (0x1780...0x17FF, "Khmr"),
  ]

  /// The ISO 15924 tag to shape `character` with, or nil when the default shaping is right.
  static func tag(of character: Character) -> String? {
    guard let first = character.unicodeScalars.first, first.value >= 0x0900 else { return nil }
    return blocks.first { $0.0.contains(first.value) }?.1
  }
}
