import Foundation
import Synchronization

/// Emptied mutable attributed strings, handed from freed text views to new ones.
///
/// swift-corelibs-foundation never frees an attributed string's run array
/// (swiftlang/swift-corelibs-foundation#5256, ``AttributedRuns``): every text view's storage
/// leaked a little when the view went, without end in an app that makes text views as it goes
/// (a list of them, the fuzzer's scenes). A freed text view's emptied storage waits here for the
/// next text view instead, so the run arrays are reused. Bounded; usable from any thread (a view
/// may be freed on any thread).
enum AttributedStoragePool {
  private struct Box: @unchecked Sendable {
    // Only ever touched by one owner: the pool while it waits here, the text view after.
    let string: NSMutableAttributedString
  }

  private static let waiting = Mutex<[Box]>([])
  /// The most strings kept waiting.
  static let limit = 256

  /// An empty mutable attributed string: one a freed text view left, or a new one.
  static func take() -> NSMutableAttributedString {
    waiting.withLock { $0.popLast() }?.string ?? NSMutableAttributedString(string: "")
  }

  /// Empties `string` (its text and attributes go now) and keeps it for the next ``take()``.
  /// Nothing else may hold it.
  static func giveBack(_ string: NSMutableAttributedString) {
    string.replaceCharacters(in: NSRange(location: 0, length: string.length), with: "")
    let box = Box(string: string)
    waiting.withLock { if $0.count < limit { $0.append(box) } }
  }

  /// How many strings wait.
  static var count: Int { waiting.withLock { $0.count } }
}
