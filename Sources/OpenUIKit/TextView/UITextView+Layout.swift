import Foundation

// Where the text view's text lies: laid out once per text and width (AttributedTextLayout,
// which labels use too), then asked where offsets are (the caret, selection rectangles) and
// which offset is under a point. Coordinates are the view's bounds (the content's), so the
// text scrolls with `contentOffset`.
extension UITextView {
  /// The text container's top-left corner: inside the inset and the line padding.
  var containerOrigin: CGPoint {
    CGPoint(
      x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
  }

  /// The width lines wrap at for a view `viewWidth` wide.
  func wrapWidth(forViewWidth viewWidth: CGFloat) -> CGFloat {
    let padding = 2 * textContainer.lineFragmentPadding
    guard textContainer.widthTracksTextView else {
      return max(1, textContainer.size.width - padding)
    }
    guard viewWidth < .greatestFiniteMagnitude / 2 else { return .greatestFiniteMagnitude }
    return max(1, viewWidth - textContainerInset.left - textContainerInset.right - padding)
  }

  /// The text laid out `width` points wide (cached for the current text).
  func textLayout(width: CGFloat) -> AttributedTextLayout {
    if let cache = layoutCache, cache.version == textVersion, cache.width == width {
      return cache.layout
    }
    let layout = AttributedTextLayout(
      displayedText, width: width, maximumLines: textContainer.maximumNumberOfLines,
      font: (typingAttributes[.font] as? UIFont) ?? font ?? Self.defaultFont,
      color: (textColor ?? .black).displayColor, alignment: textAlignment,
      lineBreakMode: textContainer.maximumNumberOfLines == 0
        ? .byWordWrapping : textContainer.lineBreakMode,
      system: hostServices.textSystem, cache: paragraphCache)
    layoutCache = (textVersion, width, layout)
    return layout
  }

  /// The text as drawn: links in ``linkTextAttributes`` when given.
  private var displayedText: NSAttributedString {
    guard let linkAttributes = linkTextAttributes, !linkAttributes.isEmpty, storage.length > 0
    else { return storage }
    let display = linkDisplay ?? AttributedStoragePool.take()
    linkDisplay = display
    AttributedRuns(storage).write(into: display)
    storage.enumerateAttribute(
      NSAttributedString.Key.link, in: NSRange(location: 0, length: storage.length)
    ) {
      value, range, _ in
      if value != nil { display.addAttributes(linkAttributes, range: range) }
    }
    return display
  }

  /// The text laid out at the view's width.
  var currentLayout: AttributedTextLayout {
    textLayout(width: wrapWidth(forViewWidth: bounds.width))
  }

  /// The rectangle lines are placed in, at the view's width.
  var containerRect: CGRect {
    let origin = containerOrigin
    let width = wrapWidth(forViewWidth: bounds.width)
    return CGRect(
      x: origin.x, y: origin.y, width: width < .greatestFiniteMagnitude / 2 ? width : 0,
      height: currentLayout.size.height)
  }

  /// The text's size for a view `width` wide, insets and padding included.
  func textSize(forWidth width: CGFloat) -> CGSize {
    let layout = textLayout(width: wrapWidth(forViewWidth: width))
    let padding = 2 * textContainer.lineFragmentPadding
    return CGSize(
      width: (layout.size.width + padding + textContainerInset.left + textContainerInset.right)
        .rounded(.up),
      height: (layout.size.height + textContainerInset.top + textContainerInset.bottom)
        .rounded(.up))
  }

  /// Makes the content as tall as the text (as wide as the view: lines wrap).
  func updateContentSize() {
    let size = CGSize(width: bounds.width, height: textSize(forWidth: bounds.width).height)
    if contentSize != size { contentSize = size }
  }

  // MARK: Offsets and points

  /// The line holding the caret at `offset`: the last line starting at or before it, so a
  /// caret where a line wraps sits at the start of the next line, as in UIKit.
  func lineIndex(of offset: Int, in layout: AttributedTextLayout) -> Int {
    var low = 0
    var high = layout.lines.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if layout.lines[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
    }
    return max(0, low)
  }

  /// How far into `line` the caret at `offset` stands.
  /// The caret offset nearest `px` on a long line with right-to-left text: in the segment
  /// under `px`, by halving in the bidi run drawn there (walking every position measured each
  /// from the segment's start, quadratic in the line's length).
  private func bidiOffset(
    at px: CGFloat, on line: AttributedTextLayout.Line, in layout: AttributedTextLayout,
    wraps: Bool
  ) -> Int {
    guard
      let segment = line.segments.first(where: { px < $0.x + $0.width }) ?? line.segments.last
    else { return line.range.lowerBound }
    let characters = Array(segment.text)
    let bidi = BidiLine(characters, levels: layout.system.bidiLevels(of: characters)) {
      layout.measure($0, segment.style)
    }
    let index = bidi.index(halvingTowardsX: px - segment.x)
    let offset = segment.range.lowerBound + characters[..<index].reduce(0) { $0 + $1.utf16.count }
    // A wrapped line's end is the next line's start: the caret stays before its last character.
    if wraps && offset >= line.range.upperBound { return characterBefore(line.range.upperBound) }
    return max(line.range.lowerBound, min(offset, line.range.upperBound))
  }

  func x(of offset: Int, on line: AttributedTextLayout.Line, in layout: AttributedTextLayout)
    -> CGFloat
  {
    for segment in line.segments where offset <= segment.range.upperBound {
      if offset < segment.range.lowerBound { return segment.x }
      return segment.x + layout.x(ofOffset: offset, in: segment)
    }
    return line.width
  }

  /// The caret's rectangle at `offset` (2 points wide, as tall as its line), in bounds
  /// coordinates.
  func caretFrame(at offset: Int) -> CGRect {
    let layout = currentLayout
    guard !layout.lines.isEmpty else {
      return CGRect(origin: containerOrigin, size: CGSize(width: 2, height: 16))
    }
    let rect = containerRect
    let line = layout.lines[lineIndex(of: offset, in: layout)]
    let x = layout.lineX(line, in: rect) + x(of: offset, on: line, in: layout)
    return CGRect(x: x.rounded(), y: rect.minY + line.top, width: 2, height: line.height)
  }

  /// The character boundary nearest to `point` (bounds coordinates): on the line at its
  /// height (the first or last line above or below the text), nearest its x. Past the end of
  /// a line that wraps, the caret goes before its last character, not onto the next line.
  func offset(at point: CGPoint) -> Int {
    let layout = currentLayout
    guard !layout.lines.isEmpty else { return 0 }
    let rect = containerRect
    let y = point.y - rect.minY
    let index = layout.lines.firstIndex { y < $0.top + $0.height } ?? layout.lines.count - 1
    let line = layout.lines[index]
    let px = point.x - layout.lineX(line, in: rect)
    let wraps =
      index + 1 < layout.lines.count
      && layout.lines[index + 1].range.lowerBound == line.range.upperBound
    let starts = characterStarts
    // The caret positions on the line: character starts, and its end unless it wraps.
    let first = Self.insertionIndex(of: line.range.lowerBound, in: starts)
    var end = first
    while end < starts.count, starts[end] <= line.range.upperBound,
      !(wraps && starts[end] == line.range.upperBound)
    {
      end += 1
    }
    guard end > first else { return line.range.lowerBound }
    let distance = { (i: Int) in abs(self.x(of: starts[i], on: line, in: layout) - px) }
    // A long left-to-right line is searched by halving (x grows with the offset there): each
    // position is measured from the line's start, so walking them all was quadratic (a touch
    // moving over one very long line hung the app, fuzz stream 10207374). Short lines and
    // lines with right-to-left text are walked.
    if end - first > 64,
      line.segments.allSatisfy({ !$0.text.unicodeScalars.contains(where: \.isInRightToLeftBlock) })
    {
      var low = first
      var high = end - 1
      while low < high {
        let middle = (low + high) / 2
        if x(of: starts[middle], on: line, in: layout) < px {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low > first && distance(low - 1) <= distance(low) ? starts[low - 1] : starts[low]
    }
    if end - first > 64 {
      return bidiOffset(at: px, on: line, in: layout, wraps: wraps)
    }
    var best = first
    var bestDistance = CGFloat.greatestFiniteMagnitude
    for i in first..<end {
      let d = distance(i)
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return starts[best]
  }

  /// The rectangles that cover `range` on each of its lines, in bounds coordinates.
  func rects(covering range: Range<Int>) -> [CGRect] {
    let layout = currentLayout
    guard !range.isEmpty, !layout.lines.isEmpty else { return [] }
    let rect = containerRect
    var result: [CGRect] = []
    for index in lineIndex(of: range.lowerBound, in: layout)..<layout.lines.count {
      let line = layout.lines[index]
      if line.range.lowerBound > range.upperBound
        || (line.range.lowerBound == range.upperBound && index > 0)
      {
        break
      }
      let from = x(of: max(range.lowerBound, line.range.lowerBound), on: line, in: layout)
      // A selection going on past the line covers its end (and the newline).
      let to =
        range.upperBound > line.range.upperBound
        ? line.width + 4 : x(of: range.upperBound, on: line, in: layout)
      let x0 = layout.lineX(line, in: rect)
      result.append(
        CGRect(
          x: x0 + min(from, to), y: rect.minY + line.top, width: abs(to - from),
          height: line.height))
    }
    return result
  }

  /// The UTF-16 range of the paragraph holding `offset` (without its newline).
  func paragraphRange(at offset: Int) -> Range<Int> {
    let text = storage.string as NSString
    let range = text.paragraphRange(for: NSRange(location: min(offset, text.length), length: 0))
    var upper = range.location + range.length
    while upper > range.location,
      let scalar = Unicode.Scalar(text.character(at: upper - 1)),
      Character(scalar).isNewline
    {
      upper -= 1
    }
    return range.location..<upper
  }

  /// The offset `lines` lines above (negative) or below the caret's line, nearest `x`; the
  /// text's start or end past its first or last line.
  func offset(movingLines lines: Int, from offset: Int, x: CGFloat) -> Int {
    let layout = currentLayout
    guard !layout.lines.isEmpty else { return 0 }
    let target = lineIndex(of: offset, in: layout) + lines
    if target < 0 { return 0 }
    if target >= layout.lines.count { return storage.length }
    let line = layout.lines[target]
    let rect = containerRect
    return self.offset(at: CGPoint(x: x, y: rect.minY + line.top + line.height / 2))
  }

  /// The start and end of the laid-out line holding the caret at `offset`.
  func lineRange(at offset: Int) -> Range<Int> {
    let layout = currentLayout
    guard !layout.lines.isEmpty else { return 0..<0 }
    let index = lineIndex(of: offset, in: layout)
    let line = layout.lines[index]
    // A wrapped line's end is the next line's start: stop before its hanging spaces' end.
    let wraps =
      index + 1 < layout.lines.count
      && layout.lines[index + 1].range.lowerBound == line.range.upperBound
    return line.range
      .lowerBound..<(wraps
      ? max(line.range.lowerBound, characterBefore(line.range.upperBound)) : line.range.upperBound)
  }
}
