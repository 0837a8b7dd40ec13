import Foundation
import OpenUIKit

// Text as AT-SPI reads it: offsets count Unicode scalars (AT-SPI's characters, as GTK's), while
// fields and text views keep whole characters; the conversions are here. Labels are read-only
// text; fields and text views are editable (``AccessibleTextEditing``), their edits made as
// typing is.
extension ATSPIModel {
  /// The text of a label or field (a secure field's as bullets); nil for other objects.
  func textContent(of object: AnyObject) -> String? {
    switch object {
    case let label as UILabel: label.text ?? ""
    case let field as any AccessibleTextEditing: String(field.accessibilityCharacters)
    default: nil
    }
  }

  /// Where the caret is, in scalars (0 for a label).
  func caretOffset(of object: AnyObject) -> Int {
    guard let field = object as? any AccessibleTextEditing else { return 0 }
    let characters = field.accessibilityCharacters
    return Self.scalarOffset(ofCharacter: field.accessibilitySelection.upperBound, in: characters)
  }

  /// The selected text's range in scalars, when something is selected.
  func selectedRange(of object: AnyObject) -> Range<Int>? {
    guard let field = object as? any AccessibleTextEditing, !field.accessibilitySelection.isEmpty
    else {
      return nil
    }
    let characters = field.accessibilityCharacters
    let selection = field.accessibilitySelection
    return Self.scalarOffset(
      ofCharacter: selection.lowerBound, in: characters)..<Self.scalarOffset(
        ofCharacter: selection.upperBound, in: characters)
  }

  /// Selects scalars `range` of a field (a caret when empty). False for other objects.
  func select(_ range: Range<Int>, in object: AnyObject) -> Bool {
    guard let field = object as? any AccessibleTextEditing else { return false }
    field.accessibilitySelect(characterRange(range, in: field))
    return true
  }

  /// Replaces scalars `range` of a field with `text`, as typing does.
  func replace(_ range: Range<Int>, with text: String, in object: AnyObject) -> Bool {
    guard let field = object as? any AccessibleTextEditing else { return false }
    return field.accessibilityReplace(characterRange(range, in: field), with: text)
  }

  /// Scalars `range` as the characters of `field` it touches.
  func characterRange(_ range: Range<Int>, in field: any AccessibleTextEditing) -> Range<Int> {
    let characters = field.accessibilityCharacters
    let lower = Self.characterIndex(ofScalar: range.lowerBound, in: characters, roundingUp: false)
    let upper = Self.characterIndex(ofScalar: range.upperBound, in: characters, roundingUp: true)
    return lower..<max(lower, upper)
  }

  /// The frame of scalars `range` in the window's coordinates.
  func textFrame(_ range: Range<Int>, of object: AnyObject) -> CGRect {
    guard let field = object as? any AccessibleTextEditing, let window = field.window,
      let start = field.position(
        from: field.beginningOfDocument, offset: utf16Offset(range.lowerBound, in: field)),
      let end = field.position(
        from: field.beginningOfDocument, offset: utf16Offset(range.upperBound, in: field)),
      let textRange = field.textRange(from: start, to: end)
    else { return frameInWindow(of: object) }
    let rect =
      range.isEmpty ? field.caretRect(for: start) : field.firstRect(for: textRange)
    return field.convert(rect, to: window)
  }

  /// The scalar offset nearest `point` (in the window's coordinates).
  func textOffset(at point: CGPoint, in object: AnyObject) -> Int {
    guard let field = object as? any AccessibleTextEditing, let window = field.window,
      let position = field.closestPosition(to: window.convert(point, to: field))
    else { return -1 }
    let utf16 = field.offset(from: field.beginningOfDocument, to: position)
    let text = String(field.accessibilityCharacters)
    let index = String.Index(utf16Offset: max(0, min(utf16, text.utf16.count)), in: text)
    return text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
  }

  private func utf16Offset(_ scalars: Int, in field: any AccessibleTextEditing) -> Int {
    let text = String(field.accessibilityCharacters).unicodeScalars
    return text.prefix(max(0, scalars)).reduce(0) { $0 + $1.utf16.count }
  }

