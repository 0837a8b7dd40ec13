import Foundation

/// The view a presentation happens in: it covers the window, above the views of the
/// presentations under it, and holds the presented view (a sheet's dimming and card).
/// Touches anywhere in it stay in it (a sheet that leaves the window undimmed lets those
/// outside the card through), so nothing under a presentation, or under one moving, is
/// touched.
final class PresentationContainerView: UIView {
  weak var presentation: UIPresentationController?
  /// Over everything in the container while a transition runs: it takes the touches, so the
  /// screens in flight get none (UIKit ignores touches during a transition).
  let shield = UIView()

  /// Whether touches are held off the container's contents.
  var isShielded: Bool {
    get { shield.superview === self }
    set {
      if newValue {
        shield.frame = bounds
        addSubview(shield)
      } else {
        shield.removeFromSuperview()
      }
    }
  }

  /// A presentation is modal to assistive technologies, except a sheet that leaves the window
  /// behind it undimmed (and touchable).
  override var defaultAccessibilityViewIsModal: Bool {
    guard let sheet = presentation as? UISheetPresentationController else { return true }
    return sheet.dimsAtRest
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let presentation else { return }
    presentation.containerViewWillLayoutSubviews()
    presentation.layoutContainer()
    presentation.containerViewDidLayoutSubviews()
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    guard super.point(inside: point, with: event) else { return false }
    return presentation?.containerTakes(point) ?? true
  }
}
