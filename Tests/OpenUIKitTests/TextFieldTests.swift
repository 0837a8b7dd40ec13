import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Records delegate calls and can refuse changes and Return.
@MainActor
final class FieldDelegate: UITextFieldDelegate {
  var log: [String] = []
  var allowsChange = true
  var allowsReturn = true
  func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
  func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    log.append("change(\(range.location),\(range.length),\(string))")
    return allowsChange
  }
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    log.append("return")
    return allowsReturn
  }
}

extension TestScene {
  func key(
    _ code: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = [], characters: String = ""
  ) {
    let key = UIKey(
      characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers,
      keyCode: code)
    send(
      InputRecord(.key(KeyInput(phase: .down, key: key))),
      InputRecord(.key(KeyInput(phase: .up, key: key))))
  }
  func type(_ text: String) { send(InputRecord(.text(text))) }
}

@Suite("Text fields: editing, selection, clipboard, first responder", .debugSwitchesOff)
@MainActor
struct TextFieldTests {
  func setUp() -> (TestScene, UITextField) {
    let scene = TestScene()
    let field = UITextField(frame: CGRect(0, 0, 300, 40))
    field.font = .systemFont(ofSize: 10)  // 6 points a character with the estimate
    scene.window.addSubview(field)
    return (scene, field)
  }

  @Test(
    "E7: becoming first responder starts text input, resigning stops it; a tap sends editingDidBegin"
  )
  func tapToEdit() {
    let (scene, field) = setUp()
    logEvents(field, scene.log)
    var inputs: [Bool] = []
    scene.app.textInputHandler = { inputs.append($0) }
    scene.fingers.tap(at: CGPoint(20, 20))
    #expect(field.isFirstResponder && field.isEditing)
    #expect(inputs == [true])
    #expect(scene.log.entries.contains("editingDidBegin"))
    #expect(field.resignFirstResponder())
    #expect(inputs == [true, false])
  }

  @Test("typed text, multi-byte characters and backspace over them")
  func typing() {
    let (scene, field) = setUp()
    let delegate = FieldDelegate()
    field.delegate = delegate
    logEvents(field, scene.log)
    field.becomeFirstResponder()
    scene.type("Grüße ")
    scene.type("👍🏽")
    #expect(field.text == "Grüße 👍🏽")
    scene.key(.keyboardDeleteOrBackspace)
    #expect(field.text == "Grüße ", "one backspace removes the whole emoji with its skin tone")
    scene.key(.keyboardLeftArrow)
    scene.key(.keyboardLeftArrow)
    scene.key(.keyboardDeleteOrBackspace)
    #expect(field.text == "Grüe ")
    #expect(delegate.log.contains("change(3,1,)"))
    #expect(scene.log.entries.filter { $0 == "editingChanged" }.count == 4)
  }

  @Test("keys that type text stay with the field; other keys go up the chain")
  func typingKeysStay() {
    let scene = TestScene()
    let parent = scene.responder("parent", frame: CGRect(0, 0, 300, 300))
    let field = UITextField(frame: CGRect(0, 0, 200, 40))
    parent.addSubview(field)
    field.becomeFirstResponder()
    scene.key(UIKeyboardHIDUsage(rawValue: 31), characters: "2")
    #expect(scene.log.entries.isEmpty)
    scene.key(.keyboardF1)
    #expect(scene.log.entries == ["parent.pressesBegan()", "parent.pressesEnded()"])
  }

  @Test("the delegate can refuse a change")
  func refusedChange() {
    let (scene, field) = setUp()
    let delegate = FieldDelegate()
    delegate.allowsChange = false
    field.delegate = delegate
    field.becomeFirstResponder()
    scene.type("x")
    #expect(field.text == nil || field.text == "")
  }

