import Foundation

// UITextInput: positions are UTF-16 offsets, as in UIKit. The field keeps its text as
// characters (grapheme clusters), so a position inside one (between the halves of a surrogate
// pair, or before a combining mark) widens to the whole character wherever text or a selection
// is taken from a range: a range's start moves back, its end forward.
extension UITextField: UITextInput {
  // MARK: Offsets

  /// The UTF-16 offset where the character at `index` starts (the text's length at the end).
  func utf16Offset(ofCharacter index: Int) -> Int {
    starts[max(0, min(index, characterList.count))]
  }

  /// The character boundary at or around a UTF-16 offset: before the character it falls in,
  /// or after it when `roundingUp`.
  func characterIndex(utf16 offset: Int, roundingUp: Bool) -> Int {
    let starts = self.starts
    // The first character starting at or after the offset (a binary search: a caret query
    // in a megabyte pasted into a field walked every character, several times a frame).
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high) / 2
      if starts[middle] < offset { low = middle + 1 } else { high = middle }
    }
    if starts[low] == offset || low == 0 { return low }
    if starts[low] < offset { return characterList.count }
    // Inside character low - 1.
    return roundingUp ? low : low - 1
  }

  /// Where each character starts in UTF-16, and the text's end last.
  private var starts: [Int] {
    if let known = utf16Starts { return known }
    var starts = [0]
    starts.reserveCapacity(characterList.count + 1)
    var count = 0
    for c in characterList {
      count += c.utf16.count
      starts.append(count)
    }
    utf16Starts = starts
    return starts
  }

  var utf16Length: Int { utf16Offset(ofCharacter: characterList.count) }

  /// A range of characters as a text range.
  func textRange(characters range: Range<Int>) -> TextOffsetRange {
    TextOffsetRange(
      utf16Offset(ofCharacter: range.lowerBound), utf16Offset(ofCharacter: range.upperBound))
  }

  /// The characters a text range covers, widened to whole characters; nil for a foreign range.
  func characterRange(of range: UITextRange) -> Range<Int>? {
    guard let range = range as? TextOffsetRange else { return nil }
    let lower = characterIndex(utf16: range.lower, roundingUp: false)
    return lower..<max(lower, characterIndex(utf16: range.upper, roundingUp: true))
  }

  private func offset(of position: UITextPosition) -> Int? {
    TextOffsets.offset(of: position, length: utf16Length)
  }

  // MARK: Text and selection

  /// The text in `range`, widened to whole characters; nil for another document's range.
  public func text(in range: UITextRange) -> String? {
    characterRange(of: range).map { String(characterList[$0]) }
  }

  /// Replaces the text in `range` as app code: the delegate is not asked (as in UIKit), the
  /// change can be undone, and `.editingChanged` is sent.
  public func replace(_ range: UITextRange, withText text: String) {
    guard let characters = characterRange(of: range) else { return }
    edit(characters, with: Self.singleLine(text), askingDelegate: false)
  }

  /// The selection while the field is being edited; nil otherwise, as in UIKit. Setting it
  /// selects whole characters.
  public var selectedTextRange: UITextRange? {
    get { isEditing ? textRange(characters: selection) : nil }
    set {
      guard let newValue, let range = characterRange(of: newValue) else { return }
      select(range)
    }
  }

  // MARK: Marked text

  /// The text an input method is composing, or nil.
  public var markedTextRange: UITextRange? { markedRange.map { textRange(characters: $0) } }

  /// Replaces the marked text (or, with none, the selection) with `markedText`, marked, and
  /// selects `selectedRange` (UTF-16 offsets into it). The delegate is not asked: the text
  /// is not final until ``insertText(_:)`` commits it.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    let text = Array(Self.singleLine(markedText ?? ""))
    let target = markedRange ?? selection
    if markedRange == nil { beginComposition() }
    edit(target, with: String(text), askingDelegate: false, composing: true)
    markedRange = text.isEmpty ? nil : target.lowerBound..<target.lowerBound + text.count
    // The selection inside the marked text, in its UTF-16 offsets.
    let marked = String(text)
    let lower = Self.characters(in: marked, upToUTF16: selectedRange.location)
    let upper = Self.characters(
      in: marked, upToUTF16: selectedRange.location + selectedRange.length)
    select((target.lowerBound + lower)..<(target.lowerBound + max(lower, upper)))
    if markedRange == nil { endComposition() }
  }

  /// Commits the marked text as it is, recording the whole composition as one undo step.
  public func unmarkText() {
    guard markedRange != nil else { return }
    markedRange = nil
    endComposition()
    setNeedsDisplay()
  }

  private static func characters(in text: String, upToUTF16 offset: Int) -> Int {
    var count = 0
    var characters = 0
    for c in text {
      if count >= offset { break }
      count += c.utf16.count
      characters += 1
    }
    return characters
  }

  // MARK: Positions

  /// The position before the first character.
  public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
  /// The position after the last character.
  public var endOfDocument: UITextPosition { TextOffsetPosition(utf16Length) }

  /// The range between two of this field's positions, in either order.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    TextOffsets.range(fromPosition, toPosition, length: utf16Length)
  }

  /// The position `offset` UTF-16 code units from `position`; nil outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    TextOffsets.position(from: position, distance: offset, length: utf16Length)
  }

  /// Left and right move by characters; up and down go to the start and end of the line.
  public func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    guard let start = self.offset(of: position) else { return nil }
    let index = characterIndex(utf16: start, roundingUp: direction == .right)
    switch direction {
    case .left, .right:
      let (target, overflow) = index.addingReportingOverflow(direction == .left ? -offset : offset)
      guard !overflow, target >= 0, target <= characterList.count else { return nil }
      return TextOffsetPosition(utf16Offset(ofCharacter: target))
    case .up: return beginningOfDocument
    case .down: return endOfDocument
    }
  }

  /// How two positions are ordered.
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    TextOffsets.compare(position, other, length: utf16Length)
  }

  /// The UTF-16 code units from one position to another.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    TextOffsets.distance(from: from, to: toPosition, length: utf16Length)
  }

  // MARK: Layout

  /// The start of `range` going left or up, its end going right or down.
  public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection)
    -> UITextPosition?
  {
    TextOffsets.farthest(in: range, direction)
  }

  /// From `position` to the start of the text (left, up) or to its end (right, down).
  public func characterRange(
    byExtending position: UITextPosition, in direction: UITextLayoutDirection
  ) -> UITextRange? {
    guard let at = offset(of: position) else { return nil }
    return direction == .left || direction == .up
      ? TextOffsetRange(0, at) : TextOffsetRange(at, utf16Length)
  }

  /// Right to left when the text's first strong letter is (Hebrew, Arabic), else left to
  /// right.
  public func baseWritingDirection(
    for position: UITextPosition, in direction: UITextStorageDirection
  ) -> NSWritingDirection { isRightToLeftText ? .rightToLeft : .leftToRight }

  /// Does nothing: the direction follows the text (Unicode's rule P2).
  public func setBaseWritingDirection(
    _ writingDirection: NSWritingDirection, for range: UITextRange
  ) {}

  /// The rectangle the characters of `range` cover on the line, in bounds coordinates.
  public func firstRect(for range: UITextRange) -> CGRect {
    guard let characters = characterRange(of: range) else { return .null }
    let a = caretX(characters.lowerBound), b = caretX(characters.upperBound)
    let line = lineFrame
    return CGRect(x: min(a, b), y: line.minY, width: abs(b - a), height: line.height)
  }

  /// The 2-point caret at `position`, as tall as the line.
  public func caretRect(for position: UITextPosition) -> CGRect {
    let at = offset(of: position).map { characterIndex(utf16: $0, roundingUp: false) } ?? 0
    let line = lineFrame
    return CGRect(x: caretX(at), y: line.minY, width: 2, height: line.height)
  }

  /// One rectangle for a non-empty range (the field is one line); none for a caret.
  public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    guard range is TextOffsetRange, !range.isEmpty else { return [] }
    return [
      UITextSelectionRect(rect: firstRect(for: range), containsStart: true, containsEnd: true)
    ]
  }

  /// The character boundary nearest to `point`, among the characters shown.
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    TextOffsetPosition(utf16Offset(ofCharacter: boundary(nearestX: point.x)))
  }

  /// The boundary nearest to `point` inside `range`.
  public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    guard let characters = characterRange(of: range) else { return nil }
    let at = max(characters.lowerBound, min(boundary(nearestX: point.x), characters.upperBound))
    return TextOffsetPosition(utf16Offset(ofCharacter: at))
  }

  /// The character drawn at `point`, or nil off the text.
  public func characterRange(at point: CGPoint) -> UITextRange? {
    guard let index = character(atX: point.x) else { return nil }
    return textRange(characters: index..<index + 1)
  }
}
