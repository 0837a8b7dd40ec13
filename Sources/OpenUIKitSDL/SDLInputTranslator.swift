import CSDL2
import Foundation
import OpenUIKit

/// The host window's size, for turning SDL coordinates into points.
package struct SDLWindowMetrics: Equatable {
  /// The window's size in points (SDL window coordinates).
  package var pointSize: CGSize
  /// The drawable size in pixels.
  package var pixelSize: CGSize
  /// SDL window coordinates per point: 1, except where OpenUIKit scales a window SDL does not
  /// (an X11 HiDPI screen told by `OPENUIKIT_SCALE` or `GDK_SCALE`), where the window is
  /// made that many times larger and its events are divided back to points.
  package var windowScale: CGFloat = 1
  /// The window's edges that lie on the screen's border. SDL clamps a finger beyond the window
  /// to its edge; beyond an edge on the screen's border there is no screen, so a finger
  /// reported exactly there really is at the edge (a swipe in from the bezel).
  package var edgesOnScreenBorder: Edges = []

  /// Window edges.
  package struct Edges: OptionSet, Equatable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let left = Edges(rawValue: 1)
    package static let right = Edges(rawValue: 2)
    package static let top = Edges(rawValue: 4)
    package static let bottom = Edges(rawValue: 8)
    package static let all: Edges = [.left, .right, .top, .bottom]
  }

  package init(
    pointSize: CGSize, pixelSize: CGSize, edgesOnScreenBorder: Edges = [],
    windowScale: CGFloat = 1
  ) {
    self.pointSize = pointSize
    self.pixelSize = pixelSize
    self.edgesOnScreenBorder = edgesOnScreenBorder
    self.windowScale = windowScale
  }

  /// A point in SDL window coordinates, in points.
  package func point(x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: CGFloat(x) / windowScale, y: CGFloat(y) / windowScale)
  }

  /// Pixels per point.
  package var scale: CGFloat { pointSize.width > 0 ? pixelSize.width / pointSize.width : 1 }
}