  @Test("arrows, Home, End and Shift move and extend the selection; Delete removes forward")
  func caretAndSelection() {
    let (scene, field) = setUp()
    field.becomeFirstResponder()
    scene.type("hello world")
    scene.key(.keyboardHome)
    scene.key(.keyboardRightArrow, .shift)
    scene.key(.keyboardRightArrow, .shift)
    #expect(field.selectedRange == NSRange(location: 0, length: 2))
    scene.key(.keyboardEnd, .shift)
    #expect(field.selectedRange == NSRange(location: 0, length: 11))
    scene.key(.keyboardLeftArrow)
    #expect(field.selectedRange == NSRange(location: 0, length: 0))
    scene.key(.keyboardDeleteForward)
    #expect(field.text == "ello world")
  }

  @Test("a drag selects text under the finger")
  func dragSelection() {
    let (scene, field) = setUp()
    field.text = "abcdefghij"
    // Text starts 8 points in; each character is 6 points wide.
    scene.fingers.press(at: CGPoint(8 + 6 * 2, 20)).move(to: CGPoint(8 + 6 * 5, 20)).release()
    #expect(field.selectedRange == NSRange(location: 2, length: 3))
  }

  @Test("cut, copy and paste are nil-target actions; Ctrl and Cmd shortcuts reach them")
  func clipboard() {
    let (scene, field) = setUp()
    field.becomeFirstResponder()
    scene.type("copy me")
    field.selectedRange = NSRange(location: 0, length: 4)
    #expect(scene.app.sendAction(.copy, to: nil, from: nil, for: nil))
    #expect(scene.app.hostServices.clipboard.string == "copy")
    scene.key(.keyboardEnd)
    #expect(scene.app.sendAction(.paste, to: nil, from: nil, for: nil))
    #expect(field.text == "copy mecopy")
    scene.key(.keyboardA, .control, characters: "a")
    #expect(field.selectedRange.length == 11)
    scene.key(.keyboardX, .command, characters: "x")
    #expect(field.text == "" && scene.app.hostServices.clipboard.string == "copy mecopy")
    #expect(
      !scene.app.sendAction(.copy, to: nil, from: nil, for: nil),
      "nothing selected: copy is not available")
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("a Copy button with a nil target copies from whichever field is first responder")
  func copyButton() {
    let (scene, field) = setUp()
    let second = UITextField(frame: CGRect(0, 100, 300, 40))
    scene.window.addSubview(second)
    let copy = UIButton(frame: CGRect(0, 200, 100, 40))
    copy.addTarget(nil, action: .copy, for: .touchUpInside)
    scene.window.addSubview(copy)
    field.text = "first"
    second.text = "second"
    second.becomeFirstResponder()
    second.selectedRange = NSRange(location: 0, length: 6)
    scene.fingers.tap(at: CGPoint(10, 210))
    #expect(scene.app.hostServices.clipboard.string == "second")
    #expect(second.isFirstResponder, "tapping a control keeps the field editing")
  }

  @Test("Return asks the delegate, sends editingDidEndOnExit and resigns")
  func returnKey() {
    let (scene, field) = setUp()
    let delegate = FieldDelegate()
    field.delegate = delegate
    logEvents(field, scene.log)
    field.becomeFirstResponder()
    delegate.allowsReturn = false
    scene.key(.keyboardReturnOrEnter, characters: "\r")
    #expect(field.isFirstResponder)
    delegate.allowsReturn = true
    scene.key(.keyboardReturnOrEnter, characters: "\r")
    #expect(!field.isFirstResponder)
    #expect(scene.log.entries.suffix(2) == ["editingDidEndOnExit", "editingDidEnd"])
    #expect(delegate.log == ["didBegin", "return", "return", "didEnd"])
  }

