import Foundation

/// A view's rarely used state, allocated on first use so that a plain view stays small
/// (issue 12: ≤ 250 bytes per view). Most views never own a view controller, recognizers,
/// a layer, an animation, accessibility strings, drawn content or many subviews; a view that
/// does pays one more object.
///
/// Not actor-isolated: only its view touches it, on the main actor, and the view's nonisolated
/// deinit reads the recognizers from it.
final class ViewExtras {
  /// The view controller whose root view this is (spec D2).
  weak var owningViewController: UIViewController?
  /// What the app set on the view's accessibility (Accessibility/UIView+Accessibility).
  var accessibility: AccessibilityStorage?
  var gestureRecognizers: [UIGestureRecognizer]?
  var autoresizingMask: UIView.AutoresizingMask = []
  var tag = 0
  /// The tint colour and adjustment mode set on this view (UIView+Tint); nil inherits.
  var tintColor: UIColor?
  var tintAdjustmentMode: UIView.TintAdjustmentMode?
  var isMultipleTouchEnabled = false
  var isExclusiveTouch = false
  /// Read on every hit test of a view with many subviews: the dynamic exclusivity check would
  /// guard nothing (main actor only).
  @exclusivity(unchecked) var childHitCache: ContiguousArray<ChildHitEntry>?
  @exclusivity(unchecked) var subviewIndex: SubviewIndex?
  var layer: CALayer?
  var animations: ViewAnimations?
  /// The recorded content when there is any (an empty recording is only a flag on the view).
  var content: [CanvasCommand]?
  /// `UIView.interactions`.
  var interactions: [any UIInteraction] = []
  /// What touches and recognizers hold instead of a weak reference (see ``Anchor``).
  var anchor: Anchor<UIView>?
  /// Auto Layout state (Layout/ViewLayout).
  var layout: ViewLayout?
}
