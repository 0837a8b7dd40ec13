import Foundation

/// An animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, the spring back inside
/// the limits after a pinch): the scale and the offset ease together from where they are to
/// where they end.
///
/// The scale moves geometrically (equal ratios in equal times, so zooming from 1 to 4 looks as
/// fast at its start as at its end). The offset follows as one similarity: the screen point
/// that the start and the end show the same content at stays still all the way (the centre for
/// `setZoomScale`, the fingers' midpoint for a spring back), so the picture grows about it
/// rather than sliding. Without a change of scale the offset eases in a straight line. Both
/// ends are exact.
struct ScrollZoomTween {
  /// How long an animated zoom takes, as UIKit's.
  static let duration: TimeInterval = 0.3

  let fromScale: CGFloat
  let toScale: CGFloat
  let fromOffset: CGPoint
  let toOffset: CGPoint
  let began: TimeInterval
  let duration: TimeInterval

  init(
    from scale: CGFloat, offset: CGPoint, to targetScale: CGFloat, offset targetOffset: CGPoint,
    began: TimeInterval, duration: TimeInterval = ScrollZoomTween.duration
  ) {
    fromScale = scale
    toScale = targetScale
    fromOffset = offset
    toOffset = targetOffset
    self.began = began
    self.duration = duration
  }

  /// The scale and offset at `time`, and whether the zoom is over then.
  func sample(at time: TimeInterval) -> (scale: CGFloat, offset: CGPoint, isDone: Bool) {
    let fraction = duration > 0 ? (time - began) / duration : 1
    guard fraction < 1 else { return (toScale, toOffset, true) }
    let p = AnimationTiming(curve: AnimationTiming.easeInOut, duration: duration)
      .progress(at: max(0, fraction))
    let scale = fromScale * pow(toScale / fromScale, p)
    // With the still point q: (q + o0) / s0 = (q + o) / s, so o = o0·s/s0 + q·(s/s0 − 1), which
    // rewrites, with f = (s − s0)/(s1 − s0), to o0·s/s0 + (o1 − o0·s1/s0)·f.
    guard abs(toScale - fromScale) > 1e-9 * fromScale else {
      return (
        scale,
        CGPoint(
          x: fromOffset.x + (toOffset.x - fromOffset.x) * p,
          y: fromOffset.y + (toOffset.y - fromOffset.y) * p), false
      )
    }
    let f = (scale - fromScale) / (toScale - fromScale)
    let grow = scale / fromScale
    let end = toScale / fromScale
    return (
      scale,
      CGPoint(
        x: fromOffset.x * grow + (toOffset.x - fromOffset.x * end) * f,
        y: fromOffset.y * grow + (toOffset.y - fromOffset.y * end) * f), false
    )
  }
}
