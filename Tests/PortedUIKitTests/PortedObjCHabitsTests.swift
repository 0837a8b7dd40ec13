import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Freed when the test lets go of it.
final class Payload {
  let name: String
  init(_ name: String) { self.name = name }
}

@Suite("Ported UIKit code: notifications and timers by selector, associated objects")
@MainActor
struct PortedObjCHabitsTests {
  @Test("a controller observing keyboard notifications by selector; removing stops them")
  func keyboardObservers() {
    let scene = PortScene()
    let controller = KeyboardAvoidingController()
    scene.window.rootViewController = controller
    controller.loadViewIfNeeded()
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(
        cgRect: CGRect(x: 0, y: 300, width: 400, height: 260)),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
    ]
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
    #expect(controller.bottomInset == 260 && controller.lastDuration == 0.25)
    NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
    #expect(controller.bottomInset == 0)
    controller.stopObserving()
    NotificationCenter.default.post(
      name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
    #expect(controller.bottomInset == 0, "removed: not called")
  }

  @Test("a freed observer is forgotten; a text field posts its text notifications")
  func freedObserverAndTextField() {
    let scene = PortScene()
    weak var gone: KeyboardAvoidingController?
    do {
      let controller = KeyboardAvoidingController()
      controller.loadViewIfNeeded()
      gone = controller
    }
    #expect(gone == nil, "observing does not keep the observer alive")
    NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    scene.window.addSubview(field)
    var heard: [String] = []
    let tokens = [
      UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
      UITextField.textDidEndEditingNotification,
    ].map { name in
      NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
        heard.append(note.name.rawValue.replacingOccurrences(of: "UITextFieldTextDid", with: ""))
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    #expect(field.becomeFirstResponder())
    field.insertText("hi")
    #expect(field.resignFirstResponder())
    #expect(heard == ["BeginEditingNotification", "ChangeNotification", "EndEditingNotification"])
  }

  @Test("a selector timer sends its action with itself and its userInfo")
  func selectorTimer() throws {
    let poller = Poller()
    poller.start()
    let timer = try #require(poller.timer)
    #expect(timer.isValid && timer.timeInterval == 5)
    timer.fire()
    #expect(poller.ticks == ["feed"])
    timer.invalidate()
    let unscheduled = Timer(
      timeInterval: 1, target: poller, selector: "poll:", userInfo: nil, repeats: false)
    unscheduled.fire()
    unscheduled.invalidate()
    #expect(poller.ticks == ["feed", "?"])
  }

  @Test("associated objects: stored per view, weak when assigned, gone with the view")
  func associatedObjects() {
    let view = UIView()
    #expect(view.badgeText == nil)
    view.badgeText = "3"
    #expect(view.badgeText == "3" && UIView().badgeText == nil)
    weak var payload: Payload?
    do {
      let owner = Payload("owner")
      payload = owner
      view.weakOwner = owner
      #expect((view.weakOwner as? Payload)?.name == "owner")
    }
    #expect(payload == nil && view.weakOwner == nil, "ASSIGN holds weakly")
    weak var freed: Payload?
    do {
      let held = UIView()
      let value = Payload("kept")
      freed = value
      objc_setAssociatedObject(held, &heldKey, value, .OBJC_ASSOCIATION_RETAIN)
    }
    #expect(freed == nil, "a view's values go with it")
    view.badgeText = nil
    #expect(view.badgeText == nil)
    objc_setAssociatedObject(5, &heldKey, "ignored", .OBJC_ASSOCIATION_RETAIN)
    #expect(objc_getAssociatedObject(5, &heldKey) == nil, "a value type has no identity")
  }
}

nonisolated(unsafe) private var heldKey: UInt8 = 0

@Suite("Ported UIKit code: the find-the-first-responder idiom")
@MainActor
struct PortedFirstResponderFinderTests {
  @Test("UIResponder.currentFirstResponder answers the editing field from taps and actions")
  func finder() {
    let scene = PortScene()
    let controller = FinderFormController()
    scene.window.rootViewController = controller
    #expect(UIResponder.currentFirstResponder == nil, "nothing is editing")
    scene.fingers.tap(at: CGPoint(x: 60, y: 35))
    #expect(controller.name.isFirstResponder)
    #expect(UIResponder.currentFirstResponder === controller.name)
    scene.fingers.tap(at: CGPoint(x: 50, y: 135))
    scene.fingers.tap(at: CGPoint(x: 60, y: 85))
    scene.fingers.tap(at: CGPoint(x: 200, y: 300))
    #expect(controller.found == ["name", "note"], "from a button's action and a recognizer's")
    #expect(controller.note.becomeFirstResponder())
    scene.key(.keyboardA, "a")
    #expect(UIResponder.currentFirstResponder === controller.note)
    controller.view.endEditing(true)
    #expect(UIResponder.currentFirstResponder == nil)
  }

  @Test("unregistered, the idiom answers nil and a diagnostic names the line to add, once")
  func unregistered() {
    let scene = PortScene()
    var messages: [String] = []
    scene.app.diagnosticHandler = { messages.append($0.message) }
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
    scene.window.addSubview(field)
    #expect(field.becomeFirstResponder())
    let name: Selector = "findFirstResponderWithoutRegistering:"
    #expect(!scene.app.sendAction(name, to: nil, from: nil, for: nil))
    #expect(!scene.app.sendAction(name, to: nil, from: nil, for: nil))
    #expect(messages.count == 1)
    #expect(messages.first?.contains("from UITextField on") == true)
    #expect(messages.first?.contains("Selector.register(\"\(name)\"") == true)
  }
}
