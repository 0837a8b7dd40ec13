import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Logs every control event `control` sends, by name.
@MainActor
func logEvents(_ control: UIControl, _ log: EventLog, prefix: String = "") {
  let names: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
    ("dragInside", .touchDragInside), ("dragOutside", .touchDragOutside),
    ("dragEnter", .touchDragEnter), ("dragExit", .touchDragExit),
    ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
    ("valueChanged", .valueChanged), ("primary", .primaryActionTriggered),
    ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
    ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
  ]
  for (name, event) in names {
    control.addAction(UIAction { _ in log.record(prefix + name) }, for: event)
  }
}

/// Records tracking calls.
@MainActor
final class TrackingControl: UIControl {
  let log: EventLog
  var keepTracking = true
  init(_ log: EventLog, frame: CGRect) {
    self.log = log
    super.init(frame: frame)
  }
  required init?(coder: NSCoder) { nil }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.record("begin")
    return true
  }
  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    keepTracking
  }
  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log.record("end")
    super.endTracking(touch, with: event)
  }
  override func cancelTracking(with event: UIEvent?) {
    log.record("cancelTracking(\(event == nil ? "nil" : "event"))")
    super.cancelTracking(with: event)
  }
}

@Suite("Controls: events, tracking, target–action (F7–F14, H1–H21)", .debugSwitchesOff)
@MainActor
struct ControlTests {
  func setUp() -> (TestScene, TrackingControl) {
    let scene = TestScene()
    let control = TrackingControl(scene.log, frame: CGRect(100, 100, 50, 50))
    scene.window.addSubview(control)
    logEvents(control, scene.log)
    return (scene, control)
  }

  @Test("H1/H2: event and state raw values match UIKit")
  func rawValues() {
    #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
    #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0x000F_0000)
    #expect(UIControl.State.disabled.rawValue == 2 && UIControl.State.normal.rawValue == 0)
  }

  @Test(
    "F13/H3/H9/H12/H15: touchDown, then endTracking, then touchUpInside, inside the touch handling")
  func tap() {
    let (scene, control) = setUp()
    scene.fingers.press(at: CGPoint(110, 110))
    #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
    #expect(control.state == .highlighted)
    scene.fingers.release()
    #expect(scene.log.entries == ["begin", "touchDown", "end", "upInside"])
    #expect(!control.isHighlighted && !control.isTracking)
  }

