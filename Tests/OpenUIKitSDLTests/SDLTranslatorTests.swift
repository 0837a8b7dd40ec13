import CSDL2
import Foundation
import OpenUIKit
@testable import OpenUIKitSDL
import Testing

func mouseButton(
  _ down: Bool, button: Int32 = SDL_BUTTON_LEFT, x: Int32, y: Int32, clicks: UInt8 = 1,
  which: UInt32 = 0
) -> SDL_Event {
  var e = SDL_Event()
  e.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
  e.button.button = UInt8(button)
  e.button.x = x
  e.button.y = y
  e.button.clicks = clicks
  e.button.which = which
  return e
}

func mouseMotion(x: Int32, y: Int32, leftDown: Bool) -> SDL_Event {
  var e = SDL_Event()
  e.type = SDL_MOUSEMOTION.rawValue
  e.motion.x = x
  e.motion.y = y
  e.motion.state = leftDown ? CSDL_BUTTON(SDL_BUTTON_LEFT) : 0
  return e
}

func finger(_ type: SDL_EventType, touch: Int64 = 3, finger: Int64, x: Float, y: Float) -> SDL_Event
{
  var e = SDL_Event()
  e.type = type.rawValue
  e.tfinger.touchId = touch
  e.tfinger.fingerId = finger
  e.tfinger.x = x
  e.tfinger.y = y
  e.tfinger.pressure = 0.5
  return e
}

func windowEvent(_ id: SDL_WindowEventID, _ w: Int32 = 0, _ h: Int32 = 0) -> SDL_Event {
  var e = SDL_Event()
  e.type = SDL_WINDOWEVENT.rawValue
  e.window.event = UInt8(id.rawValue)
  e.window.data1 = w
  e.window.data2 = h
  return e
}

func pointers(_ records: [InputRecord]) -> [PointerInput] {
  records.compactMap { if case .pointer(let p) = $0.payload { p } else { nil } }
}

@Suite("SDL input translation (DESIGN section 5)")
@MainActor
struct SDLTranslatorTests {
  var translator = SDLInputTranslator(
    metrics: SDLWindowMetrics(
      pointSize: CGSize(width: 800, height: 600), pixelSize: CGSize(width: 1600, height: 1200)))

