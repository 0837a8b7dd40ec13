import Foundation

/// Why a recording cannot be read: the line (1-based) and what is wrong with it.
public struct InputRecordingError: Error, CustomStringConvertible, Equatable {
  /// The line the problem is on, counting from 1.
  public let line: Int
  /// What is wrong.
  public let message: String

  /// Creates an error for `line` (0 when the problem is the file itself).
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// "recording line N: message".
  public var description: String { "recording line \(line): \(message)" }
}

extension InputRecording {
  /// Reads a recording made by ``text``. All or nothing: any bad line, a missing header, or a
  /// missing or wrong `end` line (a truncated file) throws ``InputRecordingError`` naming the
  /// line, and no entry is returned.
  public init(parsing text: String) throws {
    var lines = text.components(separatedBy: "\n")
    // A whole file ends with a newline, which leaves one empty piece.
    if lines.last == "" {
      lines.removeLast()
    } else if !lines.isEmpty {
      throw InputRecordingError(
        line: lines.count, message: "the last line has no line break: the file was cut short")
    }
    guard let first = lines.first else {
      throw InputRecordingError(line: 1, message: "empty file; expected \"\(Self.header)\"")
    }
    guard first == Self.header else {
      let found =
        first.hasPrefix("openuikit-input ") ? "version \(first.dropFirst(16))" : "\"\(first)\""
      throw InputRecordingError(line: 1, message: "expected \"\(Self.header)\", found \(found)")
    }
    var entries: [Entry] = []
    var recordCount = 0
    for (offset, line) in lines.enumerated().dropFirst() {
      let number = offset + 1
      if line.hasPrefix("#") || line.isEmpty { continue }
      let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      if fields[0] == "end" {
        guard fields.count == 2, let count = Int(fields[1]) else {
          throw InputRecordingError(line: number, message: "expected \"end <number of records>\"")
        }
        guard count == recordCount else {
          throw InputRecordingError(
            line: number,
            message: "the end line counts \(count) records, the file has \(recordCount)")
        }
        guard offset == lines.count - 1 else {
          throw InputRecordingError(line: number + 1, message: "text after the end line")
        }
        self.init(entries: entries)
        return
      }
      let entry = try Self.entry(fields, line: number)
      if case .record = entry { recordCount += 1 }
      entries.append(entry)
    }
    throw InputRecordingError(
      line: lines.count,
      message: "no \"end\" line after line \(lines.count): the recording was cut short")
  }

