import Foundation
import OpenUIKit

/// One thing a client can do to an object (AT-SPI's Action interface).
struct ATSPIAction {
  let name: String
  let description: String
  let perform: @MainActor () -> Bool
}

/// The range and value of an object with a value (AT-SPI's Value interface).
struct ATSPIValueRange: Equatable {
  var minimum: Double
  var maximum: Double
  var increment: Double
  var current: Double
}

// Actions and values, done as a screen reader's gestures are in UIKit: "click" is
// `accessibilityActivate()` (else a control's tap), "increment"/"decrement" the adjustable
// element's own, then each custom action by name. Setting a value moves the control and sends
// `.valueChanged`, as the user's finger would.
extension ATSPIModel {
  /// The actions `object` offers, in order.
  func actions(of object: AnyObject) -> [ATSPIAction] {
    var found: [ATSPIAction] = []
    let traits = self.traits(of: object)
    let role = self.role(of: object)
    let clickable: Set<ATSPIRole> = [.pushButton, .toggleButton, .pageTab, .listItem, .link]
    let isElement =
      (object as? UIView)?.isAccessibilityElement
      ?? (object as? UIAccessibilityElement)?.isAccessibilityElement ?? false
    if isElement, clickable.contains(role) || object is UIControl && !(object is UISlider) {
      found.append(
        ATSPIAction(name: "click", description: "Activates it") { [weak object] in
          guard let object else { return false }
          return Self.activate(object)
        })
    }
    if traits.contains(.adjustable) {
      found.append(
        ATSPIAction(name: "increment", description: "Increments the value") { [weak object] in
          (object as? UIView)?.accessibilityIncrement()
          (object as? UIAccessibilityElement)?.accessibilityIncrement()
          return object != nil
        })
      found.append(
        ATSPIAction(name: "decrement", description: "Decrements the value") { [weak object] in
          (object as? UIView)?.accessibilityDecrement()
          (object as? UIAccessibilityElement)?.accessibilityDecrement()
          return object != nil
        })
    }
    let custom =
      (object as? UIView)?.accessibilityCustomActions
      ?? (object as? UIAccessibilityElement)?.accessibilityCustomActions ?? []
    for action in custom {
      found.append(
        ATSPIAction(name: action.name, description: action.name) { [weak action] in
          action?.perform() ?? false
        })
    }
    return found
  }

  /// Activates `object` as a screen reader's double tap does.
  static func activate(_ object: AnyObject) -> Bool {
    if let view = object as? UIView { return view.performAccessibilityActivation() }
    return (object as? UIAccessibilityElement)?.performAccessibilityActivation() ?? false
  }

  // MARK: - Value

  /// The value range of a slider, stepper, page control or progress view.
  func valueRange(of object: AnyObject) -> ATSPIValueRange? {
    switch object {
    case let slider as UISlider:
      let span = Double(slider.maximumValue - slider.minimumValue)
      return ATSPIValueRange(
        minimum: Double(slider.minimumValue), maximum: Double(slider.maximumValue),
        increment: span / 10, current: Double(slider.value))
    case let stepper as UIStepper:
      return ATSPIValueRange(
        minimum: stepper.minimumValue, maximum: stepper.maximumValue,
        increment: stepper.stepValue, current: stepper.value)
    case let pages as UIPageControl:
      return ATSPIValueRange(
        minimum: 0, maximum: Double(max(0, pages.numberOfPages - 1)), increment: 1,
        current: Double(pages.currentPage))
    case let progress as UIProgressView:
      return ATSPIValueRange(
        minimum: 0, maximum: 1, increment: 0, current: Double(progress.progress))
    default:
      return nil
    }
  }

  /// Sets the value as the user would (clamped, `.valueChanged` sent when it changed). False
  /// when the object's value cannot be set (a progress view, a disabled control).
  func setValue(_ value: Double, of object: AnyObject) -> Bool {
    guard value.isFinite, let range = valueRange(of: object) else { return false }
    let clamped = min(max(value, range.minimum), range.maximum)
    switch object {
    case let slider as UISlider where slider.isEnabled:
      let old = slider.value
      slider.setValue(Float(clamped), animated: false)
      if slider.value != old { slider.sendActions(for: .valueChanged) }
    case let stepper as UIStepper where stepper.isEnabled:
      let old = stepper.value
      stepper.value = clamped
      if stepper.value != old { stepper.sendActions(for: .valueChanged) }
    case let pages as UIPageControl where pages.isEnabled:
      let page = Int(clamped.rounded())
      guard page != pages.currentPage else { return true }
      pages.currentPage = page
      pages.sendActions(for: .valueChanged)
    default:
      return false
    }
    return true
  }

  // MARK: - Selection

  /// The selectable children of a list or tab list, and which are selected.
  func selectedChildren(of object: AnyObject) -> [AnyObject] {
    children(of: object).filter { traits(of: $0).contains(.selected) }
  }

  /// Selects a child of a list or tab list as a tap would (activating it).
  func selectChild(at index: Int, of object: AnyObject) -> Bool {
    let children = self.children(of: object)
    guard children.indices.contains(index) else { return false }
    if traits(of: children[index]).contains(.selected) { return true }
    return Self.activate(children[index])
  }
}
