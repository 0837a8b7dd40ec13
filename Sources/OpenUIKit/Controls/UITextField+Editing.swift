import Foundation

// Keys, touches, the clipboard and drawing for UITextField.
extension UITextField {
  /// Handles editing keys; others go up the responder chain.
  func handleEditingKey(_ key: UIKey) -> Bool {
    let shift = key.modifierFlags.contains(.shift)
    let list = characterList
    switch key.keyCode {
    case .keyboardDeleteOrBackspace: deleteBackward()
    case .keyboardDeleteForward: deleteForward()
    case .keyboardLeftArrow:
      if !shift && !selection.isEmpty {
        moveCaret(to: selection.lowerBound, extending: false)
      } else {
        moveCaret(to: (shift ? movingEnd : selection.lowerBound) - 1, extending: shift)
      }
    case .keyboardRightArrow:
      if !shift && !selection.isEmpty {
        moveCaret(to: selection.upperBound, extending: false)
      } else {
        moveCaret(to: (shift ? movingEnd : selection.upperBound) + 1, extending: shift)
      }
    case .keyboardHome, .keyboardUpArrow: moveCaret(to: 0, extending: shift)
    case .keyboardEnd, .keyboardDownArrow: moveCaret(to: list.count, extending: shift)
    case .keyboardReturnOrEnter:
      if delegate?.textFieldShouldReturn(self) ?? true {
        sendActions(for: .editingDidEndOnExit, with: nil)
        resignFirstResponder()
      }
    default: return false
    }
    return true
  }

  /// The end of the selection that moves when Shift extends it.
  private var movingEnd: Int {
    selectionAnchor == selection.lowerBound ? selection.upperBound : selection.lowerBound
  }

  /// The character offset nearest to `x` in bounds coordinates.
  func characterOffset(atX x: CGFloat) -> Int {
    let font = self.font ?? .systemFont(ofSize: 17)
    let system = TextSystemRegistry.current
    let origin = textOrigin.x
    var previous: CGFloat = origin
    var prefix = ""
    for (index, character) in characterList.enumerated() {
      prefix.append(character)
      let edge = origin + system.size(of: prefix, font: font).width
      if x < (previous + edge) / 2 { return index }
      previous = edge
    }
    return characterList.count
  }

  var textOrigin: CGPoint { CGPoint(x: bounds.minX + 8, y: bounds.minY) }

  // MARK: - Clipboard actions

  /// Cut, copy, paste and select-all, as named actions (nil-target senders find them).
  func editAction(for selector: Selector) -> ActionHandler? {
    switch selector {
    case .copy where !selection.isEmpty:
      return { [weak self] _, _ in
        guard let self else { return }
        UIPasteboard.general.string = String(self.characterList[self.selection])
      }
    case .cut where !selection.isEmpty:
      return { [weak self] _, _ in
        guard let self else { return }
        UIPasteboard.general.string = String(self.characterList[self.selection])
        self.deleteBackward()
      }
    case .paste where UIPasteboard.general.hasStrings:
      return { [weak self] _, _ in self?.insertText(UIPasteboard.general.string ?? "") }
    case .selectAll where !characterList.isEmpty:
      return { [weak self] _, _ in
        guard let self else { return }
        self.select(0..<self.characterList.count)
      }
    default:
      return nil
    }
  }

  // MARK: - Drawing

  /// The text, placeholder, selection and caret. Long text shows the part around the caret.
  func recordEditingContent(into canvas: ContentCanvas) {
    let font = self.font ?? .systemFont(ofSize: 17)
    let system = TextSystemRegistry.current
    let lineHeight = system.lineHeight(of: font)
    let y = bounds.minY + ((bounds.height - lineHeight) / 2).rounded()
    let origin = textOrigin.x
    let list = characterList
    if list.isEmpty, let placeholder, !placeholder.isEmpty {
      let size = system.size(of: placeholder, font: font)
      canvas.commands.append(.text(placeholder, font, .gray, CGRect(x: origin, y: y, width: size.width, height: size.height)))
    }
    // Draw at most what fits before the caret, so a huge text stays cheap to draw.
    let visible = visibleRange(width: bounds.width - 16, font: font)
    func x(_ offset: Int) -> CGFloat {
      origin + system.size(of: String(list[visible.lowerBound..<max(visible.lowerBound, min(offset, visible.upperBound))]), font: font).width
    }
    if isEditing && !selection.isEmpty {
      let from = x(selection.lowerBound), to = x(selection.upperBound)
      canvas.fill(CGRect(x: from, y: y, width: to - from, height: lineHeight).corners, UIColor(red: 0.7, green: 0.82, blue: 1, alpha: 1))
    }
    let shown = String(list[visible])
    if !shown.isEmpty {
      let size = system.size(of: shown, font: font)
      canvas.commands.append(.text(shown, font, textColor ?? .black, CGRect(x: origin, y: y, width: size.width, height: size.height)))
    }
    if isEditing && selection.isEmpty {
      let caret = x(selection.lowerBound)
      canvas.fill(CGRect(x: caret, y: y, width: 2, height: lineHeight).corners, UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
    }
  }

  /// The characters drawn: as many as fit, ending at the caret when the text is too long.
  private func visibleRange(width: CGFloat, font: UIFont) -> Range<Int> {
    let list = characterList
    let system = TextSystemRegistry.current
    let end = max(selection.upperBound, min(list.count, 2_000))
    var start = end
    // Walk back from the end in chunks, measuring, until the width is used.
    while start > 0 {
      let next = max(0, start - 16)
      if system.size(of: String(list[next..<end]), font: font).width > width { break }
      start = next
    }
    if start == 0 && end < list.count {
      var stop = end
      while stop < list.count && system.size(of: String(list[0..<min(list.count, stop + 16)]), font: font).width <= width {
        stop = min(list.count, stop + 16)
      }
      return 0..<stop
    }
    return start..<end
  }
}
