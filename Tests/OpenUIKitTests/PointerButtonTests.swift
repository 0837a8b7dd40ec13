import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Every mouse button makes touches, as on iPadOS (decision B14, changed in issue 13): the
/// event says which (`UIEvent.buttonMask`) and which modifier keys were held
/// (`UIEvent.modifierFlags`); a tap recognizer takes its `buttonMaskRequired`, the built-in
/// continuous recognizers and controls take the primary button only, custom recognizers see all.
@MainActor
@Suite("Pointer buttons and modifier keys on touches (issue 13)", .debugSwitchesOff)
struct PointerButtonTests {
  private func mouseScene() -> (TestScene, TouchSequence, ButtonView) {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    let view = ButtonView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(view)
    return (scene, mouse, view)
  }

  @Test("a right click reaches the view as a touch whose event says .secondary, began to ended")
  func rightClickReachesTheView() {
    let (scene, mouse, view) = mouseScene()
    mouse.tap(at: CGPoint(20, 20), button: .secondary)
    #expect(view.seen.map(\.phase) == ["began", "ended"])
    #expect(view.seen.allSatisfy { $0.buttons == .secondary })
    #expect(view.seen.first?.type == .indirectPointer)
    mouse.tap(at: CGPoint(20, 20), button: .middle)
    #expect(view.seen.suffix(2).allSatisfy { $0.buttons == .button(3) })
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("fingers and the left button are the primary button")
  func fingersArePrimary() {
    let (scene, mouse, view) = mouseScene()
    scene.fingers.tap(at: CGPoint(20, 20))
    mouse.tap(at: CGPoint(30, 30))
    #expect(view.seen.count == 4 && view.seen.allSatisfy { $0.buttons == .primary })
  }

  @Test("a button pressed during a drag joins the mask; the touch ends with the one that began it")
  func buttonsJoinAndLeave() {
    let (scene, mouse, view) = mouseScene()
    mouse.press(at: CGPoint(10, 10))
    scene.send(
      .pointer(.down, id: mousePointer, kind: .mouse, at: CGPoint(10, 10), button: .secondary))
    mouse.move(to: CGPoint(20, 10))
    scene.send(
      .pointer(.up, id: mousePointer, kind: .mouse, at: CGPoint(20, 10), button: .secondary))
    mouse.move(to: CGPoint(30, 10))
    mouse.release()
    #expect(view.seen.map(\.phase) == ["began", "moved", "moved", "ended"])
    #expect(view.seen.map(\.buttons) == [.primary, [.primary, .secondary], .primary, .primary])
    #expect(scene.diagnostics.isEmpty, "\(scene.diagnostics)")
  }

  @Test(
    "a tap takes the primary button by default; buttonMaskRequired = .secondary takes right clicks only"
  )
  func tapButtons() {
    let (scene, mouse, view) = mouseScene()
    let left = UITapGestureRecognizer(target: scene.recorder("left"), action: "handle:")
    let right = UITapGestureRecognizer(target: scene.recorder("right"), action: "handle:")
    right.buttonMaskRequired = .secondary
    view.addGestureRecognizer(left)
    view.addGestureRecognizer(right)
    mouse.tap(at: CGPoint(20, 20), button: .secondary)
    #expect(scene.log.entries == ["right.action(ended)"])
    #expect(right.buttonMask == [], "nothing tracked once reset")
    mouse.tap(at: CGPoint(60, 60)).wait(1)
    #expect(scene.log.entries == ["right.action(ended)", "left.action(ended)"])
  }

  @Test("a right drag neither pans nor scrolls; the view still hears it")
  func rightDragDoesNotPan() {
    let (scene, mouse, view) = mouseScene()
    let pan = UIPanGestureRecognizer(target: scene.recorder("pan"), action: "handle:")
    view.addGestureRecognizer(pan)
    mouse.press(at: CGPoint(10, 10), button: .secondary).drag(to: CGPoint(80, 80), steps: 4)
      .release(button: .secondary)
    #expect(scene.log.entries.isEmpty)
    #expect(view.seen.first?.phase == "began" && view.seen.last?.phase == "ended")
    mouse.press(at: CGPoint(10, 10)).drag(to: CGPoint(80, 80), steps: 4).release()
    #expect(scene.log.entries.first == "pan.action(began)")
  }

  @Test("a custom recognizer sees every button and reads its buttonMask")
  func customRecognizerSeesAll() {
    let (_, mouse, view) = mouseScene()
    let custom = MaskReader()
    view.addGestureRecognizer(custom)
    mouse.press(at: CGPoint(10, 10), button: .secondary)
    #expect(custom.masks == [.secondary])
    mouse.release(button: .secondary)
  }

  @Test("a right click on a button does not press it; a left click does")
  func controlsTakePrimaryOnly() {
    let scene = TestScene(size: CGSize(width: 200, height: 200))
    let mouse = TouchSequence(application: scene.app, clock: scene.clock, kind: .mouse)
    let button = UIButton(type: .system)
    button.frame = CGRect(0, 0, 100, 40)
    scene.window.addSubview(button)
    var presses = 0
    button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
    mouse.tap(at: CGPoint(20, 20), button: .secondary)
    #expect(presses == 0 && !button.isHighlighted)
    mouse.tap(at: CGPoint(20, 20))
    #expect(presses == 1)
  }

  @Test("touches events carry the modifier keys held; focus loss forgets them")
  func modifierFlags() {
    let (scene, mouse, view) = mouseScene()
    scene.send(.modifierKey(.down, .shift))
    mouse.tap(at: CGPoint(20, 20))
    scene.send(.modifierKey(.up, []))
    mouse.tap(at: CGPoint(20, 20))
    scene.send(.modifierKey(.down, [.control, .alternate]))
    scene.send(InputRecord(.window(.focusLost)))
    mouse.tap(at: CGPoint(20, 20))
    #expect(view.seen.map(\.modifiers) == [.shift, .shift, [], [], [], []])
  }
}

/// The mouse's pointer id in tests: TouchSequence's finger 0.
private let mousePointer = PointerID(device: 1, index: 0)

/// Records each touches call: the phase, the event's buttons and modifiers, the touch type.
private final class ButtonView: UIView {
  struct Seen {
    let phase: String
    let buttons: UIEvent.ButtonMask
    let modifiers: UIKeyModifierFlags
    let type: UITouch.TouchType?
  }
  var seen: [Seen] = []
  private func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
    seen.append(
      Seen(
        phase: phase, buttons: event?.buttonMask ?? [], modifiers: event?.modifierFlags ?? [],
        type: touches.first?.type))
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("began", touches, event)
  }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("moved", touches, event)
  }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("ended", touches, event)
  }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("cancelled", touches, event)
  }
}

/// A custom recognizer that notes its button mask when touches begin.
private final class MaskReader: UIGestureRecognizer {
  var masks: [UIEvent.ButtonMask] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    masks.append(buttonMask)
  }
}

extension InputRecord {
  /// Left Shift's record, as SDL reports it: with the modifiers held as of this key.
  fileprivate static func modifierKey(_ phase: KeyInput.Phase, _ held: UIKeyModifierFlags)
    -> InputRecord
  {
    .key(phase, "", code: Int(UIKeyboardHIDUsage.keyboardLeftShift.rawValue), modifiers: held)
  }
}
