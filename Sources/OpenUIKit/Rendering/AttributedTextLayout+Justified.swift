import Foundation

// Justified paragraphs (`NSTextAlignment.justified`): every line but a paragraph's last is
// spread to the full width, as TextKit draws them. The room left over is shared equally between
// the line's spaces; a line with no space (Chinese, Japanese) shares it between its characters
// where one side is ideographic, as CSS's `text-justify: auto` does. A line with right-to-left
// letters is left as it is, on its paragraph's side: its words are drawn in visual order by the
// host within a run, and spreading them would need that order here (Arabic also justifies by
// lengthening joins, kashida, which no library here offers).
extension AttributedTextLayout {
  /// The width a line of `paragraph` may take: up to the tail indent (from the leading edge
  /// when positive, from the trailing edge when not), less its own indent.
  func room(for line: Line, paragraph: NSParagraphStyle) -> CGFloat {
    let tail = paragraph.tailIndent
    let right = tail > 0 ? tail : width + tail
    return max(1, right - line.indent)
  }

  /// `line` spread to `room` points: each segment cut after each gap that widens, the pieces
  /// moved along by the gaps before them. Unchanged when nothing may widen, the line is full,
  /// or it holds right-to-left letters.
  func justified(_ line: Line, room: CGFloat) -> Line {
    let free = room - line.width
    guard free > 0.5, free.isFinite, room < 1e7,
      !line.segments.contains(where: {
        $0.text.unicodeScalars.contains(where: \.isInRightToLeftBlock)
      })
    else { return line }
    let characters = line.segments.flatMap { Array($0.text) }
    let bySpaces = characters.dropLast().contains(where: LineBreaks.isSpace)
    // Whether the gap after the character at `index` in the line widens.
    func widens(_ index: Int) -> Bool {
      guard index + 1 < characters.count else { return false }
      if bySpaces {
        // A run of spaces widens once, after its last.
        return LineBreaks.isSpace(characters[index]) && !LineBreaks.isSpace(characters[index + 1])
      }
      return LineBreaks.isIdeographic(characters[index])
        || LineBreaks.isIdeographic(characters[index + 1])
    }
    let gaps = characters.indices.filter(widens).count
    guard gaps > 0 else { return line }
    let extra = free / CGFloat(gaps)
    var spread = line
    spread.segments = []
    var index = 0
    var shift: CGFloat = 0
    for segment in line.segments {
      var piece = ""
      var pieceStart = segment.range.lowerBound
      var offset = segment.range.lowerBound
      var pieceX: CGFloat = 0
      func closePiece(widened: Bool) {
        guard !piece.isEmpty else { return }
        let width = measure(piece, segment.style)
        spread.segments.append(
          Segment(
            text: piece, style: segment.style, x: segment.x + pieceX + shift,
            width: width + (widened ? extra : 0), range: pieceStart..<offset,
            stretch: widened ? extra : 0, mayNeedBidi: segment.mayNeedBidi))
        pieceX += width
        if widened { shift += extra }
        piece = ""
        pieceStart = offset
      }
      for character in segment.text {
        piece.append(character)
        offset += character.utf16.count
        if widens(index) { closePiece(widened: true) }
        index += 1
      }
      closePiece(widened: false)
    }
    return spread
  }
}
