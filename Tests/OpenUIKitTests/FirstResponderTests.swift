import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A text-accepting responder.
@MainActor
final class TextSink: UIView, UIKeyInput {
  var text = ""
  override var canBecomeFirstResponder: Bool { true }
  var hasText: Bool { !text.isEmpty }
  func insertText(_ text: String) { self.text += text }
  func deleteBackward() { _ = text.popLast() }
}

@Suite("First responder, presses, motion and remote control (E1–E17)", .debugSwitchesOff)
@MainActor
struct FirstResponderTests {
  @Test("E1: responders, views and controllers cannot become first responder by default")
  func defaults() {
    let scene = TestScene()
    let v = UIView()
    scene.window.addSubview(v)
    #expect(!UIResponder().canBecomeFirstResponder)
    #expect(!v.canBecomeFirstResponder)
    #expect(!UIViewController().canBecomeFirstResponder)
    #expect(!v.becomeFirstResponder())
    #expect(!v.isFirstResponder)
  }

  @Test("E2: becoming first responder outside a window fails; twice in a window succeeds")
  func activeHierarchy() {
    let scene = TestScene()
    let v = LoggingResponderView("v", scene.log)
    v.acceptsFirstResponder = true
    #expect(!v.becomeFirstResponder())
    scene.window.addSubview(v)
    #expect(v.becomeFirstResponder())
    #expect(v.becomeFirstResponder())
    #expect(v.isFirstResponder)
  }

  @Test("E3/E4: a refusal by canBecome has no side effects; a refused resign keeps the old one")
  func orderOfChecks() {
    let scene = TestScene()
    let current = LoggingResponderView("current", scene.log)
    current.acceptsFirstResponder = true
    let refuser = LoggingResponderView("refuser", scene.log)
    let other = LoggingResponderView("other", scene.log)
    other.acceptsFirstResponder = true
    [current, refuser, other].forEach(scene.window.addSubview)
    current.becomeFirstResponder()
    #expect(!refuser.becomeFirstResponder())
    #expect(current.isFirstResponder)
    current.refusesResign = true
    #expect(!other.becomeFirstResponder())
    #expect(current.isFirstResponder)
    current.refusesResign = false
    #expect(other.becomeFirstResponder())
    #expect(!current.isFirstResponder)
  }

  @Test("E5/E6: resign gives up status; each window has its own first responder")
  func perWindow() {
    let scene = TestScene()
    let a = LoggingResponderView("a", scene.log)
    a.acceptsFirstResponder = true
    scene.window.addSubview(a)
    let second = UIWindow(frame: CGRect(0, 0, 10, 10))
    let b = LoggingResponderView("b", scene.log)
    b.acceptsFirstResponder = true
    second.addSubview(b)
    #expect(a.becomeFirstResponder())
    #expect(b.becomeFirstResponder())
    #expect(a.isFirstResponder && b.isFirstResponder)
    #expect(a.canResignFirstResponder)
    #expect(a.resignFirstResponder())
    #expect(!a.isFirstResponder)
  }

  @Test("E8: removing or hiding the first responder makes it resign")
  func removalAndHide() {
    let scene = TestScene()
    let container = UIView()
    let v = LoggingResponderView("v", scene.log)
    v.acceptsFirstResponder = true
    scene.window.addSubview(container)
    container.addSubview(v)
    v.becomeFirstResponder()
    container.removeFromSuperview()
    #expect(!v.isFirstResponder)
    scene.window.addSubview(container)
    v.becomeFirstResponder()
    container.isHidden = true
    #expect(!v.isFirstResponder)
  }

