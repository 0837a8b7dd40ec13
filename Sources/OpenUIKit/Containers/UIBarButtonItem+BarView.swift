import Foundation

extension UIBarButtonItem {
  /// The view that shows this item in a bar (a navigation bar's side, a toolbar), added to
  /// `container`: its custom view, an empty space, or a system button that performs the item
  /// (or opens its menu when it has no action).
  func makeBarView(in container: UIView) -> UIView {
    if let custom = customView {
      container.addSubview(custom)
      return custom
    }
    if isSpace {
      let space = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 1))
      space.isUserInteractionEnabled = false
      container.addSubview(space)
      return space
    }
    let button = UIButton(type: .system)
    button.setTitle(image == nil ? title : nil, for: .normal)
    button.setImage(image, for: .normal)
    button.isEnabled = isEnabled
    if let tintColor { button.tintColor = tintColor }
    if style == .done { button.titleLabel?.font = .boldSystemFont(ofSize: 17) }
    button.accessibilityLabel = accessibilityLabel ?? title
    button.addAction(
      UIAction { [weak self, weak button] _ in
        guard let self, let button else { return }
        if self.primaryAction == nil, self.action == nil, let menu = self.menu {
          AnchoredMenu.open(menu, below: button)
        } else {
          self.perform(from: button)
        }
      }, for: .touchUpInside)
    container.addSubview(button)
    return button
  }

  /// Whether the item is a flexible space (it takes a share of the room left in a toolbar).
  var isFlexibleSpace: Bool { systemItem == .flexibleSpace }
}
