import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Records the keyboard's notifications: name and end frame.
@MainActor
private final class KeyboardLog {
  var lines: [String] = []
  private var observers: [any NSObjectProtocol] = []

  init() {
    let names: [(String, Notification.Name)] = [
      ("willShow", UIResponder.keyboardWillShowNotification),
      ("didShow", UIResponder.keyboardDidShowNotification),
      ("willHide", UIResponder.keyboardWillHideNotification),
      ("didHide", UIResponder.keyboardDidHideNotification),
      ("willChange", UIResponder.keyboardWillChangeFrameNotification),
      ("didChange", UIResponder.keyboardDidChangeFrameNotification),
    ]
    for (label, name) in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          [weak self] note in
          let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue
          let line = "\(label) \(end.map { "\(Int($0.minY))+\(Int($0.height))" } ?? "?")"
          MainActor.assumeIsolated { self?.lines.append(line) }
        })
    }
  }

  func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
}

/// Counts returns, as a screen that moves to the next field would.
@MainActor
private final class Returns: NSObject, UITextFieldDelegate {
  var count = 0
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    count += 1
    return true
  }
}

@Suite(
  "On-screen keyboard: shown for touches, typing through UIKeyInput (issue 35)", .debugSwitchesOff)
@MainActor
struct OnScreenKeyboardTests {
  let scene = TestScene(size: CGSize(width: 320, height: 480))

