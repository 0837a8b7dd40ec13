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
}
