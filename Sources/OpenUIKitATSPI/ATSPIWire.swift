import CDBus

/// The bridge's handling of one client message on the wire, for coverage-guided fuzzing
/// (`Fuzzing/`, `scripts/libfuzz`): the bytes a client could send, checked by libdbus as the
/// bus delivers them, decoded into ``DBusValue``s, answered by an ``ATSPIServer`` and encoded
/// again, exactly as ``AccessibilityBridge`` does with a connection. Not for apps: reached with
/// `@_spi(Fuzzing) import OpenUIKitATSPI`.
@_spi(Fuzzing)
@MainActor
public enum ATSPIWire {
  /// The reply `server` sends to the message `bytes` (a whole D-Bus message), on the wire; nil
  /// when libdbus refuses the bytes as a message, or the message gets no reply.
  public static func answer(_ bytes: [UInt8], server: ATSPIServer) -> [UInt8]? {
    guard let message = demarshal(bytes) else { return nil }
    guard message.isMethodCall,
      let reply = AccessibilityBridge.answer(to: message, server: server)
    else { return nil }
    // The connection numbers what it sends; here the reply is numbered as the first.
    dbus_message_set_serial(reply.raw, 1)
    return marshal(reply)
  }

  /// `request` as a client's method call on the wire (the fuzzer's seeds).
  public static func message(for request: ATSPIRequest) -> [UInt8]? {
    guard
      let message = BusMessage.methodCall(
        destination: ":1.1", path: request.path, interface: request.interface,
        member: request.member, arguments: request.arguments)
    else { return nil }
    dbus_message_set_serial(message.raw, 1)
    return marshal(message)
  }

  /// Whether `bytes` are a whole D-Bus message libdbus accepts (a reply read back).
  public static func isMessage(_ bytes: [UInt8]) -> Bool {
    demarshal(bytes) != nil
  }

  static func demarshal(_ bytes: [UInt8]) -> BusMessage? {
    guard !bytes.isEmpty else { return nil }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    let raw = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        dbus_message_demarshal($0, Int32(buffer.count), &error)
      }
    }
    return raw.map(BusMessage.init(taking:))
  }

  private static func marshal(_ message: BusMessage) -> [UInt8]? {
    var data: UnsafeMutablePointer<CChar>?
    var length: Int32 = 0
    guard dbus_message_marshal(message.raw, &data, &length) != 0, let data else { return nil }
    defer { dbus_free(data) }
    return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
      Array(UnsafeBufferPointer(start: $0, count: Int(length)))
    }
  }
}
