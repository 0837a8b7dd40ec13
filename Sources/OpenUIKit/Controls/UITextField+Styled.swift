import Foundation

// Styled (attributed) text in a text field: kept in step with the characters as they are
// edited, laid out on one line by AttributedTextLayout (as labels draw it), and asked where its
// carets are, so clicks, the caret and the selection agree with what is drawn.
extension UITextField {
  /// Applies an edit of characters `range` to the styled text: the new text takes the style of
  /// the character before it (or after it, at the start), as typing continues a style.
  func editStyledText(_ range: Range<Int>, with string: String) {
    guard let styled = accessories.styledText else { return }
    let lower = utf16Offset(ofCharacter: range.lowerBound)
    let upper = utf16Offset(ofCharacter: range.upperBound)
    var attributes: [NSAttributedString.Key: Any] = [:]
    if styled.length > 0 {
      let at = lower > 0 ? lower - 1 : 0
      attributes = styled.attributes(at: min(at, styled.length - 1), effectiveRange: nil)
    }
    // The characters, then their attributes: no NSAttributedString made per key (each one
    // made on Linux leaks its runs, swift-corelibs-foundation#5256).
    let line = Self.singleLine(string)
    styled.replaceCharacters(in: NSRange(location: lower, length: upper - lower), with: line)
    if !line.isEmpty {
      styled.setAttributes(attributes, range: NSRange(location: lower, length: line.utf16.count))
    }
  }

  /// The styled text laid out on one line, when the field has styled text to show (not while
  /// it is secure).
  var styledLayout: AttributedTextLayout? {
    guard let styled = accessories.styledText, styled.length > 0, !isSecureTextEntry else {
      return nil
    }
    return AttributedTextLayout(
      styled, width: .greatestFiniteMagnitude, maximumLines: 1,
      font: font ?? .systemFont(ofSize: 17), color: (textColor ?? .black).displayColor,
      alignment: .left, lineBreakMode: .byClipping, system: hostServices.textSystem)
  }

  /// Where the caret before character `index` stands from the start of the styled line.
  func styledX(_ index: Int, in layout: AttributedTextLayout) -> CGFloat {
    guard let line = layout.lines.first else { return 0 }
    let offset = utf16Offset(ofCharacter: index)
    for segment in line.segments where offset <= segment.range.upperBound {
      if offset < segment.range.lowerBound { return segment.x }
      return segment.x + layout.x(ofOffset: offset, in: segment)
    }
    return line.width
  }

  /// How far the styled line is moved left so the caret stays in the text area.
  func styledShift(_ layout: AttributedTextLayout) -> CGFloat {
    let caret = styledX(movingEnd, in: layout)
    return max(0, caret - textArea.width + 2)
  }

  /// The x (bounds coordinates) of the caret before character `index` in the styled line.
  func styledCaretX(_ index: Int, in layout: AttributedTextLayout) -> CGFloat {
    textArea.minX - styledShift(layout) + styledX(index, in: layout)
  }

  /// The character boundary whose caret is nearest `x`.
  func styledOffset(atX x: CGFloat, in layout: AttributedTextLayout) -> Int {
    var best = 0
    var distance = CGFloat.greatestFiniteMagnitude
    for index in 0...characterList.count {
      let d = abs(styledCaretX(index, in: layout) - x)
      if d < distance {
        best = index
        distance = d
      }
    }
    return best
  }

  /// Draws the styled line, moved so the caret shows; the caller draws the caret and selection.
  func recordStyledText(_ layout: AttributedTextLayout, into canvas: ContentCanvas, y: CGFloat) {
    let area = textArea
    canvas.commands += layout.commands(
      in: CGRect(
        x: area.minX - styledShift(layout), y: y, width: layout.size.width,
        height: layout.size.height),
      centredVertically: false)
  }
}
