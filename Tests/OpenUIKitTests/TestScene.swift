import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

/// One application with one key window on a manual clock, the fixture most tests start from.
@MainActor
final class TestScene {
  let clock = ManualClock()
  let app: UIApplication
  let window: UIWindow
  let log = EventLog()
  let fingers: TouchSequence
  private(set) var diagnostics: [Diagnostic] = []
  /// Objects kept alive for the test (targets are held weakly, as in UIKit).
  private var retained: [AnyObject] = []

  init(size: CGSize = CGSize(width: 320, height: 480)) {
    // A debug switch left on by an earlier test would change what this one sees (each suite's
    // .debugSwitchesOff trait also checks at the end of every test).
    let on = OpenUIKitDebug.switchesTurnedOn
    if !on.isEmpty { Issue.record("debug switches on before this test: \(on)") }
    app = UIApplication(clock: clock)
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    fingers = TouchSequence(application: app, clock: clock)
    app.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    // After every step, the relations that must always agree (a touch and its recognizers,
    // live touches and their window, the tree) are checked, whatever the test is about.
    fingers.onBrokenInvariants = { Issue.record("broken invariants: \($0)") }
    window.makeKeyAndVisible()
    // Tests tap fields with fingers: the on-screen keyboard would slide up over the lower part
    // of the window. Its own tests turn it on.
    app.onScreenKeyboardMode = .never
  }

  /// Adds a logging view to `parent` (the window by default).
  @discardableResult
  func loggingView(_ name: String, _ frame: CGRect, in parent: UIView? = nil) -> LoggingView {
    let view = LoggingView(name, frame: frame, log: log)
    (parent ?? window).addSubview(view)
    return view
  }

  /// A logging responder that can become first responder, added to `parent` (the window by
  /// default); with `focused` it becomes the first responder.
  @discardableResult
  func responder(
    _ name: String, in parent: UIView? = nil, frame: CGRect = CGRect(0, 0, 100, 100),
    focused: Bool = false
  ) -> LoggingResponderView {
    let view = LoggingResponderView(name, log, frame: frame)
    view.acceptsFirstResponder = true
    (parent ?? window).addSubview(view)
    if focused { view.becomeFirstResponder() }
    return view
  }

  /// Enqueues records and dispatches them.
  func send(_ records: InputRecord...) {
    app.enqueue(contentsOf: records)
    app.processQueuedInput()
    fingers.checkInvariants()
  }

  /// An action target logging to the scene's log, kept alive by the scene.
  func recorder(_ name: String) -> ActionRecorder {
    let recorder = ActionRecorder(name, log)
    retained.append(recorder)
    return recorder
  }

  var diagnosticCodes: [Diagnostic.Code] { diagnostics.map(\.code) }

  /// Keeps `object` alive for the test (delegates are held weakly, as in UIKit).
  func keep(_ object: AnyObject) { retained.append(object) }
}

func approx(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

func approx(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  approx(a.origin, b.origin, tolerance) && abs(a.width - b.width) <= tolerance
    && abs(a.height - b.height) <= tolerance
}

extension CGRect {
  init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
    self.init(x: x, y: y, width: w, height: h)
  }
}

extension CGPoint {
  init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
}
