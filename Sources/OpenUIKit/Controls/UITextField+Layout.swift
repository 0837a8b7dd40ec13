import Foundation

// Where UITextField's characters are on screen: the part of a long text that shows, the x of
// each boundary, and the boundary or character under a point.
extension UITextField {
  /// The character offset nearest to `x` in bounds coordinates, among the characters drawn.
  ///
  /// A binary search over prefix widths of the visible characters: O(log v) measurements of
  /// at most v characters, however long the text (a linear walk measuring every prefix made a
  /// drag past the end of a 32,000-character field take a second per event).
  func characterOffset(atX x: CGFloat) -> Int {
    let font = self.font ?? .systemFont(ofSize: 17)
    let system = hostServices.textSystem
    let visible = visibleRange(width: textArea.width, font: font)
    let list = shownCharacters
    let dx = x - textOrigin.x
    if let layout = styledLayout { return styledOffset(atX: x, in: layout) }
    if let line = bidiLine(visible, font: font) {
      // Hebrew or Arabic: boundaries are not in order along the line.
      return visible.lowerBound + line.index(nearestX: dx)
    }
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

  /// Where the text starts: the left of the text area, moved right or to the middle by
  /// ``textAlignment`` while the text fits.
  var textOrigin: CGPoint {
    let area = textArea
    let alignment = textAlignment
    guard alignment == .center || alignment == .right else {
      return CGPoint(x: area.minX, y: bounds.minY)
    }
    let font = self.font ?? .systemFont(ofSize: 17)
    let width = hostServices.textSystem.size(of: String(shownCharacters), font: font).width
    guard width < area.width else { return CGPoint(x: area.minX, y: bounds.minY) }
    let room = area.width - width
    return CGPoint(
      x: area.minX + (alignment == .center ? (room / 2).rounded() : room), y: bounds.minY)
  }

  /// Where the text goes: ``UITextField/editingRect(forBounds:)`` while editing, else
  /// ``UITextField/textRect(forBounds:)``.
  var textArea: CGRect {
    isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
  }

  /// The line the text sits on, vertically centred, in bounds coordinates.
  var lineFrame: CGRect {
    let font = self.font ?? .systemFont(ofSize: 17)
    let lineHeight = hostServices.textSystem.lineHeight(of: font)
    let y = bounds.minY + ((bounds.height - lineHeight) / 2).rounded()
    return CGRect(x: bounds.minX, y: y, width: bounds.width, height: lineHeight)
  }

  /// The x of the boundary before character `index`, clamped to the characters shown.
  func caretX(_ index: Int) -> CGFloat {
    if let layout = styledLayout { return styledCaretX(index, in: layout) }
    let font = self.font ?? .systemFont(ofSize: 17)
    let visible = visibleRange(width: textArea.width, font: font)
    let upper = max(visible.lowerBound, min(index, visible.upperBound))
    if let line = bidiLine(visible, font: font) {
      return textOrigin.x + line.caretX(upper - visible.lowerBound)
    }
    let shown = String(shownCharacters[visible.lowerBound..<upper])
    return textOrigin.x
      + (shown.isEmpty ? 0 : hostServices.textSystem.size(of: shown, font: font).width)
  }

  /// The characters shown as drawn, when some run right to left (Hebrew, Arabic); nil for a
  /// left-to-right line, whose boundaries are simply in order.
  func bidiLine(_ visible: Range<Int>, font: UIFont) -> BidiLine? {
    let characters = Array(shownCharacters[visible])
    let system = hostServices.textSystem
    guard let levels = system.bidiLevels(of: characters) else { return nil }
    return BidiLine(characters, levels: levels) { system.size(of: $0, font: font).width }
  }

  /// Whether the text's paragraph runs right to left (its first strong letter does): the
  /// arrow keys then move the other way through it, as they move on screen.
  var isRightToLeftText: Bool { NSTextAlignment.isRightToLeft(String(characterList)) }

  /// The boundary nearest to `x` among the characters shown, without the scrolling a drag
  /// past an edge does.
  func boundary(nearestX x: CGFloat) -> Int {
    let font = self.font ?? .systemFont(ofSize: 17)
    let visible = visibleRange(width: textArea.width, font: font)
    return max(visible.lowerBound, min(characterOffset(atX: x), visible.upperBound))
  }

  /// The character drawn at `x`, or nil left of the text or right of its end.
  func character(atX x: CGFloat) -> Int? {
    let at = boundary(nearestX: x)
    if at < shownCharacters.count && x >= caretX(at) && x < caretX(at + 1) { return at }
    if at > 0 && x < caretX(at) && x >= caretX(at - 1) { return at - 1 }
    return nil
  }

  /// The word, run of spaces or punctuation character at `x` that a double click selects;
  /// left of the text the first, past its end the last.
  func wordRun(atX x: CGFloat) -> Range<Int> {
    let list = characterList
    guard !list.isEmpty else { return 0..<0 }
    let index = character(atX: x) ?? min(boundary(nearestX: x), list.count - 1)
    return TextBoundaries(characters: list).run(around: index)
  }

  /// The most characters a field draws: more than fit on the widest screen in the smallest
  /// font anyone reads, and few enough that a field with a megabyte of text, a zero-size font
  /// or a width of 1e300 points (where everything "fits") measures a bounded amount.
  static let mostCharactersShown = 4096

  /// The characters drawn: as many as fit around the moving end of the selection (the caret),
  /// so that it stays in view however long the text, and at most ``mostCharactersShown``;
  /// measured in chunks of 16 characters, so the cost depends on the field's width, not the
  /// text's length (fuzz stream 12118404 hung measuring a megabyte that all fit).
  func visibleRange(width: CGFloat, font: UIFont) -> Range<Int> {
    let list = shownCharacters
    let system = hostServices.textSystem
    let caret = Swift.min(movingEnd, list.count)
    let most = Self.mostCharactersShown
    var start = caret
    while start > 0, caret - start < most {
      let next = Swift.max(0, start - 16, caret - most)
      if system.size(of: String(list[next..<caret]), font: font).width > width { break }
      start = next
    }
    var stop = caret
    while stop < list.count, stop - start < most {
      let next = Swift.min(list.count, stop + 16, start + most)
      if system.size(of: String(list[start..<next]), font: font).width > width { break }
      stop = next
    }
    return start..<stop
  }
}