  private func field(_ configure: (UITextField) -> Void = { _ in }) -> UITextField {
    scene.app.onScreenKeyboardMode = .automatic
    let field = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 36))
    configure(field)
    scene.window.addSubview(field)
    return field
  }

  private var keyboard: OnScreenKeyboard { scene.app.onScreenKeyboard }

  /// Taps the key read as `label` with a finger.
  private func tap(_ label: String) {
    guard let key = keyboard.window?.keys.first(where: { $0.accessibilityLabel == label }),
      let window = key.window
    else {
      Issue.record("no key \(label)")
      return
    }
    let centre = key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: window)
    scene.fingers.tap(at: window.convertToSuperview(centre))
  }

  private var labels: [String] { keyboard.window?.keys.compactMap(\.accessibilityLabel) ?? [] }

  // Apple (keyboardWillShowNotification): posted "immediately prior to displaying the
  // keyboard"; the user info holds the frames, the animation's duration and curve.
  @Test("a touch on a field shows it with UIKit's notifications and frames; a click does not")
  func showAndHide() throws {
    let log = KeyboardLog()
    defer { log.stop() }
    let field = field()
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    #expect(field.isFirstResponder && keyboard.isVisible)
    #expect(log.lines == ["willShow 264+216", "willChange 264+216"])
    scene.runFrames(for: 0.3)
    #expect(log.lines.suffix(2) == ["didShow 264+216", "didChange 264+216"])
    #expect(keyboard.window?.frame == CGRect(x: 0, y: 264, width: 320, height: 216))
    #expect(scene.app.onScreenKeyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))
    field.resignFirstResponder()
    #expect(
      !keyboard.isVisible && log.lines.suffix(2) == ["willHide 480+216", "willChange 480+216"])
    scene.runFrames(for: 0.3)
    #expect(keyboard.window?.isHidden == true && log.lines.last == "didChange 480+216")
    // A mouse click means a desktop with a keyboard: nothing shows.
    let mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    mouse.tap(at: CGPoint(x: 100, y: 58))
    #expect(field.isFirstResponder && !keyboard.isVisible)
  }

  @Test("keys type through UIKeyInput: a capital to start, shift, space, numbers, delete")
  func typing() {
    let field = field()
    var changes = 0
    field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    tap("H")
    for key in ["i", "space", "123", "1", "ABC", "shift", "O", "k"] { tap(key) }
    #expect(field.text == "Hi 1Ok" && changes == 6)
    tap("delete")
    #expect(field.text == "Hi 1O")
    // Twice quickly on shift locks capitals.
    tap("shift")
    tap("shift")
    for key in ["A", "B"] { tap(key) }
    #expect(field.text == "Hi 1OAB")
    // With .words, each word starts with a capital by itself.
    field.resignFirstResponder()
    field.text = ""
    field.autocapitalizationType = .words
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    for key in ["O", "k", "space", "G", "o"] { tap(key) }
    #expect(field.text == "Ok Go")
  }

  @Test("return asks the delegate and ends editing; the hide key lets the keyboard go")
  func returnAndHide() {
    let returns = Returns()
    let field = field {
      $0.delegate = returns
      $0.returnKeyType = .done
    }
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    #expect(labels.contains("done"))
    tap("done")
    #expect(returns.count == 1 && !field.isFirstResponder && !keyboard.isVisible)
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    tap("hide keyboard")
    #expect(field.isFirstResponder && !keyboard.isVisible, "hidden, still editing")
  }

  @Test("the keyboard type chooses the keys; an empty field can turn the return key off")
  func keyboardTypes() {
    let field = field {
      $0.keyboardType = .numberPad
      $0.enablesReturnKeyAutomatically = true
    }
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    #expect(
      labels == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "hide keyboard", "0", "delete"])
    tap("4")
    tap("2")
    #expect(field.text == "42")
    field.keyboardType = .emailAddress
    field.autocapitalizationType = .none
    field.resignFirstResponder()
    field.text = ""
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    #expect(labels.contains("@") && labels.contains("."))
    let returnKey = keyboard.window?.keys.first { $0.spec.action == .returnKey }
    #expect(returnKey?.isEnabled == false, "nothing typed yet")
    tap("a")
    #expect(returnKey?.isEnabled == true)
  }

  // Apple (inputView): "the system displays this input view when the responder becomes the
  // first responder"; (inputAccessoryView): shown "above the system-supplied keyboard".
  @Test("an inputView replaces the keys, an inputAccessoryView sits on top, in the frame")
  func inputViews() {
    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let field = field {
      $0.inputView = picker
      $0.inputAccessoryView = bar
    }
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    #expect(scene.app.onScreenKeyboardFrame == CGRect(x: 0, y: 256, width: 320, height: 224))
    #expect(picker.window === keyboard.window && bar.window === keyboard.window)
    #expect(picker.frame == CGRect(x: 0, y: 44, width: 320, height: 180))
    field.inputView = nil
    field.reloadInputViews()
    #expect(scene.app.onScreenKeyboardFrame?.height == 44 + 216 && picker.window == nil)
  }

  @Test("a hardware key hides it for good (automatic); always shows it after a click too")
  func modes() {
    let field = field()
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    #expect(keyboard.isVisible)
    scene.send(.key(.down, "x", code: 27))
    scene.send(InputRecord(.text("x")))
    scene.send(.key(.up, "x", code: 27))
    #expect(!keyboard.isVisible && field.text == "x")
    field.resignFirstResponder()
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    #expect(!keyboard.isVisible, "the desktop has a keyboard")
    scene.app.onScreenKeyboardMode = .always
    #expect(keyboard.isVisible)
    scene.app.onScreenKeyboardMode = .never
    #expect(!keyboard.isVisible)
    let forced = OnScreenKeyboard(
      application: scene.app, environment: ["OPENUIKIT_ON_SCREEN_KEYBOARD": "1"])
    #expect(forced.mode == .always)
  }

  @Test("delete repeats while held: once at the press, after half a second ten times a second")
  func deleteRepeats() throws {
    let field = field()
    field.text = String(repeating: "a", count: 20)
    scene.fingers.tap(at: CGPoint(x: 100, y: 58))
    let key = try #require(keyboard.window?.keys.first { $0.spec.action == .delete })
    let window = try #require(key.window)
    let centre = window.convertToSuperview(
      key.convert(CGPoint(x: key.bounds.midX, y: key.bounds.midY), to: window))
    scene.fingers.press(at: centre)
    #expect(field.text?.count == 19)
    scene.runFrames(for: 0.45)
    #expect(field.text?.count == 19)
    scene.runFrames(for: 0.5)
    #expect(field.text?.count == 19 - 5 - 1 || field.text?.count == 19 - 5)
    scene.fingers.release()
    let left = field.text?.count
    scene.runFrames(for: 0.5)
    #expect(field.text?.count == left)
  }
}
