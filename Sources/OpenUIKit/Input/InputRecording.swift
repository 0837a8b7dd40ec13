import Foundation

/// A recording of an application's input: every ``InputRecord`` with its timestamp, and where
/// the host handed a batch to the application, in a versioned, line-based text format.
///
/// ```text
/// openuikit-input 1
/// 0.5 pointer down 1:0 mouse 120 80 primary clicks=1 force=-
/// 0.5 batch
/// 0.52 key down 4 262144 0 a a
/// 0.52 batch
/// end 4
/// ```
///
/// - The first line names the format and its version; `#` starts a comment line.
/// - Each record line is `<timestamp> <kind> <fields…>`, separated by single spaces; a
///   timestamp of `-` means none. Numbers are written so that they read back exactly.
/// - `pointer <down|move|up|cancel|hover> <device>:<index> <touch|mouse|pen> <x> <y>
///   <primary|secondary|middle|button=N> clicks=<n|-> force=<f|->`
/// - `key <down|up> <HID usage> <modifier flags> <repeat 0|1> <characters> <ignoring
///   modifiers>`, `text <string>`, `marked <string> <start> <length>` (composed text and the
///   input method's selection in it, in Unicode scalars), `wheel <dx> <dy> <x> <y> [<modifier
///   flags>]`,
///   `window <focusGained|focusLost|shown|hidden|pointerExited>` or `window resized <w> <h>`,
///   `motion <began|ended|cancelled>`, `remote <subtype>`,
///   `drop <x> <y> [file=<path>|text=<string>]…`.
/// - Strings are percent-encoded (only letters, digits and `_.~` stay as they are), so no
///   field holds a space; an empty string is `-`.
/// - `<timestamp> batch` marks where the host processed the records before it, so a replay
///   groups them as the live run did (fingers landing in one batch see each other).
/// - The last line, `end <number of records>`, proves the file is whole.
public struct InputRecording: Equatable, Sendable {
  /// The first line of every recording of this version.
  public static let header = "openuikit-input 1"

  /// One step of a recording.
  public enum Entry: Equatable, Sendable {
    /// A record, as the host enqueued it.
    case record(InputRecord)
    /// The host processed everything enqueued so far, at this time.
    case batch(TimeInterval)
  }

  /// The entries, in order.
  public var entries: [Entry]

  /// Creates a recording of `entries`.
  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// The records alone, in order.
  public var records: [InputRecord] {
    entries.compactMap { if case .record(let record) = $0 { record } else { nil } }
  }

  /// The whole recording as text, header and `end` line included.
  public var text: String {
    var lines = [Self.header]
    for entry in entries { lines.append(Self.line(for: entry)) }
    lines.append("end \(records.count)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The line for one entry (no newline).
  public static func line(for entry: Entry) -> String {
    switch entry {
    case .batch(let time): return "\(time) batch"
    case .record(let record):
      return (record.timestamp.map { "\($0)" } ?? "-") + " " + fields(of: record.payload)
    }
  }

  // MARK: - Writing fields

  private static func fields(of payload: InputRecord.Payload) -> String {
    switch payload {
    case .pointer(let p):
      let button: String
      switch p.button {
      case .primary: button = "primary"
      case .secondary: button = "secondary"
      case .middle: button = "middle"
      case .other(let n): button = "button=\(n)"
      }
      return
        "pointer \(p.phase) \(p.id.device):\(p.id.index) \(p.kind) \(number(p.location.x)) "
        + "\(number(p.location.y)) \(button) clicks=\(p.clickCount.map(String.init) ?? "-") "
        + "force=\(p.force.map(number) ?? "-")"
    case .key(let k):
      return
        "key \(k.phase) \(k.key.keyCode.rawValue) \(k.key.modifierFlags.rawValue) "
        + "\(k.isRepeat ? 1 : 0) \(encode(k.key.characters)) "
        + encode(k.key.charactersIgnoringModifiers)
    case .text(let text): return "text \(encode(text))"
    case .markedText(let input):
      return "marked \(encode(input.text)) \(input.selection.lowerBound) \(input.selection.count)"
    case .wheel(let w):
      return
        "wheel \(number(w.deltaX)) \(number(w.deltaY)) \(number(w.location.x)) "
        + number(w.location.y) + (w.modifierFlags.isEmpty ? "" : " \(w.modifierFlags.rawValue)")
    case .window(.resized(let size)):
      return "window resized \(number(size.width)) \(number(size.height))"
    case .window(let w): return "window \(w)"
    case .motion(let phase): return "motion \(phase)"
    case .remoteControl(let subtype): return "remote \(subtype.rawValue)"
    case .drop(let d):
      let items = d.items.map { item in
        switch item {
        case .file(let path): " file=\(encode(path))"
        case .text(let text): " text=\(encode(text))"
        }
      }
      return "drop \(number(d.location.x)) \(number(d.location.y))" + items.joined()
    }
  }

  /// A number that reads back as the same Double.
  static func number(_ value: CGFloat) -> String { "\(Double(value))" }

  /// Only letters, digits and `_.~` stay as they are; an empty string is `-`.
  static func encode(_ string: String) -> String {
    guard !string.isEmpty else { return "-" }
    var allowed = CharacterSet.alphanumerics.intersection(
      CharacterSet(charactersIn: "\u{0}"..."\u{7F}"))
    allowed.insert(charactersIn: "_.~")
    return string.addingPercentEncoding(withAllowedCharacters: allowed) ?? "-"
  }
}
