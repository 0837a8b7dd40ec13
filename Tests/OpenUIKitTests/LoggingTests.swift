import Foundation
import InMemoryLogging
import Logging
import OpenUIKit
import OpenUIKitTesting
import Testing

/// Diagnostics and debug lines reach swift-log (issue 14): the backend an app bootstraps sees
/// each one at a deliberate level, with the diagnostic's code as metadata.
@Suite("Logging through swift-log", .serialized, .debugSwitchesOff)
@MainActor
struct LoggingTests {
  /// Points ``OpenUIKitLog/logger`` at an in-memory handler for the length of `body`.
  private func capturing(_ body: (InMemoryLogHandler) -> Void) {
    let handler = InMemoryLogHandler()
    let saved = OpenUIKitLog.logger
    OpenUIKitLog.logger = Logger(label: "OpenUIKit") { _ in handler }
    defer { OpenUIKitLog.logger = saved }
    body(handler)
  }

  /// A scene whose application keeps the default diagnostic handler.
  private func defaultHandlerScene() -> TestScene {
    let scene = TestScene()
    scene.app.diagnosticHandler = UIApplication(clock: ManualClock()).diagnosticHandler
    return scene
  }

  @Test("the default handler logs broken input at info, with the code as metadata")
  func inputDiagnosticAtInfo() {
    capturing { handler in
      let scene = defaultHandlerScene()
      scene.loggingView("v", CGRect(0, 0, 100, 100))
      scene.fingers.press(at: CGPoint(CGFloat.nan, 5)).release()
      #expect(handler.entries.count == 1)
      #expect(handler.entries.first?.level == .info)
      #expect(handler.entries.first?.metadata["diagnostic"] == "nonFiniteLocation")
      #expect(handler.entries.first?.message.description.contains("nan") == true)
    }
  }

  @Test("a mistake in the app's code is logged at warning")
  func appMistakeAtWarning() {
    capturing { handler in
      let scene = defaultHandlerScene()
      let target = ActionRecorder("t", scene.log)
      _ = scene.app.sendAction("missing:", to: target, from: nil, for: nil)
      #expect(handler.entries.map(\.level) == [.warning])
      #expect(handler.entries.first?.metadata["diagnostic"] == "actionNotImplemented")
    }
  }

  @Test("a handler of the app's own replaces the log line")
  func ownHandlerReplacesLog() {
    capturing { handler in
      let scene = TestScene()
      scene.fingers.press(at: CGPoint(CGFloat.nan, 5)).release()
      #expect(scene.diagnosticCodes == [.nonFiniteLocation])
      #expect(handler.entries.isEmpty)
    }
  }

  @Test("no code is logged above warning, and each code's level is the documented one")
  func levels() {
    let input: [Diagnostic.Code] = [
      .nonFiniteLocation, .unknownPointer, .duplicatePointerDown, .unknownKeyRelease,
      .invalidTimestamp, .undeliverable, .invalidValue,
    ]
    for code in input { #expect(code.logLevel == .info, "\(code)") }
    let mistakes: [Diagnostic.Code] = [
      .reentrantSendEvent, .actionNotImplemented, .illegalGestureStateTransition,
      .resourceUnavailable, .invalidHierarchy, .gestureRequirementCycle,
    ]
    for code in mistakes { #expect(code.logLevel == .warning, "\(code)") }
  }

  @Test("a missing image is logged at warning, naming the file")
  func missingImageLogged() {
    capturing { handler in
      let scene = defaultHandlerScene()
      let image = UIImage(named: "no-such-image")
      #expect(image == nil)
      #expect(handler.entries.map(\.level) == [.warning])
      #expect(handler.entries.first?.metadata["diagnostic"] == "resourceUnavailable")
      #expect(handler.entries.first?.message.description.contains("no-such-image") == true)
      withExtendedLifetime(scene) {}
    }
  }

  @Test("gesture arbitration lines are logged at debug when the switch is on, even above debug")
  func arbitrationLinesAtDebug() {
    capturing { handler in
      OpenUIKitLog.logger.logLevel = .notice
      let (scene, view) = gestureScene()
      view.addGestureRecognizer(UITapGestureRecognizer())
      OpenUIKitDebug.logsGestureArbitration = true
      scene.fingers.tap(at: CGPoint(10, 10))
      OpenUIKitDebug.logsGestureArbitration = false
      let logged = handler.entries.count
      #expect(logged > 0)
      #expect(handler.entries.allSatisfy { $0.level == .debug })
      #expect(handler.entries.last?.message.description.hasPrefix("gestures: ") == true)
      scene.fingers.tap(at: CGPoint(10, 10))
      #expect(handler.entries.count == logged, "nothing is logged with the switch off")
    }
  }

  @Test(
    "haptic feedback is logged at trace, as no engine plays it; intensity is clamped (issue 30)")
  func hapticsLogged() {
    capturing { handler in
      OpenUIKitLog.logger.logLevel = .trace
      let impact = UIImpactFeedbackGenerator(style: .heavy)
      impact.prepare()
      impact.impactOccurred(intensity: 3)
      UIImpactFeedbackGenerator().impactOccurred()
      UISelectionFeedbackGenerator().selectionChanged()
      UINotificationFeedbackGenerator().notificationOccurred(.warning)
      let lines = handler.entries.map(\.message.description)
      #expect(handler.entries.allSatisfy { $0.level == .trace })
      #expect(
        lines == [
          "haptic feedback: impact heavy at intensity 1.0 (no haptic engine on this machine)",
          "haptic feedback: impact medium at intensity 1.0 (no haptic engine on this machine)",
          "haptic feedback: selection changed (no haptic engine on this machine)",
          "haptic feedback: notification warning (no haptic engine on this machine)",
        ])
    }
  }

}
