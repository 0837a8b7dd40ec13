import Foundation
import OpenUIKit

/// The attributed strings the fuzzer's app code hands to labels, buttons, fields and text
/// views, reused from stream to stream.
///
/// swift-corelibs-foundation never frees an attributed string's run array and the attributes
/// it holds (swiftlang/swift-corelibs-foundation#5256): a new string per text set grew every
/// worker by about half a kilobyte a stream, hiding whatever OpenUIKit itself might keep. Each
/// stream takes strings from the start of the pool again: by then the views of the stream
/// before, which held them, are gone (the leak check says so), so emptying and refilling them
/// in place changes nothing anybody still shows.
@MainActor
final class FuzzTextPool {
  static let shared = FuzzTextPool()

  private var strings: [NSMutableAttributedString] = []
  private var used = 0

  /// A new stream begins: every string may be taken again.
  func startStream() { used = 0 }

  /// An empty string no view of this stream holds.
  func take() -> NSMutableAttributedString {
    defer { used += 1 }
    guard used < strings.count else {
      let string = NSMutableAttributedString(string: "")
      strings.append(string)
      return string
    }
    let string = strings[used]
    string.replaceCharacters(in: NSRange(location: 0, length: string.length), with: "")
    return string
  }
}
