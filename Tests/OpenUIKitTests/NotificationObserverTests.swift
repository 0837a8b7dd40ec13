import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// A selector observer that counts what it hears.
@MainActor
private final class Listener: ActionTarget {
  var heard = 0
  func action(for selector: Selector) -> ActionHandler? {
    selector == "heard:" ? { [weak self] _, _ in self?.heard += 1 } : nil
  }
}

@Suite(
  "NotificationCenter: selector observers freed without removeObserver (issue 36)",
  .debugSwitchesOff)
@MainActor
struct NotificationObserverTests {
  @Test(
    "finding (the fuzzer's memory): observers freed without removeObserver are taken out of the center, posted or not"
  )
  func freedObserversAreSwept() {
    let name = NSNotification.Name("NotificationObserverTests.never")
    let sender = NSObject()
    let survivor = Listener()
    NotificationCenter.default.addObserver(survivor, selector: "heard:", name: name, object: sender)
    // A thousand observers registered for a notification never posted, then freed: each kept
    // its block and entry for ever (about a kilobyte each: a fuzz stream's worth).
    for _ in 0..<1_000 {
      let listener = Listener()
      NotificationCenter.default.addObserver(
        listener, selector: "heard:", name: name, object: sender)
    }
    let kept = SelectorObservers.table.withLock { table in table.values.reduce(0) { $0 + $1.count }
    }
    #expect(kept < 200, "\(kept) registrations kept")
    // The live one still hears.
    NotificationCenter.default.post(name: name, object: sender)
    #expect(survivor.heard == 1)
    NotificationCenter.default.removeObserver(survivor)
  }
}
