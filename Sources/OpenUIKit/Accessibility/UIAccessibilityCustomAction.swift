import Foundation

/// An action an element offers besides activating it (a row's "Delete"), as UIKit's: a name a
/// screen reader reads out, and a handler that says whether it succeeded.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
  /// The name read out.
  open var name: String
  /// An image for the action (kept; not shown).
  open var image: UIImage?
  /// The handler: returns whether the action succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// An action named `name` that runs `actionHandler`.
  public init(
    name: String, image: UIImage? = nil,
    actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
  ) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
    super.init()
  }

  /// An action named `name` that sends `selector` to `target` (as target–action: the target
  /// declares it with `action(for:)` or `Selector.register`).
  public convenience init(name: String, target: AnyObject?, selector: Selector) {
    self.init(name: name) { [weak target] action in
      guard let responder = target as? UIResponder, let handler = responder.action(for: selector)
      else { return false }
      handler(action, nil)
      return true
    }
  }

  /// Runs the action; returns whether it succeeded.
  @discardableResult
  package func perform() -> Bool { actionHandler?(self) ?? false }
}
