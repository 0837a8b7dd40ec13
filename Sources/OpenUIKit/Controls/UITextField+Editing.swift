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

  /// The character offset nearest to `x` in bounds coordinates, among the characters drawn.
  ///
  /// A binary search over prefix widths of the visible characters: O(log v) measurements of
  /// at most v characters, however long the text (a linear walk measuring every prefix made a
  /// drag past the end of a 32,000-character field take a second per event).
  func characterOffset(atX x: CGFloat) -> Int {
    let font = self.font ?? .systemFont(ofSize: 17)
    let system = TextSystemRegistry.current
    let visible = visibleRange(width: bounds.width - 16, font: font)
    let list = characterList
    let dx = x - textOrigin.x
    func width(_ count: Int) -> CGFloat {
      count == 0
        ? 0
        : system.size(of: String(list[visible.lowerBound..<visible.lowerBound + count]), font: font)
          .width
    }
    // The first prefix length whose width reaches dx (widths grow with length).
    var low = 0
    var high = visible.count
    while low < high {
      let middle = (low + high) / 2
      if width(middle) < dx { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else {
      // Dragging past the left edge scrolls back one character per event.
      return x < bounds.minX + 8 && visible.lowerBound > 0
        ? visible.lowerBound - 1 : visible.lowerBound
    }
    guard width(low) >= dx else {
      // Past the right edge it scrolls on, one character per event.
      let scrolls = x > bounds.maxX - 8 && visible.upperBound < list.count
      return scrolls ? visible.upperBound + 1 : visible.upperBound
    }
    // The nearer of the two boundaries around dx.
    let before = width(low - 1)
    let after = width(low)
    return visible.lowerBound + (dx - before < after - dx ? low - 1 : low)
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
      canvas.commands.append(
        .text(
          placeholder, font, .gray, CGRect(x: origin, y: y, width: size.width, height: size.height))
      )
    }
    // Draw at most what fits before the caret, so a huge text stays cheap to draw.
    let visible = visibleRange(width: bounds.width - 16, font: font)
    func x(_ offset: Int) -> CGFloat {
      origin
        + system.size(
          of: String(
            list[visible.lowerBound..<max(visible.lowerBound, min(offset, visible.upperBound))]),
          font: font
        ).width
    }
    if isEditing && !selection.isEmpty {
      let from = x(selection.lowerBound), to = x(selection.upperBound)
      canvas.fill(
        [CGRect(x: from, y: y, width: to - from, height: lineHeight).corners],
        color: UIColor(red: 0.7, green: 0.82, blue: 1, alpha: 1))
    }
    let shown = String(list[visible])
    if !shown.isEmpty {
      let size = system.size(of: shown, font: font)
      canvas.commands.append(
        .text(
          shown, font, textColor ?? .black,
          CGRect(x: origin, y: y, width: size.width, height: size.height)))
    }
    if isEditing && selection.isEmpty {
      let caret = x(selection.lowerBound)
      canvas.fill(
        [CGRect(x: caret, y: y, width: 2, height: lineHeight).corners],
        color: UIColor(red: 0, green: 0.48, blue: 1, alpha: 1))
    }
  }

  /// The characters drawn: as many as fit around the moving end of the selection (the caret),
  /// so that it stays in view however long the text; measured in chunks of 16 characters, so
  /// the cost depends on the field's width, not the text's length.
  func visibleRange(width: CGFloat, font: UIFont) -> Range<Int> {
    let list = characterList
    let system = TextSystemRegistry.current
    let caret = Swift.min(movingEnd, list.count)
    var start = caret
    while start > 0 {
      let next = Swift.max(0, start - 16)
      if system.size(of: String(list[next..<caret]), font: font).width > width { break }
      start = next
    }
    var stop = caret
    while stop < list.count {
      let next = Swift.min(list.count, stop + 16)
      if system.size(of: String(list[start..<next]), font: font).width > width { break }
      stop = next
    }
    return start..<stop
  }
}
