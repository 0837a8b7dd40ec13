import CSDL2
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

// libdispatch's handle for the main queue: an eventfd that becomes readable when work is put on
// the main queue. Foundation's run loop waits on it the same way (these are the functions
// CoreFoundation itself calls); SDL's wait cannot, so a watcher thread wakes SDL for it.
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

/// Runs the work UIKit code puts on the main thread while the host's loop waits in SDL:
/// `DispatchQueue.main.async` blocks, `Timer`s on the main run loop and `Task { @MainActor }`
/// jobs. Without it they would never run, since SDL's wait, not Foundation's run loop, is the
/// main thread's sleep.
///
/// Each loop step gives Foundation's main run loop one pass (due timers fire, the main queue
/// drains) and learns when its next timer is due, which bounds the next wait. Work posted from
/// another thread while the loop sleeps wakes it: a watcher thread polls the main queue's
/// eventfd and pushes an SDL event, then waits until the loop has drained.
///
/// Active only on the process's main thread. Elsewhere (a test runner that serves the main
/// queue itself with `dispatchMain()`) it does nothing.
@MainActor
final class MainRunLoopPump {
  /// Whether the host runs on the process's main thread, so the pump is needed.
  let isActive: Bool
  private let watcher: Watcher?

  init() {
    isActive = Thread.isMainThread
    watcher = isActive ? Watcher.shared : nil
  }

  /// The SDL event type the watcher pushes (ignored by the host beyond waking it).
  var wakeEventType: UInt32? { watcher?.eventType }

  /// One pass of the main run loop: fires due timers and runs queued main-queue work. Returns
  /// the seconds until the next Foundation timer is due (nil: none).
  func drain() -> TimeInterval? {
    guard isActive else { return nil }
    let next = RunLoop.main.limitDate(forMode: .default)
    watcher?.drained()
    guard let next, next != .distantFuture else { return nil }
    return max(0, next.timeIntervalSinceNow)
  }

  /// The thread that watches the main queue's eventfd.
  final class Watcher: @unchecked Sendable {
    let eventType: UInt32
    private let fd: Int32
    /// Set by the watcher when it woke SDL, cleared by the loop once it drained.
    private let woke = Atomic<Bool>(false)
    private let resume = DispatchSemaphore(value: 0)

    private init(fd: Int32, eventType: UInt32) {
      self.fd = fd
      self.eventType = eventType
    }

    /// One watcher per process, started by the first host on the main thread (a second host
    /// after the first shut down uses it too).
    @MainActor static let shared = start()

    private static func start() -> Watcher? {
      let fd = dispatchMainQueueHandle()
      let type = SDL_RegisterEvents(1)
      guard fd >= 0, type != UInt32.max else { return nil }
      let watcher = Watcher(fd: fd, eventType: type)
      let thread = Thread { watcher.watch() }
      thread.name = "OpenUIKit main-queue watcher"
      thread.start()
      return watcher
    }

    private func watch() {
      while true {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ready = poll(&entry, 1, -1)
        guard ready > 0, entry.revents & Int16(POLLIN) != 0 else {
          if ready < 0 && errno != EINTR { return }
          continue
        }
        woke.store(true, ordering: .releasing)
        var event = SDL_Event()
        event.type = eventType
        SDL_PushEvent(&event)
        // The eventfd stays readable until the loop drains the queue: wait for that.
        resume.wait()
      }
    }

    /// The loop drained the main queue: the watcher may look again.
    func drained() {
      if woke.exchange(false, ordering: .acquiringAndReleasing) { resume.signal() }
    }
  }
}
