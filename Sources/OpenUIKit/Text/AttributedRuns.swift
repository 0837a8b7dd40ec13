import Foundation

/// Attributed text kept as plain values: its characters and its runs of attributes.
///
/// Undo snapshots and whole-text replacements use it instead of copying into a new
/// `NSAttributedString`: swift-corelibs-foundation never frees an attributed string's run array
/// (swiftlang/swift-corelibs-foundation#5256), so a copy per undo step or per `text` set grew a
/// long-running app without bound (the fuzzer's workers, issue 36). These values free what they
/// hold, and are written back into an existing mutable string in place.
struct AttributedRuns {
  /// One run: where it lies in UTF-16 offsets, and its attributes.
  struct Run {
    var range: NSRange
    var attributes: [NSAttributedString.Key: Any]
  }

  var string: String
  var runs: [Run]

  /// The characters and runs of `text`.
  init(_ text: NSAttributedString) {
    string = text.string
    var runs: [Run] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) {
      attributes, range, _ in
      runs.append(Run(range: range, attributes: attributes))
    }
    self.runs = runs
  }

  /// `string` in one run of `attributes`.
  init(string: String, attributes: [NSAttributedString.Key: Any]) {
    self.string = string
    let length = string.utf16.count
    runs =
      length > 0 ? [Run(range: NSRange(location: 0, length: length), attributes: attributes)] : []
  }

  /// Makes `storage` this text, in place.
  func write(into storage: NSMutableAttributedString) {
    storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: string)
    for run in runs { storage.setAttributes(run.attributes, range: run.range) }
  }

  /// This text with `middle` in place of what lies between its first `prefix` and last
  /// `suffix` UTF-16 units (less of either when the text is shorter than both). Made whole and
  /// written whole: Foundation on Linux moves a replaced range that splits a character (a
  /// letter and a mark added to it) to the character's start.
  func replacing(keepingFirst prefix: Int, last suffix: Int, with middle: AttributedRuns)
    -> AttributedRuns
  {
    let span = Self.span(length: length, keepingFirst: prefix, last: suffix)
    var result = slice(0..<span.lowerBound)
    result.append(middle)
    result.append(slice(span.upperBound..<length))
    return result
  }

  /// Adds `other` at the end.
  mutating func append(_ other: AttributedRuns) {
    let offset = length
    string += other.string
    runs += other.runs.map {
      Run(
        range: NSRange(location: offset + $0.range.location, length: $0.range.length),
        attributes: $0.attributes)
    }
  }

  /// The UTF-16 length of the text.
  var length: Int { string.utf16.count }

  /// The part of the text in `range` (UTF-16 offsets on Unicode scalar boundaries), with its
  /// runs. A split character's scalars stay as they are (the scalar view, not the characters).
  func slice(_ range: Range<Int>) -> AttributedRuns {
    let utf16 = string.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let upper = utf16.index(lower, offsetBy: range.count)
    var part = AttributedRuns(
      string: String(string.unicodeScalars[lower..<upper]), attributes: [:])
    part.runs = runs.compactMap { run in
      let start = max(run.range.location, range.lowerBound)
      let end = min(run.range.location + run.range.length, range.upperBound)
      guard start < end else { return nil }
      return Run(
        range: NSRange(location: start - range.lowerBound, length: end - start),
        attributes: run.attributes)
    }
    return part
  }

  /// What lies between the first `prefix` and the last `suffix` units of a text `length` long.
  static func span(length: Int, keepingFirst prefix: Int, last suffix: Int) -> Range<Int> {
    let start = max(0, min(prefix, length))
    return start..<max(start, length - max(0, suffix))
  }
}
