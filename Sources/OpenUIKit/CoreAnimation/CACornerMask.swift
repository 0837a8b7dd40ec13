import Foundation

/// Which corners of a layer ``CALayer/cornerRadius`` rounds (``CALayer/maskedCorners``). The
/// names are Core Animation's, in its y-up terms: "min Y" is the top on screen in UIKit.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The corners as bits.
  public let rawValue: UInt
  /// A mask from its raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
  /// Every corner (the default).
  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