  // MARK: - Conversions

  /// The scalar offset where character `index` starts.
  static func scalarOffset(ofCharacter index: Int, in characters: [Character]) -> Int {
    characters.prefix(max(0, index)).reduce(0) { $0 + $1.unicodeScalars.count }
  }

  /// The character boundary at scalar `offset`, before (or after, `roundingUp`) the character
  /// it falls inside.
  static func characterIndex(ofScalar offset: Int, in characters: [Character], roundingUp: Bool)
    -> Int
  {
    var count = 0
    for (index, character) in characters.enumerated() {
      if count >= offset { return index }
      count += character.unicodeScalars.count
      if count > offset { return roundingUp ? index + 1 : index }
    }
    return characters.count
  }

  // MARK: - Units

  /// How text is cut: AT-SPI's granularities (GetStringAtOffset) and boundaries
  /// (GetTextAtOffset) come to these.
  enum TextUnit {
    case character, word, sentence, line
    /// GetStringAtOffset's granularity: char, word, sentence, line, paragraph.
    init?(granularity: UInt32) {
      switch granularity {
      case 0: self = .character
      case 1: self = .word
      case 2: self = .sentence
      case 3, 4: self = .line
      default: return nil
      }
    }
    /// GetText*Offset's boundary: char, word start/end, sentence start/end, line start/end.
    init?(boundary: UInt32) {
      switch boundary {
      case 0: self = .character
      case 1, 2: self = .word
      case 3, 4: self = .sentence
      case 5, 6: self = .line
      default: return nil
      }
    }
  }

  /// The ranges (in scalars) `text` falls into, covering it: a word takes the spaces after it,
  /// a line its newline, a sentence the spaces after its full stop.
  static func units(of text: String, _ unit: TextUnit) -> [Range<Int>] {
    let scalars = Array(text.unicodeScalars)
    guard !scalars.isEmpty else { return [] }
    if unit == .character { return scalars.indices.map { $0..<($0 + 1) } }
    var ranges: [Range<Int>] = []
    var start = 0
    func isSpace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace }
    for i in 1..<scalars.count {
      let previous = scalars[i - 1], current = scalars[i]
      let cut: Bool
      switch unit {
      case .word: cut = isSpace(previous) && !isSpace(current)
      case .line: cut = previous == "\n"
      case .sentence:
        cut =
          !isSpace(current) && isSpace(previous)
          && i >= 2 && ".!?".unicodeScalars.contains(scalars[lastNonSpace(before: i, scalars)])
      case .character: cut = true
      }
      if cut {
        ranges.append(start..<i)
        start = i
      }
    }
    ranges.append(start..<scalars.count)
    return ranges
  }

  private static func lastNonSpace(before index: Int, _ scalars: [Unicode.Scalar]) -> Int {
    var i = index - 1
    while i > 0 && scalars[i].properties.isWhitespace { i -= 1 }
    return i
  }

  /// The unit at `offset`, or the one before or after it (`step` -1 or 1): its text and range
  /// in scalars. An offset past the end gives nothing at the end.
  static func unit(
    of text: String, _ unit: TextUnit, at offset: Int, step: Int = 0
  ) -> (String, Int, Int) {
    let ranges = units(of: text, unit)
    let count = text.unicodeScalars.count
    let offset = max(0, min(offset, count))
    let here = ranges.firstIndex { $0.contains(offset) } ?? ranges.count
    let index = here + step
    guard ranges.indices.contains(index) else { return ("", offset, offset) }
    let range = ranges[index]
    return (slice(text, range.lowerBound, range.upperBound), range.lowerBound, range.upperBound)
  }

  /// Scalars `start..<end` of `text` (an end of -1 or past the end: to the end).
  static func slice(_ text: String, _ start: Int, _ end: Int) -> String {
    let scalars = Array(text.unicodeScalars)
    let upper = end < 0 || end > scalars.count ? scalars.count : end
    let lower = max(0, min(start, upper))
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars[lower..<upper])
    return String(result)
  }
}
