import Foundation
import OpenUIKitTesting

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same numbers on every
/// machine, so a stream replays from its number alone.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
  private var core: SplitMix64

  /// Creates a generator for `seed`; `salt` separates independent streams of one seed (the
  /// tree, the input, the app code), so shortening the input leaves the tree as it was.
  public init(seed: UInt64, salt: UInt64 = 0) {
    core = SplitMix64(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ salt &* 0xD1B5_4A32_D192_ED03)
    _ = next()
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 { core.next() }

  /// True with probability `p`.
  public mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// A whole number in `range`.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A number in `range`.
  public mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T { items[int(0...items.count - 1)] }
}
