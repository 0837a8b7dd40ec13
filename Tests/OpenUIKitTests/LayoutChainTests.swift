import Foundation
import Testing

@testable import OpenUIKit

/// The engine's prefix sums of stack offsets (LayoutChain): what an equation reads when it
/// names the positions of a stack's views.
@Suite("Layout engine: a stack's positions as prefix sums of offsets", .debugSwitchesOff)
struct LayoutChainTests {
  let offsets = (0..<5).map { LayoutVariable("o\($0)") }

  func written(_ prefixes: [(Int, Double)]) -> [String] {
    LayoutChain(offsets: offsets).terms(of: prefixes.map { (index: $0.0, coefficient: $0.1) })
      .map { "\($0.0.name)×\($0.1)" }.sorted()
  }

  @Test("a difference of two positions is the offsets between them, the rest cancels")
  func differences() {
    #expect(written([(3, 1), (1, -1)]) == ["o2×1.0", "o3×1.0"])
    #expect(written([(2, 1), (2, -1)]).isEmpty)
    #expect(written([(2, 2)]) == ["o0×2.0", "o1×2.0", "o2×2.0"])
    #expect(written([(1, 1), (3, 0.5)]) == ["o0×1.5", "o1×1.5", "o2×0.5", "o3×0.5"])
    // A multiplier that does not cancel: 2 × the position of 2 minus the position of 1.
    #expect(written([(2, 2), (1, -1)]) == ["o0×1.0", "o1×1.0", "o2×2.0"])
    // An index past the chain (a stale one) reads what the chain has, and nothing breaks.
    #expect(written([(9, 1), (7, -1)]).isEmpty)
  }

  @Test("positions are the running sums of the offsets' values")
  func positions() {
    for (index, offset) in offsets.enumerated() { offset.value = Double(index + 1) }
    let chain = LayoutChain(offsets: offsets)
    #expect((0..<5).map { chain.position(at: $0, version: 1) } == [1, 3, 6, 10, 15])
    offsets[0].value = 100
    #expect(chain.position(at: 4, version: 1) == 15, "kept for one solution")
    #expect(chain.position(at: 4, version: 2) == 114)
  }
}
