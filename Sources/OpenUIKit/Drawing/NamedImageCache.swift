import Foundation
import Synchronization

/// The images ``UIImage/init(named:)`` found, kept by name, as UIKit's system cache keeps them:
/// "this method looks in the system caches for an image object with the specified name […] If a
/// matching image object is not already in the cache, this method locates and loads the image
/// data from disk or from an available asset catalog" (Apple, `init(named:)`).
///
/// A list that configures its cells with `UIImage(named:)` asks for the same few names again
/// and again; without the cache each ask searched the folders, read an asset catalog's JSON
/// and decoded the file, and the decoded buffers churned the heap (the Photos soak grew its
/// RSS while it scrolled, issue 36). The pixels are shared (Swift arrays copy on write) by the
/// images made from them. Bounded by bytes, least recently used first; a change of
/// ``UIImage/searchPaths`` or the image decoder empties it. Usable from any thread.
final class NamedImageCache: Sendable {
  struct Entry {
    var decoded: UIImage.Decoded
    var scale: CGFloat
    var lastUse: Int
  }

  private struct State {
    var entries: [String: Entry] = [:]
    var bytes = 0
    var uses = 0
    var searchPaths: [String] = []
  }

  static let shared = NamedImageCache(byteBudget: 64 << 20)

  let byteBudget: Int
  private let state = Mutex(State())

  init(byteBudget: Int) {
    self.byteBudget = byteBudget
  }

  /// The pixels kept for `name` when looked up in `searchPaths`, marked as used.
  func entry(named name: String, searchPaths: [String]) -> Entry? {
    state.withLock { state in
      guard state.searchPaths == searchPaths, var entry = state.entries[name] else { return nil }
      state.uses += 1
      entry.lastUse = state.uses
      state.entries[name] = entry
      return entry
    }
  }

  /// Keeps `decoded` for `name`, dropping the least recently used entries beyond the budget.
  func insert(_ decoded: UIImage.Decoded, scale: CGFloat, named name: String, searchPaths: [String])
  {
    let size = decoded.rgba.count
    guard size <= byteBudget / 4 else { return }
    state.withLock { state in
      if state.searchPaths != searchPaths {
        state.entries = [:]
        state.bytes = 0
        state.searchPaths = searchPaths
      }
      if let old = state.entries.removeValue(forKey: name) { state.bytes -= old.decoded.rgba.count }
      while state.bytes + size > byteBudget,
        let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse })
      {
        state.entries[oldest.key] = nil
        state.bytes -= oldest.value.decoded.rgba.count
      }
      state.uses += 1
      state.entries[name] = Entry(decoded: decoded, scale: scale, lastUse: state.uses)
      state.bytes += size
    }
  }

  /// Forgets every image (the decoder changed, or a test needs a cold cache).
  func removeAll() {
    state.withLock { state in
      state.entries = [:]
      state.bytes = 0
    }
  }

  /// How many images are kept.
  var count: Int { state.withLock { $0.entries.count } }
}
