import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing

// The code of the OpenUIKitTesting article "Testing touch handling", run as tests, so that the
// article's examples compile and pass. scripts/check-docs checks that every line of the
// article's Swift blocks is here.

/// A button that counts its taps, and a card that a double tap flips.
@MainActor
final class CounterViewController: UIViewController {
  let button = UIButton(type: .system)
  let card = UIView(frame: CGRect(x: 20, y: 200, width: 200, height: 120))
  private(set) var taps = 0
  private(set) var flips = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    button.frame = CGRect(x: 20, y: 40, width: 200, height: 44)
    button.setTitle("Tap me", for: .normal)
    button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    doubleTap.addAction { [unowned self] _ in flips += 1 }
    card.addGestureRecognizer(doubleTap)
    view.addSubview(button)
    view.addSubview(card)
  }
}

@Suite("Documentation: Testing touch handling", .debugSwitchesOff)
@MainActor
struct DocumentationExampleTests {
  @Test("a tap on the button counts, a tap beside it does not")
  func tapCounts() throws {
    let clock = ManualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = CounterViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let fingers = TouchSequence(application: app, clock: clock)

    try fingers.tap(on: controller.button)
    fingers.tap(at: CGPoint(x: 300, y: 60))
    #expect(controller.taps == 1)
  }

  @Test("a double tap flips the card; a single one waits and does not")
  func doubleTapFlips() {
    let clock = ManualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = CounterViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let fingers = TouchSequence(application: app, clock: clock)

    fingers.tap(at: CGPoint(x: 100, y: 250)).wait(0.1).tap(at: CGPoint(x: 100, y: 250))
    #expect(controller.flips == 1)
    fingers.wait(1).tap(at: CGPoint(x: 100, y: 250)).wait(1)
    #expect(controller.flips == 1)
  }

  @Test("two fingers land in one touchesBegan, in the order they touched")
  func twoFingers() {
    let clock = ManualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let log = EventLog()
    let pad = LoggingView("pad", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
    pad.isMultipleTouchEnabled = true
    window.addSubview(pad)
    let fingers = TouchSequence(application: app, clock: clock)
    fingers.onBrokenInvariants = { Issue.record("\($0)") }

    fingers.together { $0.press(0, at: CGPoint(x: 50, y: 50)).press(1, at: CGPoint(x: 150, y: 50)) }
    fingers.move(0, to: CGPoint(x: 60, y: 60)).release(0).release(1)
    #expect(
      log.entries == [
        "pad.touchesBegan(2)", "pad.touchesMoved(1)", "pad.touchesEnded(1)",
        "pad.touchesEnded(1)",
      ])
  }

  @Test("a recording replays the same taps")
  func replay() throws {
    let clock = ManualClock()
    let app = UIApplication(clock: clock)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = CounterViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()

    let recording = try InputRecording(
      parsing: """
        openuikit-input 1
        0.1 pointer down 1:0 touch 50 60 primary clicks=1 force=-
        0.1 batch
        0.15 pointer up 1:0 touch 50 60 primary clicks=1 force=-
        0.15 batch
        end 2

        """)
    InputReplay.play(recording, into: app, clock: clock)
    #expect(controller.taps == 1)
  }
}
