import Foundation

// How far the content may scroll: the limits every scrolling path clamps to (drags, the wheel,
// keys, zooming, scrollRectToVisible).
extension UIScrollView {
  /// The offsets the content rests between, per axis: from minus the leading inset to the
  /// content's far edge plus the trailing inset, less the view's size (never below the start).
  public var offsetLimits: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    offsetLimits(contentSize: contentSize)
  }

  /// The offset limits were the content `contentSize` big (a zoom's end).
  func offsetLimits(contentSize: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
    let inset = adjustedContentInset
    let size = bounds.size
    let minX = -inset.left, minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - size.width)
    let maxY = max(minY, contentSize.height + inset.bottom - size.height)
    return (minX...maxX, minY...maxY)
  }

  /// Whether the content can move along each axis: longer than the view, or set to bounce.
  var scrollableAxes: (x: Bool, y: Bool) {
    let limits = offsetLimits
    return (
      limits.x.upperBound > limits.x.lowerBound || alwaysBounceHorizontal,
      limits.y.upperBound > limits.y.lowerBound || alwaysBounceVertical
    )
  }
}
