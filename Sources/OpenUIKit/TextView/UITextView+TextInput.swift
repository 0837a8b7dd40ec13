import Foundation

// UITextInput for UITextView: positions are UTF-16 offsets (the text view's own model), and a
// range that cuts a character widens to the whole of it wherever text or a selection is taken.
extension UITextView: UITextInput {
  private func offset(of position: UITextPosition) -> Int? {
    TextOffsets.offset(of: position, length: storage.length)
  }

  /// The range's offsets widened to whole characters, or nil for another document's range.
  private func wholeCharacters(_ range: UITextRange) -> Range<Int>? {
    guard let range = range as? TextOffsetRange else { return nil }
    let lower = snapped(range.lower, up: false)
    return lower..<max(lower, snapped(range.upper, up: true))
  }

  // MARK: Text and selection

  /// The text in `range`, widened to whole characters; nil for another document's range.
  public func text(in range: UITextRange) -> String? {
    wholeCharacters(range).map {
      (storage.string as NSString).substring(
        with: NSRange(location: $0.lowerBound, length: $0.count))
    }
  }

  /// Replaces the text in `range` as app code: the delegate is not asked (as in UIKit); the
  /// change can be undone.
  public func replace(_ range: UITextRange, withText text: String) {
    guard let characters = wholeCharacters(range) else { return }
    edit(characters, with: text, askingDelegate: false)
  }

  /// The selection while the text view is the first responder; nil otherwise.
  public var selectedTextRange: UITextRange? {
    get { isEditingText ? TextOffsetRange(selection.lowerBound, selection.upperBound) : nil }
    set {
      guard let newValue, let range = wholeCharacters(newValue) else { return }
      select(range)
    }
  }

  // MARK: Marked text

  /// The text an input method is composing, or nil.
  public var markedTextRange: UITextRange? {
    markedRange.map { TextOffsetRange($0.lowerBound, $0.upperBound) }
  }

