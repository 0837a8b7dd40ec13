import CDBus
#if canImport(Glibc)
  import Glibc
#endif

/// A libdbus message, owned: its header fields, and its arguments as ``DBusValue``s.
///
/// Every string handed to libdbus goes through here. libdbus aborts the process on a check that
/// fails (an invalid object path or member name), so names are only ever the bridge's own, and
/// text is cut at its first NUL (libdbus's strings are C strings; Swift's are always UTF-8).
final class BusMessage: @unchecked Sendable {
  let raw: OpaquePointer

  /// Takes over a message libdbus returned with a reference.
  init(taking raw: OpaquePointer) { self.raw = raw }

  deinit { dbus_message_unref(raw) }

  /// A method call.
  static func methodCall(
    destination: String?, path: String, interface: String, member: String,
    arguments: [DBusValue] = []
  ) -> BusMessage? {
    guard let raw = dbus_message_new_method_call(destination, path, interface, member) else {
      return nil
    }
    let message = BusMessage(taking: raw)
    return message.append(arguments) ? message : nil
  }

  /// A signal from `path`.
  static func signal(path: String, interface: String, member: String, arguments: [DBusValue])
    -> BusMessage?
  {
    guard let raw = dbus_message_new_signal(path, interface, member) else { return nil }
    let message = BusMessage(taking: raw)
    return message.append(arguments) ? message : nil
  }

  /// The reply to this call carrying `arguments`.
  func methodReturn(_ arguments: [DBusValue]) -> BusMessage? {
    guard let raw = dbus_message_new_method_return(self.raw) else { return nil }
    let message = BusMessage(taking: raw)
    return message.append(arguments) ? message : nil
  }

  /// The error reply to this call: `name` (a D-Bus error name) and a sentence.
  func errorReply(name: String, text: String) -> BusMessage? {
    dbus_message_new_error(raw, name, Self.cString(text)).map(BusMessage.init(taking:))
  }

  // MARK: - Header

  var type: Int32 { dbus_message_get_type(raw) }
  var isMethodCall: Bool { type == DBUS_MESSAGE_TYPE_METHOD_CALL }
  var isSignal: Bool { type == DBUS_MESSAGE_TYPE_SIGNAL }
  var isReply: Bool { type == DBUS_MESSAGE_TYPE_METHOD_RETURN || type == DBUS_MESSAGE_TYPE_ERROR }
  var isError: Bool { type == DBUS_MESSAGE_TYPE_ERROR }
  var path: String? { dbus_message_get_path(raw).map { String(cString: $0) } }
  var interface: String? { dbus_message_get_interface(raw).map { String(cString: $0) } }
  var member: String? { dbus_message_get_member(raw).map { String(cString: $0) } }
  var sender: String? { dbus_message_get_sender(raw).map { String(cString: $0) } }
  var errorName: String? { dbus_message_get_error_name(raw).map { String(cString: $0) } }
  var signature: String { dbus_message_get_signature(raw).map { String(cString: $0) } ?? "" }
  var serial: UInt32 { dbus_message_get_serial(raw) }
  var replySerial: UInt32 { dbus_message_get_reply_serial(raw) }
  var expectsReply: Bool { dbus_message_get_no_reply(raw) == 0 }

  // MARK: - Arguments

  /// Appends `values`; false if libdbus refused one (out of memory).
  @discardableResult
  func append(_ values: [DBusValue]) -> Bool {
    var iter = DBusMessageIter()
    dbus_message_iter_init_append(raw, &iter)
    return values.allSatisfy { Self.append($0, to: &iter) }
  }

  /// The arguments, decoded.
  func arguments() -> [DBusValue] {
    var iter = DBusMessageIter()
    guard dbus_message_iter_init(raw, &iter) != 0 else { return [] }
    var values: [DBusValue] = []
    repeat {
      guard let value = Self.read(&iter) else { break }
      values.append(value)
    } while dbus_message_iter_next(&iter) != 0
    return values
  }

  /// `text` up to its first NUL, which a C string cannot hold.
  static func cString(_ text: String) -> String {
    guard let nul = text.firstIndex(of: "\0") else { return text }
    return String(text[..<nul])
  }

  private static func appendBasic<T>(_ type: Int32, _ value: T, to iter: inout DBusMessageIter)
    -> Bool
  {
    var value = value
    return withUnsafePointer(to: &value) { dbus_message_iter_append_basic(&iter, type, $0) != 0 }
  }

  private static func appendString(_ type: Int32, _ text: String, to iter: inout DBusMessageIter)
    -> Bool
  {
    cString(text).withCString { pointer in
      var pointer: UnsafePointer<CChar>? = pointer
      return dbus_message_iter_append_basic(&iter, type, &pointer) != 0
    }
  }

