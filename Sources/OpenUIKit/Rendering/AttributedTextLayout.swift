import Foundation

/// Attributed text laid out in lines: runs of different fonts, colours, underlines,
/// strikethroughs, backgrounds, kerning and baseline offsets, broken at spaces to a width, with
/// each paragraph's style (alignment, line spacing, paragraph spacing, line heights, indents).
/// Runs on a line share a baseline.
///
/// Labels, buttons and text fields draw `attributedText` with it. Limits: a `.justified` line
/// with right-to-left letters is not spread (`+Justified`); a `.byTruncatingHead` or `Middle`
/// line is cut at its end.
@MainActor
struct AttributedTextLayout {
  /// The look of a run.
  struct Style: Equatable {
    var font: UIFont
    var color: DisplayColor
    var background: DisplayColor?
    var underline: NSUnderlineStyle?
    var underlineColor: DisplayColor?
    var strikethrough: NSUnderlineStyle?
    var strikethroughColor: DisplayColor?
    var kern: CGFloat = 0
    var baselineOffset: CGFloat = 0
  }

  /// A run of one style on a line, at `x` from the line's start.
  struct Segment {
    var text: String
    var style: Style
    var x: CGFloat
    var width: CGFloat
    /// The UTF-16 offsets of `text` in the laid-out string.
    var range: Range<Int> = 0..<0
    /// The room a justified line added after the text (in `width`): the gap widened.
    var stretch: CGFloat = 0
    /// Whether the text may not run left to right (a right-to-left letter or a bidi control):
    /// known as the segment is built, so caret queries on a long left-to-right run skip the
    /// bidi pass without scanning it (fuzz stream 12257413). True when not known.
    var mayNeedBidi = true
  }

  struct Line {
    var segments: [Segment] = []
    var top: CGFloat = 0
    var height: CGFloat = 0
    var ascent: CGFloat = 0
    var indent: CGFloat = 0
    var width: CGFloat { segments.last.map { $0.x + $0.width } ?? 0 }
    var alignment: NSTextAlignment = .natural
    /// The UTF-16 offsets of the line's characters in the laid-out string, the spaces a break
    /// left hanging included, its newline not.
    var range: Range<Int> = 0..<0
  }

  /// A run of one style in a paragraph, at `offset` UTF-16 code units into the string.
  struct Run {
    var text: String
    var style: Style
    var offset: Int
  }

  private(set) var lines: [Line] = []
  /// The size the text takes: the widest line (with its indent) and the total height.
  private(set) var size: CGSize = .zero
  let system: any TextSystem
  let width: CGFloat