  /// Replaces the marked text (or, with none, the selection) with `markedText`, marked, and
  /// selects `selectedRange` inside it. The delegate is not asked: the text is not final until
  /// ``insertText(_:)`` commits it.
  public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
    guard isEditable else { return }
    let text = markedText ?? ""
    let target = markedRange ?? selection
    if markedRange == nil {
      beginComposition()
      compositionChanged = nil
    }
    edit(target, with: text, askingDelegate: false, composing: true)
    let length = text.utf16.count
    markedRange = length == 0 ? nil : target.lowerBound..<(target.lowerBound + length)
    let lower = target.lowerBound + max(0, min(selectedRange.location, length))
    let upper =
      target.lowerBound + max(0, min(selectedRange.location + selectedRange.length, length))
    select(lower..<max(lower, upper))
    if markedRange == nil { endComposition(changed: compositionChanged) }
  }

  /// Commits the marked text as it is, recording the composition as one undo step.
  public func unmarkText() {
    guard markedRange != nil else { return }
    markedRange = nil
    endComposition(changed: compositionChanged)
    setNeedsDisplay()
  }

  // MARK: Positions

  /// The position before the first character.
  public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
  /// The position after the last character.
  public var endOfDocument: UITextPosition { TextOffsetPosition(storage.length) }

  /// The range between two of this text view's positions, in either order.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    TextOffsets.range(fromPosition, toPosition, length: storage.length)
  }

  /// The position `offset` UTF-16 code units from `position`; nil outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    TextOffsets.position(from: position, distance: offset, length: storage.length)
  }

  /// Left and right move by characters; up and down by laid-out lines, keeping the column.
  public func position(
    from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
  ) -> UITextPosition? {
    guard let start = self.offset(of: position) else { return nil }
    var at = snapped(start, up: direction == .right)
    switch direction {
    case .left, .right:
      for _ in 0..<max(0, offset) {
        let next = direction == .left ? characterBefore(at) : characterAfter(at)
        if next == at { return nil }
        at = next
      }
      return TextOffsetPosition(at)
    case .up, .down:
      let lines = direction == .up ? -offset : offset
      return TextOffsetPosition(
        self.offset(movingLines: lines, from: at, x: caretFrame(at: at).minX))
    }
  }

  /// How two positions are ordered.
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    TextOffsets.compare(position, other, length: storage.length)
  }

  /// The UTF-16 code units from one position to another.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    TextOffsets.distance(from: from, to: toPosition, length: storage.length)
  }

  // MARK: Layout

  /// The start of `range` going left or up, its end going right or down.
  public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection)
    -> UITextPosition?
  {
    TextOffsets.farthest(in: range, direction)
  }

  /// From `position` to its line's start (left), end (right), the text's start (up) or end
  /// (down).
  public func characterRange(
    byExtending position: UITextPosition, in direction: UITextLayoutDirection
  ) -> UITextRange? {
    guard let at = offset(of: position) else { return nil }
    let line = lineRange(at: at)
    switch direction {
    case .left: return TextOffsetRange(line.lowerBound, at)
    case .right: return TextOffsetRange(at, line.upperBound)
    case .up: return TextOffsetRange(0, at)
    case .down: return TextOffsetRange(at, storage.length)
    }
  }

  /// The direction of the paragraph at `position`: right to left when its first strong
  /// letter is (Hebrew, Arabic).
  public func baseWritingDirection(
    for position: UITextPosition, in direction: UITextStorageDirection
  ) -> NSWritingDirection {
    let paragraph = paragraphRange(at: offset(of: position) ?? 0)
    let text = (storage.string as NSString).substring(
      with: NSRange(location: paragraph.lowerBound, length: paragraph.count))
    return NSTextAlignment.isRightToLeft(text) ? .rightToLeft : .leftToRight
  }

  /// Does nothing: the direction follows the text (Unicode's rule P2).
  public func setBaseWritingDirection(
    _ writingDirection: NSWritingDirection, for range: UITextRange
  ) {}

  /// The rectangle `range` covers on its first line, in bounds coordinates.
  public func firstRect(for range: UITextRange) -> CGRect {
    guard let characters = wholeCharacters(range) else { return .null }
    guard !characters.isEmpty else { return caretFrame(at: characters.lowerBound) }
    return rects(covering: characters).first ?? .null
  }

  /// The 2-point caret at `position`, as tall as its line.
  public func caretRect(for position: UITextPosition) -> CGRect {
    caretFrame(at: offset(of: position) ?? 0)
  }

  /// One rectangle per line `range` covers; the first holds its start, the last its end.
  public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
    guard let characters = wholeCharacters(range), !characters.isEmpty else { return [] }
    let rects = rects(covering: characters)
    return rects.enumerated().map { index, rect in
      UITextSelectionRect(
        rect: rect, containsStart: index == 0, containsEnd: index == rects.count - 1)
    }
  }

  /// The character boundary nearest to `point`.
  public func closestPosition(to point: CGPoint) -> UITextPosition? {
    TextOffsetPosition(offset(at: point))
  }

  /// The boundary nearest to `point` inside `range`.
  public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
    guard let characters = wholeCharacters(range) else { return nil }
    let at = max(characters.lowerBound, min(offset(at: point), characters.upperBound))
    return TextOffsetPosition(at)
  }

  /// The character drawn at `point`, or nil off the text.
  public func characterRange(at point: CGPoint) -> UITextRange? {
    guard let index = character(at: point) else { return nil }
    return TextOffsetRange(index.lowerBound, index.upperBound)
  }

  /// The character whose drawn box holds `point`, as UTF-16 offsets; nil off the text.
  func character(at point: CGPoint) -> Range<Int>? {
    let at = offset(at: point)
    for candidate in [at, characterBefore(at)] where candidate < storage.length {
      let range = candidate..<characterAfter(candidate)
      if rects(covering: range).contains(where: { $0.insetBy(dx: -1, dy: 0).contains(point) }) {
        return range
      }
    }
    return nil
  }
}
