import Foundation

extension UIView: UITraitEnvironment {
  /// The traits of the screen the view is on: its window's (``UITraitCollection/current``
  /// while it is in no window).
  public var traitCollection: UITraitCollection {
    window?.screen.traitCollection ?? UITraitCollection.current
  }
}

extension UIViewController: UITraitEnvironment {
  /// The traits of the screen the view controller's view is on.
  public var traitCollection: UITraitCollection {
    viewIfLoaded?.traitCollection ?? UITraitCollection.current
  }
}

extension UIScreen: UITraitEnvironment {
  /// The screen's traits: its scale, `.pad`, regular size classes, light.
  public var traitCollection: UITraitCollection { UITraitCollection.screen(scale: scale) }
  /// Does nothing: the screen is the source of its traits.
  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIApplication {
  /// Sets this application's screen's scale (the host window moved to a display of another density) and
  /// tells every view and view controller in the windows, parents before children, when it
  /// changed.
  package func setScreenScale(_ scale: CGFloat) {
    guard scale.isFinite, scale > 0 else {
      report(.invalidValue, "screen scale \(scale) is invalid; ignored")
      return
    }
    let previous = screen.traitCollection
    guard scale != screen.scale else { return }
    screen.scale = scale
    // App code in a callback may change the tree: walk a copy of each list.
    func tell(_ view: UIView) {
      view.traitCollectionDidChange(previous)
      view.owningViewController?.traitCollectionDidChange(previous)
      for subview in view.subviews { tell(subview) }
    }
    for window in windows { tell(window) }
    setNeedsRedraw()
  }
}
