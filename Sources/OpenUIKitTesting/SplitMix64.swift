import Foundation

/// A small seeded random generator (SplitMix64) for randomized tests: the same state gives the
/// same numbers on every machine, so a failing seed replays.
///
/// ```swift
/// var random = SplitMix64(state: 42)
/// let x = CGFloat.random(in: 0...100, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's state; each number advances it.
  public var state: UInt64

  /// Creates a generator starting at `state`.
  public init(state: UInt64) {
    self.state = state
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
