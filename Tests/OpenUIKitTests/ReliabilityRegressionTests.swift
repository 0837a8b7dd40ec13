import Foundation
import OpenUIKit
import OpenUIKitFuzzing
import OpenUIKitTesting
import Testing

// Regression tests for the reliability findings of issue 8, one per finding, named after it.
// Each reproduces the stream the fuzzer (openuikit-fuzz) or the issue found.
@Suite("Reliability regressions (issue 8)")
@MainActor
struct ReliabilityRegressionTests {
  @Test("finding 1: a huge click count followed by a quick second down neither overflows nor is trusted")
  func finding1HugeClickCount() {
    let scene = TestScene()
    let v = CapturingView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(v)
    scene.send(.pointer(.down, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0, clickCount: Int.max))
    scene.send(.pointer(.up, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0.05))
    scene.send(.pointer(.down, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0.1))
    scene.send(.pointer(.up, id: 1, kind: .mouse, at: CGPoint(5, 5), timestamp: 0.15))
    #expect(v.snapshots.filter { $0.phase == .began }.map(\.tapCount) == [1, 2])
    #expect(scene.diagnosticCodes == [.invalidValue])
  }

  @Test("finding 2: one finger lifting as another lands in the same batch still ends the pan and the view's touches")
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

  @Test("finding 4: presses hold their responder weakly; a removed first responder hears the cancel in its window")
  func finding4PressesAndRemovedResponder() {
    let scene = TestScene()
    weak var weakField: LoggingResponderView?
    do {
      let field = scene.responder("f", focused: true)
      weakField = field
      scene.send(.key(.down, "a"))
      field.removeFromSuperview()
    }
    #expect(scene.log.entries(startingWith: "f.presses") == ["f.pressesBegan(a)", "f.pressesCancelled"])
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
    #expect(scene.log.entries(startingWith: "first.").prefix(2) == ["first.began(1)", "first.cancelled(1)"])
  }

  @Test("finding 6: sendEvent from a gesture action or a timer is refused with a diagnostic, never redelivered")
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

  @Test("finding 7: recognizers of a view removed during touch-down neither recognize nor send actions")
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

  @Test("finding 8: a callback that moves the view being added, or adds the parent under it, keeps a tree")
  func finding8CallbacksDuringAdd() {
    let scene = TestScene()
    let a = WillMoveHookView(frame: CGRect(0, 0, 10, 10))
    let b = UIView()
    let c = UIView()
    scene.window.addSubview(b)
    scene.window.addSubview(c)
    scene.window.addSubview(a)
    // While a moves to b, its willMove hook moves it to c: the outer add gives up.
    a.onWillMove = { a.onWillMove = nil; c.addSubview(a) }
    b.addSubview(a)
    #expect(a.superview === c && c.subviews.filter { $0 === a }.count == 1 && b.subviews.isEmpty)
    // While a moves to b, its hook puts b under a (a has already left c): adding a to b would
    // make a cycle, so a stays out of the tree, with b inside it.
    a.onWillMove = { a.onWillMove = nil; a.addSubview(b) }
    b.addSubview(a)
    #expect(b.superview === a && a.superview == nil && b.subviews.isEmpty)
    #expect(scene.diagnosticCodes.allSatisfy { $0 == .invalidHierarchy } && !scene.diagnostics.isEmpty)
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

  @Test("finding 10: dragging past the end of a 32,000-character field measures a bounded amount of text per event")
  func finding10LongFieldDrag() {
    let counting = CountingTextSystem()
    let saved = TextSystemRegistry.current
    TextSystemRegistry.current = counting
    defer { TextSystemRegistry.current = saved }
    let scene = TestScene()
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

  @Test("finding 11: cancelling a replayed touch never evicts the next live touch of the same pointer")
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

  @Test("finding 14 (fuzzer): removal callbacks can neither land a touch in the leaving subtree nor focus it")
  func finding14NothingEntersALeavingSubtree() {
    let scene = TestScene()
    let background = scene.loggingView("background", CGRect(0, 0, 200, 200))
    let leaving = WindowHookView(frame: CGRect(0, 0, 100, 100))
    let inner = scene.loggingView("inner", CGRect(0, 0, 100, 100), in: leaving)
    let field = scene.responder("field", in: leaving)
    scene.window.addSubview(leaving)
    var focused = true
    leaving.onWillMoveToWindow = { newWindow in
      guard newWindow == nil else { return }
      // App code in the removal's hooks, as the fuzzer's stream 149 did.
      scene.send(.pointer(.down, id: 1, at: CGPoint(5, 5)))
      focused = field.becomeFirstResponder()
    }
    leaving.removeFromSuperview()
    scene.fingers.wait(0.1)
    scene.send(.pointer(.up, id: 1, at: CGPoint(5, 5)))
    #expect(!focused && !field.isFirstResponder)
    #expect(inner.superview === leaving && leaving.window == nil)
    #expect(scene.log.entries == ["background.touchesBegan(1)", "background.touchesEnded(1)"])
    _ = background
  }

  @Test("finding 15 (fuzzer): a recognizer interrupted inside its own callback asks for nothing more, quietly")
  func finding15InterruptedInsideCallback() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let tap = CancellingTap()
    tap.cancel = { [unowned app = scene.app] in app.cancelAllTouches() }
    var actions = 0
    tap.addAction { _ in actions += 1 }
    v.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(5, 5)).release().wait(1)
    #expect(actions == 0)
    #expect(tap.state == .possible && tap.numberOfTouches == 0)
    #expect(!scene.diagnosticCodes.contains(.illegalGestureStateTransition))
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    // The next tap recognizes as usual.
    tap.cancel = nil
    scene.fingers.wait(1).press(at: CGPoint(5, 5)).release()
    #expect(actions == 1)
  }

