import Foundation

extension UIScrollView {
  /// How quickly a released scroll view slows down: the fraction of its velocity kept per
  /// millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction kept per millisecond.
    public var rawValue: CGFloat
    /// Creates a rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// UIKit's default, 0.998: a fling glides for seconds.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99: stops quickly, as paging-like lists do.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The colours of the scroll indicators.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark with a light edge, visible on any background.
    case `default`
    /// Dark, for light backgrounds.
    case black
    /// Light, for dark backgrounds.
    case white
  }

  /// How safe-area insets join ``contentInset``. A desktop window has no safe area, so every
  /// behaviour gives ``adjustedContentInset`` equal to ``contentInset``; kept for ports.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }
}
