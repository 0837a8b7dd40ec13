import Foundation

/// A text view's text and selection at one moment: what an undo or redo puts back. The text
/// may be only a span: what goes between the first `prefix` and the last `suffix` UTF-16 units
/// of the text it is put back into (both 0: the whole text).
struct TextViewSnapshot {
  var text: AttributedRuns
  var prefix = 0
  var suffix = 0
  var selection: Range<Int>
  var anchor: Int
}

// The text view's editing model: the attributed text, edits, and the selection, all in UTF-16
// offsets kept on character (grapheme cluster) boundaries, so an emoji with its modifiers or a
// letter with its marks is selected, deleted and stepped over whole.
extension UITextView: TextEditUndo {
  // MARK: Character boundaries

  /// Where each character starts, and the end of the text, in UTF-16 offsets.
  var characterStarts: [Int] {
    if let cache = boundaryCache, cache.version == textVersion { return cache.starts }
    var starts = [0]
    starts.reserveCapacity(storage.length + 1)
    for character in storage.string {
      starts.append(starts[starts.count - 1] + character.utf16.count)
    }
    boundaryCache = (textVersion, starts)
    return starts
  }

  /// The character boundary at `offset`, or the one before it (after it, when `up`).
  func snapped(_ offset: Int, up: Bool) -> Int {
    let starts = characterStarts
    let clamped = max(0, min(offset, starts[starts.count - 1]))
    let index = Self.insertionIndex(of: clamped, in: starts)
    if index < starts.count && starts[index] == clamped { return clamped }
    return up ? starts[min(index, starts.count - 1)] : starts[max(0, index - 1)]
  }

  /// The start of the character before `offset`.
  func characterBefore(_ offset: Int) -> Int {
    let starts = characterStarts
    let index = Self.insertionIndex(of: offset, in: starts)
    return starts[max(0, index - 1)]
  }

  /// The end of the character after `offset`.
  func characterAfter(_ offset: Int) -> Int {
    let starts = characterStarts
    let index = Self.insertionIndex(of: offset, in: starts)
    let at = index < starts.count && starts[index] == offset ? index + 1 : index
    return starts[min(at, starts.count - 1)]
  }