  private static func append(_ value: DBusValue, to iter: inout DBusMessageIter) -> Bool {
    switch value {
    case .byte(let v): return appendBasic(DBusTypeCode.byte, v, to: &iter)
    case .boolean(let v):
      return appendBasic(DBusTypeCode.boolean, dbus_bool_t(v ? 1 : 0), to: &iter)
    case .int16(let v): return appendBasic(DBusTypeCode.int16, v, to: &iter)
    case .uint16(let v): return appendBasic(DBusTypeCode.uint16, v, to: &iter)
    case .int32(let v): return appendBasic(DBusTypeCode.int32, v, to: &iter)
    case .uint32(let v): return appendBasic(DBusTypeCode.uint32, v, to: &iter)
    case .int64(let v): return appendBasic(DBusTypeCode.int64, v, to: &iter)
    case .uint64(let v): return appendBasic(DBusTypeCode.uint64, v, to: &iter)
    case .double(let v): return appendBasic(DBusTypeCode.double, v, to: &iter)
    case .string(let v): return appendString(DBusTypeCode.string, v, to: &iter)
    case .objectPath(let v): return appendString(DBusTypeCode.objectPath, v, to: &iter)
    case .signature(let v): return appendString(DBusTypeCode.signature, v, to: &iter)
    case .array(let element, let items):
      return container(DBusTypeCode.array, signature: element, items, in: &iter)
    case .dictEntry(let key, let value):
      return container(DBusTypeCode.dictEntry, signature: nil, [key, value], in: &iter)
    case .structure(let fields):
      return container(DBusTypeCode.structure, signature: nil, fields, in: &iter)
    case .variant(let inner):
      return container(DBusTypeCode.variant, signature: inner.signature, [inner], in: &iter)
    }
  }

  private static func container(
    _ type: Int32, signature: String?, _ items: [DBusValue], in iter: inout DBusMessageIter
  ) -> Bool {
    var sub = DBusMessageIter()
    guard dbus_message_iter_open_container(&iter, type, signature, &sub) != 0 else { return false }
    // Every item is appended even after a failure, so the container can be closed.
    var ok = true
    for item in items where !append(item, to: &sub) { ok = false }
    return dbus_message_iter_close_container(&iter, &sub) != 0 && ok
  }

  private static func read(_ iter: inout DBusMessageIter) -> DBusValue? {
    let type = dbus_message_iter_get_arg_type(&iter)
    var basic = DBusBasicValue()
    func get() { dbus_message_iter_get_basic(&iter, &basic) }
    switch type {
    case DBusTypeCode.byte: get(); return .byte(basic.byt)
    case DBusTypeCode.boolean: get(); return .boolean(basic.bool_val != 0)
    case DBusTypeCode.int16: get(); return .int16(basic.i16)
    case DBusTypeCode.uint16: get(); return .uint16(basic.u16)
    case DBusTypeCode.int32: get(); return .int32(basic.i32)
    case DBusTypeCode.uint32: get(); return .uint32(basic.u32)
    case DBusTypeCode.int64: get(); return .int64(Int64(basic.i64))
    case DBusTypeCode.uint64: get(); return .uint64(UInt64(basic.u64))
    case DBusTypeCode.double: get(); return .double(basic.dbl)
    case DBusTypeCode.string, DBusTypeCode.objectPath, DBusTypeCode.signature:
      get()
      let text = basic.str.map { String(cString: $0) } ?? ""
      return type == DBusTypeCode.string
        ? .string(text) : type == DBusTypeCode.objectPath ? .objectPath(text) : .signature(text)
    case DBusTypeCode.unixFD:
      // A descriptor someone sent us: closed, never used.
      get()
      close(basic.fd)
      return .int32(-1)
    case DBusTypeCode.array, DBusTypeCode.structure, DBusTypeCode.dictEntry, DBusTypeCode.variant:
      var sub = DBusMessageIter()
      dbus_message_iter_recurse(&iter, &sub)
      var items: [DBusValue] = []
      if dbus_message_iter_get_arg_type(&sub) != DBusTypeCode.invalid {
        repeat {
          guard let item = read(&sub) else { break }
          items.append(item)
        } while dbus_message_iter_next(&sub) != 0
      }
      switch type {
      case DBusTypeCode.array:
        let whole = signatureOf(&iter)
        return .array(element: String(whole.dropFirst()), items)
      case DBusTypeCode.structure: return .structure(items)
      case DBusTypeCode.variant: return items.first.map { .variant($0) }
      default: return items.count == 2 ? .dictEntry(items[0], items[1]) : nil
      }
    default:
      return nil
    }
  }

  private static func signatureOf(_ iter: inout DBusMessageIter) -> String {
    guard let raw = dbus_message_iter_get_signature(&iter) else { return "" }
    defer { dbus_free(raw) }
    return String(cString: raw)
  }
}
