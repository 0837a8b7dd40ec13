import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// A value that undoes by registering its own inverse, as Foundation's documentation shows.
@MainActor
final class Counter: UIResponder {
  var value = 0
  let manager: UndoManager
  init(_ manager: UndoManager) { self.manager = manager }
  required init?(coder: NSCoder) { nil }
  func set(_ new: Int) {
    let old = value
    manager.registerUndo(withTarget: self) { $0.set(old) }
    value = new
  }
  override func action(for selector: Selector) -> ActionHandler? {
    selector == "reset:"
      ? { [unowned self] sender, _ in self.set(sender as? Int ?? 0) } : super.action(for: selector)
  }
}

@Suite("UndoManager: Foundation's API on Linux (issue 13)", .debugSwitchesOff)
@MainActor
struct UndoManagerTests {
  @Test("undo runs the last step, and what it registers becomes the redo")
  func undoRedo() {
    let manager = UndoManager()
    manager.groupsByEvent = false
    let counter = Counter(manager)
    for value in [1, 2] {
      manager.beginUndoGrouping()
      counter.set(value)
      manager.endUndoGrouping()
    }
    #expect(manager.canUndo && !manager.canRedo)
    manager.undo()
    #expect(counter.value == 1 && manager.canRedo)
    manager.undo()
    #expect(counter.value == 0 && !manager.canUndo)
    manager.redo()
    manager.redo()
    #expect(counter.value == 2 && !manager.canRedo)
    manager.undo()
    manager.beginUndoGrouping()
    counter.set(7)
    manager.endUndoGrouping()
    #expect(!manager.canRedo, "a new step clears the redo stack")
  }

  @Test("a group undoes its actions together, last first; nested groups are part of it")
  func groups() {
    let manager = UndoManager()
    var order: [String] = []
    let target = UIResponder()
    manager.beginUndoGrouping()
    manager.registerUndo(withTarget: target) { _ in order.append("a") }
    manager.beginUndoGrouping()
    #expect(manager.groupingLevel == 2)
    manager.registerUndo(withTarget: target) { _ in order.append("b") }
    manager.endUndoGrouping()
    manager.registerUndo(withTarget: target) { _ in order.append("c") }
    manager.endUndoGrouping()
    manager.undo()
    #expect(order == ["c", "b", "a"] && !manager.canUndo)
  }

  @Test("groupsByEvent: each input event is one step; undo closes a group the event opened")
  func eventGroups() {
    let scene = TestScene()
    let manager = scene.window.undoManager!
    let counter = Counter(manager)
    let view = ClosureView(frame: CGRect(0, 0, 100, 100))
    view.onBegan = {
      counter.set(counter.value + 1); counter.set(counter.value + 10)
    }
    scene.window.addSubview(view)
    scene.fingers.tap(at: CGPoint(5, 5)).tap(at: CGPoint(5, 5))
    #expect(counter.value == 22 && manager.groupingLevel == 0)
    manager.undo()
    #expect(counter.value == 11)
    // Outside any event, a registration opens a group that undo closes first.
    counter.set(50)
    #expect(manager.groupingLevel == 1)
    manager.undo()
    #expect(counter.value == 11 && manager.groupingLevel == 0)
  }

  @Test("names, limits, disabled registration and forgetting one target")
  func bookkeeping() {
    let manager = UndoManager()
    manager.groupsByEvent = false
    manager.levelsOfUndo = 2
    let a = Counter(manager)
    let b = Counter(manager)
    for (counter, value) in [(a, 1), (b, 1), (a, 2)] {
      manager.beginUndoGrouping()
      counter.set(value)
      manager.setActionName("Set \(value)")
      manager.endUndoGrouping()
    }
    #expect(manager.undoActionName == "Set 2" && manager.undoMenuItemTitle == "Undo Set 2")
    manager.disableUndoRegistration()
    manager.beginUndoGrouping()
    a.set(9)
    manager.endUndoGrouping()
    manager.enableUndoRegistration()
    #expect(manager.undoActionName == "Set 2", "nothing was recorded while disabled")
    manager.removeAllActions(withTarget: a)
    #expect(manager.undoActionName == "Set 1")
    manager.undo()
    #expect(b.value == 0 && !manager.canUndo, "only two steps were kept, and a's went")
    #expect(manager.redoMenuItemTitle == "Redo Set 1")
    manager.removeAllActions()
    #expect(!manager.canRedo && manager.redoMenuItemTitle == "Redo")
  }

  @Test("a freed target's actions are skipped; selector steps reach the target's action")
  func targets() {
    let manager = UndoManager()
    var ran = false
    do {
      let gone = UIResponder()
      manager.registerUndo(withTarget: gone) { _ in ran = true }
    }
    manager.undo()
    #expect(!ran)
    let counter = Counter(manager)
    counter.value = 5
    manager.registerUndo(withTarget: counter, selector: "reset:", object: 3)
    manager.undo()
    #expect(counter.value == 3)
  }

  @Test("notifications tell observers about undo, redo and groups")
  func notifications() {
    let manager = UndoManager()
    var seen: [String] = []
    let names: [Notification.Name] = [
      UndoManager.willUndoChangeNotification, UndoManager.didUndoChangeNotification,
      UndoManager.didRedoChangeNotification, UndoManager.didCloseUndoGroupNotification,
    ]
    let tokens = names.map { name in
      let label = name.rawValue.replacingOccurrences(of: "NSUndoManager", with: "")
      return NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) {
        _ in MainActor.assumeIsolated { seen.append(label) }
      }
    }
    defer { tokens.forEach(NotificationCenter.default.removeObserver) }
    let counter = Counter(manager)
    counter.set(1)
    manager.undo()
    manager.redo()
    #expect(
      seen == [
        "DidCloseUndoGroupNotification", "WillUndoChangeNotification",
        "DidCloseUndoGroupNotification", "DidUndoChangeNotification",
        "DidCloseUndoGroupNotification", "DidRedoChangeNotification",
      ])
  }
}

/// A view that runs app code when touched.
@MainActor
final class ClosureView: UIView {
  var onBegan: (() -> Void)?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?() }
}