  /// The first index in sorted `starts` whose value is not below `offset`.
  static func insertionIndex(of offset: Int, in starts: [Int]) -> Int {
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] < offset { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The text's characters, for word and line boundaries.
  var characterList: [Character] { Array(storage.string) }

  /// The character index of a UTF-16 offset that is a boundary.
  func characterIndex(of offset: Int) -> Int {
    Self.insertionIndex(of: offset, in: characterStarts)
  }

  /// The UTF-16 offset of a character index.
  func utf16Offset(ofCharacter index: Int) -> Int {
    let starts = characterStarts
    return starts[max(0, min(index, starts.count - 1))]
  }

  // MARK: Whole-text changes (app code)

  /// Replaces everything (app code setting `text` or `attributedText`): the caret goes to the
  /// end, undo steps recorded against the old text are dropped, the delegate is not told.
  func replaceAll(with text: NSAttributedString) {
    // In place: a new NSAttributedString per set leaks its runs on Linux (AttributedRuns).
    storage.setAttributedString(text)
    replacedAll()
  }

  /// Replaces everything with `string` in the text view's own attributes (app code setting
  /// `text`), as ``replaceAll(with:)``.
  func replaceAll(withString string: String) {
    AttributedRuns(string: string, attributes: baseAttributes).write(into: storage)
    replacedAll()
  }

  private func replacedAll() {
    markedRange = nil
    textChanged()
    forgetUndoSteps()
    setSelection(storage.length..<storage.length)
    typingAttributes = attributesForTyping()
  }

  /// Sets one attribute on the whole text and on typing (the font, colour or alignment).
  func applyToAll(_ key: NSAttributedString.Key, _ value: Any) {
    if storage.length > 0 {
      storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length))
    }
    typingAttributes[key] = value
    textChanged()
  }

  /// The text changed: caches, layout and drawing follow.
  func textChanged() {
    textVersion &+= 1
    goalX = nil
    textLayoutDidChange()
  }

  /// The layout is stale: the content size, the intrinsic size and the drawing follow.
  func textLayoutDidChange() {
    layoutCache = nil
    setNeedsLayout()
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  // MARK: Edits

  /// Replaces the text in `range` (widened to whole characters) with `string` in the typing
  /// attributes and puts the caret after it. The delegate may refuse when asked; the change is
  /// recorded for undo (typing merges; a composition is recorded when committed).
  func edit(
    _ range: Range<Int>, with string: String, askingDelegate: Bool, composing: Bool = false,
    typing: Bool = false
  ) {
    let lower = snapped(range.lowerBound, up: false)
    let range = lower..<max(lower, snapped(range.upperBound, up: true))
    let nsRange = NSRange(location: range.lowerBound, length: range.count)
    if askingDelegate,
      textViewDelegate?.textView(self, shouldChangeTextIn: nsRange, replacementText: string)
        == false
    {
      return
    }
    let before =
      needsSnapshot(typing: typing, composing: composing, endsComposition: markedRange != nil)
      ? snapshot : nil
    inputDelegate?.textWillChange(self)
    if let marked = markedRange, !composing,
      marked.overlaps(range) || marked.lowerBound >= range.upperBound
    {
      // An edit outside the input method ends its composition, recorded first: its step
      // undoes the text as it was before this edit.
      markedRange = nil
      endComposition(changed: compositionChanged)
    }
    let attributes = typingAttributes.isEmpty ? baseAttributes : typingAttributes
    // The characters, then their attributes: no NSAttributedString made per key (each one
    // made on Linux leaks its runs, swift-corelibs-foundation#5256).
    storage.replaceCharacters(in: nsRange, with: string)
    if !string.isEmpty {
      storage.setAttributes(
        attributes, range: NSRange(location: range.lowerBound, length: string.utf16.count))
    }
    textChanged()
    let inserted = range.lowerBound..<(range.lowerBound + string.utf16.count)
    if composing {
      compositionChanged =
        compositionChanged.map {
          Self.changed($0, after: range, became: inserted)
        } ?? inserted
    }
    if let before { recordUndo(of: before, typing: typing, changed: inserted) }
    let caret = snapped(inserted.upperBound, up: true)
    setSelection(caret..<caret, keepingTypingAttributes: true)
    inputDelegate?.textDidChange(self)
    if askingDelegate { userChangedText() }
    scrollRangeToVisible(selectedRange)
  }

  /// Tells the delegate and observers the user changed the text.
  func userChangedText() {
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  var snapshot: TextViewSnapshot {
    TextViewSnapshot(text: AttributedRuns(storage), selection: selection, anchor: anchor)
  }

  func restore(_ snapshot: TextViewSnapshot) {
    inputDelegate?.textWillChange(self)
    AttributedRuns(storage).replacing(
      keepingFirst: snapshot.prefix, last: snapshot.suffix, with: snapshot.text
    ).write(into: storage)
    markedRange = nil
    textChanged()
    setSelection(snapshot.selection, anchor: snapshot.anchor)
    inputDelegate?.textDidChange(self)
    userChangedText()
    scrollRangeToVisible(selectedRange)
  }

  func textDiffers(from snapshot: TextViewSnapshot) -> Bool {
    snapshot.text.string != AttributedRuns(storage).slice(span(of: snapshot)).string
  }

  func trimmed(_ snapshot: TextViewSnapshot, changed: Range<Int>?) -> TextViewSnapshot {
    // Only the edits know where they were: the characters alone would miss a letter retyped
    // in another font. Without `changed` the step keeps the whole text.
    guard let changed, snapshot.prefix == 0, snapshot.suffix == 0 else { return snapshot }
    let prefix = changed.lowerBound
    let suffix = storage.length - changed.upperBound
    guard prefix >= 0, suffix >= 0, prefix + suffix <= snapshot.text.length else {
      return snapshot
    }
    var trimmed = snapshot
    trimmed.prefix = prefix
    trimmed.suffix = suffix
    trimmed.text = snapshot.text.slice(prefix..<(snapshot.text.length - suffix))
    return trimmed
  }

  func snapshot(beforeRestoring snapshot: TextViewSnapshot) -> TextViewSnapshot {
    let span = span(of: snapshot)
    return TextViewSnapshot(
      text: AttributedRuns(storage).slice(span), prefix: span.lowerBound,
      suffix: storage.length - span.upperBound, selection: selection, anchor: anchor)
  }

  /// `changed` (offsets before an edit) with the edit that replaced `range` by `inserted`
  /// added: the part of the text now that differs from the text before both.
  static func changed(_ changed: Range<Int>, after range: Range<Int>, became inserted: Range<Int>)
    -> Range<Int>
  {
    let shift = inserted.count - range.count
    func moved(_ offset: Int, inside: Int) -> Int {
      offset <= range.lowerBound ? offset : offset >= range.upperBound ? offset + shift : inside
    }
    let lower = min(moved(changed.lowerBound, inside: inserted.lowerBound), inserted.lowerBound)
    let upper = max(moved(changed.upperBound, inside: inserted.upperBound), inserted.upperBound)
    return lower..<upper
  }

  /// The UTF-16 range a snapshot's span stands for in the text now.
  private func span(of snapshot: TextViewSnapshot) -> Range<Int> {
    AttributedRuns.span(
      length: storage.length, keepingFirst: snapshot.prefix, last: snapshot.suffix)
  }

  // MARK: Selection

  /// Sets the selection and anchor, telling the delegates when it changed. Typing attributes
  /// follow the caret unless an edit just set them.
  func setSelection(
    _ range: Range<Int>, anchor newAnchor: Int? = nil, keepingTypingAttributes: Bool = false
  ) {
    let changed = range != selection
    if changed { inputDelegate?.selectionWillChange(self) }
    selection = range
    anchor = newAnchor ?? range.lowerBound
    setNeedsDisplay()
    guard changed else { return }
    if !keepingTypingAttributes { typingAttributes = attributesForTyping() }
    inputDelegate?.selectionDidChange(self)
    textViewDelegate?.textViewDidChangeSelection(self)
  }

  /// Selects `range` (clamped to the text and to character boundaries).
  func select(_ range: Range<Int>, anchor newAnchor: Int? = nil) {
    let lower = snapped(range.lowerBound, up: false)
    let upper = max(lower, snapped(range.upperBound, up: true))
    // The caret moved: the next keystroke starts a new undo step.
    typingStepMark = nil
    setSelection(lower..<upper, anchor: newAnchor.map { snapped($0, up: false) })
  }

  /// Moves the caret to `offset`, or extends the selection from the anchor when `extending`.
  func moveCaret(to offset: Int, extending: Bool, keepingGoal: Bool = false) {
    let target = snapped(offset, up: false)
    if !keepingGoal { goalX = nil }
    if extending {
      select(min(anchor, target)..<max(anchor, target), anchor: anchor)
    } else {
      select(target..<target)
    }
    scrollRangeToVisible(NSRange(location: target, length: 0))
  }

  /// The end of the selection that moves when Shift extends it.
  var movingEnd: Int {
    anchor == selection.lowerBound ? selection.upperBound : selection.lowerBound
  }

  /// The attributes of the text before the caret (or at it, at the start): what typing there
  /// continues with. The view's own when the text is empty.
  func attributesForTyping() -> [NSAttributedString.Key: Any] {
    guard storage.length > 0 else { return baseAttributes }
    let at = selection.lowerBound > 0 ? selection.lowerBound - 1 : 0
    var attributes = storage.attributes(
      at: min(at, storage.length - 1), effectiveRange: nil as NSRangePointer?)
    // A link ends where the user types after it.
    attributes[NSAttributedString.Key.link] = nil
    return attributes
  }
}
