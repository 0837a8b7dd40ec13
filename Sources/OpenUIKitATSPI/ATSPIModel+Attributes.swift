import Foundation
import OpenUIKit

// What an object is and says: its role from its class and traits, its name (the label), its
// description (the hint), its states, and its frame. UIKit's traits map onto AT-SPI's roles as
// a screen reader on each platform reads them: a `.button` is a push button, a switch a toggle
// button that is checked when on, `.adjustable` a slider (a stepper a spin button), `.header` a
// heading, a text field an entry (password text when secure), a tab bar's buttons page tabs.
extension ATSPIModel {
  /// The role of `object` (nil: the application).
  func role(of object: AnyObject?) -> ATSPIRole {
    guard let object else { return .application }
    if object is UIWindow { return .frame }
    let traits = self.traits(of: object)
    if let view = object as? UIView, !view.isAccessibilityElement {
      if view.accessibilityViewIsModal {
        return String(describing: type(of: view)).contains("Alert") ? .alert : .dialog
      }
      if traits.contains(.tabBar) || view is UISegmentedControl { return .pageTabList }
      if view is UITableView || view is UICollectionView { return .list }
      if view is UIToolbar { return .toolBar }
      if view is UIScrollView { return .scrollPane }
      return .panel
    }
    if isInTabList(object) { return .pageTab }
    switch object {
    case is UITableViewCell, is UICollectionViewCell: return .listItem
    case is UISwitch: return .toggleButton
    case let field as UITextField: return field.isSecureTextEntry ? .passwordText : .entry
    case is UITextView: return .text
    case is UIStepper: return .spinButton
    case is UISlider, is UIPageControl: return .slider
    case is UIProgressView: return .progressBar
    case is UIActivityIndicatorView: return .animation
    default: break
    }
    if traits.contains(.toggleButton) { return .toggleButton }
    if traits.contains(.link) { return .link }
    if traits.contains(.header) { return .heading }
    if traits.contains(.searchField) { return .entry }
    if traits.contains(.adjustable) { return .slider }
    if traits.contains(.button) || traits.contains(.keyboardKey) { return .pushButton }
    if traits.contains(.image) { return .image }
    if traits.contains(.staticText) || traits.contains(.updatesFrequently) { return .label }
    return label(of: object).isEmpty ? .unknown : .label
  }

  /// Whether `object` is one of a tab list's elements (a tab bar's tab, a segment).
  func isInTabList(_ object: AnyObject) -> Bool {
    guard let parent = parent(of: object) as? UIView else { return false }
    return parent.accessibilityTraits.contains(.tabBar) || parent is UISegmentedControl
  }

  /// The traits of a view or element.
  func traits(of object: AnyObject) -> UIAccessibilityTraits {
    if let view = object as? UIView { return view.accessibilityTraits }
    return (object as? UIAccessibilityElement)?.accessibilityTraits ?? []
  }

  /// The name: the application's, a window's title, else the accessibility label.
  func name(of object: AnyObject?) -> String {
    guard let object else { return applicationName }
    if let window = object as? UIWindow {
      return window.accessibilityLabel ?? windowTitle(window)
    }
    return label(of: object)
  }

  /// The accessibility label ("" when none).
  func label(of object: AnyObject) -> String {
    text(of: object, \.accessibilityLabel, \.accessibilityLabel)
  }

  /// The description: the hint ("" when none).
  func description(of object: AnyObject?) -> String {
    text(of: object, \.accessibilityHint, \.accessibilityHint)
  }

  /// The accessibility value ("" when none).
  func value(of object: AnyObject) -> String {
    text(of: object, \.accessibilityValue, \.accessibilityValue)
  }

  /// The identifier, for tests and tools.
  func identifier(of object: AnyObject?) -> String {
    text(of: object, \.accessibilityIdentifier, \.accessibilityIdentifier)
  }

  /// The language ("" for the application's).
  func language(of object: AnyObject?) -> String {
    text(of: object, \.accessibilityLanguage, \.accessibilityLanguage)
  }

  /// One of a view's or an element's accessibility strings ("" when unset).
  private func text(
    of object: AnyObject?, _ view: KeyPath<UIView, String?>,
    _ element: KeyPath<UIAccessibilityElement, String?>
  ) -> String {
    if let object = object as? UIView { return object[keyPath: view] ?? "" }
    return (object as? UIAccessibilityElement)?[keyPath: element] ?? ""
  }

  // MARK: - States

