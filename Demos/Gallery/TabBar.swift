import Foundation
import OpenUIKit

/// A row of tabs; tapping one selects it.
@MainActor
final class TabBar: UIView {
  private var tabs: [UILabel] = []
  var onSelect: ((Int) -> Void)?
  private(set) var selectedIndex = 0

  init(titles: [String]) {
    super.init(frame: .zero)
    backgroundColor = UIColor(white: 0.16, alpha: 1)
    // Screen readers list the scenes as tabs; activating one taps it (UIKit's default).
    accessibilityTraits = .tabBar
    for (index, title) in titles.enumerated() {
      let tab = UILabel(frame: .zero)
      // The key that opens the tab: 1–9, then 0 for the tenth.
      // The number row reaches the first ten scenes (0 is the tenth); the rest have no key.
      tab.text = index < 10 ? "\((index + 1) % 10) \(title)" : title
      tab.textAlignment = .center
      tab.font = .systemFont(ofSize: titles.count > 9 ? 13 : 15)
      tab.layer.cornerRadius = 6
      tab.tag = index
      tab.accessibilityLabel = title
      addSubview(tab)
      tabs.append(tab)
    }
    select(0)
  }
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(max(1, tabs.count))
    for (index, tab) in tabs.enumerated() {
      tab.frame = CGRect(
        x: CGFloat(index) * width + 4, y: 6, width: width - 8, height: bounds.height - 12)
    }
  }

  func select(_ index: Int) {
    selectedIndex = index
    for (i, tab) in tabs.enumerated() {
      tab.backgroundColor =
        i == index ? UIColor(red: 0.3, green: 0.5, blue: 0.95, alpha: 1) : .clear
      tab.textColor = i == index ? .white : UIColor(white: 0.75, alpha: 1)
      tab.accessibilityTraits = i == index ? [.button, .selected] : .button
    }
  }

  // Labels ignore touches, so the bar's own touchesEnded sees every tap on a tab.
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    let width = bounds.width / CGFloat(max(1, tabs.count))
    let index = Int(point.x / width)
    if tabs.indices.contains(index) { onSelect?(index) }
  }
}
