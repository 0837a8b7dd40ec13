import Foundation

/// The bar of tabs at the bottom of a tab bar controller (UIKit's `UITabBar`): each item an
/// image over its title, the selected one in the tint colour, badges at the images' corners.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The bar's height, as UIKit's compact bar.
  public static let standardHeight: CGFloat = 49

  /// The items, in order.
  open private(set) var items: [UITabBarItem]?

  // A container of tabs, as UIKit's (`.tabBar`): screen readers list its buttons as tabs.
  override var defaultAccessibility: AccessibilityAttributes {
    AccessibilityAttributes(traits: .tabBar)
  }
  /// The selected item.
  open var selectedItem: UITabBarItem? { didSet { refresh() } }
  /// Told when the user selects an item (a bar of its own).
  open weak var delegate: (any UITabBarDelegate)?
  /// The colour of unselected items; grey when nil.
  open var unselectedItemTintColor: UIColor? { didSet { refresh() } }
  /// The bar's background colour; a light grey when nil.
  open var barTintColor: UIColor? {
    didSet { backgroundColor = barTintColor ?? UINavigationBar.background }
  }

  /// The tab bar controller owning the bar: a tap selects its controller.
  weak var tabBarController: UITabBarController?
  private var tabs: [TabButton] = []
  private let hairline = UIView()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UINavigationBar.background
    hairline.backgroundColor = UIColor(white: 0, alpha: 0.12)
    addSubview(hairline)
  }

  /// Kept for source compatibility; there are no archives on Linux.
  public required init?(coder: NSCoder) { nil }

  /// Replaces the items (`animated` is accepted).
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
    self.items = items
    for item in items ?? [] { item.observers = [{ [weak self] in self?.refresh() }] }
    tabs.forEach { $0.removeFromSuperview() }
    tabs = (items ?? []).map { item in
      let tab = TabButton(item: item)
      tab.addAction(
        UIAction { [weak self, weak item] _ in
          if let item { self?.tapped(item) }
        }, for: .touchUpInside)
      addSubview(tab)
      return tab
    }
    refresh()
  }

  private func tapped(_ item: UITabBarItem) {
    guard item.isEnabled else { return }
    if let tabBarController, let index = items?.firstIndex(where: { $0 === item }) {
      tabBarController.userSelected(index)
    } else {
      selectedItem = item
      delegate?.tabBar(self, didSelect: item)
    }
  }

  /// Draws the items again (selection, titles, badges).
  func refresh() {
    let tint = tintColor ?? .systemBlue
    for tab in tabs {
      tab.show(
        selected: tab.item === selectedItem, tint: tint,
        unselected: unselectedItemTintColor ?? .systemGray)
    }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(max(1, tabs.count))
    for (index, tab) in tabs.enumerated() {
      tab.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }
    // A whole point: a half-point line on a whole point falls between pixels at 1×.
    hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: Self.standardHeight)
  }
}

/// Told when the user selects an item of a tab bar of its own.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// The user selected `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// One tab: the item's image over its title, and its badge.
@MainActor
final class TabButton: UIControl {
  let item: UITabBarItem
  private let icon = UIImageView(frame: .zero)
  private let label = UILabel(frame: .zero)
  private let badge = UILabel(frame: .zero)

  init(item: UITabBarItem) {
    self.item = item
    super.init(frame: .zero)
    icon.contentMode = .scaleAspectFit
    label.font = .systemFont(ofSize: 10)
    label.textAlignment = .center
    badge.font = .systemFont(ofSize: 11)
    badge.textColor = .white
    badge.textAlignment = .center
    badge.layer.cornerRadius = 9
    badge.clipsToBounds = true
    for view in [icon, label, badge] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
  }
  required init?(coder: NSCoder) { nil }

  // A tab is a button named by its item's title, selected when chosen, its badge as the value.
  override var defaultAccessibility: AccessibilityAttributes {
    var traits: UIAccessibilityTraits = isSelected ? [.button, .selected] : .button
    if !item.isEnabled { traits.insert(.notEnabled) }
    return AccessibilityAttributes(
      isElement: true, label: item.title ?? item.image?.accessibilityIdentifier,
      value: item.badgeValue, traits: traits)
  }

  func show(selected: Bool, tint: UIColor, unselected: UIColor) {
    let color = selected ? tint : unselected
    icon.image = (selected ? item.selectedImage ?? item.image : item.image)
    icon.tintColor = color
    label.text = item.title
    label.textColor = item.isEnabled ? color : unselected.withAlphaComponent(0.4)
    badge.text = item.badgeValue
    badge.isHidden = item.badgeValue == nil
    badge.backgroundColor = item.badgeColor ?? .systemRed
    isSelected = selected
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    icon.frame = CGRect(x: (b.width - 26) / 2, y: 5, width: 26, height: 24)
    label.frame = CGRect(x: 2, y: 31, width: b.width - 4, height: 14)
    let text = badge.text ?? ""
    let badgeWidth = max(18, CGFloat(text.count) * 7 + 10)
    badge.frame = CGRect(x: icon.frame.maxX - 6, y: 2, width: badgeWidth, height: 18)
  }
}
