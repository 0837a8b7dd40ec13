import Foundation

// The storage and behaviour behind UIView's accessibility API (declared in the class body,
// `open` so apps override it as in UIKit): what the app set, else the class's defaults
// (``UIView/defaultAccessibility``, overridden by labels and controls).
extension UIView {
  /// A string that identifies the view to tests and tools; nil by default.
  ///
  /// As in UIKit, nothing reads it at run time except tools: OpenUIKit's hit-test reports and
  /// the inspector name a view by it (``UIView/inspectorName``).
  public var accessibilityIdentifier: String? {
    get { accessibility?.identifier }
    set { writableAccessibility.identifier = newValue }
  }

  /// The box of what the app set, made on first write.
  var writableAccessibility: AccessibilityStorage {
    if let existing = accessibility { return existing }
    let made = AccessibilityStorage()
    accessibility = made
    return made
  }

  /// `rect` (in this view's coordinates) in screen coordinates: through the window, then the
  /// window's place on the screen.
  func screenRect(of rect: CGRect) -> CGRect {
    guard let window else { return convert(rect, to: nil) }
    let inWindow = convert(rect, to: window)
    let a = window.convertToSuperview(CGPoint(x: inWindow.minX, y: inWindow.minY))
    let b = window.convertToSuperview(CGPoint(x: inWindow.maxX, y: inWindow.maxY))
    return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
  }

  /// Whether the view takes the user's input (an enabled control, a view with recognizers, or
  /// an element) but has no label: a screen reader cannot say what it is. The inspector marks
  /// such views.
  public var lacksAccessibilityLabel: Bool {
    guard !isHidden, isUserInteractionEnabled, !(self is UILabel) else { return false }
    // A container of elements (a segmented control) is named by its elements.
    if accessibilityElements != nil { return false }
    let interactive =
      (self as? UIControl)?.isEnabled == true || isAccessibilityElement
      || !(gestureRecognizers ?? []).isEmpty
    return interactive && (accessibilityLabel?.isEmpty ?? true)
  }

  /// The traits every view adds to its class's: not enabled when a control is disabled.
  var stateTraits: UIAccessibilityTraits {
    if let control = self as? UIControl, !control.isEnabled { return .notEnabled }
    return []
  }

  /// What activating the element does when ``UIView/accessibilityActivate()`` says it did not
  /// handle it, as a screen reader's double tap: a control gets a tap (a switch flips, a button
  /// fires its action). Returns whether anything happened.
  package func performAccessibilityActivation() -> Bool {
    if accessibilityActivate() { return true }
    guard let control = self as? UIControl else {
      // UIKit's default for any other element: a tap at its activation point (the centre of
      // its accessibility frame), so views that take taps through recognizers or touches
      // (a custom tab bar) work without accessibility code.
      return window?.application?.tapForAccessibility(at: accessibilityFrame) ?? false
    }
    guard control.isEnabled else { return false }
    if let toggle = control as? UISwitch {
      toggle.setOn(!toggle.isOn, animated: true)
      toggle.sendActions(for: .valueChanged)
      return true
    }
    control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }
}

/// What a view's class says to assistive technologies by default.
struct AccessibilityAttributes {
  var isElement = false
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits = .none
}

/// What the app set on a view's accessibility, boxed so that views without any pay one
/// pointer. A nil field means "the class's default".
final class AccessibilityStorage {
  var identifier: String?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var isElement: Bool?
  var frame: CGRect?
  var elements: [Any]?
  var elementsHidden = false
  var viewIsModal = false
  var groupsChildren = false
  var customActions: [UIAccessibilityCustomAction]?
  var language: String?
}

// The adjustable controls' steps and the segmented control's elements.
extension UIStepper {
  func accessibilityStep(_ direction: Double) {
    guard isEnabled else { return }
    let old = value
    var next = value + direction * stepValue
    if wraps, next > maximumValue { next = minimumValue }
    if wraps, next < minimumValue { next = maximumValue }
    value = next
    if value != old { sendActions(for: .valueChanged) }
  }
}

extension UIPageControl {
  func accessibilityMove(_ direction: Int) {
    let target = currentPage + direction
    guard isEnabled, target >= 0, target < numberOfPages else { return }
    currentPage = target
    sendActions(for: .valueChanged)
  }
}

extension UISegmentedControl {
  /// One button element per segment: its title (or image name), selected when it is;
  /// activating it chooses the segment as a tap would.
  func segmentElements() -> [Any] {
    let frames = segmentFrames()
    // The same objects from one call to the next (refreshed), as UIKit keeps its elements.
    while segmentElementCache.count < numberOfSegments {
      segmentElementCache.append(UIAccessibilityElement(accessibilityContainer: self))
    }
    segmentElementCache.removeLast(segmentElementCache.count - numberOfSegments)
    return (0..<numberOfSegments).map { index in
      let element = segmentElementCache[index]
      element.accessibilityLabel =
        titleForSegment(at: index) ?? imageForSegment(at: index)?.accessibilityIdentifier
      var traits: UIAccessibilityTraits = .button
      if index == selectedSegmentIndex { traits.insert(.selected) }
      if !isEnabled || !isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
      element.accessibilityTraits = traits
      if frames.indices.contains(index) {
        element.accessibilityFrameInContainerSpace = frames[index]
      }
      element.onActivate = { [weak self] in self?.chooseForAccessibility(index) ?? false }
      return element
    }
  }
}

extension UISegmentedControl {
  /// Chooses segment `index` as a tap would (its action, then `.valueChanged`).
  func chooseForAccessibility(_ index: Int) -> Bool {
    guard isEnabled, isEnabledForSegment(at: index) else { return false }
    if !isMomentary {
      guard index != selectedSegmentIndex else { return true }
      selectedSegmentIndex = index
    }
    if let action = actionForSegment(at: index) { sendAction(action) }
    sendActions(for: .valueChanged)
    return true
  }
}
