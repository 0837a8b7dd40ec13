import Foundation
import OpenUIKit

/// Serves the application's accessibility to screen readers (Orca) and UI automation (pyatspi,
/// dogtail, Accerciser) over AT-SPI2, the Linux desktop's accessibility protocol.
///
/// The host creates one and calls ``service(changed:)`` on each loop step. The bridge connects
/// on a thread of its own (asking the session bus's `org.a11y.Bus` where the accessibility bus
/// is), registers the application with the registry (`Socket.Embed`), answers clients' calls
/// from the loop, and sends events when what they read changes. The thread sleeps on the
/// socket and wakes the loop only when a client writes, so an idle application stays asleep.
/// With no session bus, or `NO_AT_BRIDGE=1` (GTK's switch) or `OPENUIKIT_ACCESSIBILITY=0`,
/// there is no bridge and nothing is spent.
///
/// Why libdbus: it is D-Bus's reference library, the one AT-SPI's own bridge (at-spi2-atk)
/// and libatspi use, so both ends agree on every detail; `libdbus-1-3` is on every desktop
/// with a D-Bus (the daemon depends on it), on distributions without systemd as well; and it
/// lets the loop read and write without blocking (`dbus_connection_read_write` with a zero
/// timeout), which is all the bridge needs. sd-bus is the nicer C API but comes with libsystemd.
@MainActor
public final class AccessibilityBridge {
  /// Where the bridge is.
  public enum State: Equatable, Sendable {
    /// Connecting on its thread.
    case connecting
    /// Registered with the accessibility registry: clients see the application.
    case registered
    /// No accessibility bus (or it went away): the reason. Nothing more is tried.
    case unavailable(String)
  }

  /// The AT-SPI server answering requests.
  public let server: ATSPIServer
  /// Where the bridge is.
  public private(set) var state = State.connecting
  /// Requests answered and events sent, for the inspector and tests.
  public private(set) var eventsSent = 0

  private let watcher: BusWatcher
  private var connection: BusConnection?
  private var pendingReplies: [UInt32: (BusMessage) -> Void] = [:]
  private var listenerToken: Int?
  /// Whether a step changed something since events were last collected.
  private var changesPending = true
  private var lastCollect: TimeInterval = -.infinity
  private var clock: () -> TimeInterval
  /// Whether messages wait (read but not handled, or not yet written).
  private var backlog = false
  /// Whether a client's call this step may have changed the application (a press, a value
  /// set): the loop steps again at once, to lay out and draw it and tell clients of it.
  private var calledIntoApp = false
  private let reportProblem: (String) -> Void

  /// At most this many messages are handled per step, so a flooding client cannot starve the
  /// interface; the rest wait for the next step, which comes at once.
  static let messagesPerStep = 256
  /// Events are collected at most this often while the application keeps changing.
  static let collectInterval: TimeInterval = 0.05

  /// A bridge for `application`, named `name` to clients, or nil when there is no session bus
  /// or accessibility is switched off. `wake` is called on the bridge's thread when the loop
  /// should step (a client wrote); `report` hears why the bridge is unavailable.
  public init?(
    application: UIApplication, name: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    wake: @escaping @Sendable () -> Void, report: @escaping (String) -> Void = { _ in }
  ) {
    if environment["NO_AT_BRIDGE"] == "1" || environment["OPENUIKIT_ACCESSIBILITY"] == "0" {
      return nil
    }
    guard let address = BusConnection.sessionBusAddress(environment: environment) else {
      return nil
    }
    server = ATSPIServer(application: application, name: name)
    watcher = BusWatcher(wake: wake)
    clock = { ProcessInfo.processInfo.systemUptime }
    reportProblem = report
    listenerToken = AccessibilityListeners.add { [weak self] notification, argument in
      self?.heard(notification, argument)
    }
    watcher.start(sessionAddress: address)
  }

  /// Disconnects: the application leaves the desktop's list.
  public func shutdown() {
    watcher.stop()
    connection = nil
    if let listenerToken { AccessibilityListeners.remove(listenerToken) }
    listenerToken = nil
    AccessibilityListeners.screenReaderConnected = false
    if state != .registered { return }
    state = .unavailable("shut down")
  }

  /// Waits until the bridge's thread has connected or given up (tests; the host never waits).
  func waitUntilConnected(timeout: TimeInterval) -> Bool {
    watcher.waitForOutcome(timeout: timeout)
  }

  /// Whether the loop should step again at once (messages wait).
  public var needsService: Bool { backlog || calledIntoApp }

  /// When the loop should step next for the bridge (events held back while the application
  /// keeps changing), if at all.
  public var nextDeadline: TimeInterval? {
    guard state == .registered else { return nil }
    if server.hasEventsPending { return 0 }
    guard changesPending else { return nil }
    return max(0, lastCollect + Self.collectInterval - clock())
  }