  @Test("H5/H6/H8/H13: dragging out past 70 pt and back sends exit and enter with the drag events")
  func dragOutAndBack() {
    let (scene, control) = setUp()
    scene.fingers.press(at: CGPoint(110, 110)).move(to: CGPoint(200, 110))
    #expect(control.isHighlighted, "60 pt outside still counts as inside")
    scene.fingers.move(to: CGPoint(230, 110))
    #expect(!control.isHighlighted && !control.isTouchInside)
    scene.fingers.move(to: CGPoint(240, 110)).move(to: CGPoint(120, 110)).release(
      at: CGPoint(260, 110))
    #expect(
      scene.log.entries == [
        "begin", "touchDown", "dragInside", "dragOutside", "dragExit", "dragOutside", "dragInside",
        "dragEnter", "end", "upOutside",
      ])
  }

  @Test("H21: repeated taps send touchDownRepeat with touchDown")
  func repeatTaps() {
    let (scene, _) = setUp()
    scene.fingers.tap(at: CGPoint(110, 110)).tap(at: CGPoint(112, 112))
    #expect(
      scene.log.entries.filter { $0.hasPrefix("touchDown") } == [
        "touchDown", "touchDown", "touchDownRepeat",
      ])
    #expect(scene.log.entries.filter { $0 == "upInside" }.count == 2)
  }

  @Test("H7/H17: when continueTracking says no, no more drag or up events and no endTracking")
  func stopTracking() {
    let (scene, control) = setUp()
    control.keepTracking = false
    scene.fingers.press(at: CGPoint(110, 110)).move(to: CGPoint(120, 110)).move(
      to: CGPoint(130, 110)
    ).release()
    #expect(scene.log.entries == ["begin", "touchDown"])
  }

  @Test("H11: a recognizer that recognizes cancels tracking and sends touchCancel")
  func cancelByRecognizer() {
    let (scene, control) = setUp()
    let pan = UIPanGestureRecognizer()
    control.addGestureRecognizer(pan)
    scene.fingers.press(at: CGPoint(110, 110)).move(to: CGPoint(140, 110)).release()
    #expect(scene.log.entries == ["begin", "touchDown", "cancelTracking(event)", "cancel"])
  }

  @Test(
    "H14/D10: a disabled control swallows touches and sends nothing; an enabled one consumes them")
  func disabled() {
    let scene = TestScene()
    let parent = scene.loggingView("parent", CGRect(0, 0, 300, 300))
    let control = TrackingControl(scene.log, frame: CGRect(100, 100, 50, 50))
    parent.addSubview(control)
    logEvents(control, scene.log)
    control.isEnabled = false
    #expect(control.state == .disabled)
    scene.fingers.tap(at: CGPoint(110, 110))
    #expect(scene.log.entries.isEmpty)
    control.isEnabled = true
    scene.fingers.wait(1).tap(at: CGPoint(110, 110))
    #expect(scene.log.entries(startingWith: "parent").isEmpty)
  }

  @Test("F9/F10/H16: entries fire in order, identical pairs merge, each entry once per dispatch")
  func registration() {
    let (scene, control) = setUp()
    let a = scene.recorder("a"), b = scene.recorder("b")
    control.addTarget(a, action: "handle:", for: .touchUpInside)
    control.addTarget(b, action: "handle:", for: .touchUpInside)
    control.addTarget(a, action: "handle:", for: .touchDown)
    scene.log.clear()
    control.sendActions(for: [.touchDown, .touchUpInside])
    #expect(scene.log.entries.filter { $0.hasSuffix(".action") } == ["a.action", "b.action"])
    #expect(control.actions(forTarget: a, forControlEvent: .touchDown) == ["handle:"])
    #expect(control.actions(forTarget: nil, forControlEvent: .touchDown) == nil)
  }

  @Test("F11/F12: removeTarget clears every action of the target, nil means all; none left is nil")
  func removal() {
    let (scene, control) = setUp()
    let a = scene.recorder("a"), b = scene.recorder("b")
    control.addTarget(a, action: "handle:", for: [.touchDown, .touchUpInside])
    control.addTarget(b, action: "handle:", for: .touchUpInside)
    control.removeTarget(a, action: "other:", for: .touchUpInside)
    #expect(control.actions(forTarget: a, forControlEvent: .touchUpInside) == nil)
    #expect(control.actions(forTarget: a, forControlEvent: .touchDown) == ["handle:"])
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(control.actions(forTarget: b, forControlEvent: .allEvents) == nil)
  }

  @Test("removeAction(_:for:) removes the action only for the events given")
  func removeActionForEvents() {
    let scene = TestScene()
    let control = UIControl(frame: CGRect(0, 0, 10, 10))
    let action = UIAction(identifier: UIAction.Identifier("log")) { [log = scene.log] _ in
      log.record("action")
    }
    control.addAction(action, for: [.touchDown, .touchUpInside])
    control.removeAction(action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(scene.log.entries.isEmpty)
    control.sendActions(for: .touchDown)
    #expect(scene.log.entries == ["action"])
    control.removeAction(identifiedBy: UIAction.Identifier("log"), for: .touchDown)
    control.sendActions(for: .allEvents)
    #expect(scene.log.entries == ["action"])
  }

  @Test("F3/F10: a nil target goes to the first responder's chain, else to the sender's")
  func nilTarget() {
    let scene = TestScene()
    let handler = scene.responder("handler", frame: CGRect(0, 0, 300, 300))
    handler.actions = ["save:"]
    let control = UIControl(frame: CGRect(10, 10, 40, 40))
    handler.addSubview(control)
    control.addTarget(nil, action: "save:", for: .touchUpInside)
    scene.fingers.tap(at: CGPoint(20, 20))
    #expect(scene.log.entries == ["handler.save:"], "no first responder: from the sender up")
    let other = scene.responder("other", frame: CGRect(0, 400, 10, 10), focused: true)
    other.actions = ["save:"]
    scene.fingers.wait(1).tap(at: CGPoint(20, 20))
    #expect(scene.log.entries == ["handler.save:", "other.save:"], "the first responder first")
  }

  @Test("H10: a button sends primaryActionTriggered with touchUpInside; a plain control does not")
  func primaryAction() {
    let scene = TestScene()
    let button = UIButton(type: .system)
    button.frame = CGRect(0, 0, 100, 40)
    button.setTitle("Go", for: .normal)
    scene.window.addSubview(button)
    logEvents(button, scene.log, prefix: "button.")
    let plain = UIControl(frame: CGRect(0, 100, 100, 40))
    scene.window.addSubview(plain)
    logEvents(plain, scene.log, prefix: "plain.")
    scene.fingers.tap(at: CGPoint(10, 10)).wait(1).tap(at: CGPoint(10, 110))
    #expect(
      scene.log.entries == [
        "button.touchDown", "button.upInside", "button.primary", "plain.touchDown",
        "plain.upInside",
      ])
    #expect(button.currentTitle == "Go")
  }

  @Test(
    "H18/H19: a button refuses an ancestor's cancelling tap; a non-cancelling one fires first, then the button; a plain control refuses nothing"
  )
  func ancestorTap() {
    for cancels in [true, false] {
      let scene = TestScene()
      let parent = UIView(frame: CGRect(0, 0, 300, 300))
      scene.window.addSubview(parent)
      let tap = UITapGestureRecognizer()
      tap.cancelsTouchesInView = cancels
      tap.addAction { [log = scene.log] _ in log.record("tap") }
      parent.addGestureRecognizer(tap)
      let button = UIButton(frame: CGRect(0, 0, 100, 40))
      parent.addSubview(button)
      button.addAction(
        UIAction { [log = scene.log] _ in log.record("button") }, for: .touchUpInside)
      let plain = UIControl(frame: CGRect(0, 100, 100, 40))
      parent.addSubview(plain)
      plain.addAction(UIAction { [log = scene.log] _ in log.record("plain") }, for: .touchUpInside)
      scene.fingers.tap(at: CGPoint(10, 10))
      #expect(
        scene.log.entries == (cancels ? ["button"] : ["tap", "button"]),
        "cancelsTouchesInView \(cancels)")
      scene.log.clear()
      scene.fingers.wait(1).tap(at: CGPoint(10, 110))
      #expect(
        scene.log.entries == (cancels ? ["tap"] : ["tap", "plain"]),
        "cancelsTouchesInView \(cancels)")
    }
  }

  @Test(
    "H18: a switch or slider refuses an ancestor's pan or swipe along its track, not a vertical one"
  )
  func parallelMotionOnly() {
    let controls: [() -> UIControl] = [
      { UISwitch(frame: CGRect(20, 250, 0, 0)) }, { UISlider(frame: CGRect(20, 250, 228, 34)) },
    ]
    for makeControl in controls {
      for usesSwipes in [false, true] {
        let scene = TestScene()
        let container = UIView(frame: CGRect(0, 0, 320, 480))
        scene.window.addSubview(container)
        let control = makeControl()
        container.addSubview(control)
        scene.window.layoutIfNeeded()
        if usesSwipes {
          for direction in [UISwipeGestureRecognizer.Direction.right, .up] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            track(swipe, direction == .up ? "swipeUp" : "swipeRight", scene.log)
            container.addGestureRecognizer(swipe)
          }
        } else {
          let pan = UIPanGestureRecognizer()
          track(pan, "pan", scene.log)
          container.addGestureRecognizer(pan)
        }
        let name = "\(type(of: control)) with \(usesSwipes ? "swipes" : "a pan")"
        // Start on the switch's knob or the slider's thumb (value 0 sits at the left).
        let start = CGPoint(35, 265)
        scene.fingers.press(at: start).drag(to: CGPoint(start.x + 150, start.y), steps: 6).release()
        #expect(scene.log.entries.isEmpty, "\(name): along the track the control keeps the drag")
        scene.fingers.wait(1).press(at: start).drag(to: CGPoint(start.x, start.y - 200), steps: 6)
          .release()
        let expected = usesSwipes ? "swipeUp:ended" : "pan:began"
        #expect(
          scene.log.entries.contains(expected), "\(name): a vertical drag goes to the container")
      }
    }
  }

  @Test("H4: only the first touch drives a control's events; a second finger changes nothing")
  func firstTouchOnly() {
    let (scene, control) = setUp()
    control.isMultipleTouchEnabled = true
    scene.fingers.press(0, at: CGPoint(110, 110))
    scene.fingers.press(1, at: CGPoint(120, 120)).move(1, to: CGPoint(400, 400)).release(1)
    #expect(scene.log.entries == ["begin", "touchDown"], "the second finger sends nothing")
    #expect(control.isTracking && control.isTouchInside)
    scene.fingers.release(0)
    #expect(scene.log.entries == ["begin", "touchDown", "end", "upInside"])
  }

  @Test("H20: a recognizer on the control itself stops the control's action")
  func recognizerOnControl() {
    let scene = TestScene()
    let button = UIButton(frame: CGRect(0, 0, 100, 40))
    scene.window.addSubview(button)
    button.addAction(UIAction { [log = scene.log] _ in log.record("button") }, for: .touchUpInside)
    let tap = UITapGestureRecognizer()
    tap.addAction { [log = scene.log] _ in log.record("tap") }
    button.addGestureRecognizer(tap)
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.log.entries == ["tap"])
  }

  @Test(
    "a switch toggles on tap, follows a drag of its knob, and sends valueChanged only on change")
  func switchControl() {
    let scene = TestScene()
    let toggle = UISwitch(frame: CGRect(10, 10, 0, 0))
    scene.window.addSubview(toggle)
    #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    logEvents(toggle, scene.log)
    scene.fingers.tap(at: CGPoint(20, 20))
    #expect(toggle.isOn)
    scene.fingers.wait(1).press(at: CGPoint(50, 25)).move(to: CGPoint(30, 25)).move(
      to: CGPoint(5, 25)
    ).release()
    #expect(!toggle.isOn)
    scene.fingers.wait(1).press(at: CGPoint(20, 25)).move(to: CGPoint(15, 25)).release()
    #expect(!toggle.isOn, "a drag towards off when already off changes nothing")
    #expect(scene.log.entries.filter { $0 == "valueChanged" }.count == 2)
    toggle.setOn(true, animated: false)
    #expect(
      scene.log.entries.filter { $0 == "valueChanged" }.count == 2, "code does not send events")
  }

  @Test("a slider follows its thumb, clamps at the ends, and honours isContinuous")
  func slider() {
    let scene = TestScene()
    let slider = UISlider(frame: CGRect(0, 0, 228, 34))
    slider.minimumValue = 0
    slider.maximumValue = 100
    scene.window.addSubview(slider)
    scene.window.layoutIfNeeded()
    var values: [Float] = []
    slider.addAction(
      UIAction { [unowned slider] _ in values.append(slider.value) }, for: .valueChanged)
    // Thumb at value 0 is centred at x 14; the track is 200 points long.
    scene.fingers.press(at: CGPoint(14, 17)).move(to: CGPoint(114, 17))
    #expect(slider.value == 50)
    scene.fingers.move(to: CGPoint(400, 17)).release()
    #expect(slider.value == 100)
    #expect(values == [50, 100])
    slider.isContinuous = false
    scene.fingers.wait(1).press(at: CGPoint(214, 17)).move(to: CGPoint(164, 17)).move(
      to: CGPoint(-100, 17)
    ).release()
    #expect(slider.value == 0 && values == [50, 100, 0])
    scene.fingers.wait(1).tap(at: CGPoint(120, 17))
    #expect(slider.value == 0, "a tap on the track away from the thumb does nothing")
    slider.value = 1_000
    #expect(slider.value == 100)
  }

  @Test("a control removed from its window while tracking: cancelTracking(nil), no events after")
  func removedWhileTracking() {
    let (scene, control) = setUp()
    scene.fingers.press(at: CGPoint(110, 110))
    control.removeFromSuperview()
    scene.fingers.move(to: CGPoint(120, 120)).release()
    #expect(scene.log.entries == ["begin", "touchDown", "cancelTracking(nil)"])
    #expect(!control.isTracking && !control.isHighlighted)
  }
}
