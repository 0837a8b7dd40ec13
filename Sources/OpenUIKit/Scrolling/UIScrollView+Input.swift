import Foundation

// The wheel and the keyboard on one scroll view. Both move the content within its limits, never
// past them: there is no finger to rubber-band against.
extension UIScrollView {
  /// Points an arrow key scrolls.
  static let keyScrollStep: CGFloat = 40

  /// Moves the content by a wheel delta, as far as the limits allow on each axis that can
  /// scroll; returns what it used. A running deceleration stops first.
  func scroll(byWheel delta: CGPoint) -> CGPoint {
    guard isScrollEnabled, !isDragging else { return .zero }
    let limits = offsetLimits
    let start = CGPoint(
      x: min(max(contentOffset.x, limits.x.lowerBound), limits.x.upperBound),
      y: min(max(contentOffset.y, limits.y.lowerBound), limits.y.upperBound))
    let target = CGPoint(
      x: min(max(start.x + delta.x, limits.x.lowerBound), limits.x.upperBound),
      y: min(max(start.y + delta.y, limits.y.lowerBound), limits.y.upperBound))
    let used = CGPoint(x: target.x - start.x, y: target.y - start.y)
    guard used != .zero || start != contentOffset else { return .zero }
    stopMotion()
    contentOffset = target
    return used
  }

  /// Zooms by a ctrl+wheel delta about the pointer (`anchor`, in this view's coordinates): a
  /// notch (40 points) zooms by about 18 %.
  func zoom(byWheel deltaY: CGFloat, at anchor: CGPoint) {
    guard canZoom else { return }
    let scale = min(max(zoomScale * exp(-deltaY / 200), minimumZoomScale), maximumZoomScale)
    guard scale != zoomScale else { return }
    stopMotion()
    delegate?.scrollViewWillBeginZooming(self, with: zoomingView)
    zoom(to: scale, keeping: anchor)
    delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
  }

  /// Whether `key` is one a scroll view scrolls with: the arrows, Page Up/Down, Home, End.
  static func scrollsForKey(_ key: UIKey) -> Bool {
    let plain = key.modifierFlags.intersection([.command, .control, .alternate]).isEmpty
    return plain && scrollKeys.contains(key.keyCode)
  }

  private static let scrollKeys: Set<UIKeyboardHIDUsage> = [
    .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow,
    .keyboardPageUp, .keyboardPageDown, .keyboardHome, .keyboardEnd,
  ]

  /// Scrolls for a key, animated, from where a running key scroll was heading (so held or
  /// quickly repeated keys add up). Returns false when the key is not a scrolling key or the
  /// content cannot move that way: the key then goes on up the responder chain.
  func scroll(forKey key: UIKey) -> Bool {
    guard isScrollEnabled, !isDragging, Self.scrollsForKey(key) else { return false }
    let limits = offsetLimits
    let from = restingContentOffset
    var to = from
    let page = max(
      Self.keyScrollStep,
      bounds.height - adjustedContentInset.top
        - adjustedContentInset.bottom - Self.keyScrollStep)
    switch key.keyCode {
    case .keyboardUpArrow: to.y -= Self.keyScrollStep
    case .keyboardDownArrow: to.y += Self.keyScrollStep
    case .keyboardLeftArrow: to.x -= Self.keyScrollStep
    case .keyboardRightArrow: to.x += Self.keyScrollStep
    case .keyboardPageUp: to.y -= page
    case .keyboardPageDown: to.y += page
    case .keyboardHome: to.y = limits.y.lowerBound
    case .keyboardEnd: to.y = limits.y.upperBound
    default: return false
    }
    to.x = min(max(to.x, limits.x.lowerBound), limits.x.upperBound)
    to.y = min(max(to.y, limits.y.lowerBound), limits.y.upperBound)
    guard to != from else { return false }
    stopMotion()
    motion.animate(to: to, duration: 0.2)
    return true
  }
}
