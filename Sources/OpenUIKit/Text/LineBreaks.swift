import Foundation

/// Where a line of text may break: the core of the Unicode line-breaking algorithm (UAX #14)
/// that matters for wrapping labels and text views.
///
/// - Spaces are break opportunities; a run of them is a token of its own (it hangs at the end
///   of a broken line, taking no room).
/// - Ideographs, kana, Hangul syllables, emoji and fullwidth forms may break before and after
///   each (class ID): Chinese and Japanese wrap between characters, with no spaces.
/// - But not before closing punctuation, small kana, the prolonged sound mark and `!?,.:;`
///   (classes CL, CP, NS, EX, IS), nor after opening brackets (OP): Japanese "kinsoku".
/// - After a hyphen or dash between letters ("well-known" may wrap as "well-" / "known"), and
///   after a zero-width space.
///
/// Thai, Lao, Khmer and Burmese need a dictionary to find words: the text system's
/// ``TextSystem/dictionaryLineBreaks(in:)`` gives them (the SDL host's: libthai's, for Thai);
/// without one they break only at spaces (a run wider than the line then breaks between
/// characters, as any long word).
enum LineBreaks {
  /// A piece of text between break opportunities, with its offset in UTF-16 code units from
  /// the start of the text it was cut from.
  struct Token {
    var text: Substring
    var utf16Offset: Int
    var isSpace: Bool
  }

  /// Whether a character is a breaking space (it separates tokens and hangs at line ends).
  static func isSpace(_ c: Character) -> Bool {
    c == " " || c == "\u{3000}" || c == "\u{2003}"
  }

  /// `text` cut at its break opportunities, and at the dictionary's of `system` in scripts
  /// written without spaces.
  @MainActor
  static func tokens(_ text: Substring, system: any TextSystem) -> [Token] {
    guard needsDictionary(text), let breaks = system.dictionaryLineBreaks(in: text),
      !breaks.isEmpty
    else { return tokens(text) }
    return tokens(text, dictionary: Set(breaks))
  }

  /// Whether `text` has letters of a script written without spaces between words (Thai, Lao,
  /// Burmese, Khmer), which only a dictionary can break.
  static func needsDictionary(_ text: Substring) -> Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: true
      default: false
      }
    }
  }

  /// `text` cut at its break opportunities, and at the UTF-16 offsets in `dictionary` (between
  /// two characters that are not spaces).
  static func tokens(_ text: Substring, dictionary: Set<Int> = []) -> [Token] {
    var tokens: [Token] = []
    var start = text.startIndex
    var startOffset = 0
    var offset = 0
    var previous: Character?
    for index in text.indices {
      let c = text[index]
      if let before = previous, index != start,
        mayBreak(between: before, and: c)
          || dictionary.contains(offset) && !isSpace(before) && !isSpace(c)
      {
        tokens.append(
          Token(text: text[start..<index], utf16Offset: startOffset, isSpace: isSpace(before)))
        start = index
        startOffset = offset
      }
      offset += c.utf16.count
      previous = c
    }
    if start < text.endIndex, let last = previous {
      tokens.append(
        Token(text: text[start...], utf16Offset: startOffset, isSpace: isSpace(last)))
    }
    return tokens
  }

  /// Whether a line may break between two adjacent characters.
  static func mayBreak(between a: Character, and b: Character) -> Bool {
    let spaceA = isSpace(a)
    let spaceB = isSpace(b)
    // Spaces stay together; a break comes after the last of them (rule LB18).
    if spaceA != spaceB { return true }
    if spaceA { return false }
    if a == "\u{200B}" { return true }
    if b == "\u{2060}" || a == "\u{2060}" || b == "\u{00A0}" || a == "\u{00A0}" { return false }
    if prohibitedAtLineStart(b) || prohibitedAtLineEnd(a) { return false }
    if isIdeographic(a) || isIdeographic(b) { return true }
    // A hyphen or dash after a letter, before a letter or digit (rule LB21 with HY and BA).
    if let hyphen = singleScalar(a), hyphen == 0x2D || hyphen == 0x2010 || hyphen == 0x2013,
      b.isLetter || b.isNumber
    {
      return true
    }
    return false
  }

  /// Characters of the ideographic class (ID) and the fullwidth forms, which break on both
  /// sides.
  static func isIdeographic(_ c: Character) -> Bool {
    guard let scalar = c.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF01...0xFF60,
      0x20000...0x3FFFD:
      return true
    default:
      return scalar.properties.isEmojiPresentation
        || (c.unicodeScalars.count > 1 && scalar.properties.isEmoji && scalar.value > 0xFF)
    }
  }

  /// Closing punctuation, small kana and marks a line may not start with (CL, CP, NS, EX, IS).
  static func prohibitedAtLineStart(_ c: Character) -> Bool {
    singleScalar(c).map(lineStartProhibited.contains) ?? false
  }

  /// Opening brackets and quotes a line may not end with (OP).
  static func prohibitedAtLineEnd(_ c: Character) -> Bool {
    singleScalar(c).map(lineEndProhibited.contains) ?? false
  }

  // Sets of scalar values, not strings searched: a megabyte pasted into a text view is laid out
  // pair by pair, and `String.contains(Character)` compared each pair with every listed
  // character (three quarters of the layout's time).
  private static let lineStartProhibited = Set(
    "!%),.:;?]}¢°’”‰′″℃、。〃々〉》」』】〕〗〙〛〞ぁぃぅぇぉっゃゅょゎゕゖ゛゜ゝゞァィゥェォッャュョヮヵヶ・ーヽヾㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ！％），．：；？］｝｡｣､･ｰ゙゚"
      .unicodeScalars.map(\.value))
  private static let lineEndProhibited = Set("([{£¥‘“〈《「『【〔〖〘〚〝（［｛｢＄".unicodeScalars.map(\.value))

  /// The character's scalar value when it is one scalar (the listed characters all are).
  private static func singleScalar(_ c: Character) -> UInt32? {
    let scalars = c.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    return first.value
  }
}
