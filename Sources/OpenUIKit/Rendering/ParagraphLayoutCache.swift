import Foundation

/// The lines of each paragraph a text view laid out last, kept so that the next layout breaks
/// again only the paragraphs that changed: a key typed into a long document re-measures one
/// paragraph, not all of them (a fuzz stream pasting megabytes into a text view laid the
/// whole text out per key, issue 36).
///
/// A paragraph is found again by its text, its runs' styles and where they start in it, its
/// paragraph style, the alignment asked for, the width and whether lines wrap; its lines are
/// kept relative to the paragraph's start. Each layout keeps only the paragraphs it used, so
/// the cache never holds more than one layout's lines.
@MainActor
final class ParagraphLayoutCache {
  /// One paragraph laid out.
  struct Entry {
    var runs: [(offset: Int, style: AttributedTextLayout.Style)]
    var paragraph: NSParagraphStyle
    /// The font where the text names none (an empty paragraph's height).
    var font: UIFont
    var alignment: NSTextAlignment
    var width: CGFloat
    var wraps: Bool
    /// Its lines, measured, their ranges relative to the paragraph's start, `top` unset.
    var lines: [AttributedTextLayout.Line]

    func matches(
      _ runs: [(offset: Int, style: AttributedTextLayout.Style)], _ paragraph: NSParagraphStyle,
      _ font: UIFont, _ alignment: NSTextAlignment, _ width: CGFloat, _ wraps: Bool
    ) -> Bool {
      self.width == width && self.wraps == wraps && self.alignment == alignment
        && self.font == font && self.paragraph == paragraph && self.runs.count == runs.count
        && zip(self.runs, runs).allSatisfy { $0.offset == $1.offset && $0.style == $1.style }
    }
  }

  private var entries: [String: [Entry]] = [:]
  private var used: [String: [Entry]] = [:]
  /// The text system that measured them: another (the view moved to another host) measures
  /// differently, and the kept lines go.
  private var system: ObjectIdentifier?

  /// The last layout's paragraphs in order, and this layout's so far: an edited paragraph is
  /// laid out again from the old one at its index (``AttributedTextLayout`` keeps the lines
  /// before the edit and after it).
  private var order: [(text: String, entry: Entry)] = []
  private var newOrder: [(text: String, entry: Entry)] = []

  /// Starts a layout measured by `system`.
  func beginLayout(system: any TextSystem) {
    let id = ObjectIdentifier(system)
    if id != self.system {
      entries = [:]
      order = []
    }
    self.system = id
    used = [:]
    newOrder = []
  }

  /// The paragraph the last layout had at `index`, when it had `count` paragraphs as this
  /// one has (an edit inside a paragraph keeps the count).
  func previous(at index: Int, count: Int) -> (text: String, entry: Entry)? {
    guard order.count == count, order.indices.contains(index) else { return nil }
    return order[index]
  }

  /// The paragraphs kept (for tests).
  var count: Int { entries.values.reduce(0) { $0 + $1.count } }

  /// The lines of a paragraph laid out before, relative to its start.
  func lines(
    text: String, runs: [(offset: Int, style: AttributedTextLayout.Style)],
    paragraph: NSParagraphStyle, font: UIFont, alignment: NSTextAlignment, width: CGFloat,
    wraps: Bool
  ) -> [AttributedTextLayout.Line]? {
    guard
      let entry = entries[text]?.first(where: {
        $0.matches(runs, paragraph, font, alignment, width, wraps)
      })
    else { return nil }
    keep(text, entry)
    newOrder.append((text, entry))
    return entry.lines
  }

  /// Keeps a paragraph's lines for the next layout (a copy of its paragraph style: app code
  /// may change a mutable one in place).
  func store(text: String, _ entry: Entry) {
    var entry = entry
    entry.paragraph = entry.paragraph.copy() as? NSParagraphStyle ?? entry.paragraph
    keep(text, entry)
    newOrder.append((text, entry))
  }

  private func keep(_ text: String, _ entry: Entry) {
    if let kept = used[text],
      kept.contains(where: {
        $0.matches(
          entry.runs, entry.paragraph, entry.font, entry.alignment, entry.width, entry.wraps)
      })
    {
      return
    }
    used[text, default: []].append(entry)
  }

  /// A layout ended: what it did not use goes.
  func finishLayout() {
    entries = used
    used = [:]
    order = newOrder
    newOrder = []
  }
}