  @Test("tapping another field moves first responder; tapping the background keeps it (as UIKit)")
  func focusMoves() {
    let (scene, field) = setUp()
    let second = UITextField(frame: CGRect(0, 100, 300, 40))
    scene.window.addSubview(second)
    var inputs: [Bool] = []
    scene.app.textInputHandler = { inputs.append($0) }
    scene.fingers.tap(at: CGPoint(20, 20))
    scene.fingers.wait(1).tap(at: CGPoint(20, 120))
    #expect(second.isFirstResponder && !field.isFirstResponder)
    scene.fingers.wait(1).tap(at: CGPoint(200, 300))
    #expect(second.isFirstResponder)
    #expect(inputs == [true])
  }

  @Test(
    "endEditing(_:) resigns the first responder inside the view; force overrides a refusing delegate"
  )
  func endEditing() {
    let (scene, field) = setUp()
    let container = UIView(frame: CGRect(0, 200, 300, 100))
    scene.window.addSubview(container)
    let inner = UITextField(frame: CGRect(0, 0, 300, 40))
    container.addSubview(inner)
    #expect(inner.becomeFirstResponder())
    #expect(field.endEditing(false), "no first responder inside the field: nothing to do")
    #expect(inner.isFirstResponder)
    let refusing = RefusingFieldDelegate()
    inner.delegate = refusing
    #expect(!container.endEditing(false) && inner.isFirstResponder, "the delegate refuses")
    #expect(container.endEditing(true) && !inner.isFirstResponder && !inner.isEditing)
    #expect(scene.window.endEditing(false), "nothing left to end")
  }

