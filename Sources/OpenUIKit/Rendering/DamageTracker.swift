import Foundation

/// What changed on screen since the last frame, so the host rasterises and presents only that
/// (issue 12). Views report the area they covered before a change and the area they cover
/// after it, in screen points (``UIView/noteDamage()``); anything without a known area (a new
/// window, a resize, the debug overlays, a running animation) damages everything.
///
/// A few rectangles are kept apart so two small changes far from each other redraw two small
/// areas; past ``maximumRects`` the two whose union grows least are merged.
@MainActor
final class DamageTracker {
  /// The most separate rectangles kept.
  static let maximumRects = 8

  /// Whether the whole screen must be drawn.
  private(set) var isFull = true
  /// The damaged areas in screen points, disjoint or not.
  private(set) var rects: [CGRect] = []

  /// Everything must be drawn.
  func invalidateAll() {
    isFull = true
    rects.removeAll()
  }

  /// `rect` (screen points) must be drawn. Null rects are ignored (an empty one still damages
  /// the pixels round it); a non-finite one damages everything.
  func add(_ rect: CGRect) {
    guard !isFull, !rect.isNull else { return }
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      return invalidateAll()
    }
    for index in rects.indices where rects[index].contains(rect) { return }
    rects.removeAll { rect.contains($0) }
    rects.append(rect)
    if rects.count > Self.maximumRects { mergeClosestPair() }
  }

  /// The damage for a frame of `pixelSize` at `scale` pixels per point, as whole-pixel
  /// rectangles inside the target, and starts collecting afresh. Nil means the whole target.
  func take(pixelSize: CGSize, scale: CGFloat) -> [CGRect]? {
    defer {
      isFull = false
      rects.removeAll()
    }
    guard !isFull else { return nil }
    let target = CGRect(origin: .zero, size: pixelSize)
    var result: [CGRect] = []
    for rect in rects {
      // One pixel more on each side: an edge at a fractional position colours the pixel it
      // crosses.
      let pixels = CGRect(
        x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
        height: rect.height * scale
      ).insetBy(dx: -1, dy: -1).integral.intersection(target)
      if !pixels.isNull && !pixels.isEmpty { result.append(pixels) }
    }
    return result
  }

  /// Merges the two rectangles whose union adds the least area.
  private func mergeClosestPair() {
    var best = (0, 1)
    var bestGrowth = CGFloat.infinity
    for i in rects.indices {
      for j in rects.indices where j > i {
        let union = rects[i].union(rects[j])
        let growth = area(union) - area(rects[i]) - area(rects[j])
        if growth < bestGrowth {
          bestGrowth = growth
          best = (i, j)
        }
      }
    }
    let union = rects[best.0].union(rects[best.1])
    rects.remove(at: best.1)
    rects.remove(at: best.0)
    add(union)
  }

  private func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
}
