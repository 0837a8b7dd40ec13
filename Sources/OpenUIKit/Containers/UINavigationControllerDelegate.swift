import Foundation

/// Told when a navigation controller shows a controller (UIKit's
/// `UINavigationControllerDelegate`); every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// `viewController` is about to be shown (pushed, popped back to, or set).
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool)
  /// `viewController` is shown; the transition is over.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool)
}

extension UINavigationControllerDelegate {
  /// Nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {}
  /// Nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {}
}
