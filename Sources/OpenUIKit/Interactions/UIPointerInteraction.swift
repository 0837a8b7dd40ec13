import Foundation

/// Changes the pointer over its view (iPadOS 13.4): its delegate picks a style per region; on a
/// desktop the style shows as a system cursor (``UIPointerStyle/cursor``).
@preconcurrency @MainActor
public final class UIPointerInteraction: UIInteraction {
  /// The view it is attached to.
  public private(set) weak var view: UIView?
  /// The delegate choosing regions and styles.
  public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// Whether it changes the pointer at all.
  public var isEnabled = true

  /// Creates an interaction asking `delegate`; with none, its view shows the hand.
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
  }

  /// Asks for the region and style again. Nothing is cached to drop: the host works the
  /// cursor out afresh after every input batch and frame (``UIApplication/pointerCursor``).
  public func invalidate() {}

  /// Called before it is attached to `view`, or detached (nil).
  public func willMove(to view: UIView?) {}

  /// Called after it was attached to `view`, or detached (nil).
  public func didMove(to view: UIView?) { self.view = view }

  /// The style at `location` (in the view's coordinates), or nil when this interaction has
  /// nothing to say there.
  func style(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerStyle? {
    guard isEnabled, let view else { return nil }
    let defaultRegion = UIPointerRegion(rect: view.bounds, identifier: nil)
    let request = UIPointerRegionRequest(location: location, modifiers: modifiers)
    guard let delegate else {
      return UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
    }
    guard
      let region = delegate.pointerInteraction(
        self, regionFor: request, defaultRegion: defaultRegion),
      region.rect.contains(location)
    else { return nil }
    return delegate.pointerInteraction(self, styleFor: region)
      ?? UIPointerStyle(effect: .automatic(UITargetedPreview(view: view)))
  }
}

/// Chooses regions and styles for a ``UIPointerInteraction``; every method is optional.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
  /// The region under the pointer, or nil for none (the pointer is left alone).
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// The style in `region`; nil shows the system's choice.
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  /// The default: the whole view is one region.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }

  /// The default: the system's choice (the hand).
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  )
    -> UIPointerStyle?
  { nil }
}

/// An area of a view with one pointer style.
@preconcurrency @MainActor
public final class UIPointerRegion {
  /// The area, in the interaction's view's coordinates.
  public let rect: CGRect
  /// Tells regions apart.
  public let identifier: AnyHashable?
  /// Creates a region.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
  }
}

/// Where the pointer is, for choosing a region.
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
  /// The pointer, in the interaction's view's coordinates.
  public let location: CGPoint
  /// The modifier keys held.
  public let modifiers: UIKeyModifierFlags
  init(location: CGPoint, modifiers: UIKeyModifierFlags) {
    self.location = location
    self.modifiers = modifiers
  }
}
