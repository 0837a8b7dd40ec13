import CSDL2
import Foundation
import OpenUIKit

/// The host window's size, for turning SDL coordinates into points.
package struct SDLWindowMetrics: Equatable {
  /// The window's size in points (SDL window coordinates).
  package var pointSize: CGSize
  /// The drawable size in pixels.
  package var pixelSize: CGSize

  package init(pointSize: CGSize, pixelSize: CGSize) {
    self.pointSize = pointSize
    self.pixelSize = pixelSize
  }

  /// Pixels per point.
  package var scale: CGFloat { pointSize.width > 0 ? pixelSize.width / pointSize.width : 1 }
}

/// Turns SDL events into ``InputRecord``s (DESIGN section 5): the left mouse button is one
/// `.mouse` pointer with SDL's click count; fingers are `.touch` pointers identified by
/// (touchId, fingerId) with normalised coordinates scaled to points; synthesized events are
/// dropped; a finger that goes down while still live is cancelled first; focus loss and hiding
/// forget every finger. Deterministic: its only state is which pointers are down.
package struct SDLInputTranslator {
  /// The pointer id of the mouse.
  package static let mousePointer = PointerID(device: Int64.min, index: 0)

  package var metrics: SDLWindowMetrics
  /// Live fingers and where they are, in points.
  package private(set) var liveFingers: [PointerID: CGPoint] = [:]
  /// Whether the left button is down.
  package private(set) var isMouseDown = false
  /// Points one notch of the wheel scrolls.
  package var pointsPerWheelNotch: CGFloat = 10

  package init(metrics: SDLWindowMetrics) {
    self.metrics = metrics
  }

  /// The records for one SDL event, stamped with `time` (seconds on the application's clock).
  package mutating func translate(_ event: SDL_Event, at time: TimeInterval) -> [InputRecord] {
    let kind = SDL_EventType(rawValue: event.type)
    switch kind {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      return mouseButton(event.button, isDown: kind == SDL_MOUSEBUTTONDOWN, at: time)
    case SDL_MOUSEMOTION:
      return mouseMotion(event.motion, at: time)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return finger(event.tfinger, kind: kind, at: time)
    case SDL_KEYDOWN, SDL_KEYUP:
      return [InputRecord(.key(SDLKeyMapping.keyInput(event.key, isDown: kind == SDL_KEYDOWN)), timestamp: time)]
    case SDL_TEXTINPUT:
      let text = SDLKeyMapping.text(of: event.text)
      return text.isEmpty ? [] : [InputRecord(.text(text), timestamp: time)]
    case SDL_MOUSEWHEEL:
      return wheel(event.wheel, at: time)
    case SDL_WINDOWEVENT:
      return window(event.window, at: time)
    default:
      return []
    }
  }

  private mutating func mouseButton(_ e: SDL_MouseButtonEvent, isDown: Bool, at time: TimeInterval)
    -> [InputRecord]
  {
    // Mouse events SDL made up from a finger: the finger itself is already a touch.
    guard e.which != UInt32.max else { return [] }
    let location = CGPoint(x: CGFloat(e.x), y: CGFloat(e.y))
    let button: PointerInput.Button
    switch Int32(e.button) {
    case SDL_BUTTON_LEFT: button = .primary
    case SDL_BUTTON_RIGHT: button = .secondary
    case SDL_BUTTON_MIDDLE: button = .middle
    default: button = .other(Int(e.button))
    }
    if button == .primary {
      if isDown {
        // A touch screen that also reports the mouse: a press on a live finger is that finger.
        if liveFingers.values.contains(where: { hypot($0.x - location.x, $0.y - location.y) < 1 }) {
          return []
        }
        if isMouseDown { return [] }
        isMouseDown = true
      } else {
        guard isMouseDown else { return [] }
        isMouseDown = false
      }
    }
    return [
      .pointer(
        isDown ? .down : .up, id: Self.mousePointer, kind: .mouse, at: location, timestamp: time,
        button: button, clickCount: isDown ? Int(e.clicks) : nil)
    ]
  }

  private func mouseMotion(_ e: SDL_MouseMotionEvent, at time: TimeInterval) -> [InputRecord] {
    guard e.which != UInt32.max else { return [] }
    let location = CGPoint(x: CGFloat(e.x), y: CGFloat(e.y))
    let phase: PointerInput.Phase = isMouseDown ? .move : .hover
    return [.pointer(phase, id: Self.mousePointer, kind: .mouse, at: location, timestamp: time)]
  }

  private mutating func finger(_ e: SDL_TouchFingerEvent, kind: SDL_EventType, at time: TimeInterval)
    -> [InputRecord]
  {
    // Fingers SDL made up from the mouse: the mouse itself is already a touch.
    guard e.touchId != -1 else { return [] }
    let id = PointerID(device: e.touchId, index: e.fingerId)
    // Normalised, not clamped: a finger can be reported outside the window.
    let location = CGPoint(
      x: CGFloat(e.x) * metrics.pointSize.width, y: CGFloat(e.y) * metrics.pointSize.height)
    let force = e.pressure > 0 ? CGFloat(e.pressure) : nil
    switch kind {
    case SDL_FINGERDOWN:
      var records: [InputRecord] = []
      if let stale = liveFingers[id] {
        // SDL2 can lose a FINGERUP: end the stuck touch before the new one begins.
        records.append(.pointer(.cancel, id: id, kind: .touch, at: stale, timestamp: time))
      }
      liveFingers[id] = location
      records.append(.pointer(.down, id: id, kind: .touch, at: location, timestamp: time, force: force))
      return records
    case SDL_FINGERMOTION:
      guard liveFingers[id] != nil else { return [] }
      liveFingers[id] = location
      return [.pointer(.move, id: id, kind: .touch, at: location, timestamp: time, force: force)]
    default:
      guard liveFingers.removeValue(forKey: id) != nil else { return [] }
      return [.pointer(.up, id: id, kind: .touch, at: location, timestamp: time)]
    }
  }

  private func wheel(_ e: SDL_MouseWheelEvent, at time: TimeInterval) -> [InputRecord] {
    guard e.which != UInt32.max else { return [] }
    let flip: CGFloat = e.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
    // SDL's y is positive when the wheel turns away from the user, which scrolls up.
    let dx = CGFloat(e.preciseX) * pointsPerWheelNotch * flip
    let dy = -CGFloat(e.preciseY) * pointsPerWheelNotch * flip
    let location = CGPoint(x: CGFloat(e.mouseX), y: CGFloat(e.mouseY))
    return [InputRecord(.wheel(WheelInput(deltaX: dx, deltaY: dy, location: location)), timestamp: time)]
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
      return [InputRecord(.window(.pointerExited), timestamp: time)]
    case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
      return [InputRecord(.window(.shown), timestamp: time)]
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      let size = CGSize(width: CGFloat(e.data1), height: CGFloat(e.data2))
      metrics.pointSize = size
      return [InputRecord(.window(.resized(size)), timestamp: time)]
    default:
      return []
    }
  }

  /// Focus loss and hiding end every touch in the core; forget them here too.
  private mutating func forgetPointers() {
    liveFingers.removeAll()
    isMouseDown = false
  }
}