  @Test(
    "E8: views leaving the window force only the fields inside them; one elsewhere, resigned from a cancel callback, still asks its delegate (issue 29)"
  )
  func forcedResignIsScoped() {
    final class Canceller: UIView {
      var onCancel: (() -> Void)?
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        onCancel?()
      }
    }
    let (scene, field) = setUp()
    let refusing = RefusingFieldDelegate()
    field.delegate = refusing
    #expect(field.becomeFirstResponder())
    let leaving = Canceller(frame: CGRect(0, 100, 100, 100))
    let inside = UITextField(frame: CGRect(0, 0, 100, 40))
    inside.delegate = refusing
    leaving.addSubview(inside)
    scene.window.addSubview(leaving)
    var resigned: [Bool] = []
    leaving.onCancel = {
      resigned.append(field.resignFirstResponder())
      resigned.append(inside.becomeFirstResponder())
    }
    scene.fingers.press(at: CGPoint(50, 180))
    leaving.removeFromSuperview()
    #expect(resigned == [false, false], "the field elsewhere refused; focus stayed with it")
    #expect(field.isFirstResponder && field.isEditing)
    // endEditing(true) on a view forces the fields inside it.
    #expect(scene.window.endEditing(true) && !field.isFirstResponder)
  }

  @Test(
    "the usual dismissal: a background tap recognizer that ends editing, leaving taps on fields alone"
  )
  func backgroundTapEndsEditing() {
    let (scene, field) = setUp()
    let background = UIView(frame: scene.window.bounds)
    scene.window.insertSubview(background, at: 0)
    let dismiss = BackgroundOnlyDelegate(background)
    let tap = UITapGestureRecognizer { [unowned background] _ in background.window?.endEditing(true)
    }
    tap.cancelsTouchesInView = false
    tap.delegate = dismiss
    scene.window.addGestureRecognizer(tap)
    scene.fingers.tap(at: CGPoint(20, 20))
    #expect(field.isFirstResponder)
    scene.fingers.wait(1).tap(at: CGPoint(200, 300))
    #expect(!field.isFirstResponder)
  }

  @Test("UIKeyCommand: a command in the chain runs its action and the key is not delivered")
  func keyCommands() {
    @MainActor final class Commanding: UIView {
      var log: [String] = []
      override var canBecomeFirstResponder: Bool { true }
      override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .control, action: "save:")]
      }
      override func action(for selector: Selector) -> ActionHandler? {
        if selector == "save:" { return { [weak self] _, _ in self?.log.append("save") } }
        return super.action(for: selector)
      }
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("press")
      }
    }
    let scene = TestScene()
    let view = Commanding(frame: .zero)
    scene.window.addSubview(view)
    view.becomeFirstResponder()
    scene.key(UIKeyboardHIDUsage(rawValue: 22), .control, characters: "s")
    scene.key(UIKeyboardHIDUsage(rawValue: 22), characters: "s")
    #expect(view.log == ["save", "press"])
    #expect(scene.diagnostics.isEmpty, "the command key's release is expected")
  }

  @Test(
    "E12/E13: with no first responder, key commands and their actions start at the root view controller and reach the app delegate"
  )
  func keyCommandsWithoutFirstResponder() {
    @MainActor final class Commanding: UIViewController {
      var log: [String] = []
      override var keyCommands: [UIKeyCommand]? {
        [
          UIKeyCommand(input: "s", modifierFlags: .control, action: "save:"),
          UIKeyCommand(input: "q", modifierFlags: .control, action: "quitApp:"),
          UIKeyCommand(input: "c", modifierFlags: .control, action: "myCopy:"),
        ]
      }
      override func action(for selector: Selector) -> ActionHandler? {
        switch selector {
        case "save:": return { [weak self] _, _ in self?.log.append("save") }
        case "myCopy:": return { [weak self] _, _ in self?.log.append("myCopy") }
        default: return super.action(for: selector)
        }
      }
    }
    @MainActor final class Delegate: UIResponder, UIApplicationDelegate {
      var log: [String] = []
      override func action(for selector: Selector) -> ActionHandler? {
        if selector == "quitApp:" { return { [weak self] _, _ in self?.log.append("quit") } }
        return super.action(for: selector)
      }
    }
    let scene = TestScene()
    let delegate = Delegate()
    scene.app.delegate = delegate
    let controller = Commanding()
    scene.window.rootViewController = controller
    scene.key(UIKeyboardHIDUsage(rawValue: 22), .control, characters: "s")
    scene.key(UIKeyboardHIDUsage(rawValue: 20), .control, characters: "q")
    #expect(controller.log == ["save"] && delegate.log == ["quit"])
    // The built-in editing commands match before the app's own: Ctrl+C in a field copies.
    let field = UITextField(frame: CGRect(0, 0, 200, 40))
    field.text = "hello"
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())
    _ = scene.app.sendAction(.selectAll, to: nil, from: nil, for: nil)
    scene.app.hostServices.clipboard.string = ""
    scene.key(UIKeyboardHIDUsage(rawValue: 6), .control, characters: "c")
    #expect(scene.app.hostServices.clipboard.string == "hello" && controller.log == ["save"])
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("bad input: a 1 MB paste, keys with no first responder, a field removed while editing")
  func badInput() {
    let (scene, field) = setUp()
    field.becomeFirstResponder()
    scene.app.hostServices.clipboard.string = String(repeating: "0123456789\n", count: 100_000)
    #expect(scene.app.sendAction(.paste, to: nil, from: nil, for: nil))
    #expect(field.text?.count == 1_100_000)
    #expect(field.text?.contains("\n") == false, "a single-line field turns newlines into spaces")
    _ = DisplayListBuilder.build(scene.app, pixelSize: CGSize(width: 320, height: 480), scale: 1)
    field.resignFirstResponder()
    scene.key(.keyboardA, characters: "a")
    scene.type("lost")
    #expect(scene.diagnostics.isEmpty)
    field.becomeFirstResponder()
    field.removeFromSuperview()
    #expect(!field.isFirstResponder && !field.isEditing)
  }
}

/// A text field delegate that refuses to end editing.
@MainActor
final class RefusingFieldDelegate: UITextFieldDelegate {
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
}

/// A gesture delegate that lets a recognizer see only touches on one background view.
@MainActor
final class BackgroundOnlyDelegate: UIGestureRecognizerDelegate {
  unowned let background: UIView
  init(_ background: UIView) { self.background = background }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    touch.view === background
  }
}
