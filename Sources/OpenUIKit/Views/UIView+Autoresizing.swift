import Foundation

extension UIView {
  /// The parts of a view's frame that stretch when its superview's size changes: margins and
  /// size, per axis (raw values as UIKit's).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Moves and resizes the subviews that have an autoresizing mask after this view's size
  /// changed from `oldSize` (UIKit's springs and struts).
  func resizeSubviews(fromOldSize oldSize: CGSize) {
    let newSize = geometry.bounds.size
    // A view placed by constraints ignores its mask, as in UIKit.
    for subview in subviews
    where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask
      let frame = subview.frame
      let (x, width) = Self.stretch(
        origin: frame.minX, length: frame.width, old: oldSize.width, new: newSize.width,
        flexibleLead: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleTrail: mask.contains(.flexibleRightMargin))
      let (y, height) = Self.stretch(
        origin: frame.minY, length: frame.height, old: oldSize.height, new: newSize.height,
        flexibleLead: mask.contains(.flexibleTopMargin),
        flexibleLength: mask.contains(.flexibleHeight),
        flexibleTrail: mask.contains(.flexibleBottomMargin))
      let resized = CGRect(x: x, y: y, width: width, height: height)
      if resized != frame { subview.frame = resized }
    }
  }

  /// One axis: the change in the superview's length is shared among the flexible parts (lead
  /// margin, length, trail margin) in proportion to their current sizes, or equally when they
  /// are all zero, as UIKit shares it.
  static func stretch(
    origin: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat,
    flexibleLead: Bool, flexibleLength: Bool, flexibleTrail: Bool
  ) -> (origin: CGFloat, length: CGFloat) {
    let delta = new - old
    guard delta != 0, delta.isFinite, flexibleLead || flexibleLength || flexibleTrail else {
      return (origin, length)
    }
    let lead = origin, trail = old - origin - length
    let parts = [
      flexibleLead ? max(lead, 0) : 0, flexibleLength ? max(length, 0) : 0,
      flexibleTrail ? max(trail, 0) : 0,
    ]
    let total = parts.reduce(0, +)
    let count = CGFloat([flexibleLead, flexibleLength, flexibleTrail].filter { $0 }.count)
    func share(_ index: Int, _ flexible: Bool) -> CGFloat {
      guard flexible else { return 0 }
      return total > 0 ? delta * parts[index] / total : delta / count
    }
    let newOrigin = origin + share(0, flexibleLead)
    let newLength = max(0, length + share(1, flexibleLength))
    return (newOrigin, newLength)
  }
}
