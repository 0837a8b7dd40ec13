import Foundation

/// What a presentation controller asks and tells its delegate: whether the user may dismiss a
/// sheet (a drag down, a tap outside it), that a refused attempt happened, and that a
/// user-initiated dismissal will happen and did. Every method is optional; UIKit calls none
/// of them for a dismissal the app asks for with `dismiss(animated:completion:)`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to use in `traitCollection` (`.none`: keep the presentation's own).
  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle
  /// The style to use in a horizontally compact environment.
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  /// Whether the user may dismiss the presentation now (true by default).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user began dismissing the presentation (a drag that may still be cancelled, a tap).
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user dismissed the presentation; the views are gone.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to dismiss the presentation and was refused (``UIViewController/isModalInPresentation``
  /// or ``presentationControllerShouldDismiss(_:)``).
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Asks the compact-only question, as UIKit does when this one is not implemented.
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    traitCollection.horizontalSizeClass == .compact
      ? adaptivePresentationStyle(for: controller) : .none
  }
  /// `.none`: the presentation keeps its style.
  public func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  { .none }
  /// True.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
  }
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
