import CFriBidi
import OpenUIKit

/// The Unicode Bidirectional Algorithm (UAX #9) through FriBidi, the library GTK and Pango use:
/// the embedding level of each scalar of a line, so right-to-left runs (Arabic, Hebrew) are
/// shaped right to left and the runs are put in visual order. Lines with no right-to-left
/// character or bidi control skip it: every level is 0.
enum BidiLevels {
  /// FriBidi's "other neutral" paragraph type: the direction comes from the first strong
  /// character (rule P2). A macro made of masks, which Swift does not import.
  private static let autoDirection = FriBidiParType(rawValue: 0x40)

  /// The level of each of `scalars` (even: left to right, odd: right to left), or nil when
  /// every level is 0.
  static func levels(of scalars: [Unicode.Scalar]) -> [UInt8]? {
    guard scalars.contains(where: \.mayNeedBidi) else { return nil }
    let characters = scalars.map { FriBidiChar($0.value) }
    let count = FriBidiStrIndex(characters.count)
    var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: characters.count)
    var brackets = [FriBidiBracketType](repeating: 0, count: characters.count)
    var levels = [FriBidiLevel](repeating: 0, count: characters.count)
    var direction = autoDirection
    fribidi_get_bidi_types(characters, count, &types)
    fribidi_get_bracket_types(characters, count, types, &brackets)
    guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) > 0
    else { return nil }
    return levels.map { UInt8(clamping: Int($0)) }
  }

  /// The order to show runs of levels `levels` in (rule L2), as the core computes it.
  static func visualOrder(of levels: [UInt8]) -> [Int] {
    BidiRuns.visualOrder(of: levels)
  }

  /// The level of each character: that of its first scalar (a character's marks share it).
  static func levels(of characters: [Character]) -> [UInt8]? {
    let scalars = characters.flatMap(\.unicodeScalars)
    guard let levels = levels(of: scalars) else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(characters.count)
    var index = 0
    for character in characters {
      result.append(levels[min(index, levels.count - 1)])
      index += character.unicodeScalars.count
    }
    return result
  }
}
