import Dispatch
import Foundation

/// Runs `body` on a thread other than the main one and waits for its result, blocking rather
/// than suspending, so no other main-actor work (another test) runs meanwhile.
///
/// For testing code that UIKit allows off the main thread: image renderers, fonts, colours,
/// image decoding.
public func onBackgroundThread<T>(_ body: @escaping @Sendable () -> T) -> T {
  let box = ResultBox<T>()
  let done = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    box.value = body()
    done.signal()
  }
  done.wait()
  // The semaphore orders the write before this read.
  return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
