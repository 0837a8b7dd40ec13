import Foundation
import OpenUIKit

/// One step of a fuzz stream: the clock advances by `delay`, then `records` are enqueued and
/// dispatched together (records with one timestamp form one touches batch).
///
/// Steps are plain values so that a failing stream can be shortened step by step, written to a
/// file and replayed in another process.
public struct FuzzStep: Codable, Hashable, Sendable, CustomStringConvertible {
  /// Seconds the manual clock moves before the records are enqueued.
  public var delay: Double
  /// The records, in order.
  public var records: [FuzzRecord]

  /// Creates a step.
  public init(delay: Double, records: [FuzzRecord]) {
    self.delay = delay
    self.records = records
  }

  /// One line per step: `+0.016 [down 0:1 touch (12, 40)]`.
  public var description: String {
    "+\(delay) " + records.map(\.description).joined(separator: "; ")
  }
}

/// A serialisable input record. Timestamps are relative to the clock at the step: `nil` is
/// "now", `.some(x)` is an explicit stamp (hostile values included: NaN, 1e300, negative).
public enum FuzzRecord: Codable, Hashable, Sendable, CustomStringConvertible {
  /// A pointer record; `kind` 0 touch, 1 mouse, 2 pen; `button` 0 primary, 1 secondary.
  case pointer(
    phase: Int, device: Int64, index: Int64, kind: Int, x: Double, y: Double, button: Int,
    clicks: Int?, force: Double?, stamp: Stamp)
  /// A key record: HID code, modifier bits, down (true) or up, repeat.
  case key(code: Int, modifiers: Int, down: Bool, isRepeat: Bool, characters: String)
  /// Text input.
  case text(String)
  /// A wheel turn.
  case wheel(dx: Double, dy: Double, x: Double, y: Double, flags: Int)
  /// A host window change: 0 focus lost, 1 focus gained, 2 hidden, 3 shown, 4 pointer exited,
  /// 5 resized to (width, height).
  case window(kind: Int, width: Double, height: Double)
  /// A shake: 0 began, 1 ended, 2 cancelled.
  case motion(Int)
  /// A remote-control command by subtype raw value.
  case remote(Int)
  /// An input method's composed text with its selection (start, length) in Unicode scalars;
  /// the counts may be hostile (past the text, huge).
  case marked(text: String, start: Int, length: Int)
  /// A drop of files (paths) and text at (x, y).
  case drop(x: Double, y: Double, files: [String], texts: [String])

  /// How a record's timestamp relates to the clock.
  public enum Stamp: Codable, Hashable, Sendable {
    /// No timestamp: the application reads its clock.
    case now
    /// The clock's time plus an offset (0 for "exactly now").
    case offset(Double)
    /// An absolute, possibly hostile, value.
    case absolute(Double)
  }

  static let pointerPhases: [PointerInput.Phase] = [.down, .move, .up, .cancel, .hover]

  /// The record at clock time `now`.
  @MainActor
  public func inputRecord(now: TimeInterval) -> InputRecord {
    switch self {
    case .pointer(
      let phase, let device, let index, let kind, let x, let y, let button, let clicks,
      let force, let stamp):
      let kinds: [PointerInput.Kind] = [.touch, .mouse, .pen]
      let buttons: [PointerInput.Button] = [.primary, .secondary, .middle, .other(7)]
      let timestamp: TimeInterval? =
        switch stamp {
        case .now: nil
        case .offset(let d): now + d
        case .absolute(let t): t
        }
      return .pointer(
        Self.pointerPhases[phase % 5], id: PointerID(device: device, index: index),
        kind: kinds[kind % 3], at: CGPoint(x: x, y: y), timestamp: timestamp,
        button: buttons[button % 4], clickCount: clicks, force: force.map { CGFloat($0) })
    case .key(let code, let modifiers, let down, let isRepeat, let characters):
      let key = UIKey(
        characters: characters, charactersIgnoringModifiers: characters.lowercased(),
        modifierFlags: UIKeyModifierFlags(rawValue: modifiers),
        keyCode: UIKeyboardHIDUsage(rawValue: code))
      return InputRecord(
        .key(KeyInput(phase: down ? .down : .up, key: key, isRepeat: isRepeat)), timestamp: now)
    case .text(let text):
      return InputRecord(.text(text), timestamp: now)
    case .wheel(let dx, let dy, let x, let y, let flags):
      return InputRecord(
        .wheel(
          WheelInput(
            deltaX: dx, deltaY: dy, location: CGPoint(x: x, y: y),
            modifierFlags: UIKeyModifierFlags(rawValue: flags))), timestamp: now)
    case .window(let kind, let width, let height):
      let inputs: [WindowInput] = [
        .focusLost, .focusGained, .hidden, .shown, .pointerExited,
        .resized(CGSize(width: width, height: height)),
      ]
      return InputRecord(.window(inputs[kind % 6]), timestamp: now)
    case .motion(let phase):
      let phases: [MotionPhase] = [.began, .ended, .cancelled]
      return InputRecord(.motion(phases[phase % 3]), timestamp: now)
    case .remote(let subtype):
      return InputRecord(
        .remoteControl(UIEvent.EventSubtype(rawValue: subtype) ?? .none), timestamp: now)
    case .drop(let x, let y, let files, let texts):
      let items = files.map(DropInput.Item.file) + texts.map(DropInput.Item.text)
      return InputRecord(
        .drop(DropInput(items: items, location: CGPoint(x: x, y: y))), timestamp: now)
    case .marked(let text, let start, let length):
      let lower = max(0, start)
      let upper = lower + max(0, min(length, Int.max - lower))
      return InputRecord(
        .markedText(MarkedTextInput(text: text, selection: lower..<upper)), timestamp: now)
    }
  }

  /// A short, readable form for reproductions.
  public var description: String {
    switch self {
    case .pointer(
      let phase, let device, let index, let kind, let x, let y, let button, let clicks,
      let force, let stamp):
      var s =
        "\(Self.pointerPhases[phase % 5]) \(device):\(index) \(["touch", "mouse", "pen"][kind % 3])"
      s += " (\(x), \(y))"
      if button != 0 { s += " button \(button)" }
      if let clicks { s += " clicks \(clicks)" }
      if let force { s += " force \(force)" }
      if stamp != .offset(0) { s += " stamp \(stamp)" }
      return s
    case .key(let code, let modifiers, let down, let isRepeat, let characters):
      return "key \(down ? "down" : "up") \(code) mods \(modifiers)\(isRepeat ? " repeat" : "")"
        + " \(characters.debugDescription)"
    case .text(let text): return "text \(text.prefix(20).debugDescription) (\(text.count) chars)"
    case .wheel(let dx, let dy, let x, let y, let flags):
      return "wheel (\(dx), \(dy)) at (\(x), \(y)) flags \(flags)"
    case .window(let kind, let width, let height):
      let names = ["focusLost", "focusGained", "hidden", "shown", "pointerExited", "resized"]
      return "window \(names[kind % 6])" + (kind % 6 == 5 ? " \(width)x\(height)" : "")
    case .motion(let phase): return "motion \(["began", "ended", "cancelled"][phase % 3])"
    case .remote(let subtype): return "remote \(subtype)"
    case .drop(let x, let y, let files, let texts):
      return "drop \(files.count) files, \(texts.count) texts at (\(x), \(y))"
    case .marked(let text, let start, let length):
      return "marked \(text.prefix(20).debugDescription) at \(start) length \(length)"
    }
  }
}
