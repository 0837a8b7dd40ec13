import Foundation

// What a list's cell says by default, as UIKit's: one element whose label is the texts of its
// labels in reading order ("Wi-Fi, On"), a button when its list lets rows be selected. A cell
// holding an enabled control (a switch as accessory) is left a container instead, so the
// control is its own element and can be operated; its labels are then read one by one.
extension UIView {
  func cellAccessibility(selected: Bool) -> AccessibilityAttributes {
    guard !containsEnabledControl else { return AccessibilityAttributes() }
    // The walk starts below the cell: asking the cell itself would ask this again.
    let inside = accessibilityChildItems().flatMap { ($0 as? UIView)?.accessibleElements() ?? [] }
    let texts = inside.compactMap { item -> String? in
      (item as? UIView)?.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
    }
    var traits: UIAccessibilityTraits = .button
    if selected { traits.insert(.selected) }
    return AccessibilityAttributes(
      isElement: true, label: texts.isEmpty ? nil : texts.joined(separator: ", "), traits: traits)
  }

  /// Whether an enabled, shown control is somewhere under this view.
  private var containsEnabledControl: Bool {
    var pending = subviews
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      if let control = view as? UIControl, control.isEnabled { return true }
      pending += view.subviews
    }
    return false
  }
}
