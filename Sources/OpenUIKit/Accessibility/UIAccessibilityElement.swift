import Foundation

/// An accessibility element that is not a view (one segment of a segmented control, a region
/// of a custom-drawn view), as UIKit's: its container lists it in `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
  /// The view (or element) that holds this one.
  open weak var accessibilityContainer: AnyObject?
  /// Whether assistive technologies see it (true by default).
  open var isAccessibilityElement = true
  /// Its name.
  open var accessibilityLabel: String?
  /// What activating it does.
  open var accessibilityHint: String?
  /// Its value.
  open var accessibilityValue: String?
  /// Its kind and state.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// An identifier for tests and tools.
  open var accessibilityIdentifier: String?
  /// Its frame in screen coordinates; set it, or ``accessibilityFrameInContainerSpace``.
  open var accessibilityFrame: CGRect {
    get {
      if let frameInContainer, let view = accessibilityContainer as? UIView {
        return view.screenRect(of: frameInContainer)
      }
      return screenFrame
    }
    set {
      screenFrame = newValue
      frameInContainer = nil
    }
  }
  /// Its frame in its container view's coordinates (followed as the view moves).
  open var accessibilityFrameInContainerSpace: CGRect {
    get { frameInContainer ?? .zero }
    set { frameInContainer = newValue }
  }
  /// Actions besides activating it.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Its language (nil: the app's).
  open var accessibilityLanguage: String?

  private var screenFrame = CGRect.zero
  private var frameInContainer: CGRect?
  /// What activating it does (set by the controls that make elements).
  var onActivate: (() -> Bool)?

  /// An element inside `container` (a view, or another element).
  public init(accessibilityContainer container: Any) {
    accessibilityContainer = container as AnyObject
    super.init()
  }

  /// Activates the element; returns whether it did something.
  open func accessibilityActivate() -> Bool { onActivate?() ?? false }

  /// Activates the element as a screen reader does: ``accessibilityActivate()``, else a tap at
  /// the centre of its frame (UIKit's default).
  package func performAccessibilityActivation() -> Bool {
    if accessibilityActivate() { return true }
    let application = (accessibilityContainer as? UIView)?.window?.application
    return application?.tapForAccessibility(at: accessibilityFrame) ?? false
  }
  /// Increments an adjustable element. Does nothing by default.
  open func accessibilityIncrement() {}
  /// Decrements an adjustable element. Does nothing by default.
  open func accessibilityDecrement() {}
}
