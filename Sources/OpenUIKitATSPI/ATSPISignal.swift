/// An AT-SPI event as the bridge emits it: a D-Bus signal from an object's path, with AT-SPI's
/// arguments `(siiva{sv})` — the detail ("checked", "add"), two numbers, and a value.
public struct ATSPISignal: Equatable, Sendable {
  /// The object the event is about.
  public var path: String
  /// `org.a11y.atspi.Event.Object`, `.Focus` or `.Window`.
  public var interface: String
  /// The event ("StateChanged", "PropertyChange", "ChildrenChanged", "TextChanged", ...).
  public var member: String
  /// The event's detail (a state's name, "add", "insert", a property's name).
  public var detail: String
  /// The first number: 1 or 0 for a state turning on or off, an index, a text offset.
  public var detail1: Int32
  /// The second number: a text change's length.
  public var detail2: Int32
  /// The event's value (a child's reference, the inserted text, the new name).
  public var value: DBusValue

  static let object = "org.a11y.atspi.Event.Object"
  static let focus = "org.a11y.atspi.Event.Focus"
  static let window = "org.a11y.atspi.Event.Window"

  /// The signal's arguments.
  var arguments: [DBusValue] {
    [
      .string(detail), .int32(detail1), .int32(detail2), .variant(value),
      .array(element: "{sv}", []),
    ]
  }

  /// The event's name as clients spell it ("object:state-changed:checked").
  public var eventName: String {
    let kind = interface.split(separator: ".").last.map { $0.lowercased() } ?? ""
    var major = ""
    for character in member {
      if character.isUppercase, !major.isEmpty { major += "-" }
      major += character.lowercased()
    }
    return detail.isEmpty ? "\(kind):\(major)" : "\(kind):\(major):\(detail)"
  }
}
