import Dispatch
import Foundation

/// Runs `body` with the main actor's isolation when the caller is on the main actor's executor
/// (the main thread or, where the process has handed the main queue to libdispatch, a thread
/// serving the main queue), and answers nil elsewhere.
///
/// UIKit declares `UIFont`, `UIColor` and `UIImage` thread-safe, so their initialisers and
/// metrics are callable from nonisolated code (a `static let` initialiser, a Swift 5 helper).
/// Their answers come from the application's host services, which belong to the main actor:
/// there (where such code nearly always runs) they are asked; elsewhere the caller falls back.
func onMainThread<T: Sendable>(_ body: @MainActor () -> T) -> T? {
  guard Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil else {
    return nil
  }
  return MainActor.assumeIsolated(body)
}

/// Marks the main queue, so code can tell it is running there on whatever thread serves it
/// (after `dispatchMain()`, as Swift Testing's runner calls on Linux, that is not the main
/// thread).
enum MainQueueMark {
  static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()
}
