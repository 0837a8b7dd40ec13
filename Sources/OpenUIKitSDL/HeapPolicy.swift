import CMalloc
import Foundation

/// Keeps the app's large blocks — pixels: the software renderer's textures, decoded images,
/// offscreens, megabytes each — out of malloc's main heap, so a long run does not creep up.
///
/// glibc maps a block of 128 KiB or more on its own and unmaps it when it is freed, until the
/// first such block is freed: then it raises that threshold to the freed block's size (up to
/// 32 MiB), and every later texture comes from the main heap, where a freed one leaves a hole
/// the heap keeps. Over hours of scenes, window sizes and photos the heap's high-water mark
/// rose while what the app held did not (measured in the Photos soak: the heap 12.9 → 18.1 MB
/// in 24 minutes with the blocks in use flat; 1.6 → 2.3 MB with the threshold fixed). Setting
/// the threshold turns glibc's adjustment off; the value stays glibc's default.
///
/// A user who tuned malloc (`GLIBC_TUNABLES` naming malloc, or `MALLOC_MMAP_THRESHOLD_`) keeps
/// their setting.
enum HeapPolicy {
  /// Blocks this large or larger are mapped on their own (glibc's default threshold).
  static let largeBlockBytes: Int32 = 128 * 1024

  /// Whether the user set malloc's thresholds themselves.
  static func userTunedMalloc(_ environment: [String: String]) -> Bool {
    (environment["GLIBC_TUNABLES"] ?? "").contains("glibc.malloc.")
      || environment["MALLOC_MMAP_THRESHOLD_"] != nil || environment["MALLOC_TOP_PAD_"] != nil
      || environment["MALLOC_TRIM_THRESHOLD_"] != nil
  }

  /// Fixes the threshold for the process, unless the user tuned malloc. Returns whether it did.
  @discardableResult
  static func keepLargeBlocksMapped(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    guard !userTunedMalloc(environment) else { return false }
    return mallopt(M_MMAP_THRESHOLD, largeBlockBytes) == 1
  }

  /// The bytes of the blocks malloc mapped on their own and still holds.
  static var mappedBytes: Int { Int(mallinfo2().hblkhd) }
}
