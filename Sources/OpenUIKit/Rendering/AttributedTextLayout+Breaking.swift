import Foundation

// Breaking a paragraph into lines: at the break opportunities of ``LineBreaks`` (or between
// characters, for a word wider than the line), greedily, each line's runs merged by style,
// then aligned and measured.
extension AttributedTextLayout {
  /// One paragraph's lines: broken, each given the characters up to the next one's (its
  /// newline not), aligned (natural alignment follows the paragraph's direction: Hebrew,
  /// Arabic on the right) and measured.
  func layOut(
    _ runs: [Run], in bounds: Range<Int>, paragraph: NSParagraphStyle, alignment: NSTextAlignment,
    font: UIFont, wraps: Bool
  ) -> [Line] {
    var paragraphLines = breakLines(runs, paragraph: paragraph, wraps: wraps)
    if paragraphLines.isEmpty { paragraphLines = [Line()] }
    for i in paragraphLines.indices {
      let lower = i == 0 ? bounds.lowerBound : paragraphLines[i].range.lowerBound
      let upper =
        i + 1 < paragraphLines.count ? paragraphLines[i + 1].range.lowerBound : bounds.upperBound
      paragraphLines[i].range = lower..<max(lower, upper)
      paragraphLines[i].alignment = alignment
      measureHeight(&paragraphLines[i], font: runs.first?.style.font ?? font, paragraph: paragraph)
    }
    return paragraphLines
  }

  /// One paragraph's runs broken into lines at the break opportunities of ``LineBreaks`` (or
  /// between characters, for a word wider than the line), each line's runs merged by style.
  func breakLines(_ runs: [Run], paragraph: NSParagraphStyle, wraps: Bool) -> [Line] {
    breakLines(runs, paragraph: paragraph, wraps: wraps, continuing: false, stop: nil).lines
  }

  /// Lines broken from `runs`, which start a line of the paragraph (not its first when
  /// `continuing`); stopped before a line that would start at an offset `stop` accepts, which
  /// is returned (`+Incremental`: the lines from there are the old ones).
  func breakLines(
    _ runs: [Run], paragraph: NSParagraphStyle, wraps: Bool, continuing: Bool,
    stop: ((Int) -> Bool)?
  ) -> (lines: [Line], stoppedAt: Int?) {
    var result: [Line] = []
    var current = Line(
      indent: continuing ? paragraph.headIndent : paragraph.firstLineHeadIndent)
    func available(_ line: Line) -> CGFloat {
      wraps ? room(for: line, paragraph: paragraph) : .greatestFiniteMagnitude
    }
    func append(_ text: Substring, at offset: Int, _ style: Style, to line: inout Line) {
      let range = offset..<(offset + text.utf16.count)
      if line.segments.isEmpty { line.range = range.lowerBound..<range.lowerBound }
      if var last = line.segments.last, last.style == style,
        last.range.upperBound == range.lowerBound
      {
        last.text += text
        if !last.mayNeedBidi { last.mayNeedBidi = Self.mayNeedBidi(text) }
        // A long run grows by the piece's width: measuring all of it again for each word
        // made a megabyte on one line quadratic. Short runs are measured whole (kerning
        // across the join).
        last.width =
          last.text.utf8.count < 512
          ? measure(last.text, style) : last.width + measure(String(text), style)
        last.range = last.range.lowerBound..<range.upperBound
        line.segments[line.segments.count - 1] = last
      } else {
        line.segments.append(
          Segment(
            text: String(text), style: style, x: line.width, width: measure(String(text), style),
            range: range, mayNeedBidi: Self.mayNeedBidi(text)))
      }
    }
    func newLine() {
      // Spaces at the end of a broken line take no room.
      while var last = current.segments.last, let end = last.text.last, LineBreaks.isSpace(end) {
        last.text.removeLast()
        last.range = last.range.lowerBound..<(last.range.upperBound - end.utf16.count)
        if last.text.isEmpty {
          current.segments.removeLast()
        } else {
          last.width = measure(last.text, last.style)
          current.segments[current.segments.count - 1] = last
        }
      }
      result.append(current)
      current = Line(indent: paragraph.headIndent)
    }
    for run in runs {
      for token in LineBreaks.tokens(Substring(run.text), system: system) {
        let offset = run.offset + token.utf16Offset
        let w = measure(String(token.text), run.style)
        if !token.isSpace && !current.segments.isEmpty && current.width + w > available(current) {
          newLine()
        }
        if token.isSpace && current.segments.isEmpty && (!result.isEmpty || continuing) {
          // Spaces after a break hang at the end of the line before; they belong to it.
          continue
        }
        if current.segments.isEmpty, !result.isEmpty, let stop, stop(offset) {
          return (result, offset)
        }
        if !token.isSpace && w > available(current) {
          // A word wider than the line is broken between characters.
          var at = offset
          for index in token.text.indices {
            let piece = token.text[index...index]
            if !current.segments.isEmpty
              && current.width + measure(String(piece), run.style) > available(current)
            {
              newLine()
            }
            append(piece, at: at, run.style, to: &current)
            at += piece.utf16.count
          }
          continue
        }
        append(token.text, at: offset, run.style, to: &current)
      }
    }
    if !current.segments.isEmpty || (result.isEmpty && !continuing) { result.append(current) }
    return (result, nil)
  }

  func measureHeight(_ line: inout Line, font: UIFont, paragraph: NSParagraphStyle) {
    let fonts = line.segments.isEmpty ? [font] : line.segments.map(\.style.font)
    var height = fonts.map { system.lineHeight(of: $0) }.max() ?? 0
    line.ascent = fonts.map { system.ascent(of: $0) }.max() ?? 0
    if paragraph.lineHeightMultiple > 0 { height *= paragraph.lineHeightMultiple }
    if paragraph.minimumLineHeight > 0 { height = max(height, paragraph.minimumLineHeight) }
    if paragraph.maximumLineHeight > 0 { height = min(height, paragraph.maximumLineHeight) }
    line.height = height
  }
}

extension AttributedTextLayout {
  /// Whether `text` may not run left to right (``Segment/mayNeedBidi``).
  static func mayNeedBidi(_ text: Substring) -> Bool {
    text.unicodeScalars.contains { $0.mayNeedBidi }
  }
}

extension AttributedTextLayout.Line {
  /// The line with its offsets moved by `delta` (a paragraph laid out before, elsewhere now).
  func shifted(by delta: Int) -> Self {
    guard delta != 0 else { return self }
    var line = self
    line.range = (range.lowerBound + delta)..<(range.upperBound + delta)
    for i in line.segments.indices {
      let old = line.segments[i].range
      line.segments[i].range = (old.lowerBound + delta)..<(old.upperBound + delta)
    }
    return line
  }
}
