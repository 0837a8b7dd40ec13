import Foundation

// Keyboard focus (issue 13), UIKit's focus system reduced to what a desktop form needs: Tab
// and Shift+Tab move focus through the key window's focusable views in reading order; Space or
// Return activates a focused button or switch; the arrows move a focused slider; Escape or a
// touch anywhere lets focus go. A focused text field is the first responder, so it is edited.
extension UIApplication {
  /// Handles a key for the focus system; true when it was the focus system's.
  func handleFocusKey(_ key: UIKey, in window: UIWindow) -> Bool {
    let others = key.modifierFlags.subtracting([.shift, .alphaShift, .numericPad])
    guard others.isEmpty else { return false }
    if key.keyCode == .keyboardTab {
      // An editable text view being typed into takes its Tab as a character, as UIKit's does
      // (Ctrl+Tab still moves on).
      if let textView = window.firstResponderStorage as? UITextView, textView.isEditable {
        return false
      }
      moveFocus(forward: !key.modifierFlags.contains(.shift), in: window)
      return true
    }
    guard let focused = window.focusedView, focused.isFocusable, !focused.editsText else {
      return false
    }
    if let table = focused as? UITableView, table.focusKey(key) { return true }
    switch key.keyCode {
    case .keyboardSpacebar, .keyboardReturnOrEnter:
      return activate(focused)
    case .keyboardLeftArrow, .keyboardDownArrow, .keyboardRightArrow, .keyboardUpArrow:
      guard let slider = focused as? UISlider else { return false }
      let up = key.keyCode == .keyboardRightArrow || key.keyCode == .keyboardUpArrow
      let step = (slider.maximumValue - slider.minimumValue) / 10
      slider.setValue(slider.value + (up ? step : -step), animated: false)
      slider.sendActions(for: .valueChanged)
      return true
    case .keyboardEscape:
      setFocus(nil, in: window)
      return true
    default:
      return false
    }
  }

  /// Moves focus to the next (or previous) focusable view in reading order, wrapping. With no
  /// focus yet, it moves on from the first responder (a text field clicked into).
  func moveFocus(forward: Bool, in window: UIWindow) {
    let order = window.focusableViewsInReadingOrder()
    guard !order.isEmpty else { return }
    let current = window.focusedView ?? (window.firstResponderStorage as? UIView)
    let index = current.flatMap { current in order.firstIndex { $0 === current } }
    let next: Int
    if let index {
      next = (index + (forward ? 1 : order.count - 1)) % order.count
    } else {
      next = forward ? 0 : order.count - 1
    }
    setFocus(order[next], in: window)
  }

  /// Gives `view` the focus in `window` (nil: none). A text field taking focus becomes the
  /// first responder; one losing it resigns.
  package func setFocus(_ view: UIView?, in window: UIWindow) {
    // The field being typed into, focused or clicked into, hands over to `view`.
    let previous = window.focusedView ?? (window.firstResponderStorage as? UIView)
    if view != nil && window.focusedView === view { return }
    window.focusedView = view
    if let table = previous as? UITableView, table !== view { table.focusLeft() }
    if let field = previous, field.editsText, field !== view, field.isFirstResponder {
      _ = field.resignFirstResponder()
    }
    if let field = view, field.editsText, !field.isFirstResponder {
      _ = field.becomeFirstResponder()
    }
    damageTracker.invalidateAll()
    setNeedsRedraw()
  }

  /// Space or Return on a focused control: a button is pressed, a switch flips.
  private func activate(_ view: UIView) -> Bool {
    if let toggle = view as? UISwitch {
      toggle.setOn(!toggle.isOn, animated: true)
      toggle.sendActions(for: .valueChanged)
      return true
    }
    if let control = view as? UIControl, !(control is UISlider) {
      control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
      return true
    }
    return false
  }
}

extension UIView {
  /// Whether this view is a text field or text view: focus makes it the first responder, and
  /// Space and Return type into it.
  var editsText: Bool { self is UITextField || self is UITextView }

  /// Whether this view has keyboard focus.
  public var isFocused: Bool { window?.focusedView === self }

  /// Whether focus may rest here now: it can become focused, and it and its ancestors are
  /// shown and take touches.
  package var isFocusable: Bool {
    guard canBecomeFocused, window != nil else { return false }
    var next: UIView? = self
    while let view = next {
      if HitTestRules.propertySkipReason(of: view) != nil { return false }
      next = view.superview
    }
    return true
  }
}

extension UIWindow {
  /// The focusable views of this window, in reading order: by rows from the top (views whose
  /// tops are within 8 points share a row), left to right within a row. While a controller is
  /// presented, only those of the topmost presentation: focus stays in a modal screen (an
  /// alert's fields and buttons), as UIKit keeps it.
  func focusableViewsInReadingOrder() -> [UIView] {
    let scope = subviews.last { $0 is PresentationContainerView } ?? self
    var found: [(view: UIView, origin: CGPoint)] = []
    func visit(_ view: UIView) {
      guard HitTestRules.propertySkipReason(of: view) == nil else { return }
      if view !== self, view.canBecomeFocused {
        found.append((view, view.convert(view.bounds.origin, to: self)))
      }
      for subview in view.subviews { visit(subview) }
    }
    visit(scope)
    return found.sorted { a, b in
      abs(a.origin.y - b.origin.y) > 8 ? a.origin.y < b.origin.y : a.origin.x < b.origin.x
    }.map(\.view)
  }
}
