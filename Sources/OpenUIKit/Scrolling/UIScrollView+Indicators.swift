import Foundation

// The scroll indicators: thin rounded bars along the right and bottom edges that show which
// part of the content is visible. They are drawn over the content by the scroll view itself,
// not as subviews, so `subviews` holds only what the app added. They show while the content
// moves and fade ScrollMotion.indicatorHold after it stops; past an edge they shrink.
extension UIScrollView {
  /// Thickness and the gap to the edge, in points.
  static let indicatorThickness: CGFloat = 3
  static let indicatorMargin: CGFloat = 3
  /// The shortest an indicator gets, and the shortest while squeezed past an edge.
  static let indicatorMinimumLength: CGFloat = 36
  static let indicatorSqueezedLength: CGFloat = 7

  /// The indicators' rectangles in bounds coordinates: where they are drawn now, if shown.
  public var scrollIndicatorFrames: (vertical: CGRect?, horizontal: CGRect?) {
    let b = bounds, inset = adjustedContentInset, limits = offsetLimits
    let t = Self.indicatorThickness, m = Self.indicatorMargin
    let both =
      showsVerticalScrollIndicator && limits.y.upperBound > limits.y.lowerBound
      && showsHorizontalScrollIndicator && limits.x.upperBound > limits.x.lowerBound
    var vertical: CGRect?
    if showsVerticalScrollIndicator && limits.y.upperBound > limits.y.lowerBound {
      let i = verticalScrollIndicatorInsets
      let top = b.minY + i.top + m
      let bottom = b.maxY - i.bottom - m - (both ? t + m : 0)
      // No track (huge or non-finite geometry from app code): no bar, rather than a trap.
      guard top <= bottom, top.isFinite, bottom.isFinite else { return (nil, nil) }
      let span = barSpan(
        offset: b.minY, range: limits.y, visible: b.height,
        content: contentSize.height + inset.top + inset.bottom, track: top...bottom)
      vertical = CGRect(
        x: b.maxX - i.right - m - t, y: span.lowerBound, width: t,
        height: span.upperBound - span.lowerBound)
    }
    var horizontal: CGRect?
    if showsHorizontalScrollIndicator && limits.x.upperBound > limits.x.lowerBound {
      let i = horizontalScrollIndicatorInsets
      let left = b.minX + i.left + m
      let right = b.maxX - i.right - m - (both ? t + m : 0)
      guard left <= right, left.isFinite, right.isFinite else { return (nil, nil) }
      let span = barSpan(
        offset: b.minX, range: limits.x, visible: b.width,
        content: contentSize.width + inset.left + inset.right, track: left...right)
      horizontal = CGRect(
        x: span.lowerBound, y: b.maxY - i.bottom - m - t,
        width: span.upperBound - span.lowerBound, height: t)
    }
    return (vertical, horizontal)
  }

  /// Where along `track` the bar lies: its length is the visible fraction of the content,
  /// its position the offset's fraction of the range; past an edge it shrinks by the overshoot.
  private func barSpan(
    offset: CGFloat, range: ClosedRange<CGFloat>, visible: CGFloat, content: CGFloat,
    track: ClosedRange<CGFloat>
  ) -> ClosedRange<CGFloat> {
    let trackLength = max(0, track.upperBound - track.lowerBound)
    var length = min(
      trackLength, max(Self.indicatorMinimumLength, trackLength * visible / max(content, 1)))
    let overshoot =
      offset < range.lowerBound
      ? range.lowerBound - offset
      : offset > range.upperBound ? offset - range.upperBound : 0
    length = max(min(Self.indicatorSqueezedLength, length), length - overshoot)
    let span = range.upperBound - range.lowerBound
    let fraction = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
    let start = track.lowerBound + fraction * (trackLength - length)
    // A NaN from content sizes or offsets of app code's making would trap forming the range.
    guard start.isFinite, length.isFinite, length >= 0 else { return track }
    return start...(start + length)
  }

  /// The indicators as drawing commands for `time`, faded as they should be then.
  func indicatorCommands(at time: TimeInterval) -> [CanvasCommand] {
    let alpha = motion.indicatorAlpha(at: time)
    guard alpha > 0 else { return [] }
    let color: UIColor
    switch indicatorStyle {
    case .default: color = UIColor(white: 0, alpha: 0.35 * alpha)
    case .black: color = UIColor(white: 0, alpha: 0.5 * alpha)
    case .white: color = UIColor(white: 1, alpha: 0.5 * alpha)
    }
    let frames = scrollIndicatorFrames
    return [frames.vertical, frames.horizontal].compactMap { frame in
      frame.map {
        .fill(Polygons.roundedRect($0, radius: Self.indicatorThickness / 2), color.displayColor)
      }
    }
  }
}