  /// Lays `text` out `width` points wide (`.greatestFiniteMagnitude`: unbounded), on at most
  /// `maximumLines` lines (0: any), in `font` and `color` where the text names none.
  init(
    _ text: NSAttributedString, width: CGFloat, maximumLines: Int, font: UIFont,
    color: DisplayColor, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode,
    system: any TextSystem, cache: ParagraphLayoutCache? = nil
  ) {
    self.system = system
    self.width = width
    let wraps = maximumLines != 1 && lineBreakMode != .byClipping || maximumLines == 0
    var paragraphs: [[Run]] = [[]]
    var styles: [NSParagraphStyle?] = [nil]
    // Where each paragraph starts and ends (before its newline), in UTF-16 code units.
    var bounds: [Range<Int>] = [0..<0]
    let whole = text.string as NSString
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) {
      attributes, range, _ in
      let style = Self.style(attributes, font: font, color: color)
      let paragraphStyle = attributes[.paragraphStyle] as? NSParagraphStyle
      // Tabs are drawn as em spaces: one UTF-16 unit each, so offsets stay the string's.
      let piece = whole.substring(with: range).replacingOccurrences(of: "\t", with: "\u{2003}")
      var offset = range.location
      var run = ""
      var runStart = offset
      func closeRun() {
        if !run.isEmpty {
          paragraphs[paragraphs.count - 1].append(Run(text: run, style: style, offset: runStart))
        }
        run = ""
      }
      if styles[styles.count - 1] == nil { styles[styles.count - 1] = paragraphStyle }
      for character in piece {
        let length = character.utf16.count
        if character.isNewline {
          closeRun()
          let last = bounds.count - 1
          bounds[last] = bounds[last].lowerBound..<offset
          paragraphs.append([])
          styles.append(paragraphStyle)
          bounds.append((offset + length)..<(offset + length))
        } else {
          if run.isEmpty { runStart = offset }
          run.append(character)
        }
        offset += length
      }
      closeRun()
      let last = bounds.count - 1
      bounds[last] = bounds[last].lowerBound..<offset
    }
    var y: CGFloat = 0
    var truncated = false
    cache?.beginLayout(system: system)
    paragraphLoop: for (index, runs) in paragraphs.enumerated() {
      let paragraph = styles[index] ?? .default
      let start = bounds[index].lowerBound
      y += index > 0 ? paragraph.paragraphSpacingBefore : 0
      let text = runs.map(\.text).joined()
      let keys = runs.map { (offset: $0.offset - start, style: $0.style) }
      var paragraphLines: [Line]
      if let kept = cache?.lines(
        text: text, runs: keys, paragraph: paragraph, font: font, alignment: alignment,
        width: width, wraps: wraps)
      {
        paragraphLines = kept.map { $0.shifted(by: start) }
      } else {
        let resolved = (paragraph.alignment == .natural ? alignment : paragraph.alignment)
          .resolved(for: text)
        let change = ParagraphChange(
          runs: runs, text: text, bounds: bounds[index], index: index, count: paragraphs.count,
          paragraph: paragraph, font: font, alignment: alignment, resolved: resolved,
          wraps: wraps)
        paragraphLines =
          cache.flatMap { relaidOut(change, cache: $0) }
          ?? layOut(
            runs, in: bounds[index], paragraph: paragraph, alignment: resolved, font: font,
            wraps: wraps)
        cache?.store(
          text: text,
          .init(
            runs: keys, paragraph: paragraph, font: font, alignment: alignment, width: width,
            wraps: wraps,
            lines: paragraphLines.map { $0.shifted(by: -start) }))
      }
      let justifies =
        wraps && (paragraph.alignment == .natural ? alignment : paragraph.alignment) == .justified
      for (number, var line) in paragraphLines.enumerated() {
        if justifies && number < paragraphLines.count - 1 {
          line = justified(line, room: room(for: line, paragraph: paragraph))
        }
        if maximumLines > 0 && lines.count == maximumLines {
          truncated = true
          break paragraphLoop
        }
        if !lines.isEmpty { y += paragraph.lineSpacing }
        line.top = y
        y += line.height
        lines.append(line)
      }
      y += paragraph.paragraphSpacing
    }
    cache?.finishLayout()
    if truncated || (!wraps && lineBreakMode != .byClipping), var last = lines.popLast() {
      if truncated || last.indent + last.width > width { truncate(&last) }
      lines.append(last)
    }
    let bottom = lines.last.map { $0.top + $0.height } ?? 0
    size = CGSize(
      width: lines.map { $0.indent + $0.width }.max() ?? 0, height: bottom)
  }

  private static func style(
    _ attributes: [NSAttributedString.Key: Any], font: UIFont, color: DisplayColor
  )
    -> Style
  {
    func number(_ key: NSAttributedString.Key) -> CGFloat? {
      switch attributes[key] {
      case let v as CGFloat: v
      case let v as Double: CGFloat(v)
      case let v as Int: CGFloat(v)
      case let v as NSNumber: CGFloat(v.doubleValue)
      default: nil
      }
    }
    func line(_ key: NSAttributedString.Key) -> NSUnderlineStyle? {
      if let style = attributes[key] as? NSUnderlineStyle {
        return style.rawValue == 0 ? nil : style
      }
      guard let raw = number(key), raw != 0 else { return nil }
      return NSUnderlineStyle(rawValue: Int(raw))
    }
    var style = Style(
      font: attributes[.font] as? UIFont ?? font,
      color: (attributes[.foregroundColor] as? UIColor)?.displayColor ?? color)
    style.background = (attributes[.backgroundColor] as? UIColor)?.displayColor
    style.underline = line(.underlineStyle)
    style.underlineColor = (attributes[.underlineColor] as? UIColor)?.displayColor
    style.strikethrough = line(.strikethroughStyle)
    style.strikethroughColor = (attributes[.strikethroughColor] as? UIColor)?.displayColor
    style.kern = number(.kern).map { $0.isFinite ? $0 : 0 } ?? 0
    style.baselineOffset = number(.baselineOffset).map { $0.isFinite ? $0 : 0 } ?? 0
    if attributes[.link] != nil && attributes[.foregroundColor] == nil {
      style.color = UIColor.link.displayColor
      style.underline = style.underline ?? .single
    }
    return style
  }

  /// The width of `text` in `style`, kerning included.
  func measure(_ text: String, _ style: Style) -> CGFloat {
    guard !text.isEmpty else { return 0 }
    let width = system.size(of: text, font: style.font).width
    // Counting characters walks the text: only for kerned runs.
    return style.kern == 0 ? width : width + style.kern * CGFloat(text.count)
  }

  /// Shortens a line with an ellipsis in its last run's style so it fits the width.
  private func truncate(_ line: inout Line) {
    guard var last = line.segments.popLast() else { return }
    let room = width - line.indent
    while !last.text.isEmpty && last.x + measure(last.text + "…", last.style) > room {
      // The longest start of the run that fits with the ellipsis, found by halving: taking a
      // character at a time measured the run once per character (a label given a megabyte
      // took minutes).
      let characters = Array(last.text)
      var fits = 0
      var tooLong = characters.count
      while tooLong - fits > 1 {
        let middle = (fits + tooLong) / 2
        if last.x + measure(String(characters[..<middle]) + "…", last.style) <= room {
          fits = middle
        } else {
          tooLong = middle
        }
      }
      last.text = String(characters[..<fits])
      if last.text.isEmpty, let previous = line.segments.popLast() {
        last = Segment(
          text: previous.text, style: previous.style, x: previous.x, width: previous.width)
      }
    }
    last.text += "…"
    last.width = measure(last.text, last.style)
    line.segments.append(last)
  }

  /// Where `line` starts when the text is drawn in `rect`: its indent, moved by its alignment.
  func lineX(_ line: Line, in rect: CGRect) -> CGFloat {
    let free = rect.width - line.indent - line.width
    return rect.minX + line.indent
      + (line.alignment == .center ? (free / 2).rounded() : line.alignment == .right ? free : 0)
  }

  /// How far from the start of `segment` the character at UTF-16 `offset` starts (its end, for
  /// an offset past it). Right-to-left runs are measured from their right edge.
  func x(ofOffset offset: Int, in segment: Segment) -> CGFloat {
    // A justified piece's end is past its widened gap, where the next piece starts.
    if segment.stretch > 0 && offset >= segment.range.upperBound { return segment.width }
    let count = max(0, min(offset, segment.range.upperBound) - segment.range.lowerBound)
    let utf16 = segment.text.utf16
    guard let end = utf16.index(utf16.startIndex, offsetBy: count, limitedBy: utf16.endIndex)
    else { return segment.width }
    // Most runs have no right-to-left letter or bidi control, known when the run was built:
    // splitting them into characters and asking each one's direction on every query made a
    // touch on a text view with a megabyte on one line take seconds (fuzz stream 12257413).
    guard segment.mayNeedBidi else {
      return measure(String(segment.text[..<end]), segment.style)
    }
    let characters = Array(segment.text)
    guard let levels = system.bidiLevels(of: characters) else {
      return measure(String(segment.text[..<end]), segment.style)
    }
    // Hebrew or Arabic in the run: the host draws it in visual order.
    let line = BidiLine(characters, levels: levels) { measure($0, segment.style) }
    return line.caretX(segment.text[..<end].count)
  }

  /// The drawing commands for the text in `rect`: lines from its top (or centred vertically),
  /// each placed by its alignment.
  /// Only the lines that reach into `visible` (when given) are drawn: a long text scrolled
  /// in a text view costs what it shows.
  func commands(in rect: CGRect, centredVertically: Bool, visible: CGRect? = nil)
    -> [CanvasCommand]
  {
    var commands: [CanvasCommand] = []
    let top =
      centredVertically ? rect.minY + ((rect.height - size.height) / 2).rounded() : rect.minY
    for line in lines {
      if let visible, top + line.top + line.height < visible.minY || top + line.top > visible.maxY {
        continue
      }
      let x0 = lineX(line, in: rect)
      let baseline = top + line.top + line.ascent
      for segment in line.segments {
        let style = segment.style
        let x = x0 + segment.x
        let lineTop = top + line.top
        if let background = style.background {
          commands.append(
            .fill(
              CGRect(x: x, y: lineTop, width: segment.width, height: line.height).corners,
              background))
        }
        let y = baseline - system.ascent(of: style.font) - style.baselineOffset
        let height = system.lineHeight(of: style.font)
        if style.kern == 0 {
          commands.append(
            .text(
              segment.text, style.font, style.color,
              CGRect(x: x, y: y, width: segment.width - segment.stretch, height: height)))
        } else {
          var cx = x
          for character in segment.text {
            let piece = String(character)
            let w = system.size(of: piece, font: style.font).width
            commands.append(
              .text(piece, style.font, style.color, CGRect(x: cx, y: y, width: w, height: height)))
            cx += w + style.kern
          }
        }
        let thickness = max(1, (style.font.pointSize / 14).rounded())
        if let underline = style.underline {
          let uy = baseline - style.baselineOffset + thickness + 1
          let weight = underline.contains(.thick) ? thickness * 2 : thickness
          commands.append(
            .fill(
              CGRect(x: x, y: uy, width: segment.width, height: weight).corners,
              style.underlineColor ?? style.color))
          if underline.rawValue & 0x08 != 0 {
            commands.append(
              .fill(
                CGRect(x: x, y: uy + weight + 1, width: segment.width, height: weight).corners,
                style.underlineColor ?? style.color))
          }
        }
        if style.strikethrough != nil {
          let sy = baseline - style.baselineOffset - (system.ascent(of: style.font) * 0.3).rounded()
          commands.append(
            .fill(
              CGRect(x: x, y: sy, width: segment.width, height: thickness).corners,
              style.strikethroughColor ?? style.color))
        }
      }
    }
    return commands
  }
}
