import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A view that overrides the accessibility API as iOS code does.
@MainActor
private final class Gauge: UIView {
  var level = 3
  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
  override var accessibilityLabel: String? {
    get { "Fuel" }
    set {}
  }
  override var accessibilityValue: String? {
    get { "\(level) of 10" }
    set {}
  }
  override var accessibilityTraits: UIAccessibilityTraits {
    get { .adjustable }
    set {}
  }
  override func accessibilityIncrement() { level += 1 }
}

@Suite(
  "Accessibility: UIKit's API and the standard controls' defaults (issue 34)", .debugSwitchesOff)
@MainActor
struct AccessibilityModelTests {
  let scene = TestScene(size: CGSize(width: 400, height: 300))

  private func add<V: UIView>(_ view: V, _ frame: CGRect) -> V {
    view.frame = frame
    scene.window.addSubview(view)
    return view
  }

  // Apple (isAccessibilityElement): "The default value for this property is false unless the
  // receiver is a standard UIKit control, in which case the value is true." Apple
  // (accessibilityLabel): "the default value for this property is nil unless the receiver is
  // a UIKit control or view, in which case the value is a label derived from the control or
  // view's title."
  @Test(
    "defaults: a plain view is no element; labels, buttons, switches, sliders and fields are, with UIKit's traits"
  )
  func defaults() {
    let plain = add(UIView(), CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      !plain.isAccessibilityElement && plain.accessibilityLabel == nil
        && plain.accessibilityTraits == .none)
    let label = add(UILabel(), .zero)
    label.text = "Album"
    #expect(
      label.isAccessibilityElement && label.accessibilityLabel == "Album"
        && label.accessibilityTraits == .staticText)
    let button = add(UIButton(type: .system), .zero)
    button.setTitle("Save", for: .normal)
    #expect(
      button.isAccessibilityElement && button.accessibilityLabel == "Save"
        && button.accessibilityTraits == .button)
    button.isEnabled = false
    button.isSelected = true
    #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
    let symbol = add(UIButton(type: .system), .zero)
    symbol.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
    #expect(
      symbol.accessibilityLabel == "square and arrow up", "a symbol-only button reads its symbol")
    let toggle = add(UISwitch(), .zero)
    #expect(toggle.accessibilityValue == "0" && toggle.accessibilityTraits.contains(.button))
    toggle.isOn = true
    #expect(toggle.accessibilityValue == "1")
    let slider = add(UISlider(), .zero)
    slider.value = 0.5
    #expect(slider.accessibilityValue == "50%" && slider.accessibilityTraits == .adjustable)
    let field = add(UITextField(), .zero)
    field.placeholder = "Name"
    field.text = "Ada"
    #expect(field.accessibilityLabel == "Name" && field.accessibilityValue == "Ada")
    field.isSecureTextEntry = true
    #expect(field.accessibilityValue == "•••")
    let image = add(UIImageView(image: UIImage(systemName: "plus")), .zero)
    #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
    let progress = add(UIProgressView(), .zero)
    progress.progress = 0.25
    #expect(
      progress.accessibilityValue == "25%" && progress.accessibilityTraits == .updatesFrequently)
    let spinner = add(UIActivityIndicatorView(style: .medium), .zero)
    #expect(!spinner.isAccessibilityElement)
    spinner.startAnimating()
    #expect(spinner.isAccessibilityElement && spinner.accessibilityLabel == "In progress")
  }

  @Test("what the app sets wins over the defaults; subclasses override the API as in UIKit")
  func overrides() {
    let button = add(UIButton(type: .system), .zero)
    button.setTitle("⋯", for: .normal)
    button.accessibilityLabel = "More"
    button.accessibilityHint = "Shows more actions"
    button.accessibilityTraits = [.button, .header]
    #expect(button.accessibilityLabel == "More" && button.accessibilityHint == "Shows more actions")
    #expect(button.accessibilityTraits == [.button, .header])
    let view = add(UIView(), .zero)
    view.isAccessibilityElement = true
    view.accessibilityIdentifier = "card"
    #expect(view.isAccessibilityElement && view.accessibilityIdentifier == "card")
    let gauge = add(Gauge(), CGRect(x: 10, y: 10, width: 50, height: 20))
    gauge.accessibilityIncrement()
    #expect(
      gauge.accessibilityValue == "4 of 10"
        && scene.window.accessibleElements().contains { $0 === gauge })
  }

  // Apple (accessibilityFrame): "The frame of the accessibility element, in screen
  // coordinates." Apple (UIAccessibilityElement.accessibilityFrameInContainerSpace).
  @Test("frames are in screen coordinates; an element's container-space frame follows its view")
  func frames() {
    let card = add(UIView(), CGRect(x: 40, y: 30, width: 200, height: 100))
    let inner = UIButton(type: .system)
    inner.frame = CGRect(x: 10, y: 20, width: 50, height: 30)
    card.addSubview(inner)
    #expect(inner.accessibilityFrame == CGRect(x: 50, y: 50, width: 50, height: 30))
    let element = UIAccessibilityElement(accessibilityContainer: card)
    element.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 20)
    card.frame.origin = CGPoint(x: 100, y: 100)
    #expect(element.accessibilityFrame == CGRect(x: 100, y: 100, width: 20, height: 20))
  }

  // Apple (accessibilityElementsHidden, accessibilityViewIsModal, accessibilityElements).
  @Test(
    "the tree: reading order, listed elements, hidden containers, modal views and presentations")
  func tree() throws {
    let title = add(UILabel(), CGRect(x: 10, y: 10, width: 100, height: 20))
    title.text = "Title"
    let right = add(UIButton(type: .system), CGRect(x: 200, y: 12, width: 60, height: 20))
    right.setTitle("Edit", for: .normal)
    let below = add(UISwitch(), CGRect(x: 10, y: 60, width: 51, height: 31))
    let names = {
      self.scene.window.accessibleElements().map {
        ($0 as? UIView)?.accessibilityLabel ?? ($0 as? UIAccessibilityElement)?.accessibilityLabel
          ?? "?"
      }
    }
    #expect(scene.window.accessibleElements().count == 3 && names().prefix(2) == ["Title", "Edit"])
    let group = add(UIView(), CGRect(x: 0, y: 100, width: 300, height: 100))
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
    segments.selectedSegmentIndex = 1
    group.addSubview(segments)
    let elements = segments.accessibleElements().compactMap { $0 as? UIAccessibilityElement }
    #expect(elements.map(\.accessibilityLabel) == ["Day", "Week"])
    #expect(
      elements[1].accessibilityTraits == [.button, .selected]
        && elements[0].accessibilityTraits == .button)
    #expect(elements[0].accessibilityFrame == CGRect(x: 0, y: 100, width: 100, height: 32))
    var changed = 0
    segments.addAction(UIAction { _ in changed += 1 }, for: .valueChanged)
    #expect(
      elements[0].accessibilityActivate() && segments.selectedSegmentIndex == 0 && changed == 1)
    group.accessibilityElementsHidden = true
    #expect(
      !scene.window.accessibleElements().contains { $0 === elements[0] }
        && scene.window.accessibleElements().count == 3)
    group.accessibilityElementsHidden = false
    // A modal view hides its siblings; so does a presentation.
    let sheet = add(UIView(), CGRect(x: 0, y: 0, width: 400, height: 300))
    let ok = UIButton(type: .system)
    ok.setTitle("OK", for: .normal)
    sheet.addSubview(ok)
    sheet.accessibilityViewIsModal = true
    #expect(names() == ["OK"])
    sheet.removeFromSuperview()
    let root = UIViewController()
    scene.window.rootViewController = root
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    root.present(alert, animated: false)
    scene.window.layoutIfNeeded()
    #expect(
      names().contains("Delete") && !names().contains("Title"), "behind the alert is unreachable")
  }

  // Fuzzer finding 37: two containers whose accessibilityElements name each other sent the
  // walk round for ever (a stack overflow). The walk keeps its own stack, so depth costs no
  // thread stack either (2,000 here: building deeper trees is slow in the test itself).
  @Test("the walk ends on lists of elements that name each other, and on a tree 2,000 deep")
  func cyclesAndDepth() {
    let a = add(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    a.addSubview(b)
    let leaf = UIButton(type: .system)
    leaf.setTitle("Leaf", for: .normal)
    b.addSubview(leaf)
    a.accessibilityElements = [b]
    b.accessibilityElements = [a, leaf]
    #expect(scene.window.accessibleElements().count == 1)
    b.accessibilityElements = nil
    a.accessibilityElements = nil
    var parent: UIView = add(UIView(), CGRect(x: 0, y: 0, width: 10, height: 10))
    for _ in 0..<2_000 {
      let child = UIView(frame: parent.bounds)
      parent.addSubview(child)
      parent = child
    }
    let deepest = UIButton(type: .system)
    deepest.setTitle("Deep", for: .normal)
    parent.addSubview(deepest)
    #expect(scene.window.accessibleElements().contains { $0 === deepest })
  }

  // Apple (accessibilityActivate): "returns false ... the system ... simulates a tap";
  // Apple (accessibilityIncrement) for adjustable elements.
  @Test(
    "activation taps a control when the view does not handle it; increment and decrement step adjustables"
  )
  func actions() throws {
    var log: [String] = []
    let button = add(UIButton(type: .system), .zero)
    button.addAction(UIAction { _ in log.append("tapped") }, for: .primaryActionTriggered)
    #expect(button.performAccessibilityActivation() && log == ["tapped"])
    let toggle = add(UISwitch(), .zero)
    toggle.addAction(UIAction { _ in log.append("toggled") }, for: .valueChanged)
    #expect(toggle.performAccessibilityActivation() && toggle.isOn && log.last == "toggled")
    let slider = add(UISlider(), .zero)
    slider.addAction(UIAction { _ in log.append("slid") }, for: .valueChanged)
    slider.accessibilityIncrement()
    #expect(abs(slider.value - 0.1) < 1e-6 && log.last == "slid")
    let stepper = add(UIStepper(), .zero)
    stepper.accessibilityIncrement()
    stepper.accessibilityIncrement()
    stepper.accessibilityDecrement()
    #expect(stepper.value == 1 && stepper.accessibilityValue == "1")
    let pages = add(UIPageControl(), .zero)
    pages.numberOfPages = 3
    pages.accessibilityIncrement()
    #expect(pages.currentPage == 1 && pages.accessibilityValue == "page 2 of 3")
    let action = UIAccessibilityCustomAction(name: "Delete") { _ in
      log.append("deleted")
      return true
    }
    button.accessibilityCustomActions = [action]
    #expect(button.accessibilityCustomActions?.first?.perform() == true && log.last == "deleted")
    let disabled = add(UIButton(type: .system), .zero)
    disabled.isEnabled = false
    #expect(!disabled.performAccessibilityActivation())
  }

  // The issue: "The inspector shows the selected view's accessibility (label, traits, frame)
  // beside its hit area, and marks interactive views that have no label."
  @Test(
    "the inspector shows what a screen reader hears, and marks interactive views without a label")
  func inspector() {
    let save = add(UIButton(type: .system), CGRect(x: 10, y: 10, width: 80, height: 40))
    save.setTitle("Save", for: .normal)
    #expect(
      HitAreaInspector.details(of: save).contains(
        "accessibility: element  label \"Save\"  traits button  frame (10, 10, 80, 40)"))
    let bare = add(UIButton(type: .custom), CGRect(x: 10, y: 60, width: 40, height: 40))
    #expect(bare.lacksAccessibilityLabel && !save.lacksAccessibilityLabel)
    #expect(HitAreaInspector.details(of: bare).contains("NO LABEL"))
    let tappable = add(UIView(), CGRect(x: 60, y: 60, width: 40, height: 40))
    tappable.addGestureRecognizer(UITapGestureRecognizer())
    #expect(tappable.lacksAccessibilityLabel)
    let segments = add(
      UISegmentedControl(items: ["A", "B"]), CGRect(x: 0, y: 120, width: 100, height: 32))
    #expect(!segments.lacksAccessibilityLabel, "named by its segments")
    bare.accessibilityLabel = "Close"
    #expect(!bare.lacksAccessibilityLabel)
  }

  // Apple (UIAccessibility.post(notification:argument:)).
  @Test("posted notifications reach every listener in order; no screen reader listens by default")
  func notifications() {
    var heard: [String] = []
    let token = AccessibilityListeners.add { notification, argument in
      heard.append("\(notification.rawValue) \(argument as? String ?? "-")")
    }
    defer { AccessibilityListeners.remove(token) }
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    #expect(heard == ["1008 Saved", "1000 -"])
    #expect(!UIAccessibility.isVoiceOverRunning)
  }
}

