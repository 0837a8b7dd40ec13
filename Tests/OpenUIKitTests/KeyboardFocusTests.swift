import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing

/// Keyboard focus (issue 13): Tab and Shift+Tab move through the key window's controls and
/// text fields in reading order; Space or Return presses a focused button or flips a switch;
/// the arrows move a focused slider; a focused text field is edited; the ring is drawn.
@MainActor
@Suite("Keyboard focus: Tab, activation, the focus ring (issue 13)", .debugSwitchesOff)
struct KeyboardFocusTests {
  @MainActor
  private final class Form {
    let scene = TestScene(size: CGSize(width: 400, height: 300))
    let name = UITextField(frame: CGRect(20, 20, 150, 30))
    let email = UITextField(frame: CGRect(200, 22, 150, 30))
    let subscribe = UISwitch(frame: CGRect(20, 80, 51, 31))
    let volume = UISlider(frame: CGRect(200, 80, 150, 30))
    let hidden = UIButton(type: .system)
    let disabled = UIButton(type: .system)
    let submit = UIButton(type: .system)
    let plain = UIView(frame: CGRect(20, 200, 50, 50))
    var log: [String] = []

    init() {
      hidden.frame = CGRect(20, 140, 80, 30)
      hidden.isHidden = true
      disabled.frame = CGRect(120, 140, 80, 30)
      disabled.isEnabled = false
      submit.frame = CGRect(20, 250, 80, 30)
      // Added out of reading order: focus follows the layout, not the subview order.
      for view in [submit, plain, volume, disabled, hidden, subscribe, email, name] as [UIView] {
        scene.window.addSubview(view)
      }
      submit.addAction(
        UIAction { [unowned self] _ in self.log.append("submit") }, for: .touchUpInside)
      subscribe.addAction(
        UIAction { [unowned self] _ in self.log.append("switch \(self.subscribe.isOn)") },
        for: .valueChanged)
      volume.addAction(
        UIAction { [unowned self] _ in self.log.append("volume \(self.volume.value)") },
        for: .valueChanged)
    }

    func key(_ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
      scene.send(.key(.down, "", code: Int(code.rawValue), modifiers: modifiers))
      scene.send(.key(.up, "", code: Int(code.rawValue), modifiers: modifiers))
    }

    var focused: UIView? { scene.window.focusedView }
  }

  @Test(
    "Tab visits text fields and enabled, visible controls in reading order, and wraps; Shift+Tab goes back"
  )
  func tabOrder() {
    let f = Form()
    var visited: [UIView?] = []
    for _ in 0..<6 {
      f.key(.keyboardTab)
      visited.append(f.focused)
    }
    let expected: [UIView] = [f.name, f.email, f.subscribe, f.volume, f.submit, f.name]
    #expect(zip(visited, expected).allSatisfy { $0 === $1 })
    f.key(.keyboardTab, .shift)
    #expect(f.focused === f.submit)
    #expect(f.submit.isFocused && !f.name.isFocused)
    #expect(f.submit.state == .focused && !f.volume.state.contains(.focused), "issue 30")
  }

  @Test("a focused text field is the first responder and is typed into; Tab leaves it")
  func textFieldsEdit() {
    let f = Form()
    f.key(.keyboardTab)
    #expect(f.name.isFirstResponder)
    f.scene.send(InputRecord(.text("Ada")))
    #expect(f.name.text == "Ada")
    f.key(.keyboardTab)
    #expect(!f.name.isFirstResponder && f.email.isFirstResponder)
  }

  @Test(
    "Space presses a focused button, Return flips a focused switch, arrows move a focused slider")
  func activation() {
    let f = Form()
    f.scene.window.focusedView = nil
    f.key(.keyboardTab)
    f.key(.keyboardTab)
    f.key(.keyboardTab)
    f.key(.keyboardReturnOrEnter)
    f.key(.keyboardTab)
    f.key(.keyboardRightArrow)
    f.key(.keyboardRightArrow)
    f.key(.keyboardLeftArrow)
    f.key(.keyboardTab)
    f.key(.keyboardSpacebar)
    #expect(f.log == ["switch true", "volume 0.1", "volume 0.2", "volume 0.1", "submit"])
  }

  @Test("Tab from a text field clicked into moves on to the next view, not the first")
  func tabFromFirstResponder() {
    let f = Form()
    _ = f.email.becomeFirstResponder()
    f.key(.keyboardTab)
    #expect(f.focused === f.subscribe && !f.email.isFirstResponder)
  }

  @Test("a touch anywhere else, or Escape, lets focus go; nothing focusable, Tab does nothing")
  func losingFocus() {
    let f = Form()
    f.key(.keyboardTab)
    f.key(.keyboardTab)
    f.key(.keyboardTab)
    f.scene.fingers.tap(at: CGPoint(300, 200))
    #expect(f.focused == nil)
    f.key(.keyboardTab, .shift)
    #expect(f.focused === f.submit)
    f.key(.keyboardEscape)
    #expect(f.focused == nil)
    let empty = TestScene()
    empty.send(.key(.down, "", code: Int(UIKeyboardHIDUsage.keyboardTab.rawValue)))
    #expect(empty.window.focusedView == nil && empty.diagnostics.isEmpty)
  }

  @Test("the focus ring is drawn round the focused view, and only while something has focus")
  func ring() {
    let f = Form()
    func ringQuads() -> Int {
      let list = DisplayListBuilder.build(
        f.scene.app, pixelSize: CGSize(width: 400, height: 300), scale: 1)
      return list.items.filter {
        if case .fill(let points, let color) = $0, color == UIColor.systemBlue.displayColor {
          return points.allSatisfy {
            abs($0.y - 247) < 6 || abs($0.y - 283) < 6 || abs($0.x - 17) < 6 || abs($0.x - 103) < 6
          }
        }
        return false
      }.count
    }
    #expect(ringQuads() == 0)
    f.key(.keyboardTab, .shift)
    #expect(f.focused === f.submit)
    #expect(ringQuads() >= 4, "four sides round the submit button")
  }
}
