import Foundation
import OpenUIKit
import Testing

@testable import OpenUIKitATSPI

/// A control that counts its activations as a screen reader's double tap.
@MainActor
private final class Counter: UIView {
  var taps = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    isAccessibilityElement = true
    accessibilityLabel = "Counter"
    accessibilityTraits = .button
    addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.taps += 1 })
  }
  required init?(coder: NSCoder) { nil }
}

@Suite("AT-SPI server: the tree, roles, states, actions, values, text (issue 34)")
@MainActor
struct ATSPIServerTests {
  let scene = BridgeScene()
  let root = ATSPIRegistry.rootPath

  @Test("the root is the application; its child the window, a frame named by its title")
  func rootAndWindow() {
    #expect(scene.roleName(root) == "application")
    #expect(scene.property(root, "Accessible", "Name") == .string("Tests"))
    #expect(scene.property(root, "Application", "ToolkitName") == .string("OpenUIKit"))
    let windows = scene.childPaths(of: root)
    #expect(windows == [scene.path(scene.window)])
    #expect(scene.roleName(windows[0]) == "frame")
    #expect(scene.property(windows[0], "Accessible", "Name") == .string("Test window"))
    #expect(scene.states(windows[0]).isSuperset(of: [.active, .showing, .visible, .enabled]))
    #expect(
      scene.property(windows[0], "Accessible", "Parent")
        == .structure([.string(":1.7"), .objectPath(root)]))
  }

  @Test("UIKit's traits become AT-SPI's roles, and plain views are transparent")
  func roles() {
    let box = scene.add(UIView(), CGRect(x: 0, y: 0, width: 400, height: 300))
    let label = scene.add(UILabel(), CGRect(x: 10, y: 10, width: 100, height: 20), in: box)
    label.text = "Title"
    let button = scene.add(
      UIButton(type: .system), CGRect(x: 10, y: 40, width: 80, height: 30), in: box)
    button.setTitle("Save", for: .normal)
    let toggle = scene.add(UISwitch(), CGRect(x: 10, y: 80, width: 51, height: 31), in: box)
    let slider = scene.add(UISlider(), CGRect(x: 10, y: 120, width: 200, height: 30), in: box)
    let field = scene.add(UITextField(), CGRect(x: 10, y: 160, width: 200, height: 30), in: box)
    field.placeholder = "Name"
    let secure = scene.add(UITextField(), CGRect(x: 10, y: 200, width: 200, height: 30), in: box)
    secure.isSecureTextEntry = true
    let heading = scene.add(UILabel(), CGRect(x: 220, y: 10, width: 100, height: 20), in: box)
    heading.text = "Section"
    heading.accessibilityTraits = .header
    let stepper = scene.add(UIStepper(), CGRect(x: 220, y: 40, width: 94, height: 32), in: box)
    let progress = scene.add(
      UIProgressView(), CGRect(x: 220, y: 80, width: 100, height: 4), in: box)
    let window = scene.path(scene.window)
    let children = scene.childPaths(of: window)
    #expect(
      children.map { scene.roleName($0) ?? "" } == [
        "label", "heading", "push button", "spin button", "toggle button", "progress bar",
        "slider", "entry", "password text",
      ])
    #expect(scene.property(scene.path(button), "Accessible", "Name") == .string("Save"))
    #expect(scene.property(scene.path(field), "Accessible", "Name") == .string("Name"))
    // Each names its window as its parent: the plain view between them is not in the tree.
    #expect(
      scene.property(scene.path(toggle), "Accessible", "Parent")
        == .structure([.string(":1.7"), .objectPath(window)]))
    #expect(
      scene.values(scene.call(scene.path(slider), "Accessible", "GetIndexInParent")) == [.int32(6)])
    _ = (stepper, progress)
  }

  @Test("states follow the controls: enabled, focusable, checked, editable, selected")
  func states() {
    let toggle = scene.add(UISwitch(), CGRect(x: 10, y: 10, width: 51, height: 31))
    let off = scene.add(UIButton(type: .system), CGRect(x: 10, y: 50, width: 80, height: 30))
    off.setTitle("Off", for: .normal)
    off.isEnabled = false
    let field = scene.add(UITextField(), CGRect(x: 10, y: 90, width: 100, height: 30))
    #expect(scene.states(scene.path(toggle)).isSuperset(of: [.checkable, .enabled, .focusable]))
    #expect(!scene.states(scene.path(toggle)).contains(.checked))
    toggle.isOn = true
    #expect(scene.states(scene.path(toggle)).contains(.checked))
    #expect(!scene.states(scene.path(off)).contains(.enabled))
    #expect(!scene.states(scene.path(off)).contains(.sensitive))
    #expect(scene.states(scene.path(field)).isSuperset(of: [.editable, .singleLine]))
    field.becomeFirstResponder()
    #expect(scene.states(scene.path(field)).contains(.focused))
  }

  @Test("Action: click runs a button's action, toggles a switch, and taps a custom element")
  func actions() {
    var fired = 0
    let button = scene.add(
      UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in fired += 1 }),
      CGRect(x: 10, y: 10, width: 80, height: 30))
    let toggle = scene.add(UISwitch(), CGRect(x: 10, y: 50, width: 51, height: 31))
    let counter = scene.add(Counter(), CGRect(x: 10, y: 100, width: 60, height: 60))
    #expect(scene.property(scene.path(button), "Action", "NActions") == .int32(1))
    #expect(
      scene.values(scene.call(scene.path(button), "Action", "GetName", .int32(0))) == [
        .string("click")
      ])
    #expect(
      scene.values(scene.call(scene.path(button), "Action", "DoAction", .int32(0))) == [
        .boolean(true)
      ])
    #expect(fired == 1)
    _ = scene.call(scene.path(toggle), "Action", "DoAction", .int32(0))
    #expect(toggle.isOn)
    // UIKit's default activation: a tap at the element's centre, which its recognizer takes.
    _ = scene.call(scene.path(counter), "Action", "DoAction", .int32(0))
    #expect(counter.taps == 1)
    guard case .error(let name, _) = scene.call(scene.path(button), "Action", "DoAction", .int32(5))
    else { return #expect(Bool(false), "an action out of range must be an error") }
    #expect(name == "org.freedesktop.DBus.Error.InvalidArgs")
  }

  @Test(
    "a client's call that may change the app (an action, a value, text, focus, a selection) makes the loop step again at once; a query does not"
  )
  func callsThatChangeTheApp() {
    let changing = [
      ("org.a11y.atspi.Action", "DoAction"), ("org.a11y.atspi.Component", "GrabFocus"),
      ("org.a11y.atspi.Text", "SetCaretOffset"), ("org.a11y.atspi.Text", "SetSelection"),
      ("org.a11y.atspi.EditableText", "InsertText"), ("org.a11y.atspi.EditableText", "PasteText"),
      ("org.a11y.atspi.Selection", "SelectChild"), ("org.freedesktop.DBus.Properties", "Set"),
    ]
    let queries = [
      ("org.a11y.atspi.Accessible", "GetChildAtIndex"), ("org.a11y.atspi.Accessible", "GetState"),
      ("org.a11y.atspi.Text", "GetText"), ("org.a11y.atspi.Component", "Contains"),
      ("org.a11y.atspi.Selection", "IsChildSelected"),
      ("org.freedesktop.DBus.Properties", "GetAll"),
      ("org.freedesktop.DBus.Introspectable", "Introspect"), ("org.freedesktop.DBus.Peer", "Ping"),
    ]
    for (interface, member) in changing {
      #expect(ATSPIRequest.mayChangeApplication(interface: interface, member: member), "\(member)")
    }
    for (interface, member) in queries {
      #expect(!ATSPIRequest.mayChangeApplication(interface: interface, member: member), "\(member)")
    }
  }

  @Test("Value: a slider's range and value; setting it moves the slider and sends valueChanged")
  func value() throws {
    let slider = scene.add(UISlider(), CGRect(x: 10, y: 10, width: 200, height: 30))
    slider.maximumValue = 100
    slider.value = 30
    var changes = 0
    slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    let path = scene.path(slider)
    #expect(scene.property(path, "Value", "MaximumValue") == .double(100))
    #expect(scene.property(path, "Value", "CurrentValue") == .double(30))
    let set = scene.server.handle(
      ATSPIRequest(
        path: path, interface: "org.freedesktop.DBus.Properties", member: "Set",
        arguments: [
          .string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(250)),
        ]))
    #expect(set == .values([]))
    #expect(slider.value == 100 && changes == 1)
    let nan = scene.server.handle(
      ATSPIRequest(
        path: path, interface: "org.freedesktop.DBus.Properties", member: "Set",
        arguments: [
          .string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(.nan)),
        ]))
    guard case .error = nan else { return #expect(Bool(false), "NaN must be refused") }
    #expect(slider.value == 100)
  }

  @Test("Text and EditableText: content, caret, words; inserting types as the keyboard does")
  func text() {
    let field = scene.add(UITextField(), CGRect(x: 10, y: 10, width: 200, height: 30))
    var edits = 0
    field.addAction(UIAction { _ in edits += 1 }, for: .editingChanged)
    let path = scene.path(field)
    #expect(
      scene.values(
        scene.call(
          path, "EditableText", "InsertText", .int32(0), .string("hello world"), .int32(11))) == [
          .boolean(true)
        ])
    #expect(field.text == "hello world" && edits == 1 && field.isFirstResponder)
    #expect(
      scene.values(scene.call(path, "Text", "GetText", .int32(0), .int32(-1))) == [
        .string("hello world")
      ])
    #expect(scene.property(path, "Text", "CaretOffset") == .int32(11))
    #expect(
      scene.values(scene.call(path, "Text", "GetTextAtOffset", .int32(7), .uint32(1)))
        == [.string("world"), .int32(6), .int32(11)])
    #expect(
      scene.values(scene.call(path, "EditableText", "DeleteText", .int32(0), .int32(6))) == [
        .boolean(true)
      ])
    #expect(field.text == "world")
    // Offsets count Unicode scalars: "é" written as e + combining accent is two.
    _ = scene.call(path, "EditableText", "SetTextContents", .string("cafe\u{301}!"))
    #expect(scene.property(path, "Text", "CharacterCount") == .int32(6))
    #expect(
      scene.values(scene.call(path, "Text", "GetText", .int32(5), .int32(6))) == [.string("!")])
  }

  @Test(
    "a text view is multi-line text: read, its caret and lines, edited as typing; read-only refuses edits"
  )
  func textView() {
    let textView = scene.add(UITextView(), CGRect(x: 10, y: 10, width: 200, height: 120))
    textView.text = "first line\nsecond 👋🏽"
    let path = scene.path(textView)
    #expect(scene.roleName(path) == "text")
    let states = scene.states(path)
    #expect(states.contains(.multiLine) && states.contains(.editable))
    #expect(!states.contains(.singleLine))
    // The emoji with its skin tone is two scalars for AT-SPI.
    #expect(scene.property(path, "Text", "CharacterCount") == .int32(20))
    #expect(
      scene.values(scene.call(path, "Text", "GetTextAtOffset", .int32(13), .uint32(1)))
        == [.string("second "), .int32(11), .int32(18)])  // AT-SPI: word start to word start
    #expect(
      scene.values(
        scene.call(path, "EditableText", "InsertText", .int32(10), .string("!"), .int32(1)))
        == [.boolean(true)])
    #expect(textView.text == "first line!\nsecond 👋🏽" && textView.isFirstResponder)
    #expect(scene.property(path, "Text", "CaretOffset") == .int32(11))
    // Selecting across the emoji takes it whole.
    _ = scene.call(path, "Text", "SetSelection", .int32(0), .int32(19), .int32(21))
    #expect(textView.selectedRange == NSRange(location: 19, length: 4))
    textView.isEditable = false
    #expect(scene.states(path).contains(.readOnly))
    #expect(
      scene.values(
        scene.call(path, "EditableText", "InsertText", .int32(0), .string("x"), .int32(1)))
        == [.boolean(false)])
  }

  @Test("a delegate that refuses an edit refuses the bridge's too")
  func refusedEdit() {
    final class Refuser: NSObject, UITextFieldDelegate {
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
      ) -> Bool { false }
    }
    let refuser = Refuser()
    let field = scene.add(UITextField(), CGRect(x: 10, y: 10, width: 200, height: 30))
    field.delegate = refuser
    #expect(
      scene.values(
        scene.call(
          scene.path(field), "EditableText", "InsertText", .int32(0), .string("x"), .int32(1))) == [
          .boolean(false)
        ])
    #expect((field.text ?? "").isEmpty)
  }

  @Test("GetAccessibleAtPoint answers with the hit test: the receiver's child toward the control")
  func atPoint() {
    let bar = scene.add(UIToolbar(), CGRect(x: 0, y: 200, width: 400, height: 44))
    let button = scene.add(
      UIButton(type: .system), CGRect(x: 20, y: 6, width: 80, height: 32), in: bar)
    button.setTitle("Done", for: .normal)
    let label = scene.add(UILabel(), CGRect(x: 20, y: 20, width: 100, height: 20))
    label.text = "Caption"
    let window = scene.path(scene.window)
    // Screen coordinates: the window is at (100, 50) on the desktop.
    let onBar = scene.values(
      scene.call(window, "Component", "GetAccessibleAtPoint", .int32(160), .int32(272), .uint32(0)))
    #expect(onBar == [scene.server.reference(bar)])
    let onButton = scene.values(
      scene.call(
        scene.path(bar), "Component", "GetAccessibleAtPoint", .int32(160), .int32(272), .uint32(0)))
    #expect(onButton == [scene.server.reference(button)])
    // A label takes no touches; it is found inside what the touch reached by its frame.
    let onLabel = scene.values(
      scene.call(window, "Component", "GetAccessibleAtPoint", .int32(40), .int32(30), .uint32(1)))
    #expect(onLabel == [scene.server.reference(label)])
    let nothing = scene.values(
      scene.call(window, "Component", "GetAccessibleAtPoint", .int32(5000), .int32(5), .uint32(0)))
    #expect(nothing == [scene.server.nullReference])
    #expect(
      scene.values(scene.call(scene.path(button), "Component", "GetExtents", .uint32(0)))
        == [.structure([.int32(120), .int32(256), .int32(80), .int32(32)])])
    // A window the host draws at 1.5 pixels per point (a scaled X11 screen): screen
    // coordinates are pixels from the window's corner, and points going in are divided back.
    scene.server.describeWindows(
      title: { _ in "" }, origin: { _ in CGPoint(x: 100, y: 50) }, scale: { _ in 1.5 })
    #expect(
      scene.values(scene.call(scene.path(button), "Component", "GetExtents", .uint32(0)))
        == [.structure([.int32(130), .int32(359), .int32(120), .int32(48)])])
    let scaled = scene.values(
      scene.call(window, "Component", "GetAccessibleAtPoint", .int32(190), .int32(383), .uint32(0)))
    #expect(scaled == [scene.server.reference(bar)])
  }

  @Test("Selection: a segmented control and a tab bar list their tabs; selecting one chooses it")
  func selection() {
    let segments = scene.add(
      UISegmentedControl(items: ["One", "Two", "Three"]),
      CGRect(x: 10, y: 10, width: 300, height: 32))
    segments.selectedSegmentIndex = 0
    let path = scene.path(segments)
    #expect(scene.roleName(path) == "page tab list")
    let tabs = scene.childPaths(of: path)
    #expect(tabs.map { scene.roleName($0) ?? "" } == ["page tab", "page tab", "page tab"])
    #expect(scene.property(path, "Selection", "NSelectedChildren") == .int32(1))
    #expect(
      scene.values(scene.call(path, "Selection", "SelectChild", .int32(2))) == [.boolean(true)])
    #expect(segments.selectedSegmentIndex == 2)
    #expect(scene.states(tabs[2]).contains(.selected))
    #expect(
      scene.values(scene.call(path, "Selection", "IsChildSelected", .int32(0))) == [.boolean(false)]
    )
  }

  @Test("bad requests: unknown and gone objects, methods, interfaces and arguments are errors")
  func badRequests() {
    func errorName(_ reply: ATSPIReply) -> String? {
      if case .error(let name, _) = reply { return name }
      return nil
    }
    #expect(
      errorName(scene.call("/org/a11y/atspi/accessible/12345", "Accessible", "GetRole"))
        == "org.freedesktop.DBus.Error.UnknownObject")
    #expect(
      errorName(scene.call("/elsewhere", "Accessible", "GetRole"))
        == "org.freedesktop.DBus.Error.UnknownObject")
    #expect(
      errorName(scene.call(root, "Accessible", "NoSuchMethod"))
        == "org.freedesktop.DBus.Error.UnknownMethod")
    #expect(
      errorName(scene.call(root, "Accessible", "GetChildAtIndex", .string("0")))
        == "org.freedesktop.DBus.Error.InvalidArgs")
    #expect(
      errorName(scene.call(root, "Accessible", "GetChildAtIndex", .int32(Int32.max)))
        == "org.freedesktop.DBus.Error.InvalidArgs")
    #expect(
      errorName(scene.call(root, "Value", "GetFoo")) == "org.freedesktop.DBus.Error.UnknownMethod")
    #expect(
      errorName(scene.call(root, "Action", "DoAction", .int32(0)))
        == "org.freedesktop.DBus.Error.UnknownInterface")
    // A view removed while a client holds it: defunct while it lives, then gone.
    var label: UILabel? = UILabel()
    scene.add(label!, CGRect(x: 0, y: 0, width: 10, height: 10))
    let path = scene.path(label!)
    label!.removeFromSuperview()
    #expect(scene.states(path) == .defunct)
    #expect(
      scene.property(path, "Accessible", "Parent")
        == .structure([.string(":1.7"), .objectPath(ATSPIRegistry.nullPath)]))
    label = nil
    #expect(
      errorName(scene.call(path, "Accessible", "GetRole"))
        == "org.freedesktop.DBus.Error.UnknownObject")
    // A new view never takes a dead one's number.
    let other = scene.add(UILabel(), .zero)
    #expect(scene.path(other) != path)
  }

  @Test("elements naming each other as containers and children end; 10,000 views are listed")
  func cyclesAndSize() {
    let a = UIAccessibilityElement(accessibilityContainer: scene.window)
    let b = UIAccessibilityElement(accessibilityContainer: a)
    a.accessibilityContainer = b
    let holder = scene.add(UIView(), CGRect(x: 0, y: 0, width: 100, height: 100))
    holder.accessibilityElements = [a, b, holder]
    #expect(scene.childPaths(of: scene.path(holder)).count == 2)
    _ = scene.values(scene.call(scene.path(a), "Accessible", "GetIndexInParent"))
    // A list naming its own view holds it, as in UIKit: let go so the test leaves nothing.
    defer { holder.accessibilityElements = nil }
    let big = scene.add(UIView(), CGRect(x: 0, y: 0, width: 400, height: 300))
    big.shouldGroupAccessibilityChildren = true
    for i in 0..<10_000 {
      let label = UILabel(frame: CGRect(x: i % 100 * 4, y: i / 100 * 3, width: 4, height: 3))
      label.text = "\(i)"
      big.addSubview(label)
    }
    #expect(scene.childPaths(of: scene.path(big)).count == 10_000)
  }
}