@Suite("Finding elements by accessibility, as XCUITest does (issue 34)", .debugSwitchesOff)
@MainActor
struct AccessibleQueryTests {
  let scene = TestScene(size: CGSize(width: 400, height: 300))

  @Test(
    "buttons, fields, switches, sliders and segments are found by label or identifier and driven")
  func queries() throws {
    var log: [String] = []
    let title = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
    title.text = "Profile"
    let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 30))
    field.placeholder = "Name"
    let toggle = UISwitch(frame: CGRect(x: 10, y: 80, width: 51, height: 31))
    toggle.accessibilityIdentifier = "notify"
    let slider = UISlider(frame: CGRect(x: 10, y: 120, width: 200, height: 30))
    let save = UIButton(type: .system)
    save.frame = CGRect(x: 10, y: 160, width: 80, height: 40)
    save.setTitle("Save", for: .normal)
    save.addAction(UIAction { _ in log.append("saved") }, for: .primaryActionTriggered)
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.frame = CGRect(x: 10, y: 210, width: 200, height: 32)
    for view in [title, field, toggle, slider, save, segments] as [UIView] {
      scene.window.addSubview(view)
    }
    let app = AccessibleApp(touches: scene.fingers)
    #expect(app.staticTexts["Profile"].exists && app.buttons.count == 3)
    try app.buttons["Save"].tap()
    #expect(log == ["saved"])
    try app.textFields["Name"].typeText("Ada")
    #expect(field.text == "Ada" && app.textFields["Name"].value == "Ada")
    try app.switches["notify"].tap()
    #expect(toggle.isOn && app.switches["notify"].value == "1")
    try app.sliders.firstMatch.adjust(toNormalizedSliderPosition: 0.7)
    #expect(abs(slider.value - 0.7) < 1e-6 && app.sliders.firstMatch.value == "70%")
    try app.buttons["Week"].tap()
    #expect(segments.selectedSegmentIndex == 1 && app.buttons["Week"].isSelected)
    save.isHidden = true
    #expect(!app.buttons["Save"].exists)
    #expect(throws: AccessibleElementError.self) { try app.buttons["Save"].tap() }
    #expect(throws: AccessibleElementError.self) { try app.buttons["Nowhere"].tap() }
  }
}
