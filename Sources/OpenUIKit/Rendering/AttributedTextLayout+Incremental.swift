import Foundation

/// A paragraph to lay out, and what its layout depends on.
struct ParagraphChange {
  var runs: [AttributedTextLayout.Run]
  var text: String
  var bounds: Range<Int>
  var index: Int
  var count: Int
  var paragraph: NSParagraphStyle
  var font: UIFont
  var alignment: NSTextAlignment
  var resolved: NSTextAlignment
  var wraps: Bool
}

// One long paragraph edited: its lines before the edit and after it are the old ones. Lines
// are broken greedily, so a line depends only on where it starts and the text from there: the
// lines up to the one before the edit stand (the edit may pull a word back onto that one),
// breaking starts again there, and stops as soon as a line starts, past the edit, where an old
// line started — the rest are the old lines, moved by what the edit added. A megabyte on one
// line took the whole layout per key (fuzz streams 10338479, 10338778); now about a screen's
// worth of lines.
extension AttributedTextLayout {
  /// The paragraph's lines made from the last layout's paragraph at its index, or nil when
  /// that does not apply (not one run in one style both times, another style, width or
  /// direction, or a short paragraph).
  func relaidOut(_ change: ParagraphChange, cache: ParagraphLayoutCache) -> [Line]? {
    guard change.runs.count == 1, let run = change.runs.first,
      run.offset == change.bounds.lowerBound,
      let (oldText, old) = cache.previous(at: change.index, count: change.count),
      old.runs.count == 1, old.runs[0].offset == 0, old.runs[0].style == run.style,
      old.matches(
        old.runs, change.paragraph, change.font, change.alignment, width, change.wraps),
      old.lines.count > 3, old.lines[0].alignment == change.resolved
    else { return nil }
    let start = change.bounds.lowerBound
    let oldUnits = Array(oldText.utf16)
    let newUnits = Array(change.text.utf16)
    let shorter = min(oldUnits.count, newUnits.count)
    var prefix = 0
    while prefix < shorter && oldUnits[prefix] == newUnits[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && oldUnits[oldUnits.count - 1 - suffix] == newUnits[newUnits.count - 1 - suffix]
    {
      suffix += 1
    }
    let delta = newUnits.count - oldUnits.count
    let changeEnd = newUnits.count - suffix
    let starts = old.lines.map(\.range.lowerBound)
    // The line holding the edit, then the one before it, then back to a line that starts at a
    // break opportunity (not inside a word broken between characters).
    var resumeLine = max(0, (starts.lastIndex { $0 <= prefix } ?? 0) - 1)
    while resumeLine > 0 && !startsAtBreak(change.text, starts[resumeLine]) { resumeLine -= 1 }
    let resume = starts[resumeLine]
    let from = String.Index(utf16Offset: resume, in: change.text)
    let rest = Run(text: String(change.text[from...]), style: run.style, offset: start + resume)
    let (middle, stoppedAt) = breakLines(
      [rest], paragraph: change.paragraph, wraps: change.wraps, continuing: resumeLine > 0
    ) { offset in
      // Past the edit, with the character before it unchanged too.
      let at = offset - start
      return at > changeEnd && Self.index(of: at - delta, in: starts) != nil
    }
    var lines = old.lines[0..<resumeLine].map { $0.shifted(by: start) }
    var made = middle
    if made.isEmpty && resumeLine == 0 { made = [Line()] }
    for i in made.indices {
      let lower = i == 0 ? start + resume : made[i].range.lowerBound
      let upper =
        i + 1 < made.count ? made[i + 1].range.lowerBound : stoppedAt ?? change.bounds.upperBound
      made[i].range = lower..<max(lower, upper)
      made[i].alignment = change.resolved
      measureHeight(&made[i], font: run.style.font, paragraph: change.paragraph)
    }
    lines += made
    if let stoppedAt, let kept = Self.index(of: stoppedAt - start - delta, in: starts) {
      lines += old.lines[kept...].map { $0.shifted(by: start + delta) }
    } else if made.isEmpty, let last = lines.indices.last {
      // Nothing after the kept lines but spaces, which hang on the last of them.
      lines[last].range = lines[last].range.lowerBound..<change.bounds.upperBound
    }
    return lines
  }

  /// Whether a line starting at `offset` (a character boundary) starts at a break opportunity.
  private func startsAtBreak(_ text: String, _ offset: Int) -> Bool {
    guard offset > 0 else { return true }
    let at = String.Index(utf16Offset: offset, in: text)
    guard at < text.endIndex else { return true }
    let before = text.index(before: at)
    return LineBreaks.mayBreak(between: text[before], and: text[at])
  }

  /// Where `value` is in sorted `starts`.
  private static func index(of value: Int, in starts: [Int]) -> Int? {
    var low = 0
    var high = starts.count
    while low < high {
      let mid = (low + high) / 2
      if starts[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low < starts.count && starts[low] == value ? low : nil
  }
}
