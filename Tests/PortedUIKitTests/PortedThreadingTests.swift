import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Swift 5 code can call UIKit from any thread (the compiler only warns): the checker reports
/// it, as Apple's Main Thread Checker does (issue 36).
@Suite("Ported UIKit code: UI calls off the main thread are caught", .serialized)
struct PortedThreadingTests {
  /// Runs `body` on a new thread named `name` and waits for it.
  private func onThread(named name: String, _ body: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.name = name
    thread.start()
    done.wait()
  }

  @Test("a view changed from a network callback's thread: each API reported once, by name")
  @MainActor func offMainThread() {
    MainThreadChecker.reset()
    defer { MainThreadChecker.reset() }
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let label = UILabel(frame: .zero)
    onThread(named: "network") {
      // As a URLSession completion handler in a ported app does.
      view.addSubview(label)
      label.text = "loaded"
      label.text = "loaded again"
      label.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
    }
    let found = MainThreadChecker.violations
    #expect(found.contains("UIView.addSubview(_:)"))
    #expect(found.contains("UILabel.text"))
    #expect(found.contains("UIView.frame"))
    #expect(found.filter { $0 == "UILabel.text" }.count == 1, "reported once")
    // The calls went ahead, as in UIKit.
    #expect(label.superview === view && label.text == "loaded again")
  }

  @Test("calls on the main thread are not reported; turned off, nothing is")
  @MainActor func onMainThread() {
    MainThreadChecker.reset()
    defer {
      MainThreadChecker.isEnabled = true
      MainThreadChecker.reset()
    }
    let view = UIView(frame: .zero)
    view.addSubview(UIView(frame: .zero))
    view.setNeedsLayout()
    #expect(MainThreadChecker.violations.isEmpty)
    MainThreadChecker.isEnabled = false
    onThread(named: "worker") { view.setNeedsDisplay() }
    #expect(MainThreadChecker.violations.isEmpty)
  }
}
