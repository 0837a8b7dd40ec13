import Foundation
import OpenUIKitTesting
import Testing

@testable import OpenUIKit

/// Records what the pipeline tells it.
@MainActor
private final class RecordingObserver: PipelineObserver {
  var lines: [String] = []
  func didHitTest(_ touch: UITouch) { lines.append("hit \(touch.view?.tag ?? -1)") }
  func willSendTouches(_ touches: [UITouch]) {
    lines.append("send " + touches.map { "\($0.phase.rawValue)" }.joined(separator: ","))
  }
  var wantsArbitration: Bool { true }
  func didArbitrate(_ message: String, about recognizer: UIGestureRecognizer) {
    lines.append("arbitration")
  }
  func didDrainInput() { lines.append("drained") }
}

@Suite("The pipeline's observers: the tools watch from outside (issue 29)", .debugSwitchesOff)
@MainActor
struct PipelineObserverTests {
  @Test("no observer while every switch is off and the inspector is closed")
  func emptyByDefault() {
    let scene = TestScene()
    #expect(scene.app.pipelineObservers.isEmpty)
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(scene.app.pipelineObservers.isEmpty)
  }

  @Test("a switch turned on installs one observer in every live application; all off removes it")
  func switchesInstallOneObserver() {
    let first = TestScene()
    let second = TestScene()
    OpenUIKitDebug.showsHitAreas = true
    OpenUIKitDebug.logsGestureArbitration = true
    #expect(first.app.pipelineObservers.count == 1)
    #expect(second.app.pipelineObservers.count == 1)
    // An application made while a switch is on gets it too.
    let third = UIApplication(clock: ManualClock())
    #expect(third.pipelineObservers.count == 1)
    OpenUIKitDebug.showsHitAreas = false
    #expect(first.app.pipelineObservers.count == 1, "the log switch is still on")
    OpenUIKitDebug.logsGestureArbitration = false
    for app in [first.app, second.app, third] { #expect(app.pipelineObservers.isEmpty) }
  }

  @Test("the inspector joins the list when it opens and leaves it when it closes")
  func inspectorJoinsWhileOpen() {
    let scene = TestScene()
    let inspector = scene.app.hitAreaInspector
    #expect(scene.app.pipelineObservers.isEmpty, "made, but closed")
    inspector.open()
    #expect(scene.app.pipelineObservers.count == 1)
    #expect(scene.app.toolWindows.count == 1)
    #expect(!scene.app.appWindowsInHitTestOrder.contains { $0 === scene.app.toolWindows[0] })
    inspector.close()
    #expect(scene.app.pipelineObservers.isEmpty)
    #expect(scene.app.toolWindows.isEmpty)
  }

  @Test("an observer hears the hit test, each delivery, arbitration and the drain, in order")
  func observerHearsTheStages() {
    let scene = TestScene()
    let view = scene.loggingView("view", CGRect(0, 0, 100, 100))
    view.tag = 7
    view.addGestureRecognizer(UITapGestureRecognizer())
    let observer = RecordingObserver()
    scene.app.addPipelineObserver(observer)
    scene.fingers.press(at: CGPoint(10, 10))
    // The sequence drains once before the press (its clock step), then the press's batch.
    #expect(observer.lines.suffix(3) == ["hit 7", "send 0", "drained"], "\(observer.lines)")
    observer.lines.removeAll()
    scene.fingers.release()
    #expect(observer.lines.contains("send 3"), "ended")
    #expect(observer.lines.contains("arbitration"), "the tap recognized")
    scene.app.removePipelineObserver(observer)
    observer.lines.removeAll()
    scene.fingers.tap(at: CGPoint(10, 10))
    #expect(observer.lines.isEmpty)
  }

  @Test("decisions about a tool's own recognizers are not the app's: observers do not hear them")
  func toolRecognizersAreNotLogged() {
    let scene = TestScene()
    let observer = RecordingObserver()
    scene.app.addPipelineObserver(observer)
    let inspector = scene.app.hitAreaInspector
    inspector.open()
    let toolWindow = scene.app.toolWindows[0]
    let recognizer = UITapGestureRecognizer()
    toolWindow.addGestureRecognizer(recognizer)
    scene.app.noteArbitration("tool", about: recognizer)
    #expect(!observer.lines.contains("arbitration"))
    let appRecognizer = UITapGestureRecognizer()
    scene.window.addGestureRecognizer(appRecognizer)
    scene.app.noteArbitration("app", about: appRecognizer)
    #expect(observer.lines.contains("arbitration"))
    toolWindow.removeGestureRecognizer(recognizer)
    inspector.close()
  }
}