  @Test("E9/E10/E11: a key goes to the first responder as began then ended, and walks next")
  func pressesToFirstResponder() {
    let scene = TestScene()
    let parent = scene.responder("parent", frame: CGRect(0, 0, 200, 200))
    scene.responder("v", in: parent, focused: true)
    scene.app.enqueue(.key(.down, "q"))
    scene.send(.key(.up, "q"))
    #expect(
      scene.log.entries == [
        "v.pressesBegan(q)", "parent.pressesBegan(q)", "v.pressesEnded(q)",
        "parent.pressesEnded(q)",
      ])
  }

  @Test("E11: the press keeps the responder it began with even if focus moves")
  func pressKeepsResponder() {
    final class PressSpy: UIView {
      var presses: [UIPress] = []
      var ended: [UIPress] = []
      override var canBecomeFirstResponder: Bool { true }
      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += presses
      }
      override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        ended += presses
      }
    }
    let scene = TestScene()
    let a = PressSpy(), b = PressSpy()
    scene.window.addSubview(a)
    scene.window.addSubview(b)
    a.becomeFirstResponder()
    scene.send(.key(.down, "z"))
    b.becomeFirstResponder()
    #expect(a.presses.first?.responder === a)
    #expect(a.presses.first?.key?.keyCode == .keyboardA)
    #expect(a.presses.first?.phase == .began)
    // The key-up goes to the responder the press began with, though b is first responder now.
    scene.send(.key(.up, "z"))
    #expect(
      a.ended.count == 1 && a.ended.first === a.presses.first && b.ended.isEmpty
        && b.presses.isEmpty)
    #expect(a.ended.first?.phase == .ended)
  }

  @Test("E12 decision: with no first responder, presses start at the deepest presented controller")
  func pressesWithoutFirstResponder() {
    final class KeyController: UIViewController {
      let log: EventLog
      let name: String
      init(_ name: String, _ log: EventLog) {
        self.name = name
        self.log = log
        super.init()
      }
      required init?(coder: NSCoder) { nil }

      override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record("\(name).pressesBegan")
        super.pressesBegan(presses, with: event)
      }
    }
    let scene = TestScene()
    let root = KeyController("root", scene.log)
    scene.window.rootViewController = root
    scene.send(.key(.down, "a", code: 5))
    let modal = KeyController("modal", scene.log)
    root.present(modal, animated: false)
    scene.send(.key(.down, "b", code: 6))
    #expect(scene.log.entries == ["root.pressesBegan", "modal.pressesBegan", "root.pressesBegan"])
  }

  @Test("E14: shake goes to the first responder and up the chain")
  func shake() {
    let scene = TestScene()
    let parent = scene.responder("parent", frame: CGRect(0, 0, 200, 200))
    scene.responder("v", in: parent, focused: true)
    scene.app.enqueue(InputRecord(.motion(.began)))
    scene.send(InputRecord(.motion(.ended)))
    #expect(
      scene.log.entries == [
        "v.motionBegan", "parent.motionBegan", "v.motionEnded", "parent.motionEnded",
      ])
  }

  @Test("E15 decision: motion without a first responder is dropped")
  func shakeDropped() {
    let scene = TestScene()
    scene.window.addSubview(LoggingResponderView("v", scene.log))
    scene.send(InputRecord(.motion(.began)))
    #expect(scene.log.entries.isEmpty)
  }

  @Test("E16: remote-control events arrive only after beginReceivingRemoteControlEvents")
  func remoteControl() {
    let scene = TestScene()
    scene.responder("v", focused: true)
    scene.send(InputRecord(.remoteControl(.remoteControlPlay)))
    #expect(scene.log.entries.isEmpty)
    scene.app.beginReceivingRemoteControlEvents()
    scene.send(InputRecord(.remoteControl(.remoteControlPause)))
    scene.app.endReceivingRemoteControlEvents()
    scene.send(InputRecord(.remoteControl(.remoteControlStop)))
    #expect(scene.log.entries == ["v.remote(101)"])
  }

  @Test("D8: remote-control events go up the chain from the first responder by default")
  func remoteControlForwards() {
    let scene = TestScene()
    let parent = scene.responder("parent")
    let child = scene.responder("child", in: parent, focused: true)
    scene.app.beginReceivingRemoteControlEvents()
    scene.send(InputRecord(.remoteControl(.remoteControlPlay)))
    #expect(scene.log.entries == ["child.remote(100)", "parent.remote(100)"])
    child.callsSuper = false
    scene.send(InputRecord(.remoteControl(.remoteControlStop)))
    #expect(
      scene.log.entries.suffix(1) == ["child.remote(102)"],
      "an override that does not call super stops it")
  }

  @Test("E14: a shake goes to the first responder and up the chain; focus loss cancels it")
  func shakeCancelledByFocusLoss() {
    let scene = TestScene()
    let parent = scene.responder("parent")
    scene.responder("child", in: parent, focused: true)
    scene.send(InputRecord(.motion(.began)))
    scene.send(InputRecord(.window(.focusLost)))
    scene.send(InputRecord(.motion(.ended)))
    #expect(
      scene.log.entries == [
        "child.motionBegan", "parent.motionBegan", "child.motionCancelled",
        "parent.motionCancelled",
      ])
  }

  @Test("E17: shake-to-edit defaults to true")
  func shakeToEdit() {
    #expect(TestScene().app.applicationSupportsShakeToEdit)
  }

  @Test("text records go to a first responder that accepts text, multi-byte characters intact")
  func textInput() {
    let scene = TestScene()
    let sink = TextSink()
    scene.window.addSubview(sink)
    scene.send(InputRecord(.text("lost")))
    sink.becomeFirstResponder()
    scene.send(InputRecord(.text("Grüße ✓")))
    #expect(sink.text == "Grüße ✓")
  }

  @Test(
    "E10: a press forwarded up the chain stops at an ancestor app code took out of the window (issue 30)"
  )
  func forwardingStaysInTheWindow() {
    let scene = TestScene()
    let outer = scene.responder("outer")
    let mid = scene.responder("mid", in: outer)
    let field = RemovingOnPressCancel(frame: CGRect(0, 0, 50, 50))
    field.log = scene.log
    mid.addSubview(field)
    field.becomeFirstResponder()
    field.onCancel = { outer.removeFromSuperview() }
    scene.send(.key(.down, "a"))
    #expect(scene.log.entries(startingWith: "mid.presses") == ["mid.pressesBegan(a)"])
    // mid leaving cancels the field's press; the field's handler takes outer (and so mid) out.
    mid.removeFromSuperview()
    #expect(
      scene.log.entries.filter { $0.hasSuffix("pressesCancelled") } == ["field.pressesCancelled"])
    scene.send(.key(.up, "a"))
    #expect(scene.log.entries.filter { $0.contains("pressesEnded") }.isEmpty)
  }

}

/// A first responder whose `pressesCancelled` runs app code before forwarding.
private final class RemovingOnPressCancel: UIView {
  var log: EventLog?
  var onCancel: (() -> Void)?

  override var canBecomeFirstResponder: Bool { true }

  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log?.record("field.pressesCancelled")
    onCancel?()
    onCancel = nil
    super.pressesCancelled(presses, with: event)
  }
}
