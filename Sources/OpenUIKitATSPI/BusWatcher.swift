import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The bridge's thread: it connects to the accessibility bus (the only blocking D-Bus calls:
/// asking the session bus for the accessibility bus's address, then saying hello), then sleeps
/// in `poll` on the connection's socket and wakes the host's loop when a client writes. The main
/// thread does all the reading, answering and writing, so libdbus is used by one thread at a
/// time and an idle application sleeps.
final class BusWatcher: @unchecked Sendable {
  /// How connecting ended.
  enum Outcome {
    case connected(BusConnection)
    case failed(String)
  }

  private let wake: @Sendable () -> Void
  private let outcome = Mutex<Outcome?>(nil)
  /// Set by the watcher when it woke the loop, cleared by the loop once it read.
  private let woke = Atomic<Bool>(false)
  private let resume = DispatchSemaphore(value: 0)
  private let stopped = Atomic<Bool>(false)
  private let finished = DispatchSemaphore(value: 0)
  private let decided = DispatchSemaphore(value: 0)
  /// A pipe whose write interrupts the poll when the bridge shuts down.
  private let stopPipe: (read: Int32, write: Int32)

  init(wake: @escaping @Sendable () -> Void) {
    self.wake = wake
    var fds: [Int32] = [-1, -1]
    stopPipe = pipe(&fds) == 0 ? (fds[0], fds[1]) : (-1, -1)
  }

  deinit {
    if stopPipe.read >= 0 { close(stopPipe.read) }
    if stopPipe.write >= 0 { close(stopPipe.write) }
  }

  /// Connects through the session bus at `sessionAddress`, then watches.
  func start(sessionAddress: String) {
    let thread = Thread { [self] in
      run(sessionAddress: sessionAddress)
      finished.signal()
    }
    thread.name = "OpenUIKit accessibility bus"
    thread.start()
  }

  /// How connecting ended, once it has (nil while it is still under way). Taken once.
  func takeOutcome() -> Outcome? {
    outcome.withLock { value in
      defer { value = nil }
      return value
    }
  }

  /// Waits until connecting has ended (for tests); false when `timeout` seconds pass first.
  func waitForOutcome(timeout: TimeInterval) -> Bool {
    guard decided.wait(timeout: .now() + timeout) == .success else { return false }
    decided.signal()
    return true
  }

  /// The loop read what there was: the watcher may look again.
  func drained() {
    if woke.exchange(false, ordering: .acquiringAndReleasing) { resume.signal() }
  }

  /// Ends the thread and waits (up to a second) until it no longer touches the socket.
  func stop() {
    guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
    var one: UInt8 = 1
    if stopPipe.write >= 0 { _ = write(stopPipe.write, &one, 1) }
    resume.signal()
    _ = finished.wait(timeout: .now() + 1)
  }

  private func run(sessionAddress: String) {
    let result = Self.connect(sessionAddress: sessionAddress)
    var fd: Int32?
    if case .connected(let connection) = result { fd = connection.fileDescriptor }
    outcome.withLock { $0 = result }
    decided.signal()
    guard !stopped.load(ordering: .acquiring) else { return }
    signalLoop()
    guard let fd else { return }
    while !stopped.load(ordering: .acquiring) {
      var entries = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&entries, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if entries[1].revents != 0 || stopped.load(ordering: .acquiring) { return }
      guard entries[0].revents != 0 else { continue }
      signalLoop()
      // A closed or broken socket: the loop sees the disconnection; nothing more to watch.
      if entries[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return }
    }
  }

  /// Wakes the loop and waits until it has read.
  private func signalLoop() {
    woke.store(true, ordering: .releasing)
    wake()
    resume.wait()
  }

  /// The session bus's answer to "where is the accessibility bus?", then a connection there.
  private static func connect(sessionAddress: String) -> Outcome {
    do {
      let session = try BusConnection(address: sessionAddress)
      let reply = try session.call(
        destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
        member: "GetAddress", timeout: 10_000)
      guard let address = reply.first?.string, !address.isEmpty else {
        return .failed("org.a11y.Bus gave no accessibility bus address")
      }
      return .connected(try BusConnection(address: address))
    } catch {
      return .failed(error.description)
    }
  }
}
