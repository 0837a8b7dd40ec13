import Foundation
import OpenUIKit
import OpenUIKitSDL

/// Plays scripted input through the SDL host as real SDL events (the whole pipeline runs) and
/// saves screenshots: the demos' headless tours.
@MainActor
public final class TourPlayer {
  /// The host the input is posted to.
  public let host: SDLHost
  /// Where screenshots are written.
  public let directory: String
  private var shots: [String] = []

  /// A player posting to `host` and writing screenshots into `directory`.
  public init(host: SDLHost, directory: String) {
    self.host = host
    self.directory = directory
  }

  /// Window (screen) point for a point in `view`.
  private func screen(_ point: CGPoint, _ view: UIView) -> CGPoint {
    let inWindow = view.convert(point, to: nil)
    let origin = view.window?.frame.origin ?? .zero
    return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
  }

  private func settle() { host.step(timeout: 0) }

  /// Runs the loop once, so a scene switched to from code is laid out and drawn.
  public func settleFrame() { settle() }

  /// Resizes the window to `size` points, as dragging its corner does, and runs the loop
  /// until the new size is laid out.
  public func resizeWindow(to size: CGSize) {
    host.resizeWindow(to: size)
    settle()
    settle()
  }

  /// A mouse click at `point`, reporting what it hit.
  public func tap(_ point: CGPoint, in view: UIView) {
    let p = screen(point, view)
    host.post(.pointer(.down, id: 0, kind: .mouse, at: p, clickCount: 1))
    settle()
    host.post(.pointer(.up, id: 0, kind: .mouse, at: p))
    settle()
  }

  /// A click of `button` (the secondary one: a right click) at `point`.
  public func click(_ point: CGPoint, button: PointerInput.Button, in view: UIView) {
    let p = screen(point, view)
    host.post(.pointer(.down, id: 0, kind: .mouse, at: p, button: button, clickCount: 1))
    settle()
    host.post(.pointer(.up, id: 0, kind: .mouse, at: p, button: button))
    settle()
  }

  /// Two mouse clicks at `point`, the second with SDL's click count 2.
  public func doubleTap(_ point: CGPoint, in view: UIView) {
    let p = screen(point, view)
    for count in 1...2 {
      host.post(.pointer(.down, id: 0, kind: .mouse, at: p, clickCount: count))
      settle()
      host.post(.pointer(.up, id: 0, kind: .mouse, at: p))
      settle()
    }
  }