  @Test("finding 16 (fuzzer): a responder removed while the presses of one dispatch end hears its cancel in the window")
  func finding16PressEndOwedWhenResponderLeaves() {
    let scene = TestScene()
    let a = PressHookView("a", scene.log)
    let b = PressHookView("b", scene.log)
    scene.window.addSubview(a)
    scene.window.addSubview(b)
    _ = a.becomeFirstResponder()
    scene.send(.key(.down, "a", code: 4))
    _ = b.becomeFirstResponder()
    scene.send(.key(.down, "b", code: 5))
    // Whichever hears the focus-loss cancel first removes the other.
    a.onCancel = { b.removeFromSuperview() }
    b.onCancel = { a.removeFromSuperview() }
    scene.send(InputRecord(.window(.focusLost)))
    let entries = scene.log.entries
    #expect(entries.count == 2 && entries.allSatisfy { $0.hasSuffix(".pressesCancelled(in window)") })
    #expect(Set(entries.map { $0.prefix(1) }) == ["a", "b"])
  }

  @Test("finding 17 (fuzzer): a recognizer disabled inside its own callback asks for nothing more, quietly")
  func finding17DisabledInsideCallback() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    let tap = CancellingTap()
    tap.cancel = { [unowned tap] in tap.isEnabled = false }
    var actions = 0
    tap.addAction { _ in actions += 1 }
    v.addGestureRecognizer(tap)
    scene.fingers.press(at: CGPoint(5, 5)).release().wait(1)
    #expect(actions == 0 && tap.state == .possible)
    #expect(!scene.diagnosticCodes.contains(.illegalGestureStateTransition))
  }

  @Test("finding 18 (fuzzer): app code run at touch-down (a delegate) cannot leave the touch or a recognizer outside the window")
  func finding18AppCodeAtTouchDown() {
    let scene = TestScene()
    // A delegate asked about a new touch detaches the next recognizer of the same view: that
    // one tracks nothing.
    let other = scene.loggingView("other", CGRect(0, 0, 100, 100))
    let first = UIPanGestureRecognizer()
    let second = UIPanGestureRecognizer()
    let detaching = AppCodeDelegate { other.removeGestureRecognizer(second) }
    first.delegate = detaching
    other.addGestureRecognizer(first)
    other.addGestureRecognizer(second)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(second.view == nil && second.numberOfTouches == 0 && first.numberOfTouches == 1)
    scene.fingers.release()
    // An ancestor's recognizer's delegate removes the hit view after the hit view's own
    // recognizer took the touch: the touch has nowhere to go, and nothing tracks it.
    first.delegate = nil
    let outer = UIPanGestureRecognizer()
    let removing = AppCodeDelegate { other.removeFromSuperview() }
    outer.delegate = removing
    scene.window.addGestureRecognizer(outer)
    scene.fingers.press(at: CGPoint(5, 5))
    #expect(first.numberOfTouches == 0 && outer.numberOfTouches == 0 && other.window == nil)
    scene.fingers.release()
    #expect(scene.log.entries.suffix(2) == ["other.touchesBegan(1)", "other.touchesEnded(1)"])
  }

  @Test("finding 19 (fuzzer): a touched view moved into a subtree that is leaving the window hears its cancel first")
  func finding19MovedIntoLeavingSubtree() {
    let scene = TestScene()
    let leaving = WindowHookView(frame: CGRect(0, 0, 100, 100))
    scene.window.addSubview(leaving)
    let touched = scene.loggingView("touched", CGRect(100, 100, 50, 50))
    scene.fingers.press(at: CGPoint(110, 110))
    leaving.onWillMoveToWindow = { [unowned leaving] newWindow in
      if newWindow == nil { leaving.addSubview(touched) }
    }
    leaving.removeFromSuperview()
    #expect(scene.log.entries == ["touched.touchesBegan(1)", "touched.touchesCancelled(1)"])
    scene.fingers.release()
    #expect(scene.log.entries.count == 2)
  }

  @Test("finding 20 (fuzzer): replacing a root view controller whose view app code moved ends its presses")
  func finding20ReplacedRootControllerPresses() {
    let scene = TestScene()
    let log = scene.log
    weak var weakController: PressLoggingController?
    do {
      let controller = PressLoggingController(log)
      scene.window.rootViewController = controller
      let holder = UIView()
      scene.window.addSubview(holder)
      holder.addSubview(controller.view)  // app code moves the root view elsewhere in the window
      _ = controller.becomeFirstResponder()
      scene.send(.key(.down, "a"))
      scene.window.rootViewController = UIViewController()
      weakController = controller
    }
    #expect(log.entries == ["vc.pressesBegan", "vc.pressesCancelled"])
    #expect(weakController == nil)
    scene.send(.key(.up, "a"))
    #expect(scene.diagnostics.isEmpty)
  }

  @Test("finding 21 (fuzzer): recognizers that require each other to fail do not deadlock and hold the touch")
  func finding21RequirementCycle() {
    let scene = TestScene()
    let v = scene.loggingView("v", CGRect(0, 0, 100, 100))
    var fired: [String] = []
    let a = UITapGestureRecognizer()
    a.addAction { _ in fired.append("a") }
    let b = UITapGestureRecognizer()
    b.addAction { _ in fired.append("b") }
    a.require(toFail: b)
    b.require(toFail: a)
    v.addGestureRecognizer(a)
    v.addGestureRecognizer(b)
    scene.fingers.press(at: CGPoint(5, 5)).release().wait(1)
    #expect(fired == ["a"])
    #expect(a.state == .possible && b.state == .possible && a.numberOfTouches == 0 && b.numberOfTouches == 0)
    #expect(scene.log.entries == ["v.touchesBegan(1)", "v.touchesCancelled(1)"])
    #expect(scene.diagnosticCodes == [.gestureRequirementCycle])
  }

  @Test("finding 22 (fuzzer): a root view controller whose view is out of the window does not take key presses")
  func finding22RootControllerOutOfWindow() {
    let scene = TestScene()
    let controller = PressLoggingController(scene.log)
    scene.window.rootViewController = controller
    controller.view.removeFromSuperview()
    scene.send(.key(.down, "a"))
    scene.window.addSubview(controller.view)
    scene.send(InputRecord(.window(.focusLost)))
    #expect(scene.log.entries.isEmpty)
    scene.send(.key(.down, "b", code: 5))
    #expect(scene.log.entries == ["vc.pressesBegan"])
  }

  @Test("finding 23 (sanitizer): an application released mid-gesture frees its recognizers and touches")
  func releasedMidGesture() {
    weak var weakRecognizer: UIGestureRecognizer?
    weak var weakTouch: UITouch?
    do {
      let scene = TestScene()
      let v = CapturingView(frame: CGRect(0, 0, 100, 100))
      scene.window.addSubview(v)
      // A recognizer that never concludes keeps tracking the touch, which lists it back.
      let recognizer = ScriptedRecognizer("r", scene.log)
      v.addGestureRecognizer(recognizer)
      scene.fingers.press(at: CGPoint(5, 5))
      weakRecognizer = recognizer
      weakTouch = v.touches.first
      #expect(weakTouch != nil && recognizer.numberOfTouches == 1)
    }
    #expect(weakRecognizer == nil && weakTouch == nil)
  }

  @Test("300 fuzz streams at two mutation rates: no invariant of any kind is broken")
  func fuzzSmoke() {
    var broken: [String] = []
    for (rate, first) in [(0.08, UInt64(0)), (0.5, UInt64(50_000))] {
      let runner = FuzzRunner(mutationRate: rate)
      for number in first..<first + 150 {
        for v in runner.run(stream: number) { broken.append("\(number) at \(rate): \(v)") }
      }
    }
    #expect(broken.isEmpty, "\(broken.prefix(5))")
  }
}