  /// One loop step's share: finish connecting, answer what clients asked, and send the events
  /// for what changed (`changed`: the step handled input, ran timers or drew).
  public func service(changed: Bool) {
    defer { watcher.drained() }
    if changed { changesPending = true }
    calledIntoApp = false
    if connection == nil, case .connecting = state, let outcome = watcher.takeOutcome() {
      switch outcome {
      case .connected(let made): register(made)
      case .failed(let reason):
        state = .unavailable(reason)
        reportProblem(
          "accessibility is unavailable: \(reason); screen readers will not see the app")
      }
    }
    guard let connection else { return }
    guard connection.pump() else { return disconnected() }
    var handled = 0
    while handled < Self.messagesPerStep, let message = connection.nextMessage() {
      handle(message, on: connection)
      handled += 1
    }
    if state == .registered,
      server.hasEventsPending
        || changesPending && clock() - lastCollect >= Self.collectInterval
    {
      // A new sweep starts from a change; one under way goes on step by step.
      if !server.hasEventsPending {
        changesPending = false
        lastCollect = clock()
      }
      for signal in server.collectEvents() { send(signal, on: connection) }
    }
    guard connection.pump() else { return disconnected() }
    backlog = connection.hasReadMessages || connection.hasMessagesToSend
  }

  // MARK: - Registration

  private func register(_ made: BusConnection) {
    connection = made
    server.busName = made.uniqueName
    // The registry's news of listeners: a screen reader arriving or leaving.
    made.addMatch(
      "type='signal',interface='org.a11y.atspi.Registry',sender='org.a11y.atspi.Registry'")
    call(
      made, destination: "org.a11y.atspi.Registry", path: ATSPIRegistry.rootPath,
      interface: "org.a11y.atspi.Socket", member: "Embed",
      arguments: [.structure([.string(made.uniqueName), .objectPath(ATSPIRegistry.rootPath)])]
    ) { [weak self] reply in
      guard let self else { return }
      guard !reply.isError, let desktop = reply.arguments().first else {
        self.state = .unavailable("the registry refused the application: \(reply.errorName ?? "")")
        self.reportProblem("accessibility registration failed (\(reply.errorName ?? "no reply"))")
        return
      }
      self.server.desktop = desktop
      self.state = .registered
      self.changesPending = true
    }
    askForListeners(made)
  }

  private func askForListeners(_ connection: BusConnection) {
    call(
      connection, destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
      interface: "org.a11y.atspi.Registry", member: "GetRegisteredEvents"
    ) { reply in
      let listeners = reply.isError ? [] : reply.arguments().first?.elements ?? []
      // A client listening for events is an assistive technology at work.
      AccessibilityListeners.screenReaderConnected = !listeners.isEmpty
    }
  }

  private func call(
    _ connection: BusConnection, destination: String, path: String, interface: String,
    member: String, arguments: [DBusValue] = [], then: @escaping (BusMessage) -> Void
  ) {
    guard
      let message = BusMessage.methodCall(
        destination: destination, path: path, interface: interface, member: member,
        arguments: arguments)
    else { return }
    let serial = connection.send(message)
    if serial != 0 { pendingReplies[serial] = then }
  }

  private func disconnected() {
    connection = nil
    state = .unavailable("the accessibility bus closed the connection")
    AccessibilityListeners.screenReaderConnected = false
  }

  // MARK: - Messages

  private func handle(_ message: BusMessage, on connection: BusConnection) {
    if message.isReply {
      pendingReplies.removeValue(forKey: message.replySerial)?(message)
      return
    }
    if message.isSignal {
      if message.interface == "org.a11y.atspi.Registry" { askForListeners(connection) }
      return
    }
    guard message.isMethodCall else { return }
    if let answer = Self.answer(to: message, server: server) { connection.send(answer) }
    // What the call changed is drawn and told on the next step, which must come at once: the
    // loop would otherwise sleep until the next input with the press not yet on screen, and a
    // client waiting for its name-change event would wait that long too.
    if let interface = message.interface, let member = message.member,
      ATSPIRequest.mayChangeApplication(interface: interface, member: member)
    {
      calledIntoApp = true
      changesPending = true
    }
  }

  /// What `server` answers a client's method call, as the bridge sends it: the reply's values,
  /// or an error reply; nil when the call asks for no reply.
  static func answer(to message: BusMessage, server: ATSPIServer) -> BusMessage? {
    let reply: ATSPIReply
    if let path = message.path, let interface = message.interface, let member = message.member {
      reply = server.handle(
        ATSPIRequest(
          path: path, interface: interface, member: member, arguments: message.arguments()))
    } else {
      reply = .error(
        name: "org.freedesktop.DBus.Error.UnknownMethod",
        message: "a call needs a path, an interface and a member")
    }
    guard message.expectsReply else { return nil }
    switch reply {
    case .values(let values):
      return message.methodReturn(values)
        ?? message.errorReply(name: "org.freedesktop.DBus.Error.NoMemory", text: "reply too large")
    case .error(let name, let text):
      return message.errorReply(name: name, text: text)
    }
  }

  private func send(_ signal: ATSPISignal, on connection: BusConnection) {
    guard
      let message = BusMessage.signal(
        path: signal.path, interface: signal.interface, member: signal.member,
        arguments: signal.arguments)
    else { return }
    connection.send(message)
    eventsSent += 1
  }

  // MARK: - Notifications

  private func heard(_ notification: UIAccessibility.Notification, _ argument: Any?) {
    server.heard(notification, argument)
    changesPending = true
    // A new screen is told at once, not after the collect interval.
    if notification == .screenChanged || notification == .layoutChanged {
      lastCollect = -.infinity
    }
  }
}
