import Foundation
import Testing

@testable import OpenUIKitSDL

/// The host keeps large blocks (pixels) out of malloc's main heap, so long runs do not creep.
@Suite("The host's heap policy")
struct SDLHeapPolicyTests {
  @Test(
    "a large block freed and made again is mapped on its own both times, not carved from the heap")
  func largeBlocksStayMapped() {
    // Under AddressSanitizer (scripts/sanitize) malloc is the sanitizer's, with no such heap.
    guard dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil else { return }
    #expect(HeapPolicy.keepLargeBlocksMapped(environment: [:]))
    let size = 4 << 20
    let first = malloc(size)
    free(first)
    // Without the policy, that free raised glibc's threshold above 4 MiB and this block would
    // come from the main heap, leaving a hole there when freed.
    let before = HeapPolicy.mappedBytes
    let second = malloc(size)
    let during = HeapPolicy.mappedBytes
    free(second)
    #expect(during - before >= size, "mapped \(before) → \(during)")
    #expect(HeapPolicy.mappedBytes < during)
  }

  @Test("a user who tuned malloc keeps their setting")
  func userSettingsWin() {
    #expect(HeapPolicy.userTunedMalloc(["GLIBC_TUNABLES": "glibc.malloc.mmap_threshold=65536"]))
    #expect(HeapPolicy.userTunedMalloc(["MALLOC_MMAP_THRESHOLD_": "1000000"]))
    #expect(!HeapPolicy.userTunedMalloc(["GLIBC_TUNABLES": "glibc.rtld.optional_static_tls=512"]))
    #expect(!HeapPolicy.userTunedMalloc([:]))
    #expect(!HeapPolicy.keepLargeBlocksMapped(environment: ["MALLOC_TOP_PAD_": "0"]))
  }
}
