import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

// Regression tests for the reliability findings of issue 8, one per finding, named after it.
// Each reproduces the stream the fuzzer (openuikit-fuzz) or the issue found.
@Suite("Reliability regressions (issue 8)", .debugSwitchesOff)
@MainActor
struct ReliabilityRegressionTests {
  @Test(
    "finding 1: a huge click count followed by a quick second down neither overflows nor is trusted"
  )
  func finding1HugeClickCount() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.send(
      .pointer(.down, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0, clickCount: Int.max))
    scene.send(.pointer(.up, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0.05))
    scene.send(.pointer(.down, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0.1))
    scene.send(.pointer(.up, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0.15))
    #expect(v.snapshots.filter { $0.phase == .began }.map(\.tapCount) == [1, 2])
    #expect(scene.diagnosticCodes == [.invalidValue])
  }

  @Test(
    "finding 2: one finger lifting as another lands in the same batch still ends the pan and the view's touches"
  )
  func finding2LiftAndLandTogether() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 300, 300))
    v.isMultipleTouchEnabled = true
    weak var weakPan: UIPanGestureRecognizer?
    do {
      let pan = UIPanGestureRecognizer()
      pan.addAction { _ in }
      v.addGestureRecognizer(pan)
      weakPan = pan
    }
    scene.send(.pointer(.down, id: 1, at: CGPoint(10, 10), timestamp: 1))
    scene.send(
      .pointer(.up, id: 1, at: CGPoint(10, 10), timestamp: 2),
      .pointer(.down, id: 2, at: CGPoint(50, 50), timestamp: 2))
    scene.send(.pointer(.up, id: 2, at: CGPoint(50, 50), timestamp: 3))
    // A's end was held while the pan was possible; both ends arrive together (decision C5).
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesBegan(1)", "v.touchesEnded(2)"])
    #expect(weakPan?.state == .possible && weakPan?.numberOfTouches == 0)
  }

  @Test("finding 3: a view removed after its touch ended but before it heard the end is cancelled")
  func finding3RemovedBeforeToldOfEnd() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    v.addGestureRecognizer(doubleTap)  // delaysTouchesEnded holds the first tap's end
    scene.fingers.press(at: CGPoint(5, 5)).release()
    #expect(scene.log.entries == ["v.touchesBegan(1)"])
    v.removeFromSuperview()
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    scene.fingers.wait(1)
    #expect(scene.log.entries.count == 2)
  }

  @Test(
    "finding 4: presses hold their responder weakly; a removed first responder hears the cancel in its window"
  )
  func finding4PressesAndRemovedResponder() {
    let scene = TestScene()
    weak var weakField: LoggingResponderView?
    do {
      let field = scene.responder("f", focused: true)
      weakField = field
      scene.send(.key(.down, "a"))
      field.removeFromSuperview()
    }
    #expect(
      scene.log.entries(startingWith: "f.presses") == ["f.pressesBegan(a)", "f.pressesCancelled"])
    scene.send(.key(.up, "a"))
    #expect(weakField == nil)
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("finding 5: a recognizer never hears the cancel of a touch whose began it never heard")
  func finding5NoCancelWithoutBegan() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let first = ScriptedRecognizer("first", scene.log)
    let second = ScriptedRecognizer("second", scene.log)
    first.onBegan = { [unowned v] in v.removeFromSuperview() }
    v.addGestureRecognizer(first)
    v.addGestureRecognizer(second)
    scene.fingers.press(at: CGPoint(5, 5)).release()
    #expect(scene.log.entries(startingWith: "second.").filter { !$0.hasSuffix("reset") }.isEmpty)
    #expect(
      scene.log.entries(startingWith: "first.").prefix(2) == [
        "first.began(1)", "first.cancelled(1)",
      ])
  }

  @Test(
    "finding 6: sendEvent from a gesture action or a timer is refused with a diagnostic, never redelivered"
  )
  func finding6ReentrantSendEvent() {
    let scene = TestScene()
    let v = EventKeepingView("v", frame: CGRect(0, 0, 100, 100), log: scene.log)
    scene.window.addSubview(v)
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = false
    tap.delaysTouchesEnded = false
    var resent = 0
    tap.addAction { [unowned v, unowned window = scene.window, unowned app = scene.app] r in
      guard let event = v.lastEvent else { return }
      resent += 1
      window.sendEvent(event)
      app.sendEvent(event)
    }
    v.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(5, 5)).release()
    #expect(resent == 1)
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesEnded(1)"])
    #expect(scene.diagnosticCodes == [.reentrantSendEvent, .reentrantSendEvent])
  }

  @Test(
    "finding 7: recognizers of a view removed during touch-down neither recognize nor send actions")
  func finding7RemovedViewsRecognizers() {
    let scene = TestScene()
    let remover = scene.loggingView("remover", CGRect(0, 0, 100, 100))
    var actions = 0
    let tap = UITapGestureRecognizer()
    tap.addAction { _ in actions += 1 }
    remover.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(5, 5))
    remover.removeFromSuperview()
    scene.fingers.release().wait(1)
    #expect(actions == 0)
    #expect(tap.state == .possible)
  }

  @Test(
    "finding 8: a callback that moves the view being added, or adds the parent under it, keeps a tree"
  )
  func finding8CallbacksDuringAdd() {
    let scene = TestScene()
    let a = WillMoveHookView(frame: CGRect(0, 0, 10, 10))
    let b = UIView()
    let c = UIView()
    scene.window.addSubview(b)
    scene.window.addSubview(c)
    scene.window.addSubview(a)
    // While a moves to b, its willMove hook moves it to c: the outer add gives up.
    a.onWillMove = {
      a.onWillMove = nil; c.addSubview(a)
    }
    b.addSubview(a)
    #expect(a.superview === c && c.subviews.filter { $0 === a }.count == 1 && b.subviews.isEmpty)
    // While a moves to b, its hook puts b under a (a has already left c): adding a to b would
    // make a cycle, so the add is refused and a goes back to c, with b inside it (finding 29).
    a.onWillMove = {
      a.onWillMove = nil; a.addSubview(b)
    }
    b.addSubview(a)
    #expect(b.superview === a && a.superview === c && b.subviews.isEmpty)
    #expect(c.subviews.filter { $0 === a }.count == 1)
    #expect(
      scene.diagnosticCodes.allSatisfy { $0 == .invalidHierarchy } && !scene.diagnostics.isEmpty)
  }

  @Test(
    "finding (fuzz stream 10610906): a button's open menu, and a root controller app code gave its window, go with the application"
  )
  func findingOpenMenuFreedWithApplication() throws {
    weak var weakMenu: UIWindow?
    weak var weakController: UIViewController?
    do {
      let scene = TestScene(size: CGSize(width: 400, height: 300))
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 20, y: 20, width: 120, height: 40)
      button.menu = UIMenu(title: "", children: [UIAction(title: "One") { _ in }])
      button.showsMenuAsPrimaryAction = true
      scene.window.addSubview(button)
      scene.window.layoutIfNeeded()
      scene.fingers.tap(at: CGPoint(x: 80, y: 40))
      let menu = try #require(scene.app.windows.first { $0 !== scene.window && !$0.isHidden })
      // The menu's window is the key window: app code gives it a root view controller.
      let controller = UIViewController()
      menu.rootViewController = controller
      weakMenu = menu
      weakController = controller
    }
    // A static kept the open menu's window, and all app code put in it, for ever.
    #expect(weakMenu == nil && weakController == nil)
  }

  @Test("finding 9: a hidden window whose background was being touched is freed with its tree")
  func finding9HiddenTouchedWindowIsFreed() {
    let scene = TestScene()
    weak var weakWindow: UIWindow?
    do {
      let other = UIWindow(frame: CGRect(0, 0, 100, 100))
      other.windowLevel = .alert
      other.makeKeyAndVisible()
      weakWindow = other
      scene.fingers.press(at: CGPoint(5, 5))
      other.isHidden = true
    }
    scene.fingers.release()
    #expect(weakWindow == nil)
  }

  @Test(
    "finding 10: dragging past the end of a 32,000-character field measures a bounded amount of text per event"
  )
  func finding10LongFieldDrag() {
    let counting = CountingTextSystem()
    let scene = TestScene()
    scene.app.hostServices.textSystem = counting
    let field = UITextField(frame: CGRect(0, 0, 200, 40))
    field.text = String(repeating: "w", count: 32_000)
    scene.window.addSubview(field)
    scene.fingers.press(at: CGPoint(20, 20))
    counting.measuredCharacters = 0
    scene.fingers.move(to: CGPoint(190, 20)).move(to: CGPoint(310, 20))
    // A linear walk measured every prefix: about 5 * 10^8 characters per event.
    #expect(counting.measuredCharacters < 5_000)
    scene.fingers.release()
    // The caret follows the finger among the characters drawn: far right is their end.
    let caret = field.selectedRange
    #expect(caret.length > 0 && caret.location + caret.length > 10)
  }

  @Test(
    "finding 11: cancelling a replayed touch never evicts the next live touch of the same pointer")
  func finding11CancelChecksTheTouch() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.fingers.press(at: CGPoint(5, 5)).release()
    let old = v.touches[0]
    scene.fingers.press(at: CGPoint(6, 6))
    scene.app.cancelTouches([old])
    scene.fingers.release()
    #expect(v.snapshots.map(\.phase) == [.began, .ended, .began, .ended])
  }

  @Test("finding 12: a record stamped far in the future is clamped, and taps keep working")
  func finding12FarFutureTimestamp() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.send(.pointer(.down, id: 1, at: CGPoint(5, 5), timestamp: 1e300))
    scene.send(.pointer(.up, id: 1, at: CGPoint(5, 5)))
    scene.fingers.wait(1).press(at: CGPoint(5, 5)).release().wait(0.1).press(at: CGPoint(5, 5))
    #expect(v.touches.last?.tapCount == 2)
    #expect(scene.diagnosticCodes == [.invalidTimestamp])
  }

  @Test("finding 13: a swipe that sees too many fingers fails once, with no illegal transition")
  func finding13SwipeFailsOnce() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 300, 300))
    v.isMultipleTouchEnabled = true
    v.addGestureRecognizer(UISwipeGestureRecognizer())
    scene.fingers.together { $0.press(0, at: CGPoint(5, 5)).press(1, at: CGPoint(50, 5)) }
    scene.fingers.press(2, at: CGPoint(90, 5))
    scene.fingers.together { $0.release(0).release(1).release(2) }
    #expect(!scene.diagnosticCodes.contains(.illegalGestureStateTransition))
  }
}
