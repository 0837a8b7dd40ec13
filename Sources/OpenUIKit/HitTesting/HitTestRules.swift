import Foundation

/// The one place that knows what makes a view untouchable (spec A2, A9; decision A2): hidden,
/// user interaction off, less than 1% opaque, on its way out of its window, or in an animation
/// started without `.allowUserInteraction`. Hit testing, its caches, the hit map, the overlay,
/// keyboard focus and the inspector all ask here, so the rule cannot drift between them.
///
/// Two forms of the same rule: from the stored ``ViewFlags`` (the hot paths and caches, for
/// views known to be plain `UIView`s), and from a view's overridable properties (`isHidden`,
/// `isUserInteractionEnabled` and `alpha` may be overridden by a subclass; UIKit asks them).
enum HitTestRules {
  /// Below this alpha a view takes no touches; exactly this alpha does (decision A2).
  static let minimumAlpha: CGFloat = 0.01

  /// Whether a view this transparent is passed over (decision A2).
  @inline(__always)
  static func isTransparent(_ alpha: CGFloat) -> Bool { alpha < minimumAlpha }

  /// Whether a view with these flags may take a touch (the point aside).
  @inline(__always)
  static func admits(_ flags: ViewFlags) -> Bool {
    !flags.isHidden && flags.isInteractive && !isTransparent(flags.alpha)
      && !flags.isLeavingWindow && !flags.isAnimatingWithoutInteraction
  }

  /// Why hit testing passes over a view with these flags, in UIKit's order; nil when they let
  /// it through.
  static func skipReason(_ flags: ViewFlags) -> HitTestSkip? {
    if flags.isHidden { return .hidden }
    if !flags.isInteractive { return .userInteractionDisabled }
    if isTransparent(flags.alpha) { return .transparent }
    return transientSkipReason(flags)
  }

  /// Why hit testing passes over `view`, asking its overridable properties in UIKit's order
  /// (A2), then the states UIKit keeps privately; nil when a touch may land in it.
  @MainActor @inline(__always)
  static func skipReason(of view: UIView) -> HitTestSkip? {
    if let skip = propertySkipReason(of: view) { return skip }
    return transientSkipReason(view.flags)
  }

  /// Why `view`'s own overridable properties keep touches out (hidden, interaction off,
  /// transparent), whatever it is in the middle of; nil when they let touches in. Keyboard
  /// focus follows this form: a control being animated can still be focused.
  @MainActor @inline(__always)
  static func propertySkipReason(of view: UIView) -> HitTestSkip? {
    if view.isHidden { return .hidden }
    if !view.isUserInteractionEnabled { return .userInteractionDisabled }
    if isTransparent(view.alpha) { return .transparent }
    return nil
  }

  /// The states that keep touches out for a while: leaving the window (the touches there are
  /// being cancelled) and an animation started without `.allowUserInteraction` (A9).
  @inline(__always)
  private static func transientSkipReason(_ flags: ViewFlags) -> HitTestSkip? {
    if flags.isLeavingWindow { return .leavingWindow }
    if flags.isAnimatingWithoutInteraction { return .animating }
    return nil
  }
}

/// Why hit testing passes over a view, as the hot path knows it: a trivial value, so that
/// returning one costs what returning a Bool does.
enum HitTestSkip: UInt8 {
  case hidden, userInteractionDisabled, transparent, leavingWindow, outside, nonInvertibleTransform
  case animating
}
