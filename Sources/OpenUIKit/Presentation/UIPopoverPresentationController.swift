import Foundation

/// The presentation controller of a `.popover` presentation. A desktop window shows the
/// popover's content over the whole window (as `.overFullScreen`); the anchor properties are
/// kept so that code written for iPad, which sets them on action sheets and popovers,
/// compiles and runs unchanged.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
  /// The view the popover points at.
  open var sourceView: UIView?
  /// The rectangle in ``sourceView`` the popover points at.
  open var sourceRect = CGRect.zero
  /// The bar button item the popover points at.
  open var barButtonItem: UIBarButtonItem?
  /// The directions the arrow may point.
  open var permittedArrowDirections = UIPopoverArrowDirection.any
  /// Views that stay touchable while the popover is shown.
  open var passthroughViews: [UIView]?
  /// The popover's background colour.
  open var backgroundColor: UIColor?
}

/// Where a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: UInt
  /// Creates a set of directions.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
  /// Not yet known.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
