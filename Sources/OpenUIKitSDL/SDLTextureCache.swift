import CSDL2
import Foundation

/// SDL textures kept between frames, freed by least-recent use within a byte budget, when
/// unused for a while, and as soon as the object they were made from is gone.
///
/// A cache that only capped its entry count kept every text the app ever drew up to the cap,
/// and held images (and so their pixels) forever. Here each entry costs its texture's bytes
/// (width × height × 4), the total stays within ``byteBudget``, and ``evict(frame:)`` after
/// each frame also drops what no frame has drawn for ``maximumAge`` frames.
@MainActor
final class SDLTextureCache<Key: Hashable> {
  struct Entry {
    /// Nil when making the texture failed: remembered so it is not retried every frame.
    let texture: OpaquePointer?
    let bytes: Int
    var lastUsed: Int
    /// The object the texture shows (an image); the entry is dropped once it is freed.
    weak var owner: AnyObject?
    let hasOwner: Bool
  }

  private var entries: [Key: Entry] = [:]
  /// The bytes of every texture held.
  private(set) var byteCount = 0
  /// The most bytes kept; least recently used textures go first when a new one would pass it.
  var byteBudget: Int
  /// Frames an unused texture is kept.
  var maximumAge: Int

  init(byteBudget: Int, maximumAge: Int = 600) {
    self.byteBudget = byteBudget
    self.maximumAge = maximumAge
  }

  /// How many textures are held.
  var count: Int { entries.count }

  /// The cached entry for `key`, marked as used in `frame`; nil when there is none, or when
  /// its owner is not `owner` (the key's object was freed and its identifier reused).
  func lookup(_ key: Key, frame: Int, owner: AnyObject? = nil) -> Entry? {
    guard var entry = entries[key] else { return nil }
    if entry.hasOwner && entry.owner !== owner {
      remove(key)
      return nil
    }
    entry.lastUsed = frame
    entries[key] = entry
    return entry
  }

  /// Keeps `texture` (nil: making it failed) for `key`, making room within the budget first.
  func insert(_ key: Key, texture: OpaquePointer?, frame: Int, owner: AnyObject? = nil) {
    remove(key)
    let bytes = texture.map(Self.bytes(of:)) ?? 0
    if byteCount + bytes > byteBudget { shrink(to: byteBudget - bytes, keepingFrame: frame) }
    entries[key] = Entry(
      texture: texture, bytes: bytes, lastUsed: frame, owner: owner, hasOwner: owner != nil)
    byteCount += bytes
  }

  /// Frees what `frame` and the frames before it no longer need: textures whose owner is gone
  /// and textures unused for more than ``maximumAge`` frames.
  func evict(frame: Int) {
    var stale: [Key] = []
    for (key, entry) in entries
    where (entry.hasOwner && entry.owner == nil) || frame - entry.lastUsed > maximumAge {
      stale.append(key)
    }
    for key in stale { remove(key) }
  }

  /// Frees every texture.
  func removeAll() {
    for entry in entries.values { if let texture = entry.texture { SDL_DestroyTexture(texture) } }
    entries.removeAll()
    byteCount = 0
  }

  private func remove(_ key: Key) {
    guard let entry = entries.removeValue(forKey: key) else { return }
    if let texture = entry.texture { SDL_DestroyTexture(texture) }
    byteCount -= entry.bytes
  }

  /// Frees least recently used textures until at most `limit` bytes are held; textures used in
  /// `keepingFrame` stay (the frame being drawn needs them), even if that leaves it over.
  private func shrink(to limit: Int, keepingFrame frame: Int) {
    let oldestFirst = entries.filter { $0.value.lastUsed < frame }.sorted {
      $0.value.lastUsed < $1.value.lastUsed
    }
    for (key, _) in oldestFirst {
      if byteCount <= limit { break }
      remove(key)
    }
  }

  private static func bytes(of texture: OpaquePointer) -> Int {
    var w: Int32 = 0, h: Int32 = 0
    SDL_QueryTexture(texture, nil, nil, &w, &h)
    return Int(w) * Int(h) * 4
  }
}