  @Test(
    "C14: the left button is one mouse pointer with SDL's click count; motion while down moves it")
  mutating func leftButton() {
    let down = pointers(translator.translate(mouseButton(true, x: 10, y: 20, clicks: 2), at: 1))
    #expect(down.count == 1)
    #expect(down[0].phase == .down && down[0].kind == .mouse && down[0].clickCount == 2)
    #expect(
      down[0].location == CGPoint(x: 10, y: 20) && down[0].id == SDLInputTranslator.mousePointer)
    #expect(
      pointers(translator.translate(mouseMotion(x: 15, y: 25, leftDown: true), at: 1.1))[0].phase
        == .move)
    #expect(
      pointers(translator.translate(mouseButton(false, x: 15, y: 25), at: 1.2))[0].phase == .up)
    #expect(
      pointers(translator.translate(mouseMotion(x: 30, y: 30, leftDown: false), at: 1.3))[0].phase
        == .hover)
  }

  @Test("every button is recorded with its own; the first one down holds the touch until it lifts")
  mutating func otherButtons() {
    let right = pointers(
      translator.translate(mouseButton(true, button: SDL_BUTTON_RIGHT, x: 1, y: 1), at: 0))
    let middle = pointers(
      translator.translate(mouseButton(true, button: SDL_BUTTON_MIDDLE, x: 1, y: 1), at: 0))
    #expect(right[0].button == .secondary && middle[0].button == .middle)
    #expect(right[0].phase == .down && middle[0].phase == .down)
    #expect(translator.mouseTouchButton == .secondary)
    #expect(
      pointers(translator.translate(mouseMotion(x: 5, y: 5, leftDown: false), at: 0.1))[0].phase
        == .move)
    let middleUp = pointers(
      translator.translate(mouseButton(false, button: SDL_BUTTON_MIDDLE, x: 5, y: 5), at: 0.2))
    #expect(middleUp.map(\.button) == [.middle] && translator.isMouseDown)
    let rightUp = pointers(
      translator.translate(mouseButton(false, button: SDL_BUTTON_RIGHT, x: 5, y: 5), at: 0.3))
    #expect(rightUp.map(\.phase) == [.up] && !translator.isMouseDown)
    #expect(
      pointers(translator.translate(mouseMotion(x: 6, y: 6, leftDown: false), at: 0.4))[0].phase
        == .hover)
    // A second press of the button already holding the touch is not a new touch.
    _ = translator.translate(mouseButton(true, x: 1, y: 1), at: 0.5)
    #expect(translator.translate(mouseButton(true, x: 1, y: 1), at: 0.6).isEmpty)
  }

  @Test("synthesized events are dropped: mouse from touch, touch from mouse")
  mutating func synthesizedDropped() {
    #expect(
      translator.translate(mouseButton(true, x: 1, y: 1, which: CSDL_TOUCH_MOUSEID), at: 0).isEmpty)
    #expect(
      translator.translate(
        finger(SDL_FINGERDOWN, touch: CSDL_MOUSE_TOUCHID, finger: 0, x: 0.5, y: 0.5), at: 0
      ).isEmpty)
  }

  @Test("a trackpad's fingers (an indirect device) make no touches; a touch screen's do (issue 13)")
  mutating func trackpadFingers() {
    translator.isDirectTouchDevice = { $0 != 9 }
    for type in [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP] {
      #expect(
        translator.translate(finger(type, touch: 9, finger: 1, x: 0.5, y: 0.5), at: 1).isEmpty)
    }
    let down = pointers(
      translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), at: 1))
    #expect(down.count == 1 && down[0].kind == .touch)
  }

  @Test("fingers are touches with (touchId, fingerId) ids and normalised coordinates in points")
  mutating func fingers() {
    let down = pointers(
      translator.translate(finger(SDL_FINGERDOWN, finger: 4, x: 0.25, y: 0.5), at: 2))
    #expect(down.count == 1)
    #expect(down[0].kind == .touch && down[0].id == PointerID(device: 3, index: 4))
    #expect(down[0].location == CGPoint(x: 200, y: 300))
    #expect(down[0].force == 0.5)
    let moved = pointers(
      translator.translate(finger(SDL_FINGERMOTION, finger: 4, x: 0.5, y: 0.25), at: 2.1))
    #expect(moved[0].phase == .move && moved[0].location == CGPoint(x: 400, y: 150))
    #expect(
      pointers(translator.translate(finger(SDL_FINGERUP, finger: 4, x: 0.5, y: 0.5), at: 2.2))[0]
        .phase == .up)
  }

  @Test("a finger beyond the window cancels its touch where it last was; the rest of it is ignored")
  mutating func fingerLeavesWindow() {
    _ = translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), at: 0)
    // Beyond [0, 1] (an SDL that does not clamp) or exactly on an edge (where SDL clamps).
    for (x, y) in [(Float(1.5), Float(0.5)), (1, 0.5), (0.5, 0)] {
      var t = translator
      let left = pointers(t.translate(finger(SDL_FINGERMOTION, finger: 1, x: x, y: y), at: 1))
      #expect(left.map(\.phase) == [.cancel] && left[0].location == CGPoint(x: 400, y: 300))
      #expect(
        t.translate(finger(SDL_FINGERMOTION, finger: 1, x: 0.5, y: 0.5), at: 2).isEmpty, "not back")
      #expect(t.translate(finger(SDL_FINGERUP, finger: 1, x: 0.5, y: 0.5), at: 3).isEmpty)
      #expect(t.liveFingers.isEmpty && t.outsideFingers.isEmpty)
    }
    // Lifted on the clamped edge (600 pt away, say): cancelled, so no touchUpInside.
    let lifted = pointers(
      translator.translate(finger(SDL_FINGERUP, finger: 1, x: 1, y: 0.5), at: 1))
    #expect(lifted.map(\.phase) == [.cancel])
  }

  @Test(
    "a finger landing outside or on a clamped edge is ignored, so no screen-edge pan starts there")
  mutating func fingerLandsOutside() {
    #expect(translator.translate(finger(SDL_FINGERDOWN, finger: 2, x: 0, y: 0.5), at: 0).isEmpty)
    #expect(
      translator.translate(finger(SDL_FINGERMOTION, finger: 2, x: 0.1, y: 0.5), at: 1).isEmpty)
    #expect(translator.translate(finger(SDL_FINGERUP, finger: 2, x: 0.1, y: 0.5), at: 2).isEmpty)
    #expect(translator.outsideFingers.isEmpty)
    #expect(translator.translate(finger(SDL_FINGERDOWN, finger: 3, x: .nan, y: 0.5), at: 3).isEmpty)
    // An edge on the screen's border is real: a swipe in from the bezel lands at x = 0.
    translator.metrics.edgesOnScreenBorder = [.left]
    let bezel = pointers(
      translator.translate(finger(SDL_FINGERDOWN, finger: 4, x: 0, y: 0.5), at: 4))
    #expect(bezel.map(\.phase) == [.down] && bezel[0].location == CGPoint(x: 0, y: 300))
    #expect(translator.translate(finger(SDL_FINGERDOWN, finger: 5, x: 1, y: 0.5), at: 4).isEmpty)
  }

  @Test("events naming another window are ignored; id 0 (not said) is ours")
  mutating func otherWindows() {
    translator.windowID = 7
    var down = finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5)
    down.tfinger.windowID = 9999
    #expect(translator.isForAnotherWindow(down) && translator.translate(down, at: 0).isEmpty)
    var resize = windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 1, 1)
    resize.window.windowID = 9999
    #expect(
      translator.translate(resize, at: 0).isEmpty && translator.metrics.pointSize.width == 800)
    var close = windowEvent(SDL_WINDOWEVENT_CLOSE)
    close.window.windowID = 9999
    #expect(translator.isForAnotherWindow(close))
    var click = mouseButton(true, x: 1, y: 1)
    click.button.windowID = 7
    #expect(pointers(translator.translate(click, at: 0)).count == 1)
    down.tfinger.windowID = 0
    #expect(pointers(translator.translate(down, at: 0)).count == 1)
  }

  @Test(
    "fingers SDL no longer counts as down are cancelled; devices SDL does not know are left alone")
  mutating func lostFingerUp() {
    var counts: [Int64: Int] = [3: 1]
    translator.fingersDown = { counts[$0] }
    _ = translator.translate(finger(SDL_FINGERDOWN, touch: 3, finger: 1, x: 0.5, y: 0.5), at: 0)
    _ = translator.translate(finger(SDL_FINGERDOWN, touch: 5, finger: 1, x: 0.25, y: 0.5), at: 0)
    #expect(translator.reconcile(at: 1).isEmpty)
    counts[3] = 0
    let ended = pointers(translator.reconcile(at: 2))
    #expect(ended.map(\.phase) == [.cancel] && ended[0].id == PointerID(device: 3, index: 1))
    #expect(ended[0].location == CGPoint(x: 400, y: 300))
    #expect(translator.liveFingers.keys.map(\.device) == [5])
  }

  @Test(
    "the pointer leaving with no button held ends touches that lost their end, not counted fingers")
  mutating func pointerLeavesWithNoButton() {
    var buttons: UInt32 = CSDL_BUTTON(SDL_BUTTON_LEFT)
    translator.mouseButtonsHeld = { buttons }
    translator.fingersDown = { $0 == 3 ? 1 : nil }
    _ = translator.translate(mouseButton(true, x: 10, y: 20), at: 0)
    _ = translator.translate(finger(SDL_FINGERDOWN, touch: 3, finger: 1, x: 0.5, y: 0.5), at: 0)
    _ = translator.translate(finger(SDL_FINGERDOWN, touch: 5, finger: 1, x: 0.25, y: 0.5), at: 0)
    // A drag out of the window with the button held: nothing ends.
    #expect(pointers(translator.translate(windowEvent(SDL_WINDOWEVENT_LEAVE), at: 1)).isEmpty)
    buttons = 0
    let ended = pointers(translator.translate(windowEvent(SDL_WINDOWEVENT_LEAVE), at: 2))
    #expect(ended.map(\.phase) == [.cancel, .cancel])
    #expect(ended.map(\.id) == [PointerID(device: 5, index: 1), SDLInputTranslator.mousePointer])
    #expect(ended[1].location == CGPoint(x: 10, y: 20))
    #expect(!translator.isMouseDown && translator.liveFingers.keys.map(\.device) == [3])
  }

  @Test("a second FINGERDOWN for a live finger cancels the stuck touch first")
  mutating func stuckFinger() {
    _ = translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.1, y: 0.1), at: 0)
    let again = pointers(
      translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.2, y: 0.2), at: 1))
    #expect(again.map(\.phase) == [.cancel, .down])
  }

  @Test("focus loss and minimising forget live fingers; their later motion is dropped")
  mutating func focusLoss() {
    _ = translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.1, y: 0.1), at: 0)
    let lost = translator.translate(windowEvent(SDL_WINDOWEVENT_FOCUS_LOST), at: 1)
    #expect(lost.first?.payload == .window(.focusLost))
    #expect(translator.liveFingers.isEmpty)
    #expect(
      translator.translate(finger(SDL_FINGERMOTION, finger: 1, x: 0.3, y: 0.3), at: 2).isEmpty)
    #expect(
      translator.translate(windowEvent(SDL_WINDOWEVENT_MINIMIZED), at: 3).first?.payload
        == .window(.hidden))
  }

  @Test("a mouse press on a live finger is that finger, not a second touch")
  mutating func duplicateMouse() {
    _ = translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), at: 0)
    #expect(translator.translate(mouseButton(true, x: 400, y: 300), at: 0).isEmpty)
  }

  @Test("keys carry the HID code, modifiers and characters; repeats are marked")
  mutating func keys() {
    var e = SDL_Event()
    e.type = SDL_KEYDOWN.rawValue
    e.key.keysym.scancode = SDL_SCANCODE_A
    e.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
    e.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_LCTRL.rawValue)
    e.key.repeat = 1
    guard case .key(let key) = translator.translate(e, at: 0).first?.payload else {
      Issue.record("expected a key record")
      return
    }
    #expect(key.phase == .down && key.isRepeat)
    #expect(key.key.keyCode == .keyboardA)
    #expect(key.key.modifierFlags == [.shift, .control])
    #expect(key.key.characters == "A" && key.key.charactersIgnoringModifiers == "a")
  }

  @Test("text input is UTF-8; invalid bytes become U+FFFD")
  mutating func text() {
    var e = SDL_Event()
    e.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &e.text.text) { $0.copyBytes(from: Array("Grüße ✓".utf8) + [0]) }
    #expect(translator.translate(e, at: 0).first?.payload == .text("Grüße ✓"))
    withUnsafeMutableBytes(of: &e.text.text) { $0.copyBytes(from: [0x61, 0xFF, 0x62, 0]) }
    #expect(translator.translate(e, at: 0).first?.payload == .text("a\u{FFFD}b"))
  }

  @Test("the wheel scrolls in points, positive down when turned towards the user")
  mutating func wheel() {
    var e = SDL_Event()
    e.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.preciseY = 1
    e.wheel.preciseX = 0.25
    e.wheel.mouseX = 5
    e.wheel.mouseY = 6
    guard case .wheel(let w) = translator.translate(e, at: 0).first?.payload else {
      Issue.record("expected a wheel record")
      return
    }
    // 40 points a notch; a trackpad's fractions are kept.
    #expect(w.deltaY == -40 && w.deltaX == 10 && w.location == CGPoint(x: 5, y: 6))
  }

  @Test("a resize updates the size fingers are scaled by")
  mutating func resize() {
    let records = translator.translate(windowEvent(SDL_WINDOWEVENT_SIZE_CHANGED, 400, 300), at: 0)
    #expect(records.first?.payload == .window(.resized(CGSize(width: 400, height: 300))))
    let down = pointers(
      translator.translate(finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5), at: 0))
    #expect(down[0].location == CGPoint(x: 200, y: 150))
  }

  @Test("with no display the offscreen driver is chosen, and said so; a named driver wins")
  func driverChoice() {
    let none = SDLEnvironment.chooseDriver(preferred: nil, environment: [:])
    #expect(none.driver == "offscreen" && none.message?.contains("no display") == true)
    #expect(
      SDLEnvironment.chooseDriver(preferred: nil, environment: ["DISPLAY": ":0"]).driver == nil)
    #expect(
      SDLEnvironment.chooseDriver(preferred: nil, environment: ["SDL_VIDEODRIVER": "dummy"]).driver
        == "dummy")
    #expect(SDLEnvironment.chooseDriver(preferred: "x11", environment: [:]).driver == "x11")
  }
}
