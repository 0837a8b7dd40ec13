import Foundation

// Keys and the clipboard for UITextView. While it is the first responder its editing keys are
// its own; others (and every key when it is not) go to the scroll view, which scrolls with the
// arrows and pages, and then up the responder chain.
extension UITextView: StandardEditing {
  /// Whether a key pressed or repeated is the text view's (and was handled).
  func handlesPress(_ presses: Set<UIPress>) -> Bool {
    guard isEditingText, let key = presses.first?.key else { return false }
    return handleEditingKey(key) || (isEditable && UITextField.typesText(key))
  }

  /// Whether a key released is one the text view handled when pressed.
  func ownsRelease(_ presses: Set<UIPress>) -> Bool {
    guard isEditingText, let key = presses.first?.key else { return false }
    return Self.textViewKeys.contains(key.keyCode) || (isEditable && UITextField.typesText(key))
  }

  /// The keys ``handleEditingKey(_:)`` acts on.
  static let textViewKeys: Set<UIKeyboardHIDUsage> = UITextField.editingKeys.union([
    .keyboardPageUp, .keyboardPageDown, .keyboardTab,
  ])

  /// Handles an editing key; false for keys that are not the text view's. Ctrl (or Alt, as on
  /// a Mac) works word by word; Cmd goes to the line's ends (← →) or the text's (↑ ↓), as do
  /// Ctrl+Home and Ctrl+End.
  func handleEditingKey(_ key: UIKey) -> Bool {
    // While an input method composes, its keys are its own.
    if markedRange != nil { return Self.textViewKeys.contains(key.keyCode) }
    let flags = key.modifierFlags
    let shift = flags.contains(.shift)
    let byWord = !flags.isDisjoint(with: [.control, .alternate])
    let command = flags.contains(.command)
    switch key.keyCode {
    case .keyboardDeleteOrBackspace, .keyboardDeleteForward:
      guard isEditable else { return false }
      delete(forward: key.keyCode == .keyboardDeleteForward, byWord: byWord)
    case .keyboardLeftArrow, .keyboardRightArrow:
      // In a right-to-left paragraph ← goes on through the text and → back, as on screen.
      let paragraph = paragraphRange(at: selection.lowerBound)
      let rightToLeft = NSTextAlignment.isRightToLeft(
        (storage.string as NSString).substring(
          with: NSRange(location: paragraph.lowerBound, length: paragraph.count)))
      moveHorizontally(
        forward: (key.keyCode == .keyboardRightArrow) != rightToLeft, shift: shift,
        byWord: byWord, toLineEnd: command)
    case .keyboardUpArrow, .keyboardDownArrow:
      let down = key.keyCode == .keyboardDownArrow
      if command {
        moveCaret(to: down ? storage.length : 0, extending: shift)
      } else {
        moveLines(down ? 1 : -1, shift: shift)
      }
    case .keyboardHome, .keyboardEnd:
      let end = key.keyCode == .keyboardEnd
      if flags.contains(.control) || command {
        moveCaret(to: end ? storage.length : 0, extending: shift)
      } else {
        let line = lineRange(at: shift ? movingEnd : selection.lowerBound)
        moveCaret(to: end ? line.upperBound : line.lowerBound, extending: shift)
      }
    case .keyboardPageUp, .keyboardPageDown:
      let lines = max(1, Int(bounds.height / max(1, caretFrame(at: 0).height)) - 1)
      moveLines(key.keyCode == .keyboardPageDown ? lines : -lines, shift: shift)
    case .keyboardReturnOrEnter:
      guard isEditable else { return false }
      insertText("\n")
    case .keyboardTab:
      // UIKit's text view types a tab; Ctrl+Tab is left for moving focus on.
      guard isEditable, flags.isDisjoint(with: [.control, .command, .alternate]) else {
        return false
      }
      insertText("\t")
    default:
      return false
    }
    return true
  }

  private func delete(forward: Bool, byWord: Bool) {
    guard selection.isEmpty else { return edit(selection, with: "", askingDelegate: true) }
    let at = selection.lowerBound
    let words = TextBoundaries(characters: characterList)
    let index = characterIndex(of: at)
    let target =
      byWord
      ? utf16Offset(
        ofCharacter: forward
          ? words.nextWordEnd(after: index) : words.previousWordStart(before: index))
      : forward ? characterAfter(at) : characterBefore(at)
    guard target != at else { return }
    edit(min(at, target)..<max(at, target), with: "", askingDelegate: true)
  }

  private func moveHorizontally(forward: Bool, shift: Bool, byWord: Bool, toLineEnd: Bool) {
    let from = shift ? movingEnd : (forward ? selection.upperBound : selection.lowerBound)
    if toLineEnd {
      let line = lineRange(at: from)
      return moveCaret(to: forward ? line.upperBound : line.lowerBound, extending: shift)
    }
    if byWord {
      let words = TextBoundaries(characters: characterList)
      let index = characterIndex(of: from)
      let target =
        forward ? words.nextWordEnd(after: index) : words.previousWordStart(before: index)
      return moveCaret(to: utf16Offset(ofCharacter: target), extending: shift)
    }
    if !shift && !selection.isEmpty { return moveCaret(to: from, extending: false) }
    moveCaret(to: forward ? characterAfter(from) : characterBefore(from), extending: shift)
  }

  /// Moves the caret (or the moving end of the selection) by lines, keeping its column.
  private func moveLines(_ lines: Int, shift: Bool) {
    let from = shift ? movingEnd : (lines > 0 ? selection.upperBound : selection.lowerBound)
    let caret = caretFrame(at: from)
    let x = goalX ?? caret.minX
    let target = offset(movingLines: lines, from: from, x: x)
    moveCaret(to: target, extending: shift, keepingGoal: true)
    goalX = x
  }

  // MARK: - Clipboard actions

  /// Whether the standard edit action `selector` applies now.
  func canPerformStandardEdit(_ selector: Selector) -> Bool {
    switch selector {
    case .copy: !selection.isEmpty && isSelectable
    case .cut: !selection.isEmpty && isEditable
    case .paste: isEditable && editPasteboard.hasStrings
    case .selectAll: storage.length > 0 && isSelectable
    default: false
    }
  }

  func selectEverything() {
    if !isFirstResponder { becomeFirstResponder() }
    select(0..<storage.length)
  }

  /// The selected text.
  var selectedPlainText: String {
    (storage.string as NSString).substring(
      with: NSRange(location: selection.lowerBound, length: selection.count))
  }
}