  /// A mouse drag in 12 steps.
  public func drag(from start: CGPoint, to end: CGPoint, in view: UIView) {
    let a = screen(start, view), b = screen(end, view)
    host.post(.pointer(.down, id: 0, kind: .mouse, at: a, clickCount: 1))
    settle()
    for step in 1...12 {
      let t = CGFloat(step) / 12
      host.post(
        .pointer(
          .move, id: 0, kind: .mouse,
          at: CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)))
      settle()
    }
    host.post(.pointer(.up, id: 0, kind: .mouse, at: b))
    settle()
  }

  /// Several fingers moving together along their paths (real SDL finger events), pressing
  /// with `force` (SDL's pressure) when given.
  public func fingers(_ paths: [[CGPoint]], force: CGFloat? = nil, in view: UIView) {
    let screenPaths = paths.map { $0.map { screen($0, view) } }
    let steps = screenPaths.map(\.count).max() ?? 0
    for step in 0..<steps {
      for (finger, path) in screenPaths.enumerated() where step < path.count {
        host.post(
          .pointer(
            step == 0 ? .down : .move, id: PointerID(device: 7, index: Int64(finger)), kind: .touch,
            at: path[step], force: force))
      }
      settle()
    }
    for (finger, path) in screenPaths.enumerated() {
      host.post(
        .pointer(.up, id: PointerID(device: 7, index: Int64(finger)), kind: .touch, at: path.last!))
    }
    settle()
  }

  /// Finger `finger` of the touch screen lands at `point`, pressing with `force` (SDL's
  /// pressure) when given. With ``moveFinger(_:to:force:in:)`` and ``liftFinger(_:at:in:)``,
  /// fingers that land and lift at different moments.
  public func landFinger(_ finger: Int, at point: CGPoint, force: CGFloat? = nil, in view: UIView) {
    host.post(
      .pointer(.down, id: fingerID(finger), kind: .touch, at: screen(point, view), force: force))
    settle()
  }

  /// Finger `finger` moves to `point`.
  public func moveFinger(
    _ finger: Int, to point: CGPoint, force: CGFloat? = nil, in view: UIView
  ) {
    host.post(
      .pointer(.move, id: fingerID(finger), kind: .touch, at: screen(point, view), force: force))
    settle()
  }

  /// Finger `finger` lifts at `point`.
  public func liftFinger(_ finger: Int, at point: CGPoint, in view: UIView) {
    host.post(.pointer(.up, id: fingerID(finger), kind: .touch, at: screen(point, view)))
    settle()
  }

  private func fingerID(_ finger: Int) -> PointerID { PointerID(device: 7, index: Int64(finger)) }

  /// A shake of the device: motion began, then ended.
  public func shake() {
    host.post(InputRecord(.motion(.began)))
    host.post(InputRecord(.motion(.ended)))
    settle()
  }

  /// Lets `seconds` of real time pass with the loop running (timers fire).
  public func wait(_ seconds: TimeInterval) {
    let end = host.application.clock.now + seconds
    while host.application.clock.now < end { host.step(timeout: end - host.application.clock.now) }
  }

  /// A mouse press held for `seconds`.
  public func press(_ point: CGPoint, for seconds: TimeInterval, in view: UIView) {
    let p = screen(point, view)
    host.post(.pointer(.down, id: 0, kind: .mouse, at: p, clickCount: 1))
    settle()
    wait(seconds)
    host.post(.pointer(.up, id: 0, kind: .mouse, at: p))
    settle()
  }

  /// The mouse moving over `point` with no button down.
  public func hover(at point: CGPoint, in view: UIView) {
    let p = screen(point, view)
    host.post(.pointer(.hover, id: 0, kind: .mouse, at: CGPoint(x: p.x - 30, y: p.y)))
    settle()
    host.post(.pointer(.hover, id: 0, kind: .mouse, at: p))
    settle()
  }

  /// A wheel turn of `dy` points (positive scrolls down) with the pointer at `point`: through
  /// SDL as a mouse-wheel event (with modifiers, straight to the application).
  public func wheel(
    dy: CGFloat, at point: CGPoint, in view: UIView, modifiers: UIKeyModifierFlags = []
  ) {
    let p = screen(point, view)
    host.post(
      InputRecord(.wheel(WheelInput(deltaX: 0, deltaY: dy, location: p, modifierFlags: modifiers))))
    settle()
  }

  /// Types `text` as SDL text-input events: in pieces of at most 31 UTF-8 bytes, whole
  /// characters each, as SDL delivers long input (its event holds 32 bytes).
  public func type(_ text: String) {
    var piece = ""
    for character in text {
      if piece.utf8.count + character.utf8.count > 31 {
        host.post(InputRecord(.text(piece)))
        piece = ""
      }
      piece.append(character)
    }
    if !piece.isEmpty { host.post(InputRecord(.text(piece))) }
    settle()
  }

  /// Shows `text` as an input method's composition (SDL text-editing events), the cursor at
  /// its end.
  public func compose(_ text: String) {
    let end = text.unicodeScalars.count
    host.post(InputRecord(.markedText(MarkedTextInput(text: text, selection: end..<end))))
    settle()
  }

  /// Files or text dropped from another application at `point`.
  public func drop(_ items: [DropInput.Item], at point: CGPoint, in view: UIView) {
    host.post(InputRecord(.drop(DropInput(items: items, location: screen(point, view)))))
    settle()
  }

  /// Presses and releases a key; `characters` is what the key types without modifiers (a
  /// shortcut such as Ctrl+Z is matched by it).
  public func key(
    _ code: UIKeyboardHIDUsage, characters: String = "", modifiers: UIKeyModifierFlags = [],
    press: Bool = true, release: Bool = true
  ) {
    let key = UIKey(
      characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers,
      keyCode: code)
    if press { host.post(InputRecord(.key(KeyInput(phase: .down, key: key)))) }
    if release { host.post(InputRecord(.key(KeyInput(phase: .up, key: key)))) }
    settle()
  }

  /// Saves the current frame with the hit map over it as `name`.png and prints its path.
  public func hitMap(_ name: String) throws {
    let path = (directory as NSString).appendingPathComponent(name + ".png")
    try host.saveHitMap(to: path)
    print("  hit map: \(path)")
  }

  /// Saves the current frame as `name`.png and prints its path.
  public func screenshot(_ name: String) throws {
    let path = (directory as NSString).appendingPathComponent(name + ".png")
    try host.saveScreenshot(to: path)
    shots.append(path)
    print("  screenshot: \(path)")
  }
}
