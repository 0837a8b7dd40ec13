import CDBus
import Foundation

/// A private libdbus connection to one bus, used from one thread at a time: the bridge's
/// thread while it connects (the only blocking calls), then the main thread, never blocking.
final class BusConnection: @unchecked Sendable {
  let raw: OpaquePointer
  /// The name the bus gave this connection (":1.42").
  let uniqueName: String

  /// Why a connection or a call failed: libdbus's error name and message.
  struct Failure: Error, CustomStringConvertible {
    let name: String
    let message: String
    var description: String { "\(message) (\(name))" }
  }

  /// Opens a connection to the bus at `address` and says hello (blocking).
  init(address: String) throws(Failure) {
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard let raw = dbus_connection_open_private(address, &error) else {
      throw Self.failure(&error, "cannot connect to \(address)")
    }
    // libdbus would otherwise end the process when the bus goes away.
    dbus_connection_set_exit_on_disconnect(raw, 0)
    guard dbus_bus_register(raw, &error) != 0, let name = dbus_bus_get_unique_name(raw) else {
      let failure = Self.failure(&error, "the bus at \(address) did not register us")
      dbus_connection_close(raw)
      dbus_connection_unref(raw)
      throw failure
    }
    self.raw = raw
    uniqueName = String(cString: name)
  }

  deinit {
    dbus_connection_close(raw)
    dbus_connection_unref(raw)
  }

  /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the per-user socket systemd
  /// and dbus-user-session provide. Nil when there is none: no bus, nothing to connect to (and
  /// no X11 autolaunch, which would start a bus of its own).
  static func sessionBusAddress(environment: [String: String]) -> String? {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
      FileManager.default.fileExists(atPath: runtime + "/bus")
    {
      return "unix:path=" + runtime + "/bus"
    }
    return nil
  }

  /// Calls a method and waits up to `timeout` milliseconds for its reply (the bridge's thread
  /// only, while connecting).
  func call(
    destination: String, path: String, interface: String, member: String,
    arguments: [DBusValue] = [], timeout: Int32
  ) throws(Failure) -> [DBusValue] {
    guard
      let message = BusMessage.methodCall(
        destination: destination, path: path, interface: interface, member: member,
        arguments: arguments)
    else { throw Failure(name: "org.freedesktop.DBus.Error.NoMemory", message: "no memory") }
    var error = DBusError()
    dbus_error_init(&error)
    defer { dbus_error_free(&error) }
    guard
      let reply = dbus_connection_send_with_reply_and_block(raw, message.raw, timeout, &error)
    else { throw Self.failure(&error, "\(interface).\(member) failed") }
    return BusMessage(taking: reply).arguments()
  }

  /// Queues `message`; written by ``pump()``. Returns its serial (0 when not queued).
  @discardableResult
  func send(_ message: BusMessage) -> UInt32 {
    var serial: UInt32 = 0
    return dbus_connection_send(raw, message.raw, &serial) != 0 ? serial : 0
  }

  /// Reads what has arrived and writes what fits, without waiting. False once disconnected.
  func pump() -> Bool {
    dbus_connection_read_write(raw, 0) != 0 && dbus_connection_get_is_connected(raw) != 0
  }

  /// The next message read, if any.
  func nextMessage() -> BusMessage? {
    dbus_connection_pop_message(raw).map(BusMessage.init(taking:))
  }

  /// Whether messages already read wait to be taken (the socket may then be quiet).
  var hasReadMessages: Bool {
    dbus_connection_get_dispatch_status(raw) == DBUS_DISPATCH_DATA_REMAINS
  }

  /// Whether messages wait to be written (the socket was full).
  var hasMessagesToSend: Bool { dbus_connection_has_messages_to_send(raw) != 0 }

  /// The socket to watch for input.
  var fileDescriptor: Int32? {
    var fd: Int32 = -1
    return dbus_connection_get_unix_fd(raw, &fd) != 0 ? fd : nil
  }

  /// Asks the bus to route matching signals here (sent without waiting for the answer).
  func addMatch(_ rule: String) {
    dbus_bus_add_match(raw, rule, nil)
  }

  private static func failure(_ error: inout DBusError, _ fallback: String) -> Failure {
    if dbus_error_is_set(&error) != 0 {
      return Failure(
        name: error.name.map { String(cString: $0) } ?? "",
        message: error.message.map { String(cString: $0) } ?? fallback)
    }
    return Failure(name: "org.freedesktop.DBus.Error.Failed", message: fallback)
  }
}
