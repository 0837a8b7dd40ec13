import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

@Suite("Target–action (F1–F8)", .debugSwitchesOff)
@MainActor
struct ActionTests {
  @Test("F1: an explicit target runs the action and returns true; an unknown action returns false")
  func explicitTarget() {
    let scene = TestScene()
    let target = ActionRecorder("t", scene.log)
    #expect(scene.app.sendAction("handle:", to: target, from: nil, for: nil))
    #expect(scene.log.entries == ["t.action"])
    #expect(!scene.app.sendAction("missing:", to: target, from: nil, for: nil))
    #expect(scene.diagnosticCodes == [.actionNotImplemented])
  }

  @Test("F2: a nil target starts at the first responder and walks up to the implementer")
  func nilTargetWalks() {
    let scene = TestScene()
    let parent = LoggingResponderView("parent", scene.log, frame: CGRect(0, 0, 200, 200))
    parent.actions = ["copy:"]
    let field = LoggingResponderView("field", scene.log)
    field.acceptsFirstResponder = true
    scene.window.addSubview(parent)
    parent.addSubview(field)
    field.becomeFirstResponder()
    #expect(scene.app.sendAction("copy:", to: nil, from: nil, for: nil))
    #expect(scene.log.entries == ["parent.copy:"])
    #expect(!scene.app.sendAction("paste:", to: nil, from: nil, for: nil))
  }

  @Test("F3 decision: with no first responder the search starts at the sender")
  func startsAtSender() {
    let scene = TestScene()
    let parent = LoggingResponderView("parent", scene.log, frame: CGRect(0, 0, 200, 200))
    parent.actions = ["tap:"]
    let sender = UIView()
    scene.window.addSubview(parent)
    parent.addSubview(sender)
    #expect(scene.app.sendAction("tap:", to: nil, from: sender, for: nil))
    #expect(scene.log.entries == ["parent.tap:"])
    #expect(!scene.app.sendAction("tap:", to: nil, from: nil, for: nil))
  }

  @Test("F5/F6: canPerformAction asks next; target(forAction:) skips responders that cannot")
  func canPerform() {
    @MainActor final class Disabling: UIView {
      var enabled = true
      override func action(for selector: Selector) -> ActionHandler? {
        if selector == "go:" { return { _, _ in } }
        return super.action(for: selector)
      }
      override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == "go:" ? enabled : super.canPerformAction(action, withSender: sender)
      }
    }
    let outer = Disabling()
    let inner = Disabling()
    outer.addSubview(inner)
    #expect(inner.target(forAction: "go:", withSender: nil) as AnyObject === inner)
    inner.enabled = false
    #expect(inner.target(forAction: "go:", withSender: nil) as AnyObject === outer)
    let plain = UIView()
    outer.addSubview(plain)
    #expect(plain.canPerformAction("go:", withSender: nil))
    #expect(!plain.canPerformAction("nothing:", withSender: nil))
    #expect(plain.target(forAction: "nothing:", withSender: nil) == nil)
  }

  @Test("F4: an action receives the sender and the event")
  func senderAndEvent() {
    final class Target: ActionTarget {
      var got: (Any?, UIEvent?)?
      /// The event's touches as the action saw them (the event is reused after the dispatch).
      var touches: [(view: UIView?, phase: UITouch.Phase)] = []
      func action(for selector: Selector) -> ActionHandler? {
        { [weak self] sender, event in
          self?.got = (sender, event)
          self?.touches = (event?.allTouches ?? []).map { ($0.view, $0.phase) }
        }
      }
    }
    let scene = TestScene()
    let target = Target()
    let sender = UIView()
    scene.app.sendAction("x", to: target, from: sender, for: nil)
    #expect(target.got?.0 as AnyObject === sender)
    #expect(target.got?.1 == nil)
    // A control's action gets the touches event that triggered it, with the touch in it.
    let button = UIControl(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(button)
    button.addTarget(target, action: "tapped:", for: .touchUpInside)
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(target.got?.0 as AnyObject === button)
    #expect(target.got?.1?.type == .touches)
    #expect(target.touches.count == 1 && target.touches.first?.view === button)
    #expect(target.touches.first?.phase == .ended)
  }

  @Test("F7/F8: sendAction(_:to:for:) is the one door: a subclass sees every send, super sends it")
  func sendActionOverride() {
    let scene = TestScene()
    let control = WatchingControl(scene.log, frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(control)
    control.addTarget(scene.recorder("a"), action: "handle:", for: [.touchDown, .touchUpInside])
    control.addTarget(scene.recorder("b"), action: "handle:", for: .valueChanged)
    control.sendActions(for: [.touchUpInside, .editingChanged])
    #expect(scene.log.entries == ["send handle: (no event)", "a.action"])
    scene.log.clear()
    control.swallows = true
    scene.fingers.tap(at: CGPoint(5, 5))
    #expect(scene.log.entries == ["send handle: (touches)", "send handle: (touches)"])
  }

  @Test(
    "UIButton(type:primaryAction:) and UIControl(frame:primaryAction:): titled by the action, run on a tap (issue 30)"
  )
  func primaryActionInitialisers() {
    let scene = TestScene()
    var ran: [String] = []
    let action = UIAction(
      title: "Save", image: .placeholder, discoverabilityTitle: "Save the document"
    ) { ran.append("save \($0.sender is UIButton)") }
    #expect(action.discoverabilityTitle == "Save the document")
    let button = UIButton(type: .system, primaryAction: action)
    #expect(
      button.title(for: .normal) == "Save" && button.image(for: .normal) === UIImage.placeholder)
    button.frame = CGRect(10, 10, 100, 40)
    let control = UIControl(
      frame: CGRect(10, 100, 100, 40), primaryAction: UIAction { _ in ran.append("control") })
    scene.window.addSubview(button)
    scene.window.addSubview(control)
    scene.fingers.tap(at: CGPoint(50, 30))
    #expect(ran == ["save true"])
    control.sendActions(for: .primaryActionTriggered)
    #expect(ran == ["save true", "control"])
    #expect(UIButton(frame: .zero, primaryAction: nil).buttonType == .custom)
  }
}

/// A control that logs each target–action send, and can stop it by not calling super.
@MainActor
private final class WatchingControl: UIControl {
  let log: EventLog
  var swallows = false
  init(_ log: EventLog, frame: CGRect) {
    self.log = log
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    log.record("send \(action) (\(event.map { "\($0.type)" } ?? "no event"))")
    if !swallows { super.sendAction(action, to: target, for: event) }
  }
}
