import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One object per thread, released when its thread ends.
///
/// Drawing has a current context per thread, as in UIKit, where image renderers and the
/// `UIGraphics…ImageContext` functions work on any thread: a background thread making
/// thumbnails must not draw into the context the main thread is filling.
final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
  // Written once in init, read only afterwards.
  private var key = pthread_key_t()

  init() {
    pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
  }

  /// This thread's value, nil until set.
  var value: Value? {
    get {
      pthread_getspecific(key).map { Unmanaged<Value>.fromOpaque($0).takeUnretainedValue() }
    }
    set {
      let old = pthread_getspecific(key)
      pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
      if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
    }
  }
}