  /// The states of `object` (nil: the application).
  func states(of object: AnyObject?) -> ATSPIStates {
    guard let object else { return [] }
    guard isAlive(object), let window = window(of: object) else { return .defunct }
    var states: ATSPIStates = []
    let traits = self.traits(of: object)
    if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
    if isShown(object) {
      states.insert(.visible)
      if Self.isFinite(window.bounds), window.bounds.intersects(frameInWindow(of: object)) {
        states.insert(.showing)
      }
    }
    if let window = object as? UIWindow {
      states.insert(.resizable)
      if window.isKeyWindow { states.insert(.active) }
      return states
    }
    if let view = object as? UIView {
      if view.isFocusable { states.insert(.focusable) }
      if view === window.focusedView || (view is any AccessibleTextEditing && view.isFirstResponder)
      {
        states.insert(.focused)
      }
      if view.accessibilityViewIsModal { states.insert(.modal) }
    }
    if traits.contains(.selected) { states.insert(.selected) }
    if isInTabList(object) || object is UITableViewCell || object is UICollectionViewCell {
      states.insert(.selectable)
    }
    switch object {
    case let toggle as UISwitch:
      states.insert(.checkable)
      if toggle.isOn { states.insert(.checked) }
    case let field as any AccessibleTextEditing:
      states.insert(field.isMultilineText ? .multiLine : .singleLine)
      states.insert(.selectableText)
      states.insert(field.acceptsAccessibilityEdits ? .editable : .readOnly)
    case is UISlider, is UIProgressView, is UIPageControl:
      states.insert(.horizontal)
    case let spinner as UIActivityIndicatorView where spinner.isAnimating:
      states.formUnion([.busy, .animated])
    default:
      if traits.contains(.toggleButton) {
        states.insert(.checkable)
        if value(of: object) == "1" { states.insert(.checked) }
      }
    }
    return states
  }

  /// Whether nothing between `object` and its window hides it.
  private func isShown(_ object: AnyObject) -> Bool {
    var view =
      object as? UIView ?? (object as? UIAccessibilityElement)?.accessibilityContainer as? UIView
    while let current = view {
      if current.isHidden || current.alpha < 0.01 { return false }
      view = current.superview
    }
    return true
  }

  // MARK: - Geometry

  /// The frame in the window's coordinates (UIKit's screen is the window's content).
  func frameInWindow(of object: AnyObject) -> CGRect {
    let frame: CGRect
    if let view = object as? UIView {
      frame = view.accessibilityFrame
    } else {
      frame = (object as? UIAccessibilityElement)?.accessibilityFrame ?? .zero
    }
    return Self.isFinite(frame) ? frame : .zero
  }

  /// Whether every edge of `rect` is a number: Foundation's `CGRect.intersects` traps on a NaN
  /// or an infinite height (fuzz streams 10210482 and 10727681: a view moved to y = NaN).
  static func isFinite(_ rect: CGRect) -> Bool {
    !rect.isNull && rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite
      && rect.size.height.isFinite
  }

  /// The frame in AT-SPI coordinates: the screen's (0), the window's (1), or the parent's (2).
  func extents(of object: AnyObject?, coordinates: UInt32) -> CGRect {
    guard let object else { return .zero }
    let frame = frameInWindow(of: object)
    switch coordinates {
    case 0:
      guard let window = window(of: object) else { return frame }
      let origin = windowOrigin(window)
      let s = windowScale(window)
      return CGRect(
        x: origin.x + frame.minX * s, y: origin.y + frame.minY * s, width: frame.width * s,
        height: frame.height * s)
    case 2:
      guard let parent = parent(of: object) else { return frame }
      let outer = frameInWindow(of: parent)
      return frame.offsetBy(dx: -outer.minX, dy: -outer.minY)
    default:
      return frame
    }
  }

  /// A point in AT-SPI coordinates as a point in `window`'s coordinates.
  func windowPoint(x: Int32, y: Int32, coordinates: UInt32, in window: UIWindow, from: AnyObject?)
    -> CGPoint
  {
    var point = CGPoint(x: CGFloat(x), y: CGFloat(y))
    switch coordinates {
    case 0:
      let origin = windowOrigin(window)
      let s = windowScale(window)
      point.x = (point.x - origin.x) / s
      point.y = (point.y - origin.y) / s
    case 2:
      if let from, let parent = parent(of: from) {
        let outer = frameInWindow(of: parent)
        point.x += outer.minX
        point.y += outer.minY
      }
    default: break
    }
    return point
  }

  // MARK: - Interfaces

  /// The AT-SPI interfaces `object` implements.
  func interfaces(of object: AnyObject?) -> [String] {
    var names = ["org.a11y.atspi.Accessible"]
    guard let object else { return names + ["org.a11y.atspi.Application"] }
    names.append("org.a11y.atspi.Component")
    if !actions(of: object).isEmpty { names.append("org.a11y.atspi.Action") }
    if valueRange(of: object) != nil { names.append("org.a11y.atspi.Value") }
    if textContent(of: object) != nil { names.append("org.a11y.atspi.Text") }
    if object is any AccessibleTextEditing { names.append("org.a11y.atspi.EditableText") }
    if [.pageTabList, .list].contains(role(of: object)) {
      names.append("org.a11y.atspi.Selection")
    }
    return names
  }
}