/// A logging view that keeps the last touches event it was sent.
final class EventKeepingView: LoggingView {
  var lastEvent: UIEvent?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    lastEvent = event
    super.touchesBegan(touches, with: event)
  }
}

/// A view that runs app code in `willMove(toSuperview:)`.
final class WillMoveHookView: UIView {
  var onWillMove: (() -> Void)?
  override func willMove(toSuperview newSuperview: UIView?) { onWillMove?() }
}

/// A view that runs app code in `willMove(toWindow:)`.
final class WindowHookView: UIView {
  var onWillMoveToWindow: ((UIWindow?) -> Void)?
  override func willMove(toWindow newWindow: UIWindow?) { onWillMoveToWindow?(newWindow) }
}

/// A tap recognizer whose `touchesEnded` runs app code before the recognizer's own logic.
final class CancellingTap: UITapGestureRecognizer {
  var cancel: (() -> Void)?
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    cancel?()
    super.touchesEnded(touches, with: event)
  }
}

/// A focusable view that logs its presses' cancels and where it heard them, then runs app code.
final class PressHookView: UIView {
  let name: String
  let log: EventLog
  var onCancel: (() -> Void)?
  init(_ name: String, _ log: EventLog) {
    self.name = name
    self.log = log
    super.init(frame: CGRect(0, 0, 10, 10))
  }
  override var canBecomeFirstResponder: Bool { true }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    log.record("\(name).pressesCancelled(\(window == nil ? "outside" : "in window"))")
    let hook = onCancel
    onCancel = nil
    hook?()
  }
}

/// A delegate that runs app code when asked about a touch, then accepts it.
final class AppCodeDelegate: UIGestureRecognizerDelegate {
  let code: () -> Void
  init(_ code: @escaping () -> Void) { self.code = code }
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
    code()
    return true
  }
}

/// A view controller that takes focus and logs its presses.
final class PressLoggingController: UIViewController {
  let log: EventLog
  init(_ log: EventLog) {
    self.log = log
    super.init()
  }
  override var canBecomeFirstResponder: Bool { true }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.record("vc.pressesBegan") }
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.record("vc.pressesEnded") }
  override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.record("vc.pressesCancelled") }
}

/// The estimating text system, counting the characters it is asked to measure.
final class CountingTextSystem: TextSystem {
  let estimate = EstimatingTextSystem()
  var measuredCharacters = 0
  func size(of text: String, font: UIFont) -> CGSize {
    measuredCharacters += text.count
    return estimate.size(of: text, font: font)
  }
  func lineHeight(of font: UIFont) -> CGFloat { estimate.lineHeight(of: font) }
  func hasFont(named name: String) -> Bool { true }
}
