import Foundation
import OpenUIKit

/// Finds elements in the key window's accessibility tree and acts on them, as XCUITest's
/// `XCUIApplication` does: `app.buttons["Save"].tap()`. A test written this way reads like an
/// XCUITest and proves the screen is accessible: an element a screen reader cannot reach
/// cannot be found.
@MainActor
public struct AccessibleApp {
  /// The application whose key window is searched.
  public let application: UIApplication
  /// How taps and typing are sent.
  public let touches: TouchSequence

  /// An app driven through `touches` (its application's key window is searched).
  public init(touches: TouchSequence) {
    self.application = touches.application
    self.touches = touches
  }

  /// Every element.
  public var descendants: AccessibleQuery { descendants(matching: .any) }
  /// Buttons (a switch is not one: see ``switches``).
  public var buttons: AccessibleQuery { descendants(matching: .button) }
  /// Static text (labels).
  public var staticTexts: AccessibleQuery { descendants(matching: .staticText) }
  /// Switches.
  public var switches: AccessibleQuery { descendants(matching: .switch) }
  /// Sliders.
  public var sliders: AccessibleQuery { descendants(matching: .slider) }
  /// Text fields.
  public var textFields: AccessibleQuery { descendants(matching: .textField) }
  /// Images made elements.
  public var images: AccessibleQuery { descendants(matching: .image) }
  /// Adjustable elements that are not sliders (steppers, page controls).
  public var adjustables: AccessibleQuery { descendants(matching: .adjustable) }

  /// The elements of `type`, in reading order.
  public func descendants(matching type: AccessibleElement.ElementType) -> AccessibleQuery {
    AccessibleQuery(app: self, type: type)
  }

  /// The elements a screen reader reaches now, in reading order.
  func elements() -> [AnyObject] {
    application.keyWindow?.accessibleElements() ?? []
  }
}

/// The elements of one type, as `XCUIElementQuery`: subscript by identifier or label.
@MainActor
public struct AccessibleQuery {
  let app: AccessibleApp
  let type: AccessibleElement.ElementType

  /// The matching elements now, in reading order.
  public var allElements: [AccessibleElement] {
    app.elements().map { AccessibleElement(app: app, object: $0) }.filter {
      type == .any || $0.elementType == type
    }
  }
  /// How many match.
  public var count: Int { allElements.count }
  /// The first match (one that does not exist when none does).
  public var firstMatch: AccessibleElement { element(boundBy: 0) }

  /// The element whose identifier, else label, is `key` (one that does not exist when none).
  public subscript(_ key: String) -> AccessibleElement {
    let all = allElements
    return all.first { $0.identifier == key } ?? all.first { $0.label == key }
      ?? AccessibleElement(app: app, object: nil, description: "\(type) \"\(key)\"")
  }

  /// The element at `index` in reading order (one that does not exist past the end).
  public func element(boundBy index: Int) -> AccessibleElement {
    let all = allElements
    return all.indices.contains(index)
      ? all[index] : AccessibleElement(app: app, object: nil, description: "\(type) #\(index)")
  }
}

/// What a test does with an element found by accessibility.
public struct AccessibleElementError: Error, CustomStringConvertible {
  /// One sentence.
  public let description: String
}

/// One element of the accessibility tree (a view or a `UIAccessibilityElement`), as
/// `XCUIElement`.
@MainActor
public struct AccessibleElement {
  /// The kinds of element queries select, from the element's class and traits.
  public enum ElementType: Sendable {
    case any, button, staticText, `switch`, slider, textField, image, adjustable, other
  }

  let app: AccessibleApp
  weak var object: AnyObject?
  private let missing: String?

  init(app: AccessibleApp, object: AnyObject?, description: String? = nil) {
    self.app = app
    self.object = object
    self.missing = object == nil ? (description ?? "element") : nil
  }

  private var view: UIView? { object as? UIView }
  private var element: UIAccessibilityElement? { object as? UIAccessibilityElement }

  /// Whether the element is in the tree a screen reader reaches now.
  public var exists: Bool {
    guard let object else { return false }
    return app.elements().contains { $0 === object }
  }
  /// The label ("" when none).
  public var label: String { view?.accessibilityLabel ?? element?.accessibilityLabel ?? "" }
  /// The value.
  public var value: String? { view?.accessibilityValue ?? element?.accessibilityValue }
  /// The identifier ("" when none).
  public var identifier: String {
    view?.accessibilityIdentifier ?? element?.accessibilityIdentifier ?? ""
  }
  /// The traits.
  public var traits: UIAccessibilityTraits {
    view?.accessibilityTraits ?? element?.accessibilityTraits ?? .none
  }
  /// Whether it responds (no `.notEnabled` trait).
  public var isEnabled: Bool { !traits.contains(.notEnabled) }
  /// Whether it is selected.
  public var isSelected: Bool { traits.contains(.selected) }
  /// Its frame in screen coordinates.
  public var frame: CGRect { view?.accessibilityFrame ?? element?.accessibilityFrame ?? .zero }

  /// Its kind, from its class and traits.
  public var elementType: ElementType {
    switch view {
    case is UISwitch: return .switch
    case is UISlider: return .slider
    case is UITextField: return .textField
    default: break
    }
    let traits = self.traits
    if traits.contains(.button) { return .button }
    if traits.contains(.adjustable) { return .adjustable }
    if traits.contains(.staticText) { return .staticText }
    if traits.contains(.image) { return .image }
    return .other
  }

  private func required() throws -> AnyObject {
    guard let object, exists else {
      throw AccessibleElementError(
        description: "no \(missing ?? "element") is reachable by accessibility")
    }
    return object
  }

  /// Taps the centre of the element's frame, as a finger would.
  public func tap() throws {
    _ = try required()
    app.touches.tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }

  /// Taps the element, then types `text` into what has the keyboard.
  public func typeText(_ text: String) throws {
    try tap()
    app.application.enqueue(InputRecord(.text(text)))
    app.application.processQueuedInput()
  }

  /// Increments an adjustable element, as a screen reader's swipe up does.
  public func increment() throws {
    let object = try required()
    (object as? UIView)?.accessibilityIncrement()
    (object as? UIAccessibilityElement)?.accessibilityIncrement()
  }

  /// Decrements an adjustable element.
  public func decrement() throws {
    let object = try required()
    (object as? UIView)?.accessibilityDecrement()
    (object as? UIAccessibilityElement)?.accessibilityDecrement()
  }

  /// Moves a slider to `position` (0 to 1 of its range), sending `.valueChanged`.
  public func adjust(toNormalizedSliderPosition position: CGFloat) throws {
    guard let slider = try required() as? UISlider else {
      throw AccessibleElementError(description: "\(label) is not a slider")
    }
    let fraction = Float(min(max(position.isFinite ? position : 0, 0), 1))
    slider.value = slider.minimumValue + fraction * (slider.maximumValue - slider.minimumValue)
    slider.sendActions(for: .valueChanged)
  }
}