  private static func entry(_ f: [String], line: Int) throws -> Entry {
    func fail(_ message: String) -> InputRecordingError {
      InputRecordingError(line: line, message: message)
    }
    func double(_ index: Int, _ name: String) throws -> CGFloat {
      guard index < f.count, let value = Double(f[index]), value.isFinite else {
        throw fail(
          "\(name) must be a finite number, found \(index < f.count ? "\"\(f[index])\"" : "nothing")"
        )
      }
      return CGFloat(value)
    }
    func count(_ expected: Int) throws {
      guard f.count == expected else {
        throw fail(
          "a \(f.count > 1 ? f[1] : "record") line has \(expected) fields, found \(f.count)")
      }
    }
    guard f.count >= 2 else { throw fail("expected \"<timestamp> <kind> …\"") }
    let timestamp: TimeInterval? = f[0] == "-" ? nil : Double(f[0])
    guard f[0] == "-" || (timestamp?.isFinite ?? false) else {
      throw fail("the timestamp must be a number or -, found \"\(f[0])\"")
    }
    let payload: InputRecord.Payload
    switch f[1] {
    case "batch":
      try count(2)
      guard let timestamp else { throw fail("a batch needs a timestamp") }
      return .batch(timestamp)
    case "pointer":
      try count(10)
      payload = .pointer(try pointer(f, fail))
    case "key":
      try count(8)
      guard let phase = ["down": KeyInput.Phase.down, "up": .up][f[2]], let code = Int(f[3]),
        let flags = Int(f[4]), let isRepeat = ["0": false, "1": true][f[5]],
        let characters = decode(f[6]), let ignoring = decode(f[7])
      else { throw fail("expected \"key <down|up> <usage> <flags> <0|1> <chars> <chars>\"") }
      let key = UIKey(
        characters: characters, charactersIgnoringModifiers: ignoring,
        modifierFlags: UIKeyModifierFlags(rawValue: flags),
        keyCode: UIKeyboardHIDUsage(rawValue: code))
      payload = .key(KeyInput(phase: phase, key: key, isRepeat: isRepeat))
    case "text":
      try count(3)
      guard let text = decode(f[2]) else { throw fail("bad percent-encoding in \"\(f[2])\"") }
      payload = .text(text)
    case "marked":
      try count(5)
      guard let text = decode(f[2]) else { throw fail("bad percent-encoding in \"\(f[2])\"") }
      guard let start = Int(f[3]), let length = Int(f[4]), start >= 0, length >= 0,
        start <= Int.max - length
      else { throw fail("expected \"marked <text> <start> <length>\" with counts ≥ 0") }
      payload = .markedText(MarkedTextInput(text: text, selection: start..<start + length))
    case "wheel":
      // The modifier flags came later: a line without them is still read.
      if f.count != 7 { try count(6) }
      var flags: UIKeyModifierFlags = []
      if f.count == 7 {
        guard let raw = Int(f[6]) else { throw fail("the modifier flags must be an integer") }
        flags = UIKeyModifierFlags(rawValue: raw)
      }
      payload = .wheel(
        WheelInput(
          deltaX: try double(2, "dx"), deltaY: try double(3, "dy"),
          location: CGPoint(x: try double(4, "x"), y: try double(5, "y")), modifierFlags: flags))
    case "window":
      payload = .window(try window(f, fail))
    case "drop":
      guard f.count >= 4 else { throw fail("expected \"drop <x> <y> [file=<path>|text=<text>]…\"") }
      var items: [DropInput.Item] = []
      for field in f[4...] {
        let parts = field.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let value = decode(parts[1]),
          parts[0] == "file" || parts[0] == "text"
        else { throw fail("a drop item must be file=<path> or text=<text>, found \"\(field)\"") }
        items.append(parts[0] == "file" ? .file(value) : .text(value))
      }
      payload = .drop(
        DropInput(items: items, location: CGPoint(x: try double(2, "x"), y: try double(3, "y"))))
    case "motion":
      try count(3)
      guard
        let phase = ["began": MotionPhase.began, "ended": .ended, "cancelled": .cancelled][f[2]]
      else { throw fail("unknown motion phase \"\(f[2])\"") }
      payload = .motion(phase)
    case "remote":
      try count(3)
      guard let raw = Int(f[2]), let subtype = UIEvent.EventSubtype(rawValue: raw) else {
        throw fail("unknown remote-control subtype \"\(f[2])\"")
      }
      payload = .remoteControl(subtype)
    default:
      throw fail("unknown record kind \"\(f[1])\"")
    }
    return .record(InputRecord(payload, timestamp: timestamp))
  }

  private static func pointer(_ f: [String], _ fail: (String) -> InputRecordingError) throws
    -> PointerInput
  {
    let phases: [String: PointerInput.Phase] = [
      "down": .down, "move": .move, "up": .up, "cancel": .cancel, "hover": .hover,
    ]
    let kinds: [String: PointerInput.Kind] = ["touch": .touch, "mouse": .mouse, "pen": .pen]
    let id = f[3].split(separator: ":")
    guard let phase = phases[f[2]], let kind = kinds[f[4]], id.count == 2,
      let device = Int64(id[0]), let index = Int64(id[1])
    else { throw fail("expected \"pointer <phase> <device>:<index> <touch|mouse|pen> …\"") }
    guard let x = Double(f[5]), let y = Double(f[6]), x.isFinite, y.isFinite else {
      throw fail("the pointer location must be two finite numbers")
    }
    let button: PointerInput.Button
    switch f[7] {
    case "primary": button = .primary
    case "secondary": button = .secondary
    case "middle": button = .middle
    default:
      guard f[7].hasPrefix("button="), let n = Int(f[7].dropFirst(7)) else {
        throw fail("unknown button \"\(f[7])\"")
      }
      button = .other(n)
    }
    guard f[8].hasPrefix("clicks="), f[9].hasPrefix("force=") else {
      throw fail("expected clicks=<n|-> force=<f|->")
    }
    return PointerInput(
      id: PointerID(device: device, index: index), kind: kind, phase: phase,
      location: CGPoint(x: x, y: y), button: button,
      clickCount: try optional(String(f[8].dropFirst(7)), Int.init, "clicks", fail),
      force: try optional(
        String(f[9].dropFirst(6)), { Double($0).flatMap { $0.isFinite ? CGFloat($0) : nil } },
        "force", fail))
  }

  private static func optional<T>(
    _ text: String, _ parse: (String) -> T?, _ name: String, _ fail: (String) -> InputRecordingError
  ) throws -> T? {
    if text == "-" { return nil }
    guard let value = parse(text) else {
      throw fail("\(name) must be a number or -, found \"\(text)\"")
    }
    return value
  }

  private static func window(_ f: [String], _ fail: (String) -> InputRecordingError) throws
    -> WindowInput
  {
    let simple: [String: WindowInput] = [
      "focusGained": .focusGained, "focusLost": .focusLost, "shown": .shown, "hidden": .hidden,
      "pointerExited": .pointerExited,
    ]
    if f.count == 3, let event = simple[f[2]] { return event }
    guard f.count == 5, f[2] == "resized", let w = Double(f[3]), let h = Double(f[4]),
      w.isFinite, h.isFinite
    else { throw fail("expected \"window <event>\" or \"window resized <w> <h>\"") }
    return .resized(CGSize(width: w, height: h))
  }

  static func decode(_ field: String) -> String? {
    field == "-" ? "" : field.removingPercentEncoding
  }
}
