import Foundation

/// Word, sentence and line boundaries in a list of characters (grapheme clusters), as the
/// tokenizer, double-click selection and the word-wise keys find them. Offsets are character
/// indices, 0...count.
///
/// A word is a run of letters, digits, underscores, and apostrophes between letters ("don't"
/// is one word). Sentences end after `.`, `!` or `?` followed by a space; lines and paragraphs
/// end at newlines.
struct TextBoundaries {
  let characters: [Character]

  /// The kinds of runs a double click selects whole.
  enum Kind: Equatable { case word, space, other }

  func kind(at index: Int) -> Kind {
    let c = characters[index]
    if c.isLetter || c.isNumber || c == "_" { return .word }
    if c == "'" || c == "\u{2019}", index > 0, index + 1 < characters.count,
      characters[index - 1].isLetter, characters[index + 1].isLetter
    {
      return .word
    }
    return c.isWhitespace ? .space : .other
  }

  func isWord(_ index: Int) -> Bool {
    index >= 0 && index < characters.count && kind(at: index) == .word
  }

  /// The run a double click on the character at `index` selects: the word or the spaces
  /// around it, or that one punctuation character. Empty for an empty text.
  func run(around index: Int) -> Range<Int> {
    guard !characters.isEmpty else { return 0..<0 }
    let at = max(0, min(index, characters.count - 1))
    let kind = kind(at: at)
    guard kind != .other else { return at..<at + 1 }
    var lower = at
    var upper = at + 1
    while lower > 0 && self.kind(at: lower - 1) == kind { lower -= 1 }
    while upper < characters.count && self.kind(at: upper) == kind { upper += 1 }
    return lower..<upper
  }

  /// The end of the next word after `offset` (Ctrl+→, Alt+→ on a Mac).
  func nextWordEnd(after offset: Int) -> Int {
    var i = max(0, offset)
    while i < characters.count && !isWord(i) { i += 1 }
    while i < characters.count && isWord(i) { i += 1 }
    return min(i, characters.count)
  }

  /// The start of the word before `offset` (Ctrl+←).
  func previousWordStart(before offset: Int) -> Int {
    var i = min(offset, characters.count)
    while i > 0 && !isWord(i - 1) { i -= 1 }
    while i > 0 && isWord(i - 1) { i -= 1 }
    return max(i, 0)
  }

  /// Whether `offset` is at the edge of a unit, on its side in the direction given: the end
  /// of one going forward, the start of one going backward.
  func isBoundary(_ offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Bool {
    switch granularity {
    case .character: return true
    case .document: return forward ? offset == characters.count : offset == 0
    case .word:
      return forward ? isWord(offset - 1) && !isWord(offset) : isWord(offset) && !isWord(offset - 1)
    default:
      let unit = unitRange(around: forward ? offset - 1 : offset, granularity)
      return unit.map { forward ? $0.upperBound == offset : $0.lowerBound == offset } ?? false
    }
  }

  /// The next boundary from `offset` in the direction given, or nil at the end of the text.
  func boundary(from offset: Int, _ granularity: UITextGranularity, forward: Bool) -> Int? {
    if forward ? offset >= characters.count : offset <= 0 { return nil }
    switch granularity {
    case .character: return forward ? offset + 1 : offset - 1
    case .word: return forward ? nextWordEnd(after: offset) : previousWordStart(before: offset)
    case .document: return forward ? characters.count : 0
    default:
      var i = offset
      repeat {
        i += forward ? 1 : -1
      } while i > 0 && i < characters.count
        && !isBoundary(i, granularity, forward: forward)
      return i
    }
  }

  /// The unit that holds the character at `index`, or nil when none does (a space between
  /// words holds no word).
  func unitRange(around index: Int, _ granularity: UITextGranularity) -> Range<Int>? {
    guard index >= 0 && index < characters.count else { return nil }
    switch granularity {
    case .character: return index..<index + 1
    case .word: return isWord(index) ? run(around: index) : nil
    case .document: return 0..<characters.count
    case .line, .paragraph:
      guard !characters[index].isNewline else { return nil }
      var lower = index
      var upper = index
      while lower > 0 && !characters[lower - 1].isNewline { lower -= 1 }
      while upper < characters.count && !characters[upper].isNewline { upper += 1 }
      return lower..<upper
    case .sentence:
      var lower = index
      var upper = index
      while lower > 0 && !endsSentence(before: lower) { lower -= 1 }
      while upper < characters.count && !endsSentence(before: upper) { upper += 1 }
      return lower..<upper
    }
  }

  /// Whether a sentence ends just before `offset`: after a space that follows `.`, `!`, `?`.
  private func endsSentence(before offset: Int) -> Bool {
    guard offset >= 2, characters[offset - 1].isWhitespace else { return false }
    return ".!?".contains(characters[offset - 2])
  }
}
