import Foundation
import Synchronization

/// Catches UIKit calls made off the main thread, as Apple's Main Thread Checker does.
///
/// UIKit is main-thread only. Swift 6 code cannot call it from elsewhere without the compiler
/// saying so, but code in Swift 5 mode (most ported UIKit code) can: a view updated from a
/// network callback's thread races with drawing and input. In debug builds the entry points app
/// code calls most — a view's creation, hierarchy, geometry, layout and drawing invalidation, a
/// label's text, a controller's presentation and navigation — check the thread they run on. The
/// first call of each API from another thread is reported as an ``Diagnostic/Code/offMainThread``
/// error through swift-log, naming the API and the thread; the call still goes ahead, as in
/// UIKit. Release builds compile the checks out.
///
/// "The main thread" is the main actor's: the process's main thread, or the thread serving the
/// main queue after `dispatchMain()`.
public enum MainThreadChecker {
  private struct State {
    var isEnabled = true
    var reported: [String] = []
  }
  private static let state = Mutex(State())

  /// Whether calls are checked; true by default (in debug builds; release builds have no
  /// checks).
  public static var isEnabled: Bool {
    get { state.withLock { $0.isEnabled } }
    set { state.withLock { $0.isEnabled = newValue } }
  }

  /// The APIs called off the main thread so far, each once, in the order found.
  public static var violations: [String] { state.withLock { $0.reported } }

  /// Forgets the APIs reported, so each is reported again (tests).
  public static func reset() {
    state.withLock { $0.reported.removeAll() }
  }

  /// Reports `api` when it runs off the main thread (debug builds only).
  @inline(__always)
  static func enforce(_ api: @autoclosure () -> String) {
    #if DEBUG
      guard !isMainThread else { return }
      report(api())
    #endif
  }

  /// Whether the caller is on the main actor's thread.
  private static var isMainThread: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil
  }

  private static func report(_ api: String) {
    let first = state.withLock { state -> Bool in
      guard state.isEnabled, !state.reported.contains(api) else { return false }
      state.reported.append(api)
      return true
    }
    guard first else { return }
    let name = Thread.current.name ?? ""
    let thread = name.isEmpty ? "another thread" : "another thread (“\(name)”)"
    HostServices.reportFromAnyThread(
      .offMainThread,
      "\(api) was called on \(thread), not the main thread: UIKit must be used from the main "
        + "thread (DispatchQueue.main.async { … } or a @MainActor function); later calls of it "
        + "off the main thread are not reported again")
  }
}
