import Foundation

// Keys, touches, the clipboard and drawing for UITextField.
extension UITextField: StandardEditing {
  /// Handles editing keys; others go up the responder chain. Ctrl (or Alt, as on a Mac) makes
  /// the arrows, Backspace and Delete work word by word; Cmd+← and Cmd+→ go to the ends.
  func handleEditingKey(_ key: UIKey) -> Bool {
    // While an input method composes, its keys (Backspace, the arrows, Return) are its own:
    // acting on them here would edit around the marked text the method is about to replace.
    if markedRange != nil { return Self.editingKeys.contains(key.keyCode) }
    let shift = key.modifierFlags.contains(.shift)
    let byWord = !key.modifierFlags.isDisjoint(with: [.control, .alternate])
    let toEnd = key.modifierFlags.contains(.command)
    let list = characterList
    let words = TextBoundaries(characters: list)
    // In right-to-left text ← goes on through the text and → back, as on screen.
    var code = key.keyCode
    if isRightToLeftText, code == .keyboardLeftArrow || code == .keyboardRightArrow {
      code = code == .keyboardLeftArrow ? .keyboardRightArrow : .keyboardLeftArrow
    }
    switch code {
    case .keyboardDeleteOrBackspace:
      guard byWord, selection.isEmpty else { deleteBackward(); break }
      let start = words.previousWordStart(before: selection.lowerBound)
      if start < selection.lowerBound {
        edit(start..<selection.lowerBound, with: "", askingDelegate: true)
      }
    case .keyboardDeleteForward:
      guard byWord, selection.isEmpty else { deleteForward(); break }
      let end = words.nextWordEnd(after: selection.upperBound)
      if end > selection.upperBound {
        edit(selection.upperBound..<end, with: "", askingDelegate: true)
      }
    case .keyboardLeftArrow:
      let from = shift ? movingEnd : selection.lowerBound
      if toEnd {
        moveCaret(to: 0, extending: shift)
      } else if byWord {
        moveCaret(to: words.previousWordStart(before: from), extending: shift)
      } else if !shift && !selection.isEmpty {
        moveCaret(to: selection.lowerBound, extending: false)
      } else {
        moveCaret(to: from - 1, extending: shift)
      }
    case .keyboardRightArrow:
      let from = shift ? movingEnd : selection.upperBound
      if toEnd {
        moveCaret(to: list.count, extending: shift)
      } else if byWord {
        moveCaret(to: words.nextWordEnd(after: from), extending: shift)
      } else if !shift && !selection.isEmpty {
        moveCaret(to: selection.upperBound, extending: false)
      } else {
        moveCaret(to: from + 1, extending: shift)
      }
    case .keyboardHome, .keyboardUpArrow: moveCaret(to: 0, extending: shift)
    case .keyboardEnd, .keyboardDownArrow: moveCaret(to: list.count, extending: shift)
    case .keyboardReturnOrEnter:
      performReturn()
    default: return false
    }
    return true
  }

  /// The end of the selection that moves when Shift extends it.
  var movingEnd: Int {
    selectionAnchor == selection.lowerBound ? selection.upperBound : selection.lowerBound
  }

  /// Return, from a key or the on-screen keyboard: the delegate is asked, then the field sends
  /// `.editingDidEndOnExit` and stops editing.
  func performReturn() {
    if delegate?.textFieldShouldReturn(self) ?? true {
      sendActions(for: .editingDidEndOnExit, with: nil)
      resignFirstResponder()
    }
  }

  // MARK: - Clipboard actions

  /// Whether the standard edit action `selector` applies now.
  func canPerformStandardEdit(_ selector: Selector) -> Bool {
    switch selector {
    case .copy, .cut: !selection.isEmpty && !isSecureTextEntry
    case .paste: editPasteboard.hasStrings
    case .selectAll: !characterList.isEmpty
    default: false
    }
  }

  var selectedPlainText: String { String(characterList[selection]) }

  func selectEverything() { select(0..<characterList.count) }

  // MARK: - Drawing

  /// The text, placeholder, selection and caret. Long text shows the part around the caret.
  func recordEditingContent(into canvas: ContentCanvas) {
    let font = self.font ?? .systemFont(ofSize: 17)
    let system = hostServices.textSystem
    let lineHeight = system.lineHeight(of: font)
    let y = bounds.minY + ((bounds.height - lineHeight) / 2).rounded()
    let origin = textOrigin.x
    let list = shownCharacters
    if list.isEmpty, let styled = accessories.attributedPlaceholder, styled.length > 0 {
      let area = placeholderRect(forBounds: bounds)
      let layout = AttributedTextLayout(
        styled, width: area.width, maximumLines: 1, font: font,
        color: UIColor.placeholderText.displayColor, alignment: textAlignment,
        lineBreakMode: .byTruncatingTail, system: system)
      canvas.commands += layout.commands(
        in: CGRect(x: area.minX, y: y, width: area.width, height: lineHeight),
        centredVertically: true)
    } else if list.isEmpty, let placeholder, !placeholder.isEmpty {
      let size = system.size(of: placeholder, font: font)
      let area = placeholderRect(forBounds: bounds)
      let x: CGFloat =
        switch textAlignment {
        case .center: area.minX + max(0, ((area.width - size.width) / 2).rounded())
        case .right: area.maxX - min(size.width, area.width)
        default: area.minX
        }
      canvas.commands.append(
        .text(
          placeholder, font, UIColor.placeholderText.displayColor,
          CGRect(x: x, y: y, width: size.width, height: size.height))
      )
    }
    // Draw at most what fits before the caret, so a huge text stays cheap to draw.
    let visible = visibleRange(width: textArea.width, font: font)
    let bidi = bidiLine(visible, font: font)
    let styled = styledLayout
    func x(_ offset: Int) -> CGFloat {
      if let styled { return styledCaretX(offset, in: styled) }
      if let bidi {
        let inside = max(0, min(offset, visible.upperBound) - visible.lowerBound)
        return origin + bidi.caretX(inside)
      }
      return origin
        + system.size(
          of: String(
            list[visible.lowerBound..<max(visible.lowerBound, min(offset, visible.upperBound))]),
          font: font
        ).width
    }
    if isEditing && !selection.isEmpty {
      // A selection across runs of both directions is shown as the span between its ends.
      let a = x(selection.lowerBound), b = x(selection.upperBound)
      let from = min(a, b), to = max(a, b)
      canvas.fill(
        [CGRect(x: from, y: y, width: to - from, height: lineHeight).corners],
        color: DisplayColor(red: 0.7, green: 0.82, blue: 1, alpha: 1))
    }
    let shown = String(list[visible])
    if let styled {
      recordStyledText(styled, into: canvas, y: y)
    } else if !shown.isEmpty {
      let size = system.size(of: shown, font: font)
      canvas.commands.append(
        .text(
          shown, font, (textColor ?? .black).displayColor,
          CGRect(x: origin, y: y, width: size.width, height: size.height)))
    }
    if isEditing, let marked = markedRange {
      // Composing text is underlined, as input methods on Linux draw their preedit.
      let a = x(marked.lowerBound), b = x(marked.upperBound)
      let from = min(a, b), to = max(a, b)
      canvas.fill(
        [CGRect(x: from, y: y + lineHeight - 2, width: to - from, height: 1).corners],
        color: (textColor ?? .black).displayColor)
    }
    if isEditing && selection.isEmpty {
      let caret = x(selection.lowerBound)
      canvas.fill(
        [CGRect(x: caret, y: y, width: 2, height: lineHeight).corners],
        color: DisplayColor(red: 0, green: 0.48, blue: 1, alpha: 1))
    }
  }
}