/// Turns SDL events into ``InputRecord``s (DESIGN section 5): the left mouse button is one
/// `.mouse` pointer with SDL's click count; fingers are `.touch` pointers identified by
/// (touchId, fingerId) with normalised coordinates scaled to points; synthesized events are
/// dropped; a finger that goes down while still live is cancelled first; focus loss and hiding
/// forget every finger. Its state is which pointers are down; what it asks SDL (buttons held,
/// fingers down) goes through two queries the host sets, so tests can script them.
///
/// Robustness rules (issue 8):
/// - Events for another window than ``windowID`` are ignored (a made-up window id must not
///   move, resize or close ours).
/// - A finger outside the window never acts on a view. SDL clamps a finger beyond the window
///   to its edge, so a finger exactly on an edge that is not on the screen's border (see
///   ``SDLWindowMetrics/edgesOnScreenBorder``), or beyond it, is outside: landing there it is
///   ignored until it lifts (no screen-edge pan starts from a clamped point); moving or lifting
///   there, its touch is cancelled (where it really is, or lifted, is unknown: no
///   `touchUpInside` from a finger lifted far away).
/// - A lost FINGERUP or button-up does not leave a touch stuck: fingers SDL no longer counts
///   as down are cancelled after each batch of events (``reconcile(at:)``), and when the
///   pointer leaves the window with no button held, every finger and the mouse are cancelled
///   except fingers SDL still counts as down.
package struct SDLInputTranslator {
  /// The pointer id of the mouse: device `Int64.min`, which no SDL touch id is (SDL numbers
  /// touch devices by their system ids and marks its own synthesized touches with -1), so the
  /// mouse never collides with a finger.
  package static let mousePointer = PointerID(device: Int64.min, index: 0)

  package var metrics: SDLWindowMetrics
  /// Live fingers and where they are, in points.
  package private(set) var liveFingers: [PointerID: CGPoint] = [:]
  /// The button whose press began the mouse's touch, while that touch lasts: every button
  /// makes touches (decision B14), one at a time, ended when the button that began it lifts.
  package private(set) var mouseTouchButton: PointerInput.Button?
  /// Whether a mouse button holds a touch down.
  package var isMouseDown: Bool { mouseTouchButton != nil }
  /// Where the mouse was last reported, in points.
  private(set) var mouseLocation = CGPoint.zero
  /// Points one notch of the wheel scrolls: 40, near what browsers on Linux scroll (about three
  /// lines); a trackpad's fractional deltas scale the same way.
  package var pointsPerWheelNotch: CGFloat = 40
  /// The host window's SDL id; events for other ids are ignored. 0 accepts every id.
  package var windowID: UInt32 = 0
  /// Fingers that landed outside the window, ignored until they lift.
  package private(set) var outsideFingers: Set<PointerID> = []
  /// The mouse buttons SDL says are held (`SDL_GetMouseState`).
  package var mouseButtonsHeld: () -> UInt32 = { 0 }
  /// How many fingers SDL says are down on a touch device, or nil for a device SDL does not
  /// know (a pushed event's made-up id).
  package var fingersDown: (Int64) -> Int? = { _ in nil }
  /// Whether a touch device is a touch screen (SDL's `SDL_TOUCH_DEVICE_DIRECT`). A trackpad's
  /// fingers (an indirect device) say where they are on the pad, not on the screen: they make
  /// no touches, and the pointer and the wheel records the system makes from them do the work.
  package var isDirectTouchDevice: (Int64) -> Bool = { _ in true }
  /// Where the pointer is now in the window's points, when SDL can say (a drop's location:
  /// SDL's drop events carry none, and no motion reaches the window during a drag).
  package var pointerLocationNow: () -> CGPoint? = { nil }
  /// The items of a drop SDL has begun (`SDL_DROPBEGIN`) and not yet completed.
  package internal(set) var pendingDrop: [DropInput.Item]?

  package init(metrics: SDLWindowMetrics) {
    self.metrics = metrics
  }

  /// The records for one SDL event, stamped with `time` (seconds on the application's clock).
  package mutating func translate(_ event: SDL_Event, at time: TimeInterval) -> [InputRecord] {
    let kind = SDL_EventType(rawValue: event.type)
    if isForAnotherWindow(event) { return [] }
    switch kind {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      return mouseButton(event.button, isDown: kind == SDL_MOUSEBUTTONDOWN, at: time)
    case SDL_MOUSEMOTION:
      return mouseMotion(event.motion, at: time)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return finger(event.tfinger, kind: kind, at: time)
    case SDL_KEYDOWN, SDL_KEYUP:
      return [
        InputRecord(
          .key(SDLKeyMapping.keyInput(event.key, isDown: kind == SDL_KEYDOWN)), timestamp: time)
      ]
    case SDL_TEXTINPUT:
      let text = SDLKeyMapping.text(of: event.text)
      return text.isEmpty ? [] : [InputRecord(.text(text), timestamp: time)]
    case SDL_TEXTEDITING:
      // An input method's preedit: the text, and its cursor as start and length in Unicode
      // scalars. Negative counts from a broken input method read as 0.
      let e = event.edit
      let start = max(0, Int(e.start))
      let length = max(0, Int(e.length))
      let marked = MarkedTextInput(
        text: SDLKeyMapping.text(ofEditing: e), selection: start..<start + length)
      return [InputRecord(.markedText(marked), timestamp: time)]
    case SDL_MOUSEWHEEL:
      return wheel(event.wheel, at: time)
    case SDL_WINDOWEVENT:
      return window(event.window, at: time)
    case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE:
      return drop(event.drop, kind: kind, at: time)
    default:
      return []
    }
  }

  private mutating func mouseButton(_ e: SDL_MouseButtonEvent, isDown: Bool, at time: TimeInterval)
    -> [InputRecord]
  {
    // Mouse events SDL made up from a finger: the finger itself is already a touch.
    guard e.which != UInt32.max else { return [] }
    let location = metrics.point(x: e.x, y: e.y)
    mouseLocation = location
    let button: PointerInput.Button
    switch Int32(e.button) {
    case SDL_BUTTON_LEFT: button = .primary
    case SDL_BUTTON_RIGHT: button = .secondary
    case SDL_BUTTON_MIDDLE: button = .middle
    default: button = .other(Int(e.button))
    }
    if isDown {
      // A touch screen that also reports the mouse: a press on a live finger is that finger.
      if button == .primary,
        liveFingers.values.contains(where: { hypot($0.x - location.x, $0.y - location.y) < 1 })
      {
        return []
      }
      // A second button pressed during the touch joins it (the core adds it to the mask).
      if mouseTouchButton == button { return [] }
      if mouseTouchButton == nil { mouseTouchButton = button }
    } else {
      guard let began = mouseTouchButton else { return [] }
      if began == button { mouseTouchButton = nil }
    }
    return [
      .pointer(
        isDown ? .down : .up, id: Self.mousePointer, kind: .mouse, at: location, timestamp: time,
        button: button, clickCount: isDown ? Int(e.clicks) : nil)
    ]
  }

  private mutating func mouseMotion(_ e: SDL_MouseMotionEvent, at time: TimeInterval)
    -> [InputRecord]
  {
    guard e.which != UInt32.max else { return [] }
    let location = metrics.point(x: e.x, y: e.y)
    mouseLocation = location
    let phase: PointerInput.Phase = isMouseDown ? .move : .hover
    return [.pointer(phase, id: Self.mousePointer, kind: .mouse, at: location, timestamp: time)]
  }

  private mutating func finger(
    _ e: SDL_TouchFingerEvent, kind: SDL_EventType, at time: TimeInterval
  )
    -> [InputRecord]
  {
    // Fingers SDL made up from the mouse: the mouse itself is already a touch.
    guard e.touchId != -1, isDirectTouchDevice(e.touchId) else { return [] }
    let id = PointerID(device: e.touchId, index: e.fingerId)
    // Normalised, not clamped: a finger can be reported outside the window.
    let location = CGPoint(
      x: CGFloat(e.x) * metrics.pointSize.width, y: CGFloat(e.y) * metrics.pointSize.height)
    let force = e.pressure > 0 ? CGFloat(e.pressure) : nil
    let isOutside = isOutsideWindow(x: e.x, y: e.y)
    switch kind {
    case SDL_FINGERDOWN:
      var records: [InputRecord] = []
      if let stale = liveFingers.removeValue(forKey: id) {
        // SDL2 can lose a FINGERUP: end the stuck touch before the new one begins.
        records.append(.pointer(.cancel, id: id, kind: .touch, at: stale, timestamp: time))
      }
      outsideFingers.remove(id)
      if isOutside {
        outsideFingers.insert(id)
        return records
      }
      liveFingers[id] = location
      records.append(
        .pointer(.down, id: id, kind: .touch, at: location, timestamp: time, force: force))
      return records
    case SDL_FINGERMOTION:
      guard let last = liveFingers[id] else { return [] }
      if isOutside { return cancelFinger(id, at: last, time: time) }
      liveFingers[id] = location
      return [.pointer(.move, id: id, kind: .touch, at: location, timestamp: time, force: force)]
    default:
      outsideFingers.remove(id)
      guard let last = liveFingers[id] else { return [] }
      if isOutside { return cancelFinger(id, at: last, time: time) }
      liveFingers[id] = nil
      return [.pointer(.up, id: id, kind: .touch, at: location, timestamp: time)]
    }
  }

  /// Ends a finger's touch as cancelled at its last place inside the window; the rest of it is
  /// ignored until it lifts.
  private mutating func cancelFinger(_ id: PointerID, at last: CGPoint, time: TimeInterval)
    -> [InputRecord]
  {
    liveFingers[id] = nil
    outsideFingers.insert(id)
    return [.pointer(.cancel, id: id, kind: .touch, at: last, timestamp: time)]
  }

  /// Whether a normalised finger position is outside the window: beyond [0, 1], or exactly on
  /// an edge where SDL would have clamped a finger beyond it.
  private func isOutsideWindow(x: Float, y: Float) -> Bool {
    guard x.isFinite, y.isFinite else { return true }
    let open = metrics.edgesOnScreenBorder
    if x < 0 || x > 1 || y < 0 || y > 1 { return true }
    return (x == 0 && !open.contains(.left)) || (x == 1 && !open.contains(.right))
      || (y == 0 && !open.contains(.top)) || (y == 1 && !open.contains(.bottom))
  }

  /// Whether an event names a window other than ours.
  package func isForAnotherWindow(_ event: SDL_Event) -> Bool {
    guard windowID != 0, let id = Self.windowID(of: event) else { return false }
    // 0: SDL did not say (a touch device not tied to a window, keys with no focus).
    return id != 0 && id != windowID
  }

  /// The SDL window an event is for, or nil for kinds that name none.
  package static func windowID(of event: SDL_Event) -> UInt32? {
    switch SDL_EventType(rawValue: event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
    case SDL_MOUSEMOTION: event.motion.windowID
    case SDL_MOUSEWHEEL: event.wheel.windowID
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: event.tfinger.windowID
    case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
    case SDL_TEXTINPUT: event.text.windowID
    case SDL_TEXTEDITING: event.edit.windowID
    case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE: event.drop.windowID
    case SDL_WINDOWEVENT: event.window.windowID
    default: nil
    }
  }

  /// Ends what SDL no longer counts as down: fingers of a device SDL reports no fingers on
  /// (their FINGERUP was lost). The host calls this after each batch of events, when SDL's
  /// counts and the events read agree.
  package mutating func reconcile(at time: TimeInterval) -> [InputRecord] {
    guard !liveFingers.isEmpty else { return [] }
    var records: [InputRecord] = []
    for (id, last) in liveFingers.sorted(by: {
      ($0.key.device, $0.key.index) < ($1.key.device, $1.key.index)
    })
    where fingersDown(id.device) == 0 {
      liveFingers[id] = nil
      records.append(.pointer(.cancel, id: id, kind: .touch, at: last, timestamp: time))
    }
    return records
  }

  /// The pointer left the window: with no button held nothing can be pressing, so a touch still
  /// live lost its end, unless SDL still counts its finger as down.
  private mutating func pointerLeft(at time: TimeInterval) -> [InputRecord] {
    guard mouseButtonsHeld() == 0 else { return [] }
    var records: [InputRecord] = []
    for (id, last) in liveFingers.sorted(by: {
      ($0.key.device, $0.key.index) < ($1.key.device, $1.key.index)
    }) {
      if let count = fingersDown(id.device), count > 0 { continue }
      liveFingers[id] = nil
      records.append(.pointer(.cancel, id: id, kind: .touch, at: last, timestamp: time))
    }
    if isMouseDown {
      mouseTouchButton = nil
      records.append(
        .pointer(.cancel, id: Self.mousePointer, kind: .mouse, at: mouseLocation, timestamp: time))
    }
    return records
  }

  private func wheel(_ e: SDL_MouseWheelEvent, at time: TimeInterval) -> [InputRecord] {
    guard e.which != UInt32.max else { return [] }
    let flip: CGFloat = e.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    // SDL's y is positive when the wheel turns away from the user, which scrolls up.
    let dx = CGFloat(e.preciseX) * pointsPerWheelNotch * flip
    let dy = -CGFloat(e.preciseY) * pointsPerWheelNotch * flip
    let location = metrics.point(x: e.mouseX, y: e.mouseY)
    let flags = SDLKeyMapping.modifiers(UInt32(SDL_GetModState().rawValue))
    let input = WheelInput(deltaX: dx, deltaY: dy, location: location, modifierFlags: flags)
    return [InputRecord(.wheel(input), timestamp: time)]
  }

  private mutating func window(_ e: SDL_WindowEvent, at time: TimeInterval) -> [InputRecord] {
    switch SDL_WindowEventID(UInt32(e.event)) {
    case SDL_WINDOWEVENT_FOCUS_GAINED:
      return [InputRecord(.window(.focusGained), timestamp: time)]
    case SDL_WINDOWEVENT_FOCUS_LOST:
      forgetPointers()
      return [InputRecord(.window(.focusLost), timestamp: time)]
    case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_CLOSE:
      forgetPointers()
      return [InputRecord(.window(.hidden), timestamp: time)]
    case SDL_WINDOWEVENT_LEAVE:
      return pointerLeft(at: time) + [InputRecord(.window(.pointerExited), timestamp: time)]
    case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
      return [InputRecord(.window(.shown), timestamp: time)]
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      let size = CGSize(
        width: CGFloat(e.data1) / metrics.windowScale,
        height: CGFloat(e.data2) / metrics.windowScale)
      metrics.pointSize = size
      return [InputRecord(.window(.resized(size)), timestamp: time)]
    default:
      return []
    }
  }

  /// Focus loss and hiding end every touch in the core; forget them here too.
  private mutating func forgetPointers() {
    liveFingers.removeAll()
    outsideFingers.removeAll()
    mouseTouchButton = nil
  }
}
