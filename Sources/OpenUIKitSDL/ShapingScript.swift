/// The scripts HarfBuzz must be told about to shape them: left-to-right scripts whose letters
/// join, reorder or stack (Devanagari's conjuncts and vowel signs, Thai's stacked marks).
/// SDL_ttf shapes with an unknown script by default, which draws the letters in logical order,
/// unjoined. Latin, Cyrillic, Greek and the Han, kana and Hangul scripts need no shaper.
/// Right-to-left scripts (Arabic, Hebrew) are shaped as their script too (Arabic's letters join),
/// right to left (``BidiLevels``).
enum ShapingScript {
  /// What SDL_ttf assumes when told nothing.
  static let unknown = "Zzzz"

  private static let blocks: [(ClosedRange<UInt32>, String)] = [
    (0x0590...0x05FF, "Hebr"), (0x0600...0x06FF, "Arab"), (0x0700...0x074F, "Syrc"),
    (0x0750...0x077F, "Arab"), (0x0780...0x07BF, "Thaa"), (0x08A0...0x08FF, "Arab"),
    (0xFB1D...0xFB4F, "Hebr"), (0xFB50...0xFDFF, "Arab"), (0xFE70...0xFEFF, "Arab"),
    (0x0900...0x097F, "Deva"), (0xA8E0...0xA8FF, "Deva"), (0x0980...0x09FF, "Beng"),
    (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"), (0x0B00...0x0B7F, "Orya"),
    (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"), (0x0C80...0x0CFF, "Knda"),
    (0x0D00...0x0D7F, "Mlym"), (0x0D80...0x0DFF, "Sinh"), (0x0E00...0x0E7F, "Thai"),
    (0x0E80...0x0EFF, "Laoo"), (0x0F00...0x0FFF, "Tibt"), (0x1000...0x109F, "Mymr"),
    (0x1780...0x17FF, "Khmr"),
  ]

  /// The ISO 15924 tag to shape `character` with, or nil when the default shaping is right.
  static func tag(of character: Character) -> String? {
    guard let first = character.unicodeScalars.first, first.value >= 0x0590 else { return nil }
    return blocks.first { $0.0.contains(first.value) }?.1
  }
}
