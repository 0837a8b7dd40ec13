import Foundation
import Testing

@testable import OpenUIKit

#if canImport(Glibc)
  import Glibc

  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif

/// Issue 12's memory budget (≤ 250 bytes per plain view, counted as resident set over 100,000
/// views by Benchmarks/Tools/MemoryProbe): rarely used state lives in ViewExtras, made only
/// when something is set, and the inline fields pack without padding.
@MainActor
@Suite("view memory", .debugSwitchesOff)
struct ViewMemoryTests {
  @Test("a plain view's allocation stays at 216 bytes (with its subviews slot: under 250)")
  func plainViewSize() {
    #if canImport(Glibc)
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.backgroundColor = .red
      let bytes = mallocUsableSize(Unmanaged.passUnretained(view).toOpaque())
      #expect(bytes <= 216, "a stored property added to UIView goes to ViewExtras instead")
    #endif
  }

  @Test("reading, or writing defaults, makes no extras; real values round-trip through them")
  func extrasOnDemand() {
    let view = UIView(frame: .zero)
    view.tag = 0
    view.autoresizingMask = []
    view.isMultipleTouchEnabled = false
    view.isExclusiveTouch = false
    _ = view.gestureRecognizers
    _ = view.accessibilityIdentifier
    let parent = UIView(frame: .zero)
    parent.addSubview(view)
    view.center = CGPoint(x: 5, y: 5)
    #expect(view.extrasStorage == nil)
    #expect(parent.extrasStorage == nil, "moving a subview clears caches that do not exist")

    view.tag = 7
    view.autoresizingMask = [.flexibleWidth]
    view.isMultipleTouchEnabled = true
    view.isExclusiveTouch = true
    #expect(view.extrasStorage != nil)
    #expect(view.tag == 7 && view.autoresizingMask == [.flexibleWidth])
    #expect(view.isMultipleTouchEnabled && view.isExclusiveTouch)
    #expect(parent.viewWithTag(7) === view)
  }

  @Test("the cached extent keeps at least the area drawn, and infinity as infinity")
  func compactExtentRoundsOutward() {
    let rect = CGRect(x: 0.1, y: -12.7, width: 1e7 + 0.3, height: 33.3)
    let stored = CompactExtent(rect).rect
    #expect(stored.contains(rect))
    #expect(stored.width - rect.width < 2, "only Float's rounding is added")
    #expect(CompactExtent(.infinite).rect.isInfinite)
    #expect(CompactExtent(CGRect(x: 0, y: 0, width: 1e300, height: 1)).rect.isInfinite)
    #expect(
      CompactExtent(CGRect(x: 1, y: 2, width: 3, height: 4)).rect
        == CGRect(x: 1, y: 2, width: 3, height: 4))
  }
}
