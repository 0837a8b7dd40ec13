/// One D-Bus value with its type: what AT-SPI's messages carry, in and out.
///
/// The bridge's logic speaks in these values, never in libdbus's iterators, so it runs and is
/// tested (and fuzzed) without a bus; libdbus messages are converted at the edge.
public indirect enum DBusValue: Equatable, Sendable {
  case byte(UInt8)
  case boolean(Bool)
  case int16(Int16)
  case uint16(UInt16)
  case int32(Int32)
  case uint32(UInt32)
  case int64(Int64)
  case uint64(UInt64)
  case double(Double)
  case string(String)
  case objectPath(String)
  case signature(String)
  /// An array of values of the element type `element` (its signature), which an empty array
  /// still needs.
  case array(element: String, [DBusValue])
  /// A dictionary entry `{kv}`: only inside an array.
  case dictEntry(DBusValue, DBusValue)
  case structure([DBusValue])
  case variant(DBusValue)

  /// The value's D-Bus signature ("s", "a(so)", ...).
  public var signature: String {
    switch self {
    case .byte: "y"
    case .boolean: "b"
    case .int16: "n"
    case .uint16: "q"
    case .int32: "i"
    case .uint32: "u"
    case .int64: "x"
    case .uint64: "t"
    case .double: "d"
    case .string: "s"
    case .objectPath: "o"
    case .signature: "g"
    case .array(let element, _): "a" + element
    case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
    case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
    case .variant: "v"
    }
  }

  /// The signature of a list of values, as a message's.
  public static func signature(of values: [DBusValue]) -> String {
    values.map(\.signature).joined()
  }

  /// A dictionary `a{sv}` or `a{ss}` from string keys, sorted so messages are reproducible.
  static func dictionary(_ entries: [String: DBusValue], valueSignature: String) -> DBusValue {
    .array(
      element: "{s\(valueSignature)}",
      entries.sorted { $0.key < $1.key }.map { .dictEntry(.string($0.key), $0.value) })
  }

  // MARK: - Reading

  /// The value as an `Int32` when it is one (or a smaller integer).
  public var int32: Int32? {
    switch self {
    case .int32(let v): v
    case .int16(let v): Int32(v)
    case .byte(let v): Int32(v)
    case .uint16(let v): Int32(v)
    default: nil
    }
  }
  /// The value as a `UInt32` when it is one.
  public var uint32: UInt32? {
    if case .uint32(let v) = self { return v }
    return nil
  }
  /// The value as a `String` when it is a string or an object path.
  public var string: String? {
    switch self {
    case .string(let v), .objectPath(let v): v
    default: nil
    }
  }
  /// The value as a `Double` when it is a number.
  public var double: Double? {
    switch self {
    case .double(let v): v
    case .int32(let v): Double(v)
    case .uint32(let v): Double(v)
    case .int64(let v): Double(v)
    case .uint64(let v): Double(v)
    case .int16(let v): Double(v)
    case .uint16(let v): Double(v)
    case .byte(let v): Double(v)
    default: nil
    }
  }
  /// The value as a `Bool` when it is one.
  public var boolean: Bool? {
    if case .boolean(let v) = self { return v }
    return nil
  }
  /// What a variant holds (the value itself otherwise).
  public var unwrapped: DBusValue {
    if case .variant(let inner) = self { return inner.unwrapped }
    return self
  }
  /// The elements of an array, the fields of a structure.
  public var elements: [DBusValue]? {
    switch self {
    case .array(_, let items): items
    case .structure(let fields): fields
    default: nil
    }
  }
}
