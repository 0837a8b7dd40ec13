import Foundation
import OpenUIKit
import OpenUIKitFuzzing
import Testing

// What the third run of 10⁶ fuzz streams (issue 36, session 32; RELIABILITY.md) found, each
// replayed from its minimized steps through the fuzzer's own runner: the test fails while the
// finding does.
@Suite("Fuzz findings of the third 10⁶-stream run (issue 36)", .debugSwitchesOff)
@MainActor
struct FuzzThirdMillionFindingTests {
  @Test(
    "finding (fuzz stream 11111313): a view moved into a superview that app code takes out of the window in willRemoveSubview hears its touch cancelled"
  )
  func stream11111313MoveIntoLeavingDestination() throws {
    // Inside a recognizer's action app code moved view22, which had a touch, into button11;
    // the old superview's willRemoveSubview took button11 out of the window. The move had
    // found the destination in the window before that callback, so view22 left the window
    // with its touch never ended.
    let violations = FuzzRunner().run(
      stream: 11_111_313, steps: try FuzzStep.saved(Self.stream11111313))
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "finding (fuzz stream 11809206): the stream's end lifts a mouse button pressed before a button pressed twice"
  )
  func stream11809206ClosingKeepsHeldButtons() throws {
    // Button 0 pressed outside the window (no touch), button 2 began a touch, button 0 pressed
    // again joined it. The fuzzer's model took the second press of button 0 for a new touch
    // and forgot button 2, so its closing never lifted it: the fuzzer's fault, not the
    // framework's (a touch lasts while the button that began it is held, decision B14).
    let steps = try FuzzStep.saved(Self.stream11809206)
    let closing = FuzzInputGenerator.closingSteps(after: steps, seed: 11_809_206)
    let liftsButton2 = closing.flatMap(\.records).contains {
      if case .pointer(2, 0, 3, 1, _, _, 2, _, _, _) = $0 { return true }
      return false
    }
    #expect(
      liftsButton2
        || closing.first?.records.contains { $0 == .window(kind: 0, width: 0, height: 0) } == true)
    let violations = FuzzRunner().run(stream: 11_809_206, steps: steps)
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "finding (fuzz stream 11328707): a row whose cell app code takes out of the table during another row's cellForRowAt gets a cell again in the same layout"
  )
  func stream11328707CellTakenOutWhilePlacing() throws {
    // Two window resizes lay the table out; inside cellForRowAt app code removed the cell of
    // a row placed just before. The table forgot it but asked for no layout (it was placing
    // rows), so the row stayed without a cell.
    let violations = FuzzRunner().run(
      stream: 11_328_707, steps: try FuzzStep.saved(Self.stream11328707))
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "finding (fuzz stream 11832311): a presented controller whose view app code moved out of its sheet hears its press cancelled when the sheet is dismissed"
  )
  func stream11832311PressOfDismissedController() throws {
    // presentationControllerShouldDismiss moved presented26's view into the presenter's views;
    // a key went to presented26 (the deepest presented controller); the drag's dismissal
    // ended with the controller out of the chain and freed, its press never ended.
    let violations = FuzzRunner().run(
      stream: 11_832_311, steps: try FuzzStep.saved(Self.stream11832311))
    #expect(violations.isEmpty, "\(violations.prefix(3))")
  }

  @Test(
    "finding (fuzz stream 11832311), by hand: dismissing a controller whose view app code moved into the presenter's ends its presses"
  )
  func stream11832311ByHand() {
    let scene = TestScene()
    let log = scene.log
    let root = UIViewController()
    scene.window.rootViewController = root
    weak var weakController: PressLoggingController?
    do {
      let presented = PressLoggingController(log)
      root.present(presented, animated: false)
      root.view.addSubview(presented.view)  // app code moves the presented view out of its sheet
      scene.send(.key(.down, "a"))
      root.dismiss(animated: false)
      weakController = presented
    }
    #expect(log.entries == ["vc.pressesBegan", "vc.pressesCancelled"])
    #expect(weakController == nil)
    scene.send(.key(.up, "a"))
    #expect(scene.diagnostics.isEmpty)
    #expect(scene.app.checkInvariants().isEmpty)
  }

  private static let stream11328707 = """
    [{"delay":0,"records":[{"pointer":{"button":0,"x":321.1204945943814,"device":1,"stamp":{"offset":{"_0":0}},"y":1.0306262664849886,"phase":0,"index":1,"kind":0}}]},{"delay":0.08390158316138617,"records":[{"pointer":{"button":0,"x":395.8879302331732,"device":1,"stamp":{"offset":{"_0":0}},"y":7.742096872471999,"kind":0,"index":1,"phase":1}}]},{"delay":0.04524766190227734,"records":[{"window":{"height":335.42825784629923,"kind":5,"width":454.2530486527898}}]},{"delay":0.6432714972774458,"records":[{"window":{"width":646.4387935511282,"kind":5,"height":691.8345049587563}}]}]
    """

  private static let stream11832311 = """
    [{"records":[{"pointer":{"index":2,"phase":0,"device":0,"stamp":{"offset":{"_0":0}},"button":0,"kind":0,"y":264.9656282356447,"x":186.71202428971054}}],"delay":0},{"records":[{"pointer":{"phase":1,"device":0,"index":2,"stamp":{"offset":{"_0":0}},"button":0,"kind":0,"y":460.6481157036202,"x":207.99816122040366}}],"delay":0.04458223868366461},{"records":[{"pointer":{"phase":2,"device":0,"index":2,"force":0.8687820504146592,"button":0,"kind":0,"y":460.6481157036202,"stamp":{"offset":{"_0":0}},"x":207.99816122040366}}],"delay":0.04762477304735631},{"records":[{"key":{"down":true,"isRepeat":false,"characters":"","modifiers":262144,"code":40}}],"delay":0},{"records":[{"pointer":{"phase":0,"device":0,"index":2,"stamp":{"offset":{"_0":0}},"button":0,"kind":0,"y":227.51024869384807,"x":-217.0016561500833}}],"delay":0.792842687694004}]
    """

  private static let stream11111313 = """
    [{"delay":0.1132519522440513,"records":[{"pointer":{"kind":0,"index":1,"button":0,"x":165.84574949576051,"y":287.04425795317377,"stamp":{"offset":{"_0":0}},"device":0,"phase":0}}]},{"delay":0.1129442759270155,"records":[{"pointer":{"kind":0,"index":1,"button":0,"x":263.6015843886546,"y":289.42083698802526,"stamp":{"offset":{"_0":0}},"device":0,"phase":1}}]},{"delay":0.028386035484526683,"records":[{"pointer":{"kind":0,"index":2,"button":0,"x":378.32514184340766,"y":16.69762119072128,"stamp":{"offset":{"_0":0}},"device":3,"phase":0}}]}]
    """

  private static let stream11809206 = """
    [{"records":[{"pointer":{"button":0,"index":3,"y":267.9639148624191,"kind":1,"phase":0,"x":400.1818697869053,"device":0,"stamp":{"offset":{"_0":0}}}}],"delay":0.055240840979141614},{"records":[{"pointer":{"button":2,"index":3,"y":73.28712127195567,"kind":1,"phase":0,"x":106.19782232156396,"device":0,"stamp":{"offset":{"_0":0}}}}],"delay":0.02140770302655205},{"records":[{"pointer":{"button":0,"index":3,"y":329.1841619148548,"kind":1,"phase":0,"x":123.61664092852635,"device":0,"clicks":3,"stamp":{"offset":{"_0":0}}}}],"delay":0}]
    """
}
